import type { Deps } from '../../deps';
import { inAccountScope, type AuthContext } from '../../http/auth-context';
import { notFound, rateLimited, validationError } from '../../http/errors';
import { toPagination } from '../../http/pagination';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { queueExport } from '../exports/exports.service';
import { decodeCursor, encodeCursor, type ReviewCursor } from './review-cursor';
import { allowedProviders, resolveReviewScope, type ReviewFilterInput, type ReviewScope } from './review-filters';
import { selectReviewPage, type ReviewListRow } from './review-list.query';
import { listSyncTargets, markSyncDue, takeReviewSyncSlot } from './review-sync.repository';
import { dispatchReviewSync } from './reviews.jobs';
import { toReviewItem, type ReviewItem } from './reviews.mapper';
import { reviewsMessagesJa as m } from './reviews.messages.ja';
import { findReviewWithAccount, listCompanyAccounts, loadInboxAccounts } from './reviews.repository';
import { defineCompanyMemo } from '../../http/company-memo';
import type { ReviewRow } from './reviews.table';

/**
 * Counting stops here: the inbox says 「1,000件以上」 instead of scanning a large tenant. It matches the rows page
 * numbers can reach (REVIEW_OFFSET_LIMIT); past them the console loads more by cursor and needs no total.
 */
export const REVIEW_TOTAL_CAP = 1_000;
/** Page numbers reach this deep; beyond it the console loads more by cursor (keyset), which costs the same anywhere. */
export const REVIEW_OFFSET_LIMIT = 1_000;

export interface ReviewListQuery extends ReviewFilterInput {
  page?: number;
  page_size?: number;
  cursor?: string;
}

export async function reviewScopeFor(deps: Pick<Deps, 'db'>, auth: AuthContext, input: ReviewFilterInput): Promise<ReviewScope> {
  return resolveReviewScope(auth.company.id, auth.company, await listCompanyAccounts(deps.db, auth.company.id), input, auth.accountScope);
}

const emptyPage = (page: number, pageSize: number) => ({ data: [], pagination: toPagination(page, pageSize, 0, REVIEW_TOTAL_CAP), next_cursor: null });

type InboxAccounts = Awaited<ReturnType<typeof loadInboxAccounts>>;
const inboxAccounts = defineCompanyMemo<InboxAccounts>();

// The inbox's stores and whether Google replies can be sent, reused like the session: every page of the inbox would
// otherwise pay a second round trip for them. Linking, unlinking and a token found expired invalidate the company.
function inboxAccountsOf(deps: Pick<Deps, 'db' | 'sessionCache'>, companyId: number): Promise<InboxAccounts> {
  return inboxAccounts(deps.sessionCache).get(companyId, async () => {
    const loaded = await loadInboxAccounts(deps.db, companyId);
    loaded.accounts.forEach((account) => Object.freeze(account));
    return Object.freeze({ ...loaded, accounts: Object.freeze(loaded.accounts) as InboxAccounts['accounts'] });
  });
}

export async function listReviews(deps: Pick<Deps, 'db' | 'sessionCache'>, auth: AuthContext, query: ReviewListQuery) {
  const pageSize = query.page_size ?? 10;
  const cursor: ReviewCursor | null = query.cursor ? decodeCursor(query.cursor) : null;
  const page = cursor ? Math.floor(cursor.shown / pageSize) + 1 : (query.page ?? 1);
  const offset = cursor ? 0 : (page - 1) * pageSize;
  if (offset + pageSize > REVIEW_OFFSET_LIMIT && page > 1) throw validationError({ page: [m.pageTooDeep] }, 'page_too_deep');
  const { accounts, googleReplyable: replyable } = await inboxAccountsOf(deps, auth.company.id);
  const scope = resolveReviewScope(auth.company.id, auth.company, accounts, query, auth.accountScope);
  if (scope.accounts.size === 0) return emptyPage(page, pageSize);

  // Load-more pages keep the total their first page counted (it rides in the cursor).
  const result = await selectReviewPage(deps.db, scope, { limit: pageSize, offset, cursor: cursor ?? undefined, countCap: cursor ? undefined : REVIEW_TOTAL_CAP });
  const total = cursor ? cursor.total : (result.total ?? 0);
  const { rows, hasMore } = result;
  const shown = (cursor ? cursor.shown : offset) + rows.length;
  const last: ReviewListRow | undefined = rows[rows.length - 1];
  return {
    data: rows.map((row) => itemOf(scope, row, replyable)),
    pagination: toPagination(page, pageSize, total, REVIEW_TOTAL_CAP),
    next_cursor: hasMore && last ? encodeCursor({ postedMicros: last.postedMicros, id: last.id, shown, total, capped: total >= REVIEW_TOTAL_CAP }) : null,
  };
}

