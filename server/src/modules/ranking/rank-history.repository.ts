import { and, asc, between, desc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import type { DateRange } from '../../../../src/shared/dates/periods';
import type { RankOutcome } from '../../../../src/shared/ranking/rank';
import type { DailyRank } from '../../../../src/shared/ranking/rank-history';
import { dayCounter } from '../../../../src/shared/ranking/rank-buckets';
import { rankResults, type RankResultRow } from './ranking.table';

// The rank history's SQL. Daily rows are read by measure id and day range, which the (measure_id, measured_on)
// unique index answers directly, so a page costs one index range scan per measure whatever the table's size.

export interface DayRow {
  measureId: number;
  /** YYYY/MM/DD (Tokyo). */
  date: string;
  outcome: RankOutcome;
  rank: number | null;
}

const isoDay = (day: string) => day.replaceAll('/', '-');
/** The earliest measured day of these measures (全期間 starts there), YYYY/MM/DD; null when none was measured. */
export async function firstMeasuredDay(db: Db, measureIds: readonly number[]): Promise<string | null> {
  if (measureIds.length === 0) return null;
  const [row] = await db
    .select({ first: min(rankResults.measuredOn) })
    .from(rankResults)
    .where(and(inArray(rankResults.measureId, [...measureIds]), eq(rankResults.status, 'done')));
  return row?.first ? isoToSlashDate(row.first) : null;
}

/**
 * The done days of these measures within the range, oldest first, by measure. Each measure's days come back as two
 * integer arrays (day offsets from the range's start, and the rank with 0 for 圏外 and -1 for 表示なし): the embedded
 * database hands over a year of 50 measures several times faster as 50 rows of arrays than as 18,250 rows.
 */
export async function dailyRanks(db: Db, measureIds: readonly number[], range: DateRange): Promise<Map<number, DailyRank[]>> {
  const byMeasure = new Map<number, DailyRank[]>();
  if (measureIds.length === 0 || range.start > range.end) return byMeasure;
  const start = isoDay(range.start);
  const rows = await db
    .select({
      measureId: rankResults.measureId,
      offsets: sql<number[]>`array_agg(${rankResults.measuredOn} - ${start}::date order by ${rankResults.measuredOn})`,
      codes: sql<number[]>`array_agg(case ${rankResults.outcome} when 'ranked' then coalesce(${rankResults.rank}, 0) when 'out_of_range' then 0 else -1 end order by ${rankResults.measuredOn})`,
    })
    .from(rankResults)
    .where(
      and(
        inArray(rankResults.measureId, [...measureIds]),
        between(rankResults.measuredOn, start, isoDay(range.end)),
        eq(rankResults.status, 'done'),
        // A done row always has its outcome (the measurement writes both); one without is not a measurement.
        isNotNull(rankResults.outcome),
      ),
    )
    .groupBy(rankResults.measureId);
  const dayOf = dayCounter(range.start);
  for (const row of rows) {
    byMeasure.set(
      row.measureId,
      row.offsets.map((offset, i): DailyRank => {
        const code = row.codes[i];
        return { date: dayOf(offset), outcome: code > 0 ? 'ranked' : code === 0 ? 'out_of_range' : 'no_result', rank: code > 0 ? code : null };
      }),
    );
  }
  return byMeasure;
}

/** Every day's row of one measure within the range (any status), newest first. */
export async function resultsInRange(db: Db, measureId: number, range: DateRange): Promise<RankResultRow[]> {
  if (range.start > range.end) return [];
  return db
    .select()
    .from(rankResults)
    .where(and(eq(rankResults.measureId, measureId), between(rankResults.measuredOn, isoDay(range.start), isoDay(range.end))))
    .orderBy(desc(rankResults.measuredOn));
}

export interface CompetitorDayRow extends DayRow {
  resultIds: string[];
}

/** The done days of one measure within the range with the ids each search answered, oldest first. */
export async function competitorDays(db: Db, measureId: number, range: DateRange): Promise<CompetitorDayRow[]> {
  if (range.start > range.end) return [];
  const rows = await db
    .select({ day: rankResults.measuredOn, outcome: rankResults.outcome, rank: rankResults.rank, resultIds: rankResults.resultIds })
    .from(rankResults)
    .where(and(eq(rankResults.measureId, measureId), between(rankResults.measuredOn, isoDay(range.start), isoDay(range.end)), eq(rankResults.status, 'done')))
    .orderBy(asc(rankResults.measuredOn));
  return rows.flatMap((r) => (r.outcome ? [{ measureId, date: isoToSlashDate(r.day), outcome: r.outcome, rank: r.rank, resultIds: r.resultIds }] : []));
}
