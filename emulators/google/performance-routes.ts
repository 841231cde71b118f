import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { sendGoogleError } from './google-errors';
import type { LocationEntry } from './google-types';
import { paginate } from './paging';
import { createPrng } from './prng';

type Query = Record<string, string | string[] | undefined>;
interface GoogleDate { year: number; month: number; day: number }

const DAY_MS = 86_400_000;
// Performance data reaches Google's API a few days late; the emulator leaves those days without a value.
const LAG_DAYS = 3;
const MAX_RANGE_DAYS = 550;

// Typical daily magnitudes for a small Japanese store, as [low, high].
const METRICS: Record<string, [number, number]> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: [10, 40],
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: [15, 60],
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: [60, 220],
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: [40, 160],
  BUSINESS_DIRECTION_REQUESTS: [3, 20],
  CALL_CLICKS: [0, 8],
  WEBSITE_CLICKS: [2, 15],
  BUSINESS_BOOKINGS: [0, 2],
  BUSINESS_FOOD_ORDERS: [0, 3],
  BUSINESS_FOOD_MENU_CLICKS: [0, 12],
  BUSINESS_CONVERSATIONS: [0, 1],
};

const KEYWORD_STEMS = ['ランチ', 'ディナー', 'カフェ', 'モーニング', '駅近', '個室', '予約', '口コミ', '営業時間', '駐車場', 'テイクアウト', '人気', 'おすすめ', '安い', '子連れ', '一人', '深夜', '美容院', '整骨院', 'ネイル', '肩こり', 'カット', 'ジェルネイル', '腰痛'];

function hashSeed(...parts: (string | number)[]): number {
  let hash = 2166136261;
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// Google accepts both snake_case and camelCase for nested query parameters.
export function dateOf(query: Query, prefix: string, which: 'start' | 'end', part: 'date' | 'month'): GoogleDate | undefined {
  const field = (name: string): number => {
    const snake = first(query[`${prefix}.${which}_${part}.${name}`]);
    const camel = first(query[`${prefix}.${which}${part === 'date' ? 'Date' : 'Month'}.${name}`]);
    return Number(snake ?? camel);
  };
  const year = field('year');
  const month = field('month');
  const day = part === 'month' ? 1 : field('day');
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, day };
}

function utc(date: GoogleDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function findLocation(ctx: EmulatorContext, id: string, reply: FastifyReply): LocationEntry | undefined {
  const entry = ctx.data.locations.find((candidate) => candidate.id === id);
  if (!entry) sendGoogleError(reply, 'NOT_FOUND', `Location locations/${id} was not found.`);
  return entry;
}

export async function fetchMultiDailyMetrics(ctx: EmulatorContext, locationId: string, query: Query, reply: FastifyReply): Promise<unknown> {
  const entry = findLocation(ctx, locationId, reply);
  if (!entry) return reply;
  const requested = query.dailyMetrics === undefined ? [] : ([] as string[]).concat(query.dailyMetrics);
  const unknown = requested.find((metric) => !(metric in METRICS));
  if (requested.length === 0 || unknown) return sendGoogleError(reply, 'INVALID_ARGUMENT', unknown ? `Invalid dailyMetrics: ${unknown}.` : 'dailyMetrics is required.');
  const start = dateOf(query, 'dailyRange', 'start', 'date');
  const end = dateOf(query, 'dailyRange', 'end', 'date');
  if (!start || !end || utc(end) < utc(start)) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'dailyRange must have a valid start_date and end_date.');
  if ((utc(end) - utc(start)) / DAY_MS > MAX_RANGE_DAYS) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'dailyRange is too long.');
  const lastAvailable = Math.floor(ctx.now().getTime() / DAY_MS) * DAY_MS - LAG_DAYS * DAY_MS;
  const dailyMetricTimeSeries = requested.map((metric) => {
    const [low, high] = METRICS[metric];
    const datedValues = [];
    for (let time = utc(start); time <= utc(end); time += DAY_MS) {
      const day = new Date(time);
      const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 1.3 : 1;
      const value = Math.round(createPrng(hashSeed(ctx.seed, entry.id, metric, time)).int(low, high) * weekend);
      // Google omits `value` for zero and for days it has no data for yet; values are int64 strings.
      datedValues.push(time > lastAvailable || value === 0 ? { date } : { date, value: String(value) });
    }
    return { dailyMetric: metric, timeSeries: { datedValues } };
  });
  return { multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries }] };
}

export function registerPerformanceRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/locations/:locationId/searchkeywords/impressions/monthly', async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    const entry = findLocation(ctx, locationId, reply);
    if (!entry) return reply;
    const query = request.query as Query;
    const start = dateOf(query, 'monthlyRange', 'start', 'month');
    const end = dateOf(query, 'monthlyRange', 'end', 'month');
    if (!start || !end || utc(end) < utc(start)) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'monthlyRange must have a valid start_month and end_month.');
    const months = (end.year - start.year) * 12 + end.month - start.month + 1;
    const area = String((entry.data.storefrontAddress as { locality?: string } | undefined)?.locality ?? '').replace(/^.*市/, '');
    const title = String(entry.data.title ?? '');
    const prng = createPrng(hashSeed(ctx.seed, entry.id, start.year, start.month, months));
    const keywords = [title, title.split(' ')[0], ...KEYWORD_STEMS.map((stem) => `${area} ${stem}`)];
    const counts = keywords
      .map((keyword, index) => ({ keyword, count: Math.round(prng.int(0, index < 2 ? 400 : 120) * months) }))
      .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword));
    // Low counts are reported only as a threshold, as Google does to protect searchers' privacy.
    const all = counts.map(({ keyword, count }) => ({ searchKeyword: keyword, insightsValue: count < 15 ? { threshold: '15' } : { value: String(count) } }));
    const page = paginate(all, { pageSize: first(query.pageSize), pageToken: first(query.pageToken) }, 100, 100);
    if (!page.ok) return sendGoogleError(reply, 'INVALID_ARGUMENT', page.message);
    return { searchKeywordsCounts: page.items, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
  });
}
