import { isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import { toJstDateTime } from '../../formats';
import type { components } from '../../generated/openapi';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { SyncStateView } from './insight-sync.repository';

type Schemas = components['schemas'];

export function toInsightSyncState(view: SyncStateView): Schemas['InsightSyncState'] {
  return {
    account: toAccountKey(view.provider, view.localAccountId),
    source: view.source,
    synced_through: isoToSlashDate(view.syncedThrough),
    backfilled: view.backfilledAt !== null,
    last_error: view.lastError,
    last_attempt_at: view.lastAttemptAt === null ? null : toJstDateTime(view.lastAttemptAt),
  };
}
