import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { jstDayEnd, jstDayStart } from '../../formats';
import { pageWindow, toPagination } from '../../http/pagination';
import { isProviderError } from '../../providers/shared/provider-errors';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { toAccountKey } from '../local-accounts/local-account-keys';
import { findHistory, findQueueHistories, listHistories, markHistoryDeleted, queueExists, requeueHistory, setPinned, type HistoryWithAccount } from './post-histories.repository';
import { toYahooNotice } from './post-payload';
import { findPostSetting } from './posts.repository';
import { toPostHistory } from './posts.mapper';
import { postsMessagesJa as m } from './posts.messages.ja';
import { filterAccountIds } from './posts.service';
import { stateConflict } from './post-input';

type HistoryDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'tokenCipher' | 'providers' | 'logger'>;

export interface HistoryListQuery {
  local_account_ids?: string[];
  free_word?: string;
  start_at?: string;
  end_at?: string;
  provider?: 'google' | 'yahoo';
  status?: number;
  post_setting_id?: number;
  local_control_queue_id?: number;
  page?: number;
  page_size?: number;
}

/** Histories of the whole company, or of some stores, are counted up to this; one post's or one occurrence's exactly. */
export const POST_HISTORY_TOTAL_CAP = 1_000;

export async function listPostHistories(deps: HistoryDeps, auth: AuthContext, query: HistoryListQuery) {
  const companyId = auth.company.id;
  const { page, pageSize, limit, offset } = pageWindow(query);
  const accountIds = await filterAccountIds(deps, companyId, query.local_account_ids, auth.accountScope);
  if (query.post_setting_id !== undefined && !(await findPostSetting(deps.db, companyId, query.post_setting_id, auth.accountScope))) throw notFound();
  if (query.local_control_queue_id !== undefined && !(await queueExists(deps.db, companyId, query.local_control_queue_id, auth.accountScope))) throw notFound();
  // The delete-all dialog states how many posts of one occurrence it deletes: that count must be exact.
  const countCap = query.post_setting_id === undefined && query.local_control_queue_id === undefined ? POST_HISTORY_TOTAL_CAP : undefined;
  const { rows, total } = await listHistories(
    deps.db,
    companyId,
    {
      accountIds,
      freeWord: query.free_word?.trim() || null,
      from: query.start_at ? jstDayStart(query.start_at) : null,
      before: query.end_at ? jstDayEnd(query.end_at) : null,
      provider: query.provider ?? null,
      status: query.status ?? null,
      postSettingId: query.post_setting_id ?? null,
      queueId: query.local_control_queue_id ?? null,
    },
    { limit, offset, countCap },
  );
  return { data: rows.map(toPostHistory), pagination: toPagination(page, pageSize, total, countCap) };
}

async function loadHistory(deps: HistoryDeps, auth: AuthContext, id: number): Promise<HistoryWithAccount> {
  const found = await findHistory(deps.db, auth.company.id, id, auth.accountScope);
  if (!found) throw notFound();
  return found;
}

export async function getPostHistory(deps: HistoryDeps, auth: AuthContext, id: number) {
  return { message: '', data: toPostHistory(await loadHistory(deps, auth, id)) };
}

const providerFailure = (error: unknown, fallback: string): DomainError => {
  if (error instanceof DomainError) return error;
  const detail = isProviderError(error) ? error.detail.providerMessage : undefined;
  const message = isProviderError(error) ? `${fallback}（${detail ?? error.message}）` : fallback;
  return new DomainError('provider_failed', 502, message);
};

