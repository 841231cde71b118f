import { and, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { defineIntentTable, readyRows, staleClaims } from '../../jobs/intents';
import { stores } from '../stores/stores.table';
import { measures, rankResults, type MeasureRow, type RankResultRow } from './ranking.table';

// rank_results rows are the measurement intents: one per measure per Tokyo day (unique), claimed by a worker, ended
// done or failed; a failed attempt goes back to pending with a later send_after.
export const rankResultIntents = defineIntentTable({
  table: rankResults,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage' },
  states: { ready: ['pending'], claimed: 'claimed', done: 'done', failed: 'failed' },
});

/** Pending rows whose time has come, and claims a dead worker left behind. */
export const dueRows = (now: Date, staleBefore: Date): SQL =>
  or(and(readyRows(rankResultIntents), lte(rankResults.sendAfter, now)), staleClaims(rankResultIntents, staleBefore)) as SQL;

const minutesOf = sql`(split_part(${measures.measureTime}, ':', 1)::int * 60 + split_part(${measures.measureTime}, ':', 2)::int)`;

/**
 * Today's row of every measuring measure whose time (HH:mm, Tokyo) has come by `nowMinutes`; rows that already exist
 * are left alone (the unique day key), so only the new ids come back.
 */
export async function insertDueRows(db: Db, input: { day: string; dayStart: Date; nowMinutes: number }): Promise<number[]> {
  const result = await db.execute(sql`
    insert into ${rankResults} (company_id, measure_id, measured_on, status, send_after, depth)
    select ${measures.companyId}, ${measures.id}, ${input.day}::date, 'pending',
      ${input.dayStart.toISOString()}::timestamptz + ${minutesOf} * interval '1 minute', ${measures.depth}
    from ${measures}
    where ${measures.deletedAt} is null and ${measures.status} = 'measuring' and ${minutesOf} <= ${input.nowMinutes}
    on conflict (measure_id, measured_on) do nothing
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** The measure's row of `day`, created pending (send_after = `sendAfter`) when missing. */
export async function upsertDayRow(db: Db, measure: MeasureRow, day: string, sendAfter: Date): Promise<RankResultRow> {
  await db
    .insert(rankResults)
    .values({ companyId: measure.companyId, measureId: measure.id, measuredOn: day, status: 'pending', sendAfter, depth: measure.depth })
    .onConflictDoNothing({ target: [rankResults.measureId, rankResults.measuredOn] });
  const [row] = await db
    .select()
    .from(rankResults)
    .where(and(eq(rankResults.measureId, measure.id), eq(rankResults.measuredOn, day)))
    .limit(1);
  return row;
}

/** Brings a waiting (backoff) or given-up row forward to `now`; a done or running row is left as it is. */
export async function rearmRow(db: Db, id: number, now: Date): Promise<RankResultRow | null> {
  const [row] = await db
    .update(rankResults)
    .set({ status: 'pending', sendAfter: now })
    .where(and(eq(rankResults.id, id), inArray(rankResults.status, ['pending', 'failed'])))
    .returning();
  return row ?? null;
}

export async function findMeasureWithStore(db: Db, measureId: number): Promise<{ measure: MeasureRow; storeName: string } | null> {
  const [row] = await db
    .select({ measure: measures, storeName: stores.name })
    .from(measures)
    .innerJoin(stores, eq(stores.id, measures.storeId))
    .where(eq(measures.id, measureId))
    .limit(1);
  return row ?? null;
}

/** The measure's latest result measured before `day`: the baseline a rank drop is counted from. */
export async function findPreviousResult(db: Db, measureId: number, day: string): Promise<Pick<RankResultRow, 'outcome' | 'rank'> | null> {
  const [row] = await db
    .select({ outcome: rankResults.outcome, rank: rankResults.rank })
    .from(rankResults)
    .where(and(eq(rankResults.measureId, measureId), eq(rankResults.status, 'done'), lt(rankResults.measuredOn, day)))
    .orderBy(desc(rankResults.measuredOn))
    .limit(1);
  return row ?? null;
}

export async function dueRowIds(db: Db, now: Date, staleBefore: Date, limit: number): Promise<number[]> {
  const rows = await db.select({ id: rankResults.id }).from(rankResults).where(dueRows(now, staleBefore)).orderBy(rankResults.sendAfter, rankResults.id).limit(limit);
  return rows.map((row) => row.id);
}
