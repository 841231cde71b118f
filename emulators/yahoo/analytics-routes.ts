import type { FastifyInstance } from 'fastify';
import { createPrng } from '../google/prng';
import { hashString } from './ranked-results';
import { findPlace, placeNotFound, sendProblem } from './place-routes';
import type { YahooEmulatorContext } from './yahoo-context';

export const ANALYTICS_METRICS = ['page_view', 'user_view', 'action', 'search', 'device', 'gender', 'age'] as const;
type Metric = (typeof ANALYTICS_METRICS)[number];

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;
/** 18 months of history, as the place's access analytics keep. */
export const HISTORY_DAYS = 548;

const BREAKDOWN_KEYS: Partial<Record<Metric, readonly string[]>> = {
  action: ['call', 'route', 'website', 'reservation'],
  device: ['smartphone', 'pc', 'tablet'],
  gender: ['female', 'male', 'unknown'],
  // Age groups by index: '0' is under 10, 'n' the n×10s ('7' counts everyone 70 and over).
  age: ['0', '1', '2', '3', '4', '5', '6', '7'],
};
const BREAKDOWN_WEIGHTS: Record<string, number> = {
  call: 0.2, route: 0.45, website: 0.25, reservation: 0.1,
  smartphone: 0.78, pc: 0.18, tablet: 0.04,
  female: 0.52, male: 0.43, unknown: 0.05,
  '0': 0.01, '1': 0.08, '2': 0.22, '3': 0.25, '4': 0.21, '5': 0.13, '6': 0.07, '7': 0.03,
};
const KEYWORD_SUFFIXES = ['ランチ', '定食', 'カフェ', 'ディナー', '駅近', 'テイクアウト', '個室', 'モーニング', '安い', '人気'];

export const jstDay = (ms: number): string => new Date(ms + JST_MS).toISOString().slice(0, 10);
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Deterministic daily value: a weekly rhythm, a slow trend and seeded noise, different per place and metric. */
function dailyValue(placeId: string, metric: Metric, day: string): number {
  const prng = createPrng(hashString(`${placeId}:${metric}:${day}`));
  const weekday = new Date(dayMs(day)).getUTCDay();
  const base = { page_view: 180, user_view: 120, action: 24, search: 420, device: 180, gender: 120, age: 120 }[metric];
  const weekly = weekday === 0 || weekday === 6 ? 1.35 : weekday === 5 ? 1.15 : 1;
  const trend = 1 + ((dayMs(day) / DAY_MS) % 365) / 1500;
  return Math.round(base * weekly * trend * (0.8 + prng.next() * 0.4));
}

function breakdownOf(total: number, keys: readonly string[], placeId: string, day: string): Record<string, number> {
  const prng = createPrng(hashString(`${placeId}:breakdown:${day}`));
  const result: Record<string, number> = {};
  let left = total;
  keys.forEach((key, index) => {
    const share = index === keys.length - 1 ? left : Math.min(left, Math.round(total * BREAKDOWN_WEIGHTS[key] * (0.9 + prng.next() * 0.2)));
    result[key] = share;
    left -= share;
  });
  return result;
}

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: YahooEmulatorContext): void {
  app.get('/place/v1/places/:placeId/analytics', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    const query = request.query as Record<string, string | undefined>;
    const metric = query.metric as Metric;
    if (!(ANALYTICS_METRICS as readonly string[]).includes(metric)) return sendProblem(reply, { field: 'metric', message: `metric は ${ANALYTICS_METRICS.join(', ')} のいずれかです。` });
    const isDay = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayMs(value));
    if (!isDay(query.from) || !isDay(query.to)) return sendProblem(reply, { field: 'from', message: 'from と to は YYYY-MM-DD で指定してください。' });
    // Figures are final the day after (JST), and kept for 18 months.
    const latest = jstDay(ctx.now().getTime() - DAY_MS);
    const earliest = jstDay(ctx.now().getTime() - HISTORY_DAYS * DAY_MS);
    if (query.from > query.to) return sendProblem(reply, { field: 'to', message: 'to は from 以降の日付にしてください。' });
    if (query.from < earliest) return sendProblem(reply, { field: 'from', message: `取得できるのは ${earliest} 以降のデータです。` });
    const to = query.to > latest ? latest : query.to;
    const series: { date: string; value: number; breakdown?: Record<string, number> }[] = [];
    for (let ms = dayMs(query.from); ms <= dayMs(to); ms += DAY_MS) {
      const date = new Date(ms).toISOString().slice(0, 10);
      const value = dailyValue(place.place_id, metric, date);
      const keys = BREAKDOWN_KEYS[metric];
      series.push(keys ? { date, value, breakdown: breakdownOf(value, keys, place.place_id, date) } : { date, value });
    }
    const total = series.reduce((sum, point) => sum + point.value, 0);
    const response: Record<string, unknown> = { place_id: place.place_id, metric, from: query.from, to, total, series };
    if (metric === 'search') {
      // The keywords that led to the place over the range, ranked; the shares are seeded per place.
      const area = place.name.split(' ')[1]?.replace(/(店|駅前店)$/, '') ?? '';
      const prng = createPrng(hashString(`${place.place_id}:keywords`));
      const weights = KEYWORD_SUFFIXES.map((suffix) => ({ keyword: `${area} ${suffix}`, weight: prng.next() }));
      weights.push({ keyword: place.name, weight: 1.2 });
      const sum = weights.reduce((acc, entry) => acc + entry.weight, 0);
      response.ranks = weights
        .sort((a, b) => b.weight - a.weight)
        .map((entry, index) => ({ rank: index + 1, keyword: entry.keyword, count: Math.round((total * entry.weight) / sum) }));
    }
    return response;
  });
}