/** Deletes the post at its provider; one the provider no longer has counts as deleted. */
async function deleteAtProvider(deps: HistoryDeps, found: HistoryWithAccount): Promise<void> {
  const { history, account } = found;
  const key = { idempotencyKey: `${history.idempotencyKey}-delete` };
  try {
    if (history.provider === 'google') {
      const google = await providerAccessFor(deps, history.companyId, 'google');
      await google.adapter.deleteLocalPost(google.credentials, history.providerPostId ?? '', key);
    } else {
      const yahoo = await providerAccessFor(deps, history.companyId, 'yahoo');
      await yahoo.adapter.deleteNotice(account.providerLocationId, history.providerPostId ?? '', key);
    }
  } catch (error) {
    if (isProviderError(error) && error.code === 'not_found') return;
    throw providerFailure(error, m.providerDeleteFailed);
  }
}

export async function deletePostHistory(deps: HistoryDeps, auth: AuthContext, id: number) {
  const found = await loadHistory(deps, auth, id);
  if (found.history.status !== 0 || !found.history.providerPostId) throw stateConflict('post_history_not_deletable', m.historyNotDeletable);
  await deleteAtProvider(deps, found);
  const row = await markHistoryDeleted(deps.db, auth.company.id, id, deps.clock.now());
  if (!row) throw stateConflict('post_history_not_deletable', m.historyNotDeletable);
  return { message: m.historyDeleted, data: toPostHistory({ ...found, history: row }) };
}

/** Every successful post of one occurrence, store by store: one store's failure does not stop the others. */
interface BulkLine {
  local_account_id: string;
  status: 'succeeded' | 'failed' | 'skipped';
  code?: string;
  message?: string;
}

/** A store user deletes only their stores' posts of the occurrence; the others are neither listed nor touched. */
export async function deleteAllPostHistories(deps: HistoryDeps, auth: AuthContext, queueId: number) {
  if (!(await queueExists(deps.db, auth.company.id, queueId, auth.accountScope))) throw notFound();
  const results: BulkLine[] = [];
  for (const found of await findQueueHistories(deps.db, auth.company.id, queueId, auth.accountScope)) {
    const key = toAccountKey(found.history.provider, found.history.localAccountId);
    if (found.history.status !== 0 || !found.history.providerPostId) {
      results.push({ local_account_id: key, status: 'skipped', code: 'post_history_not_deletable', message: m.historyNotDeletable });
      continue;
    }
    try {
      await deleteAtProvider(deps, found);
      await markHistoryDeleted(deps.db, auth.company.id, found.history.id, deps.clock.now());
      results.push({ local_account_id: key, status: 'succeeded' });
    } catch (error) {
      const failure = providerFailure(error, m.providerDeleteFailed);
      results.push({ local_account_id: key, status: 'failed', code: failure.code, message: failure.message });
    }
  }
  const count = (s: string) => results.filter((r) => r.status === s).length;
  return { message: m.historyDeletedAll(count('succeeded')), succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped'), results };
}

export async function retryPostHistory(deps: HistoryDeps, auth: AuthContext, id: number, send: (historyId: number) => Promise<unknown>) {
  const found = await loadHistory(deps, auth, id);
  const row = await requeueHistory(deps.db, auth.company.id, id, deps.clock.now());
  if (!row) throw stateConflict('post_history_not_retryable', m.historyNotRetryable);
  await send(id);
  return { message: m.historyRetried, data: toPostHistory({ ...found, history: row }) };
}

export async function updateYahooPinned(deps: HistoryDeps, auth: AuthContext, id: number, pinned: boolean) {
  const found = await loadHistory(deps, auth, id);
  const { history, account } = found;
  if (history.provider !== 'yahoo' || history.status !== 0 || !history.providerPostId) throw stateConflict('post_history_not_pinnable', m.notPinnable);
  try {
    const yahoo = await providerAccessFor(deps, history.companyId, 'yahoo');
    await yahoo.adapter.updateNotice(account.providerLocationId, history.providerPostId, toYahooNotice(history.payload, pinned));
  } catch (error) {
    throw providerFailure(error, m.providerFailed);
  }
  const row = await setPinned(deps.db, auth.company.id, id, pinned, deps.clock.now());
  if (!row) throw notFound();
  return { message: m.pinned, data: toPostHistory({ ...found, history: row }) };
}
