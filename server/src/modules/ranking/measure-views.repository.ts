import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import type { MeasureKind } from '../../../../src/shared/ranking/measure-rules';
import { stores } from '../stores/stores.table';
import { measures, rankResults, type MeasureRow, type RankResultRow } from './ranking.table';

// The read model every ranking answer is built from: a measure with its store and its two latest measurements.

export interface MeasureView {
  row: MeasureRow;
  storeName: string;
  storeCode: string | null;
  /** The latest measurement of any status (today's pending one included). */
  latest: RankResultRow | null;
  /** The done measurement before the latest done one, for the trend arrow. */
  previous: RankResultRow | null;
}

/** One live measure of the company, of a kind and (for a store user, scope) a store the session may see; null answers 404. */
export async function findMeasure(db: Db, companyId: number, id: number, kinds: readonly MeasureKind[], scope: AccountScope = null): Promise<MeasureRow | null> {
  const [row] = await db
    .select()
    .from(measures)
    .where(and(eq(measures.id, id), eq(measures.companyId, companyId), isNull(measures.deletedAt), inArray(measures.kind, [...kinds]), inScope(measures.localAccountId, scope)))
    .limit(1);
  return row ?? null;
}

/** Views of the given measures (of this company only), in the order of `ids`. */
export async function loadMeasureViews(db: Db, companyId: number, ids: readonly number[]): Promise<MeasureView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: measures, storeName: stores.name, storeCode: stores.storeCode })
    .from(measures)
    .innerJoin(stores, eq(stores.id, measures.storeId))
    .where(and(eq(measures.companyId, companyId), inArray(measures.id, [...ids])));
  // The newest row of each measure (any status) and its two newest done rows: per measure, a backward walk of the
  // (measure_id, measured_on) unique index that stops after one or two rows, so a year of history costs nothing.
  const picked = await db.execute(sql`
    select l.id, l.measure_id, 'latest' as pick from unnest(${`{${ids.join(',')}}`}::int[]) as m(id)
      cross join lateral (select id, measure_id from ${rankResults} where measure_id = m.id order by measured_on desc limit 1) l
    union all
    select d.id, d.measure_id, 'done' as pick from unnest(${`{${ids.join(',')}}`}::int[]) as m(id)
      cross join lateral (select id, measure_id from ${rankResults} where measure_id = m.id and status = 'done' order by measured_on desc limit 2) d`);
  const picks = (picked as unknown as { rows: { id: number; measure_id: number; pick: 'latest' | 'done' }[] }).rows;
  const rowIds = [...new Set(picks.map((p) => Number(p.id)))];
  const byId = new Map((rowIds.length ? await db.select().from(rankResults).where(inArray(rankResults.id, rowIds)) : []).map((r) => [r.id, r]));
  const latestOf = new Map<number, RankResultRow>();
  for (const p of picks) if (p.pick === 'latest' && byId.has(Number(p.id))) latestOf.set(Number(p.measure_id), byId.get(Number(p.id))!);
  const done = picks
    .filter((p) => p.pick === 'done')
    .map((p) => byId.get(Number(p.id)))
    .filter((r): r is RankResultRow => r !== undefined)
    .sort((a, b) => (a.measuredOn < b.measuredOn ? 1 : -1));
  const previousOf = new Map<number, RankResultRow>();
  for (const row of done) {
    if (latestOf.get(row.measureId)?.id === row.id || previousOf.has(row.measureId)) continue;
    previousOf.set(row.measureId, row);
  }
  const views = new Map<number, MeasureView>(
    rows.map(({ row, storeName, storeCode }): [number, MeasureView] => {
      return [row.id, { row, storeName, storeCode, latest: latestOf.get(row.id) ?? null, previous: previousOf.get(row.id) ?? null }];
    }),
  );
  return ids.map((id) => views.get(id)).filter((view): view is MeasureView => view !== undefined);
}
