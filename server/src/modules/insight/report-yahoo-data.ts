import { and, asc, between, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AGE_GROUP_COUNT } from '../../../../src/shared/insight/insight-metrics';
import type { DateRange } from '../../../../src/shared/dates/periods';
import type { Db } from '../../db/client';
import { insightYahooDaily, insightYahooKeywords } from './insight.table';
import { slashToIso } from './insight-scope';
import { bucketSql, sumOf } from './report-data';
import type { ReportUnit } from './report-range';

// The Yahoo access report's queries, summed in SQL per account and bucket like the Google ones.

const t = insightYahooDaily;

export const YAHOO_COLUMNS = {
  page_views: t.pageViews,
  user_views: t.userViews,
  searches: t.searches,
  actions: t.actions,
  action_call: t.actionCall,
  action_route: t.actionRoute,
  action_website: t.actionWebsite,
  action_reservation: t.actionReservation,
  device_smartphone: t.deviceSmartphone,
  device_pc: t.devicePc,
  device_tablet: t.deviceTablet,
  gender_female: t.genderFemale,
  gender_male: t.genderMale,
  gender_unknown: t.genderUnknown,
} as const;

export const AGE_IDS = Array.from({ length: AGE_GROUP_COUNT }, (_, i) => `age_${i}`);

export type YahooFigures = Record<string, number>;

// Postgres arrays are 1-based: age group n is element n + 1.
const ageSums = () => Object.fromEntries(AGE_IDS.map((id, i) => [id, sumOf(sql`${t.ageGroups}[${sql.raw(String(i + 1))}]`)]));

const yahooSums = (): Record<string, SQL<number>> => ({
  ...Object.fromEntries(Object.entries(YAHOO_COLUMNS).map(([id, column]) => [id, sumOf(column)])),
  ...ageSums(),
});

const scope = (companyId: number, accountIds: readonly number[], range: DateRange) =>
  and(eq(t.companyId, companyId), inArray(t.localAccountId, [...accountIds]), between(t.date, slashToIso(range.start), slashToIso(range.end)));

export interface YahooBucketRow {
  accountId: number;
  bucket: string;
  figures: YahooFigures;
}

export async function loadYahooBuckets(db: Db, companyId: number, accountIds: readonly number[], range: DateRange, unit: ReportUnit): Promise<YahooBucketRow[]> {
  if (accountIds.length === 0) return [];
  const bucket = bucketSql(t.date, unit);
  const rows = await db
    .select({ accountId: t.localAccountId, bucket, ...yahooSums() })
    .from(t)
    .where(scope(companyId, accountIds, range))
    .groupBy(t.localAccountId, bucket)
    .orderBy(t.localAccountId, bucket);
  return rows.map(({ accountId, bucket: label, ...figures }) => ({ accountId: accountId as number, bucket: label as string, figures: figures as YahooFigures }));
}

export async function loadYahooTotals(db: Db, companyId: number, accountIds: readonly number[], range: DateRange): Promise<Map<number, YahooFigures>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: t.localAccountId, ...yahooSums() })
    .from(t)
    .where(scope(companyId, accountIds, range))
    .groupBy(t.localAccountId);
  return new Map(rows.map(({ accountId, ...figures }) => [accountId as number, figures as YahooFigures]));
}

export interface YahooKeywordRow {
  accountId: number;
  keyword: string;
  count: number;
}

export async function loadYahooKeywords(db: Db, companyId: number, accountIds: readonly number[], month: string): Promise<YahooKeywordRow[]> {
  if (accountIds.length === 0) return [];
  const k = insightYahooKeywords;
  return db
    .select({ accountId: k.localAccountId, keyword: k.keyword, count: k.count })
    .from(k)
    .where(and(eq(k.companyId, companyId), inArray(k.localAccountId, [...accountIds]), eq(k.month, month)))
    .orderBy(k.localAccountId, desc(k.count), asc(k.keyword));
}
