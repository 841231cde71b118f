import { and, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReviewCursor } from './review-cursor';
import { likePattern } from '../../db/like-pattern';
import type { ReviewScope } from './review-filters';
import { reviews, type ReviewRow } from './reviews.table';

/** What a list row carries: the inbox item's fields only (on the embedded database every column costs). */
export type ReviewListRow = Pick<
  ReviewRow,
  | 'id' | 'localAccountId' | 'provider' | 'kind' | 'reviewerName' | 'reviewerPhotoUrl' | 'isAnonymous' | 'rating' | 'comment' | 'photoUrls'
  | 'postedAt' | 'replyComment' | 'replyUpdatedAt' | 'replyState' | 'replyError'
> & { postedMicros: string };

// Ids come from the company's own local_accounts rows (integers), so they are written into the statement: a
// constant IN list is hashed by PostgreSQL and lets the planner see which stores are meant.
const idList = (ids: readonly number[]): SQL => sql.raw(ids.map((id) => String(Math.trunc(id))).join(','));

/** The WHERE of one inbox query: the company or its chosen stores first, so every plan starts on a keyset index. */
export function reviewConditions(scope: ReviewScope): SQL {
  const accounts = scope.accountCondition;
  // Chosen stores are the company's own accounts (resolved from its local_accounts), which already scopes the rows;
  // leaving company_id out then lets the per-store indexes answer alone (index-only counts, no heap visits).
  // An empty store list (a store user whose stores were all unlinked) matches nothing rather than breaking the SQL.
  const chosen = (ids: readonly number[]): SQL => (ids.length ? sql`${reviews.localAccountId} in (${idList(ids)})` : sql`false`);
  const conditions: (SQL | undefined)[] = accounts.kind === 'in' ? [chosen(accounts.ids)] : [eq(reviews.companyId, scope.companyId)];
  if (accounts.kind === 'not_in') conditions.push(sql`${reviews.localAccountId} not in (${idList(accounts.ids)})`);
  if (scope.freeWord !== null) {
    const pattern = likePattern(scope.freeWord);
    conditions.push(or(ilike(reviews.comment, pattern), ilike(reviews.reviewerName, pattern), ilike(reviews.replyComment, pattern)));
  }
  if (scope.postedFrom) conditions.push(gte(reviews.postedAt, scope.postedFrom));
  if (scope.postedBefore) conditions.push(lt(reviews.postedAt, scope.postedBefore));
  if (scope.ratings) conditions.push(sql`${reviews.rating} in (${idList(scope.ratings)})`);
  if (scope.replyStatus === 'replied') conditions.push(isNotNull(reviews.replyComment));
  if (scope.replyStatus === 'unreplied') conditions.push(isNull(reviews.replyComment));
  if (scope.kind !== null) conditions.push(eq(reviews.kind, scope.kind));
  return and(...conditions) as SQL;
}

// Row comparison on (posted_at, id) is an index condition on the keyset indexes: the scan starts at the cursor.
const before = (cursor: { postedMicros: unknown; id: unknown }): SQL =>
  sql`(${reviews.postedAt}, ${reviews.id}) < (timestamptz 'epoch' + ${cursor.postedMicros}::bigint * interval '1 microsecond', ${cursor.id})`;

// NULLS LAST as in the indexes' definition: a bare DESC means NULLS FIRST, which no index matches (the planner does
// not use the NOT NULL constraint to equate them) and turns every page into a sort of the whole tenant.
const newestFirst = [sql`${reviews.postedAt} desc nulls last`, sql`${reviews.id} desc nulls last`];

const postedMicros = sql<string>`(extract(epoch from ${reviews.postedAt}) * 1000000)::bigint::text`;

const listColumns = {
  id: reviews.id,
  localAccountId: reviews.localAccountId,
  provider: reviews.provider,
  kind: reviews.kind,
  reviewerName: reviews.reviewerName,
  reviewerPhotoUrl: reviews.reviewerPhotoUrl,
  isAnonymous: reviews.isAnonymous,
  rating: reviews.rating,
  comment: reviews.comment,
  photoUrls: reviews.photoUrls,
  replyComment: reviews.replyComment,
  replyUpdatedAt: reviews.replyUpdatedAt,
  replyState: reviews.replyState,
  replyError: reviews.replyError,
  postedMicros,
};

type Cap = number | ReturnType<typeof sql.placeholder>;

/** The number of matching rows up to `cap`, as a scalar subquery (evaluated once, beside the page it rides with). */
function cappedCount(db: Db, where: SQL, ordered: boolean, cap: Cap): SQL<number> {
  const base = db.select({ one: sql`1` }).from(reviews).where(where);
  const limited = (ordered ? base.orderBy(...newestFirst) : base).limit(cap);
  return sql<number>`(select cast(count(*) as int) from ${limited} as capped)`.mapWith(Number);
}

