import { http } from 'msw';
import type {
  ErrorBody,
  ExportAcceptedBody,
  ListReportCommentsApiResponse,
  ListSearchQueriesApiResponse,
  ListSearchQueriesBulkApiResponse,
  ReportSchedule,
  ReportScheduleBody,
  SearchQueryBulkRow,
  SearchQueryMonthValue,
  SearchQueryRow,
} from '../api/generated/insight.gen';
import { json } from './handlers';

// 検索クエリ and レポート: search keywords, report requests, kept comments and the delivery schedule, typed from the contract.

const page = (total: number) => ({ page: 1, page_size: 20, total, current_page: 1, last_page: 1 });
const accepted: ExportAcceptedBody = { message: 'データファイルを作成しています。完了までしばらくお待ちください。', data: { id: 5, status: 'queued' } };

export const SQ_MONTHS = ['2026/08', '2026/09', '2026/10'];
export const SQ_AVAILABLE = ['2026/10', '2026/09', '2026/08', '2026/07', '2026/06'];

/** A month's figure: a number is a count, 'lt:N' the provider's 「N未満」, null the keyword's absence. */
const figure = (month: string, f: number | `lt:${number}` | null): SearchQueryMonthValue =>
  typeof f === 'string' ? { month, value: null, threshold: Number(f.slice(3)) } : { month, value: f, threshold: null };

export const keywordRow = (keyword: string, figures: (number | `lt:${number}` | null)[], months = SQ_MONTHS): SearchQueryRow => ({
  keyword,
  months: months.map((m, i) => figure(m, figures[i] ?? null)),
});

export const searchQueriesHandler = (rows: SearchQueryRow[], seen: URLSearchParams[] = [], months = SQ_MONTHS) =>
  http.get('/api/search-query', ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const id = params.get('local_account_id') ?? 'g_1';
    return json<ListSearchQueriesApiResponse>({
      account: { id, name: `テスト店${id.slice(2)}`, store_code: null },
      months,
      available_months: SQ_AVAILABLE,
      data: rows,
      pagination: page(rows.length),
    });
  });

export const bulkRow = (keyword: string, overrides: Partial<SearchQueryBulkRow> = {}): SearchQueryBulkRow => ({
  keyword,
  total: 120,
  threshold_stores: 1,
  stores: 2,
  accounts: [
    { account: 'g_1', value: 120, threshold: null },
    { account: 'g_2', value: null, threshold: 15 },
  ],
  ...overrides,
});

export const searchQueriesBulkHandler = (rows: SearchQueryBulkRow[], seen: URLSearchParams[] = []) =>
  http.get('/api/search-query/bulk', ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    return json<ListSearchQueriesBulkApiResponse>({
      month: params.get('month') ?? '2026/10',
      available_months: SQ_AVAILABLE,
      accounts: [
        { id: 'g_1', name: 'テスト店1', store_code: null },
        { id: 'g_2', name: 'テスト店2', store_code: null },
      ],
      data: rows,
      pagination: page(rows.length),
    });
  });

export const searchQueryExportHandler = (bodies: unknown[] = []) =>
  http.post('/api/search-query/file', async ({ request }) => {
    bodies.push(await request.json());
    return json<ExportAcceptedBody>(accepted);
  });

/** /reports answers `answer` (accepted by default); a 422 body refuses with field errors. */
export const insightReportHandler = (bodies: unknown[] = [], refuse?: ErrorBody) =>
  http.post('/api/reports', async ({ request }) => {
    bodies.push(await request.json());
    return refuse ? json<ErrorBody>(refuse, 422) : json<ExportAcceptedBody>(accepted);
  });

export const yahooReportHandler = (bodies: unknown[] = []) =>
  http.post('/api/yahoo-reports', async ({ request }) => {
    bodies.push(await request.json());
    return json<ExportAcceptedBody>(accepted);
  });

export const reportCommentsHandler = (comments: Record<string, string>) =>
  http.get('/api/reports/comments', ({ request }) => {
    const keys = (new URL(request.url).searchParams.get('local_account_ids') ?? '').split(',');
    return json<ListReportCommentsApiResponse>({
      data: keys.filter((k) => k in comments).map((account) => ({ account, comment: comments[account]!, updated_at: '2026/10/31 18:00' })),
    });
  });

export const reportSchedule = (overrides: Partial<ReportSchedule> = {}): ReportSchedule => ({
  enabled: false,
  day_of_month: 10,
  recipients: [],
  kinds: ['insight_report'],
  last_sent_month: null,
  ...overrides,
});

export const reportScheduleHandlers = (schedule = reportSchedule(), bodies: unknown[] = [], refuse?: ErrorBody) => [
  http.get('/api/reports/schedule', () => json<ReportScheduleBody>({ message: '', data: schedule })),
  http.put('/api/reports/schedule', async ({ request }) => {
    const body = (await request.json()) as Omit<ReportSchedule, 'last_sent_month'>;
    bodies.push(body);
    if (refuse) return json<ErrorBody>(refuse, 422);
    return json<ReportScheduleBody>({ message: '定期配信の設定を保存しました。', data: { ...body, last_sent_month: null } });
  }),
];
