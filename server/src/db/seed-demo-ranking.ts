import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { TOKYO } from '../../../src/shared/dates/zone';
import { DEFAULT_DEPTH, type MeasureProvider, type RankOutcome } from '../../../src/shared/ranking/rank';
import { normalizeKeyword, type MeasureKind } from '../../../src/shared/ranking/measure-rules';
import type { Clock } from '../clock';
import type { Deps } from '../deps';
import type { Db } from './client';
import { localAccounts } from '../modules/local-accounts/local-accounts.table';
import { keywordKeyOf } from '../modules/ranking/measure-input';
import { measurementMessagesJa } from '../modules/ranking/measurement.messages.ja';
import { measures, rankResults } from '../modules/ranking/ranking.table';

// The demo's map-rank history: a few measures on the demo companies' linked listings with about 400 days of done
// measurements, so マップ検索順位 and the keyword section have a chart from the first start. Measures need linked
// accounts, which exist only once the demo providers are linked, so this runs after linkDemoProviders.

interface DemoMeasure {
  storeCode: string;
  provider: MeasureProvider;
  keyword: string;
  kind: MeasureKind;
  /** The rank the history wanders around. */
  base: number;
  /** A station point where the Google emulator has no location for the store (the partner's demo store). */
  station?: { label: string; lat: number; lng: number };
}

export const DEMO_MEASURES: DemoMeasure[] = [
  { storeCode: 'DF-001', provider: 'google', keyword: '渋谷 ランチ', kind: 'menu', base: 4 },
  { storeCode: 'DF-001', provider: 'google', keyword: '渋谷 定食', kind: 'contract', base: 2 },
  { storeCode: 'DF-002', provider: 'google', keyword: '梅田 定食', kind: 'menu', base: 7 },
  { storeCode: 'DF-002', provider: 'yahoo', keyword: '梅田 ランチ', kind: 'menu', base: 3 },
  { storeCode: 'DF-005', provider: 'google', keyword: '札幌 カフェ', kind: 'contract', base: 12 },
  { storeCode: 'DF-005', provider: 'yahoo', keyword: '札幌駅 カフェ', kind: 'menu', base: 5 },
  { storeCode: 'PT-001', provider: 'google', keyword: '横浜 ヘアサロン', kind: 'menu', base: 6, station: { label: '横浜駅', lat: 35.465798, lng: 139.622314 } },
];
export const DEMO_HISTORY_DAYS = 400;
const MEASURE_TIME = '09:00';
const RESULT_IDS = 20;

/** A small deterministic hash (no Math.random: every start shows the same history). */
const hash = (...parts: number[]) => parts.reduce((h, p) => Math.imul(h ^ p, 2654435761) >>> 0, 2166136261) % 1000;

/** One day of a wandering rank: slow and weekly waves around the base, now and then 圏外 or 表示なし. */
export function demoDay(base: number, seed: number, day: number): { outcome: RankOutcome; rank: number | null } {
  const roll = hash(seed, day);
  if (roll < 6) return { outcome: 'no_result', rank: null };
  if (roll < 40) return { outcome: 'out_of_range', rank: null };
  const wave = 3 * Math.sin(day / 29 + seed) + 1.5 * Math.sin(day / 6 + seed * 2) + ((roll % 3) - 1);
  return { outcome: 'ranked', rank: Math.max(1, Math.round(base + wave)) };
}

/**
 * The ids the keyword's search answers today (the emulators' first page), so the demo's competitors have names and
 * today's measurement continues their history; null when the provider cannot be asked (made-up ids are used).
 */
export type DemoCompetitorReader = (provider: MeasureProvider, keyword: string) => Promise<string[] | null>;

const madeUpPool = (provider: MeasureProvider, seed: number) => Array.from({ length: 30 }, (_, n) => (provider === 'google' ? `ChIJdemo${seed}c${n}` : `demo-gid-${seed}-${n}`));

/** The first 20 ids the search answered: the keyword's competitors in a daily shuffle, ours at our rank. */
export function demoResultIds(provider: MeasureProvider, seed: number, day: number, rank: number | null, outcome: RankOutcome, competitors?: readonly string[]): string[] {
  if (outcome === 'no_result') return [];
  const pool = competitors && competitors.length > 0 ? [...competitors] : madeUpPool(provider, seed);
  const shuffled = pool.map((id, n) => ({ id, key: n + (hash(seed, day, n) % 9) })).sort((a, b) => a.key - b.key);
  const ids = shuffled.map((c) => c.id).slice(0, RESULT_IDS);
  if (rank !== null && rank <= RESULT_IDS) ids.splice(rank - 1, 0, `demo-own-${seed}`);
  return ids.slice(0, RESULT_IDS);
}

