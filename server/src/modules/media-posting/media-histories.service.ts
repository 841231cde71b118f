import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { jstDayEnd, jstDayStart, toJstDateTime } from '../../formats';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { isProviderError } from '../../providers/shared/provider-errors';
import { withWaitBudget } from '../../providers/shared/wait-budget';
import { googleCredentialsFor } from '../../provider-access/provider-access.service';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { requireLinked } from '../local-accounts/linking.service';
import { scopedIds } from '../../tenancy/account-scope';
import { findHistoryDetail, listHistoryDetails, markDeleted, reserveDeleteKey } from './media-post-histories.repository';
import { STATE_OF_NUMBER, toMediaPostHistory } from './media-posting.mapper';
import { mediaPostingMessagesJa as m } from './media-posting.messages.ja';
import type { MediaCategory } from './media-posting.table';
import { publishFailureMessage } from './media-publish.service';

/** A person waits on a deletion: Google's waits beyond this fail it with Google's reason instead of holding the request. */
const DELETE_WAIT_BUDGET_MS = 5_000;

export interface HistoryQuery {
  local_account_ids?: string[];
  status?: number[];
  media_format?: 'PHOTO' | 'VIDEO';
  category?: MediaCategory;
  start_at?: string;
  end_at?: string;
  page?: number;
  page_size?: number;
}

/** The filter's Google stores (404 for any other key); without one, a store user's stores. */
async function googleAccountIds(db: Deps['db'], auth: AuthContext, keys: string[] | undefined): Promise<number[] | null> {
  if (!keys || keys.length === 0) return scopedIds(null, auth.accountScope);
  const refs = parseAccountKeys(keys);
  if (refs.some((ref) => ref.provider !== 'google')) throw notFound();
  await requireLinked(db, auth.company.id, keys, auth.accountScope);
  return refs.map((ref) => ref.id);
}

export async function listMediaPostHistories(deps: Pick<Deps, 'db'>, auth: AuthContext, query: HistoryQuery) {
  const companyId = auth.company.id;
  const window = pageWindow(query);
  const { rows, total } = await listHistoryDetails(
    deps.db,
    {
      companyId,
      localAccountIds: await googleAccountIds(deps.db, auth, query.local_account_ids),
      states: query.status && query.status.length > 0 ? query.status.map((n) => STATE_OF_NUMBER[n]) : null,
      mediaFormat: query.media_format ?? null,
      category: query.category ?? null,
      from: query.start_at ? jstDayStart(query.start_at) : null,
      until: query.end_at ? jstDayEnd(query.end_at) : null,
    },
    window,
  );
  return { data: rows.map(toMediaPostHistory), pagination: toPagination(window.page, window.pageSize, total) };
}

export async function getMediaPostHistory(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  const detail = await findHistoryDetail(deps.db, auth.company.id, id, auth.accountScope);
  if (!detail) throw notFound();
  return { message: '', data: toMediaPostHistory(detail) };
}

/**
 * Removes a posted item from the store's Google listing. The deletion's key is kept before the call, so a deletion
 * retried after a lost answer is applied once; Google answering that the item is already gone counts as removed.
 */
export async function deleteMediaPostHistory(deps: Deps, auth: AuthContext, id: number) {
  const companyId = auth.company.id;
  const detail = await findHistoryDetail(deps.db, companyId, id, auth.accountScope);
  if (!detail) throw notFound();
  const { history } = detail;
  if (history.status !== 'posted' || history.deletedAt || !history.googleMediaName) throw new DomainError('media_not_deletable', 409, m.notDeletable);
  const key = await reserveDeleteKey(deps.db, companyId, id, randomUUID());
  if (!key) throw new DomainError('media_not_deletable', 409, m.notDeletable);
  const credentials = await googleCredentialsFor(deps, companyId);
  const name = history.googleMediaName;
  try {
    await withWaitBudget(DELETE_WAIT_BUDGET_MS, () => deps.providers.google.deleteMedia(credentials, name, { idempotencyKey: key }));
  } catch (error) {
    if (!(isProviderError(error) && error.code === 'not_found')) {
      deps.logger.warn({ err: error, historyId: id }, 'media delete failed');
      throw new DomainError('provider_failed', 502, publishFailureMessage(error, m.deleteFailed));
    }
  }
  await markDeleted(deps.db, companyId, id, deps.clock.now());
  const updated = await findHistoryDetail(deps.db, companyId, id);
  if (!updated) throw notFound();
  return { message: m.deleted, data: toMediaPostHistory(updated) };
}

/** The media on one Google store's listing now, read from Google (a page of up to 100). */
export async function listGoogleMedia(deps: Deps, auth: AuthContext, query: { local_account_id: string; page_token?: string }) {
  const companyId = auth.company.id;
  const [account] = await requireLinked(deps.db, companyId, [query.local_account_id], auth.accountScope);
  if (!account || account.provider !== 'google') throw notFound();
  const credentials = await googleCredentialsFor(deps, companyId);
  try {
    const page = await withWaitBudget(DELETE_WAIT_BUDGET_MS, () =>
      deps.providers.google.listMedia(credentials, { account: account.providerAccountId ?? '', location: account.providerLocationId }, { pageSize: 100, ...(query.page_token ? { pageToken: query.page_token } : {}) }),
    );
    return {
      data: page.items.map((item) => ({
        name: item.name,
        media_format: item.mediaFormat,
        category: item.category,
        google_url: item.googleUrl,
        thumbnail_url: item.thumbnailUrl,
        description: item.description,
        created_at: item.createdAt ? toJstDateTime(item.createdAt) : null,
      })),
      next_page_token: page.nextPageToken,
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('provider_failed', 502, publishFailureMessage(error, m.listFailed));
  }
}
