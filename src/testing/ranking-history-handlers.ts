import { http } from 'msw';
import type {
  Competitor,
  GetRankHistoryApiResponse,
  GetRankSnapshotApiResponse,
  ListRankCompetitorsApiResponse,
  ListRankHistoriesApiResponse,
  Measure,
  RankHistoryRow,
  RankPoint,
  RankResultSummary,
  RequestRankExportApiResponse,
} from '../api/generated/ranking.gen';
import { json } from './handlers';

// マップ検索順位: history rows, a measure's days, competitors and snapshots, typed from the contract.

const RANGE = { start: '2026/11/23', end: '2026/11/25' };
const DAYS = ['2026/11/23', '2026/11/24', '2026/11/25'];

export const rankResult = (id: number, overrides: Partial<RankResultSummary> = {}): RankResultSummary => ({
  id,
  measured_on: '2026/11/25',
  measured_at: '2026-11-25T00:05:00.000Z',
  status: 'done',
  outcome: 'ranked',
  rank: 3,
  depth: 60,
  result_count: 60,
  snapshot_status: 'ok',
  attempts: 1,
  error_message: null,
  ...overrides,
});

export const historyMeasure = (id: number, overrides: Partial<Measure> = {}): Measure => ({
  id,
  local_account_id: `g_${id}`,
  store_id: id,
  store_name: `テスト店${id}`,
  store_code: `S-${id}`,
  provider: 'google',
  keyword: `渋谷 ランチ${id}`,
  kind: 'menu',
  status: 'measuring',
  point: { kind: 'store', label: null, lat: 35.658, lng: 139.7016 },
  radius_m: 1000,
  measure_time: '09:00',
  depth: 60,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
  latest: rankResult(id * 100 + 3),
  previous: null,
  ...overrides,
});

/** One point per day of RANGE: a number is N位, 'out' 圏外, 'none' 表示なし, null nothing measured. */
export const rankPoints = (ranks: (number | 'out' | 'none' | null)[]): RankPoint[] =>
  DAYS.map((date, i) => {
    const r = ranks[i] ?? null;
    if (r === null) return { date, rank: null, outcome: null, days: 0 };
    if (r === 'out') return { date, rank: null, outcome: 'out_of_range', days: 1 };
    if (r === 'none') return { date, rank: null, outcome: 'no_result', days: 1 };
    return { date, rank: r, outcome: 'ranked', days: 1 };
  });

export const historyRow = (measure: Measure, ranks: (number | 'out' | 'none' | null)[] = [2, 'out', 4]): RankHistoryRow => {
  const ranked = ranks.filter((r): r is number => typeof r === 'number');
  return {
    measure,
    stats: {
      best: ranked.length ? Math.min(...ranked) : null,
      worst: ranked.length ? Math.max(...ranked) : null,
      average: ranked.length ? ranked.reduce((a, b) => a + b, 0) / ranked.length : null,
      top3_days: ranked.filter((r) => r <= 3).length,
      measured_days: ranks.filter((r) => r !== null).length,
      out_of_range_days: ranks.filter((r) => r === 'out').length,
      no_result_days: ranks.filter((r) => r === 'none').length,
    },
    points: rankPoints(ranks),
  };
};

export const rankHistoriesHandler = (rows: RankHistoryRow[], seen: URLSearchParams[] = [], total = rows.length) =>
  http.get('/api/map-rank-measurement/histories', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return json<ListRankHistoriesApiResponse>({
      data: rows,
      range: RANGE,
      pagination: { page: 1, page_size: 20, total, current_page: 1, last_page: Math.max(1, Math.ceil(total / 20)) },
    });
  });

export const rankHistoryHandler = (row: RankHistoryRow, results: RankResultSummary[], seen: URLSearchParams[] = []) =>
  http.get('/api/map-rank-measurement/histories/:id', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return json<GetRankHistoryApiResponse>({ data: row, range: RANGE, results });
  });

export const competitor = (placeId: string, overrides: Partial<Competitor> = {}): Competitor => ({
  place_id: placeId,
  name: `競合${placeId}`,
  latest_rank: 1,
  best_rank: 1,
  days_above: 3,
  points: rankPoints([1, 1, 2]),
  ...overrides,
});

export const competitorsHandler = (competitors: Competitor[], ours: RankPoint[] = rankPoints([2, 'out', 4])) =>
  http.get('/api/map-rank-measurement/histories/:id/competitors', () =>
    json<ListRankCompetitorsApiResponse>({ data: competitors, ours, range: RANGE }),
  );

export const rankExportHandler = (bodies: unknown[] = []) =>
  http.post('/api/map-rank-measurement/file', async ({ request }) => {
    bodies.push(await request.json());
    return json<RequestRankExportApiResponse>({ message: 'データファイルを作成しています。', data: { id: 7, status: 'queued' } });
  });

export const snapshotBody = (resultId: number, overrides: Partial<GetRankSnapshotApiResponse> = {}): GetRankSnapshotApiResponse => ({
  data: rankResult(resultId),
  measure: historyMeasure(1),
  point: { lat: 35.658, lng: 139.7016, radius_m: 1500 },
  device_profile: 'Places API (New) searchText · ja/JP · RELEVANCE · 非パーソナライズ',
  content_hash: 'a'.repeat(64),
  hash_verified: true,
  image_url: `/api/screenshots/${resultId}/image`,
  ...overrides,
});

export const snapshotHandler = (body: GetRankSnapshotApiResponse | null) =>
  http.get('/api/screenshots/:id', () => (body ? json(body) : json({ message: '見つかりません' }, 404)));