/**
 * How the capped count reads. In index order where one keyset index serves the whole scope, so the count is an
 * index-only scan that stops at the cap; across several chosen stores the planner picks its own way (ordering
 * would force a merge of them). A rating filter is counted over the stores named one by one: the per-store rating
 * index then answers alone (at 300k reviews ~0.3 ms instead of ~20 ms filtering the company index row by row).
 */
function countPlan(scope: ReviewScope): { where: SQL; ordered: boolean } {
  if (scope.ratings !== null) {
    const stores: ReviewScope = { ...scope, accountCondition: { kind: 'in', ids: [...scope.accounts.keys()] } };
    return { where: reviewConditions(stores), ordered: false };
  }
  const ordered = scope.accountCondition.kind !== 'in' || scope.accountCondition.ids.length === 1;
  return { where: reviewConditions(scope), ordered };
}

const isWholeInbox = (scope: ReviewScope): boolean =>
  scope.accountCondition.kind === 'all' &&
  scope.freeWord === null &&
  !scope.postedFrom &&
  !scope.postedBefore &&
  scope.ratings === null &&
  scope.replyStatus === null &&
  scope.kind === null;

// The unfiltered inbox (every store, newest first) is by far the most asked-for page: its two statements are built
// once per database and prepared, so neither the query builder nor PostgreSQL's planner runs again per request.
function wholeInboxStatements(db: Db) {
  const companyId = sql.placeholder('companyId');
  const ofCompany = eq(reviews.companyId, companyId);
  const first = db
    .select({ ...listColumns, total: cappedCount(db, ofCompany, true, sql.placeholder('cap')) })
    .from(reviews)
    .where(ofCompany)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('reviews_inbox_first');
  const next = db
    .select({ ...listColumns, total: sql<number | null>`null` })
    .from(reviews)
    .where(and(ofCompany, before({ postedMicros: sql.placeholder('micros'), id: sql.placeholder('id') })))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('reviews_inbox_next');
  return { first, next };
}

const prepared = new WeakMap<Db, ReturnType<typeof wholeInboxStatements>>();

function statementsFor(db: Db): ReturnType<typeof wholeInboxStatements> {
  const found = prepared.get(db);
  if (found) return found;
  const made = wholeInboxStatements(db);
  prepared.set(db, made);
  return made;
}

export interface ReviewPage {
  rows: ReviewListRow[];
  hasMore: boolean;
  /** Counted up to countCap when asked for. */
  total: number | null;
}

interface PageRequest {
  limit: number;
  offset?: number;
  cursor?: Pick<ReviewCursor, 'postedMicros' | 'id'>;
  countCap?: number;
}

async function fetchRows(db: Db, scope: ReviewScope, page: PageRequest) {
  const offset = page.offset ?? 0;
  if (isWholeInbox(scope) && (page.countCap !== undefined) !== (page.cursor !== undefined)) {
    const statements = statementsFor(db);
    if (page.cursor) return statements.next.execute({ companyId: scope.companyId, micros: page.cursor.postedMicros, id: page.cursor.id, limit: page.limit + 1 });
    return statements.first.execute({ companyId: scope.companyId, cap: page.countCap, limit: page.limit + 1, offset });
  }
  const conditions = reviewConditions(scope);
  const plan = countPlan(scope);
  const total = page.countCap === undefined ? sql<number | null>`null` : cappedCount(db, plan.where, plan.ordered, page.countCap);
  return db
    .select({ ...listColumns, total })
    .from(reviews)
    .where(page.cursor ? and(conditions, before(page.cursor)) : conditions)
    .orderBy(...newestFirst)
    .limit(page.limit + 1)
    .offset(offset);
}

/**
 * One page, newest first, and whether more rows follow (one extra row is read instead of counting). Either a
 * cursor (keyset, any depth) or an offset (the caller keeps it within the first rows). With `countCap` the capped
 * total comes in the same statement: on the embedded database every statement has a fixed cost worth saving.
 */
export async function selectReviewPage(db: Db, scope: ReviewScope, page: PageRequest): Promise<ReviewPage> {
  const rows = await fetchRows(db, scope, page);
  let counted: number | null = null;
  if (page.countCap !== undefined) {
    // A page past the end has no row to carry the count: count on its own then (rare).
    counted = rows.length > 0 ? Number(rows[0].total) : (page.offset ?? 0) === 0 ? 0 : await countReviewsCapped(db, scope, page.countCap);
  }
  // posted_at travels once, as microseconds (the cursor needs them); the Date for display is derived from it.
  const list = rows.slice(0, page.limit).map(({ total: _total, ...row }) => ({ ...row, postedAt: new Date(Math.floor(Number(row.postedMicros) / 1000)) }));
  return { rows: list, hasMore: rows.length > page.limit, total: counted };
}

/** Counts matching rows up to `cap` (the scan stops there), so a tenant's size never makes the count unbounded. */
export async function countReviewsCapped(db: Db, scope: ReviewScope, cap: number): Promise<number> {
  const plan = countPlan(scope);
  const [{ n }] = await db.select({ n: cappedCount(db, plan.where, plan.ordered, cap) }).from(sql`(select 1) as one`);
  return n;
}
