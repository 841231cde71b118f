import { http } from 'msw';
import type {
  AutoReflectionRequest,
  BulkPreviewBody,
  BulkPreviewLine,
  BulkRun,
  BulkRunBody,
  BulkRunList,
  BulkRunResult,
  BulkRunResultList,
  BusinessBulkRequest,
  BusinessListing,
  BusinessListingBody,
  BusinessListingList,
  BusinessListingSummary,
  ProviderListing,
} from '../api/generated/business.gen';
import type { CreateYahooPlaceApiResponse, YahooPlaceRequest } from '../api/generated/local-accounts.gen';
import { json } from './handlers';

// Fixtures and msw handlers of the bulk edit, automatic reflection and Yahoo creation screens, typed from the contract.

export const makeListing = (overrides: Partial<BusinessListing> = {}): BusinessListing => ({
  name: 'デモ食堂 渋谷店',
  name_kana: null,
  categories: ['和食店', '定食屋'],
  address: { postal_code: '150-0002', prefecture: '東京都', city: '渋谷区', street: '渋谷1-2-3' },
  phone: '03-1234-5678',
  website: 'https://example.jp/shibuya',
  regular_hours: [
    { day: 'MON', open: '11:00', close: '22:00' },
    { day: 'TUE', open: '11:00', close: '22:00' },
  ],
  special_hours: [],
  hours_note: null,
  description: '渋谷駅から徒歩5分の定食屋です。',
  opening_date: null,
  attributes: [],
  ...overrides,
});

const provider = (local_account_id: string, auto_reflect = true): ProviderListing => ({
  local_account_id,
  auto_reflect,
  current: null,
  fetched_at: null,
  differs: [],
  last_reflected_at: null,
  latest_reflection: null,
});

/** Store `id` with a Google account g_<id> and, when `yahoo`, a Yahoo account y_<id>. */
export const makeListingSummary = (
  id: number,
  { yahoo = false, google = true, googleAuto = true, yahooAuto = true, record = makeListing({ name: `デモ店${id}` }) } = {},
): BusinessListingSummary => ({
  store_id: id,
  store_code: `DF-${String(id).padStart(3, '0')}`,
  store_name: record.name,
  record,
  version: 1,
  updated_at: null,
  google: google ? provider(`g_${id}`, googleAuto) : null,
  yahoo: yahoo ? provider(`y_${id}`, yahooAuto) : null,
  provider_differs: [],
  google_edit: null,
});

const page = (total: number, pageSize = 10) => ({ page: 1, page_size: pageSize, total, current_page: 1, last_page: Math.max(1, Math.ceil(total / pageSize)) });

export const listingsHandler = (stores: BusinessListingSummary[]) =>
  http.get('/api/business/listings', () => json<BusinessListingList>({ data: stores, pagination: page(stores.length, 100) }));

export const listingHandler = (store: BusinessListingSummary) =>
  http.get(`/api/business/listings/${store.store_id}`, () => json<BusinessListingBody>({ data: store }));

export const makePreviewLine = (overrides: Partial<BulkPreviewLine> & Pick<BulkPreviewLine, 'local_account_id'>): BulkPreviewLine => ({
  store_id: 1,
  store_name: 'デモ店1',
  provider: overrides.local_account_id.startsWith('y_') ? 'yahoo' : 'google',
  fields: [],
  before: {},
  after: {},
  skipped_reason: null,
  ...overrides,
});

export const makeRun = (overrides: Partial<BulkRun> = {}): BulkRun => ({
  id: 7,
  status: 'running',
  scope: 'selected',
  changes: { website: 'https://example.jp' },
  total: 3,
  succeeded: 0,
  failed: 0,
  skipped: 0,
  pending: 3,
  created_at: '2026-11-25T09:00:00Z',
  finished_at: null,
  user_name: 'デモ 太郎',
  ...overrides,
});

export const makeResult = (overrides: Partial<BulkRunResult> & Pick<BulkRunResult, 'local_account_id'>): BulkRunResult => ({
  store_id: 1,
  store_name: 'デモ店1',
  provider: overrides.local_account_id.startsWith('y_') ? 'yahoo' : 'google',
  status: 'done',
  fields: ['website'],
  error: null,
  finished_at: null,
  ...overrides,
});

interface BulkServer {
  previews: BusinessBulkRequest[];
  applies: BusinessBulkRequest[];
  retries: number[];
}

/**
 * The bulk endpoints over mutable state: `preview` answers the dry run, `run()` / `results()` the run as it is now
 * (tests change them between events). Records every dry run, apply and retry.
 */
export const bulkHandlers = (state: { preview: BulkPreviewBody; run: () => BulkRun; results: () => BulkRunResult[]; runs?: BulkRun[] }) => {
  const calls: BulkServer = { previews: [], applies: [], retries: [] };
  const handlers = [
    http.post('/api/business/bulk/preview', async ({ request }) => {
      calls.previews.push((await request.json()) as BusinessBulkRequest);
      return json<BulkPreviewBody>(state.preview);
    }),
    http.post('/api/business/bulk', async ({ request }) => {
      calls.applies.push((await request.json()) as BusinessBulkRequest);
      return json<BulkRunBody>({ message: '一括更新を開始しました', data: state.run() });
    }),
    http.get('/api/business/bulk', () => json<BulkRunList>({ data: state.runs ?? [], pagination: page((state.runs ?? []).length) })),
    http.get('/api/business/bulk/:id', () => json<BulkRunBody>({ data: state.run() })),
    http.get('/api/business/bulk/:id/results', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const rows = state.results().filter((r) => !status || r.status === status);
      return json<BulkRunResultList>({ data: rows, pagination: page(rows.length, 50) });
    }),
    http.post('/api/business/bulk/:id/retry', ({ params }) => {
      calls.retries.push(Number(params.id));
      return json<BulkRunBody>({ message: '失敗分を再実行します', data: state.run() });
    }),
  ];
  return { handlers, calls };
};

export const autoReflectionHandler = (sent: AutoReflectionRequest[]) =>
  http.put('/api/business/auto-reflection', async ({ request }) => {
    const body = (await request.json()) as AutoReflectionRequest;
    sent.push(body);
    return json({ message: `${body.local_accounts.length}件の自動反映を変更しました`, updated: body.local_accounts.length });
  });

export const createYahooHandler = (sent: YahooPlaceRequest[], answer: (body: YahooPlaceRequest) => Response | undefined = () => undefined) =>
  http.post('/api/yahoo-place-info', async ({ request }) => {
    const body = (await request.json()) as YahooPlaceRequest;
    sent.push(body);
    return (
      answer(body) ??
      json<CreateYahooPlaceApiResponse>({
        message: 'Yahoo!プレイスに店舗を作成しました',
        data: {
          y_local_account_id: 'y_99',
          y_local_account_name: body.name,
          store_id: 1,
          store_code: 'DF-001',
          address: body.address,
          phone: body.phone ?? null,
          is_selected: true,
          paired_local_account_id: body.google_local_account_id ?? null,
          business_info_group_ids: [],
          custom_group_ids: [],
        },
        yahoo_place_id: 'yp-1',
      } as CreateYahooPlaceApiResponse)
    );
  });