function itemOf(scope: ReviewScope, row: ReviewListRow, replyable: boolean): ReviewItem {
  const account = scope.accounts.get(row.localAccountId);
  // The scope's SQL only returns rows of these accounts; a miss would be a bug in the query, never a foreign row.
  if (!account) throw new Error(`review ${row.id} is outside the list scope`);
  return toReviewItem(row, account, replyable);
}

/** A review the actor's inbox shows: the company's, on a linked store, of a provider the contract shows; else 404. */
export async function requireVisibleReview(deps: Pick<Deps, 'db'>, auth: AuthContext, reviewId: number): Promise<void> {
  const found = await findReviewWithAccount(deps.db, auth.company.id, reviewId);
  if (!found || found.account.status !== 'linked' || !allowedProviders(auth.company).includes(found.account.provider)) throw notFound();
  if (!inAccountScope(auth, found.account.id)) throw notFound();
}

/** One review as the inbox shows it (after a reply or a deletion). */
export async function reviewItemFor(deps: Pick<Deps, 'db' | 'sessionCache'>, auth: AuthContext, row: ReviewRow): Promise<ReviewItem> {
  const { accounts, googleReplyable } = await inboxAccountsOf(deps, auth.company.id);
  const account = accounts.find((a) => a.id === row.localAccountId);
  if (!account || !inAccountScope(auth, account.id)) throw notFound();
  return toReviewItem(row, account, googleReplyable);
}

export type ReviewExportInput = ReviewFilterInput & { format: 'xlsx' };

/** The filters are checked now (404 for a foreign store, 422 for a bad date), then the file is written in a job. */
export async function requestReviewExport(deps: Deps, auth: AuthContext, input: ReviewExportInput) {
  const { format, ...filters } = input;
  await reviewScopeFor(deps, auth, filters);
  // queueExport records a store user's stores with the request: the job that writes the file has no session.
  return queueExport(deps, auth, { kind: 'reviews', format, title: m.exportTitle, params: { ...filters } });
}

const SYNC_REQUEST_GAP_MS = 60_000;

/** 「最新の口コミを取得」: queues a sync of the chosen (or every) linked store the actor sees, once a minute per company. */
export async function requestReviewSync(deps: Deps, auth: AuthContext, input: { local_account_ids?: string[] }) {
  const companyId = auth.company.id;
  const scope = await reviewScopeFor(deps, auth, { local_account_ids: input.local_account_ids });
  const refs = input.local_account_ids ? parseAccountKeys(input.local_account_ids) : null;
  const ids = refs ? refs.map((r) => r.id) : [...scope.accounts.keys()];
  if (!(await takeReviewSyncSlot(deps.db, companyId, deps.clock.now(), SYNC_REQUEST_GAP_MS))) throw rateLimited();
  const targets = ids.length === 0 ? [] : await listSyncTargets(deps.db, { companyId, localAccountIds: ids });
  const localAccountIds = targets.map((t) => t.localAccountId);
  if (localAccountIds.length > 0 && !(await dispatchReviewSync(deps, { companyId, localAccountIds, requestedBy: auth.user.id }))) {
    await markSyncDue(deps.db, companyId, localAccountIds);
  }
  return { message: m.syncQueued };
}
