import { http } from 'msw';
import type {
  AnalysisAccount,
  AnalysisBody,
  GetAccessAnalysisApiResponse,
  GetInsightSyncStatusApiResponse,
  GetPerformanceAnalysisApiResponse,
  InsightSyncState,
  MetricRanking,
  MetricSeries,
  StoreRankingRow,
} from '../api/generated/insight.gen';
import { metricName } from '../shared/insight/insight-metrics';
import { json } from './handlers';

// パフォーマンス分析 and Yahoo!アクセス解析: analysis answers and sync states, typed from the contract.

export const MONTHS = ['2026/08', '2026/09', '2026/10'];
export const RANGE = { start: '2026/08/01', end: '2026/10/31' };

export const analysisAccount = (id: string, name: string): AnalysisAccount => ({ id, name, store_code: `S-${id}` });

/** A series over MONTHS: per store a value per month (null: no data), the total their sum. */
export const metricSeries = (metricId: string, perStore: Record<string, (number | null)[]>): MetricSeries => ({
  metric_id: metricId,
  metric_name: metricName(metricId),
  data: MONTHS.map((date, i) => {
    const count = Object.entries(perStore).map(([account, values]) => ({ account, value: values[i] ?? null, rank: null }));
    const values = count.map((c) => c.value).filter((v): v is number => v !== null);
    return { date, total: values.length > 0 ? values.reduce((a, b) => a + b, 0) : null, count };
  }),
});

export const rankingRow = (rank: number, account: string, value: number | null, previous: number | null, changeRate: number | null): StoreRankingRow => ({
  rank,
  account,
  value,
  previous,
  change_rate: changeRate,
});

export const metricRanking = (metricId: string, rows: StoreRankingRow[]): MetricRanking => ({ metric_id: metricId, metric_name: metricName(metricId), rows });

export const analysisBody = (overrides: Partial<AnalysisBody> = {}): AnalysisBody => ({
  range: RANGE,
  unit: 'month',
  accounts: [],
  series: [],
  rankings: [],
  keywords: [],
  latest_date: '2026/10/28',
  ...overrides,
});

type BodyFor = AnalysisBody | ((group: string, params: URLSearchParams) => AnalysisBody);
const answer = (body: BodyFor, group: string, params: URLSearchParams) => (typeof body === 'function' ? body(group, params) : body);

/** Records each request's group and query in `seen`. */
export const performanceHandler = (body: BodyFor, seen: { group: string; params: URLSearchParams }[] = []) =>
  http.get('/api/performance-analysis/:group', ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    seen.push({ group: String(params.group), params: query });
    return json<GetPerformanceAnalysisApiResponse>(answer(body, String(params.group), query));
  });

export const accessHandler = (body: BodyFor, seen: { group: string; params: URLSearchParams }[] = []) =>
  http.get('/api/access-analysis/:group', ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    seen.push({ group: String(params.group), params: query });
    return json<GetAccessAnalysisApiResponse>(answer(body, String(params.group), query));
  });

export const syncState = (account: string, overrides: Partial<InsightSyncState> = {}): InsightSyncState => ({
  account,
  source: 'google_metrics',
  synced_through: '2026/10/28',
  backfilled: true,
  last_error: null,
  last_attempt_at: '2026/10/31 03:00',
  ...overrides,
});

export const syncHandler = (states: InsightSyncState[] = []) =>
  http.get('/api/insight-sync', () => json<GetInsightSyncStatusApiResponse>({ data: states }));
