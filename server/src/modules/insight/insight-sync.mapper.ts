import { DateTime } from 'luxon';
import { TOKYO } from '../../../../src/shared/dates/zone';
import type { components } from '../../generated/openapi';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { SyncStateView } from './insight-sync.repository';

type Schemas = components['schemas'];

const slashDay = (isoDay: string): string => isoDay.replaceAll('-', '/');
const tokyoMinute = (instant: Date): string => DateTime.fromJSDate(instant, { zone: TOKYO }).toFormat('yyyy/MM/dd HH:mm');

export function toInsightSyncState(view: SyncStateView): Schemas['InsightSyncState'] {
  return {
    account: toAccountKey(view.provider, view.localAccountId),
    source: view.source,
    synced_through: view.syncedThrough === null ? null : slashDay(view.syncedThrough),
    backfilled: view.backfilledAt !== null,
    last_error: view.lastError,
    last_attempt_at: view.lastAttemptAt === null ? null : tokyoMinute(view.lastAttemptAt),
  };
}