/** Inserts `days` done measurements ending yesterday (Tokyo) for a measure: today's is left to the schedule. */
export async function insertDemoHistory(
  db: Db,
  row: { id: number; companyId: number; provider: MeasureProvider; depth: number },
  base: number,
  seed: number,
  now: Date,
  days = DEMO_HISTORY_DAYS,
  competitors?: readonly string[],
): Promise<void> {
  const yesterday = DateTime.fromJSDate(now, { zone: TOKYO }).startOf('day').minus({ days: 1 });
  const values = Array.from({ length: days }, (_, i) => {
    const on = yesterday.minus({ days: days - 1 - i });
    const { outcome, rank } = demoDay(base, seed, i);
    const at = on.set({ hour: 9, minute: 0, second: 5 }).toJSDate();
    const resultIds = demoResultIds(row.provider, seed, i, rank, outcome, competitors);
    return {
      companyId: row.companyId,
      measureId: row.id,
      measuredOn: on.toFormat('yyyy-MM-dd'),
      status: 'done' as const,
      attempts: 1,
      sendAfter: at,
      outcome,
      rank,
      depth: row.depth,
      resultCount: outcome === 'no_result' ? 0 : row.depth,
      resultIds,
      deviceProfile: measurementMessagesJa.deviceProfile[row.provider],
      snapshotStatus: 'missing' as const,
      measuredAt: at,
      createdAt: at,
    };
  });
  for (let at = 0; at < values.length; at += 500) await db.insert(rankResults).values(values.slice(at, at + 500)).onConflictDoNothing();
}

/** Seeds the demo measures of every company whose listings are linked and that has no measure yet. Answers how many. */
export async function seedDemoRanking(db: Db, clock: Clock, readCompetitors?: DemoCompetitorReader): Promise<number> {
  const codes = [...new Set(DEMO_MEASURES.map((d) => d.storeCode))];
  const accounts = await db
    .select({ id: localAccounts.id, companyId: localAccounts.companyId, storeId: localAccounts.storeId, provider: localAccounts.provider, storeCode: localAccounts.storeCode })
    .from(localAccounts)
    .where(and(eq(localAccounts.status, 'linked'), inArray(localAccounts.storeCode, codes)));
  const seeded = new Set((await db.selectDistinct({ companyId: measures.companyId }).from(measures)).map((r) => r.companyId));
  const now = clock.now();
  let count = 0;
  for (const [seed, demo] of DEMO_MEASURES.entries()) {
    const account = accounts.find((a) => a.storeCode === demo.storeCode && a.provider === demo.provider && a.storeId !== null);
    if (!account || account.storeId === null || seeded.has(account.companyId)) continue;
    const keyword = normalizeKeyword(demo.keyword);
    const [row] = await db
      .insert(measures)
      .values({
        companyId: account.companyId,
        localAccountId: account.id,
        storeId: account.storeId,
        provider: demo.provider,
        keyword,
        keywordKey: keywordKeyOf(keyword),
        kind: demo.kind,
        status: 'measuring',
        pointKind: demo.station ? 'station' : 'store',
        pointLabel: demo.station?.label ?? null,
        pointLat: demo.station?.lat ?? null,
        pointLng: demo.station?.lng ?? null,
        radiusM: 3000,
        measureTime: MEASURE_TIME,
        depth: DEFAULT_DEPTH[demo.provider],
        createdAt: new Date(now.getTime() - (DEMO_HISTORY_DAYS + 1) * 86_400_000),
      })
      .onConflictDoNothing()
      .returning({ id: measures.id, companyId: measures.companyId, provider: measures.provider, depth: measures.depth });
    if (!row) continue;
    const competitors = readCompetitors ? await readCompetitors(demo.provider, keyword).catch(() => null) : null;
    await insertDemoHistory(db, row, demo.base, seed + 1, now, DEMO_HISTORY_DAYS, competitors ?? undefined);
    count += 1;
  }
  return count;
}

/** Reads the first page of the keyword's search through the providers (the demo's emulators); no id is ours. */
export const demoCompetitorReader =
  (deps: Pick<Deps, 'providers'>): DemoCompetitorReader =>
  async (provider, keyword) => {
    const first =
      provider === 'google'
        ? await deps.providers.places.findRank({ textQuery: keyword, placeId: '-', depth: 20 })
        : await deps.providers.yahoo.localSearch.findRank({ query: keyword, gid: '-', depth: 20 });
    return first.resultIds;
  };
