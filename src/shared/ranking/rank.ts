// A measured rank as the product records and shows it. Shared by the console, the server's history queries and the
// Excel export, so the three never disagree on what 圏外 or 表示なし means.

export const RANK_OUTCOMES = ['ranked', 'out_of_range', 'no_result'] as const;
/** ranked: found at `rank`; out_of_range: results came back but ours was not within the measured depth (圏外);
 * no_result: the search answered nothing at all (表示なし). */
export type RankOutcome = (typeof RANK_OUTCOMES)[number];

export const MEASURE_PROVIDERS = ['google', 'yahoo'] as const;
export type MeasureProvider = (typeof MEASURE_PROVIDERS)[number];

/** How deep each provider can be read: Places answers at most 3 pages of 20; YOLP pages of 100, we stop at 100. */
export const MAX_DEPTH: Record<MeasureProvider, number> = { google: 60, yahoo: 100 };
export const DEFAULT_DEPTH: Record<MeasureProvider, number> = { google: 60, yahoo: 100 };

/** One decimal: how an average rank is kept and shown (12.46 → 12.5). */
export const round1 = (value: number) => Math.round(value * 10) / 10;

export interface RankText {
  position: (n: number) => string;
  outOfRange: string;
  none: string;
}

/** The outcome of one search: where `ourIndex` is the 0-based index of our listing among `resultCount` results. */
export function outcomeOf(ourIndex: number | null, resultCount: number, depth: number): { outcome: RankOutcome; rank: number | null } {
  if (resultCount === 0) return { outcome: 'no_result', rank: null };
  if (ourIndex === null || ourIndex < 0 || ourIndex >= depth) return { outcome: 'out_of_range', rank: null };
  return { outcome: 'ranked', rank: ourIndex + 1 };
}

/**
 * 'N位', 圏外 or 表示なし. A bucket's average rank keeps one decimal (12.5位); a whole rank prints without one.
 * null outcome: nothing was measured (the caller shows its own gap text).
 */
export function rankLabel(text: RankText, outcome: RankOutcome | null, rank: number | null, gap = ''): string {
  if (outcome === null) return gap;
  if (outcome === 'no_result') return text.none;
  if (outcome === 'out_of_range' || rank === null) return text.outOfRange;
  return text.position(round1(rank));
}

export type RankTrend = 'up' | 'down' | 'same' | 'new';

/** Compared with the previous measurement: a smaller rank is better (up). 圏外 counts as worse than any rank. */
export function rankTrend(current: { outcome: RankOutcome; rank: number | null } | null, previous: { outcome: RankOutcome; rank: number | null } | null): RankTrend | null {
  if (!current) return null;
  if (!previous) return 'new';
  const score = (r: { outcome: RankOutcome; rank: number | null }) => (r.outcome === 'ranked' && r.rank !== null ? r.rank : Number.POSITIVE_INFINITY);
  const a = score(current);
  const b = score(previous);
  if (a === b) return 'same';
  return a < b ? 'up' : 'down';
}
