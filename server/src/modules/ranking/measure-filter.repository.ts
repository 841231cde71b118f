import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import type { MeasureKind, MeasureStatus } from '../../../../src/shared/ranking/measure-rules';
import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import { stores } from '../stores/stores.table';
import { measures } from './ranking.table';

// The one filter of the measure list, the rank history list and its Excel export (queries join stores for the
// free word), so the three always agree on which measures a filter means.
export interface MeasureFilter {
  companyId: number;
  kinds: readonly MeasureKind[];
  provider?: MeasureProvider;
  status?: MeasureStatus;
  freeWord?: string;
  /** Local account ids already checked to be the company's. */
  localAccountIds?: readonly number[];
  /** A store user's stores (null or absent: the whole company), whatever the filter names. */
  accountScope?: AccountScope;
}

/** Lists, the history and the files all read measures in this order: store code, keyword, provider. */
export const measureOrder = [asc(stores.storeCode), asc(measures.keywordKey), asc(measures.provider), asc(measures.id)];

export function measureFilterWhere(filter: MeasureFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(measures.companyId, filter.companyId), isNull(measures.deletedAt), inArray(measures.kind, [...filter.kinds])];
  if (filter.provider) conditions.push(eq(measures.provider, filter.provider));
  if (filter.status) conditions.push(eq(measures.status, filter.status));
  if (filter.localAccountIds) conditions.push(inArray(measures.localAccountId, [...filter.localAccountIds]));
  conditions.push(inScope(measures.localAccountId, filter.accountScope ?? null));
  const word = filter.freeWord?.trim();
  if (word) {
    const pattern = likePattern(word);
    conditions.push(or(ilike(measures.keyword, pattern), ilike(stores.name, pattern), ilike(stores.storeCode, pattern)));
  }
  return and(...conditions);
}

/** One page of the filtered measures' ids (by store code, keyword, provider) and how many there are in all. */
export async function pageMeasureIds(db: Db, filter: MeasureFilter, window: { limit: number; offset: number }): Promise<{ ids: number[]; total: number }> {
  if (filter.localAccountIds?.length === 0 || filter.kinds.length === 0) return { ids: [], total: 0 };
  const where = measureFilterWhere(filter);
  const [rows, [{ n }]] = await Promise.all([
    db.select({ id: measures.id }).from(measures).innerJoin(stores, eq(stores.id, measures.storeId)).where(where).orderBy(...measureOrder).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(measures).innerJoin(stores, eq(stores.id, measures.storeId)).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(n) };
}
