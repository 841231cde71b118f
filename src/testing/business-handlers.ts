import { http } from 'msw';
import type {
  AutoReflectionRequest,
  BusinessListing,
  BusinessListingBody,
  BusinessListingList,
  BusinessListingSummary,
  BusinessListingUpdateRequest,
  ErrorBody,
  ListingChangeList,
  ListingReflection,
  ProviderListing,
  UpdateAutoReflectionApiResponse,
} from '../features/business/business-listings.api';
import { json } from './handlers';
import { server } from './msw-server';

// The business listing endpoints over a few stores, recording what the console sent.

export const makeListing = (overrides: Partial<BusinessListing> = {}): BusinessListing => ({
  name: 'デモ食堂 渋谷店',
  name_kana: 'デモショクドウ シブヤテン',
  categories: ['和食店', 'レストラン'],
  address: {
    postal_code: '150-0002',
    prefecture: '東京都',
    city: '渋谷区',
    street: '渋谷1-2-3',
  },
  phone: '03-1234-5678',
  website: 'https://example.com/shibuya',
  regular_hours: [
    { day: 'MON', open: '11:00', close: '22:00' },
    { day: 'FRI', open: '11:00', close: '26:00' },
  ],
  special_hours: [{ date: '2026/12/31', closed: true, open: null, close: null }],
  hours_note: 'ラストオーダーは閉店30分前',
  description: '旬の食材を使った定食のお店です。',
  opening_date: '2015/04/01',
  attributes: [{ key: 'wi_fi', value: true }],
  ...overrides,
});

export const makeReflection = (overrides: Partial<ListingReflection> = {}): ListingReflection =>
  ({
    id: 1,
    provider: 'google',
    status: 'done',
    fields: ['phone'],
    sent: null,
    answer: null,
    error: null,
    attempts: 1,
    created_at: '2026-11-20T01:00:00Z',
    finished_at: '2026-11-20T01:00:05Z',
    ...overrides,
  }) as ListingReflection;

export const makeProviderListing = (overrides: Partial<ProviderListing> = {}): ProviderListing => ({
  local_account_id: 'g_1',
  auto_reflect: true,
  current: makeListing(),
  fetched_at: '2026-11-20T01:00:00Z',
  differs: [],
  last_reflected_at: '2026-11-20T01:00:05Z',
  latest_reflection: makeReflection(),
  ...overrides,
});

export const makeListingSummary = (overrides: Partial<BusinessListingSummary> = {}): BusinessListingSummary => ({
  store_id: 1,
  store_code: 'DF-001',
  store_name: 'デモ食堂 渋谷店',
  record: makeListing(),
  version: 3,
  updated_at: '2026-11-20T01:00:00Z',
  google: makeProviderListing(),
  yahoo: makeProviderListing({
    local_account_id: 'y_1',
    latest_reflection: makeReflection({ id: 2, provider: 'yahoo' }),
  }),
  provider_differs: [],
  google_edit: null,
  ...overrides,
});

export interface ListingServer {
  lists: URLSearchParams[];
  saves: { id: string; body: BusinessListingUpdateRequest }[];
  switches: AutoReflectionRequest[];
  decisions: { kind: 'accept' | 'revert'; id: string }[];
}

interface ListingServerOptions {
  /** Answers a save instead of storing it (a 409 or a 422 body, say). */
  refuse?: (body: BusinessListingUpdateRequest) => { status: number; body: ErrorBody } | undefined;
  /** The reflections a successful save queues. */
  reflections?: (body: BusinessListingUpdateRequest) => ListingReflection[];
}

export const listingServer = (stores: BusinessListingSummary[], options: ListingServerOptions = {}): ListingServer => {
  const record: ListingServer = {
    lists: [],
    saves: [],
    switches: [],
    decisions: [],
  };
  const byId = (id: unknown) => stores.find((s) => String(s.store_id) === String(id));
  const decide =
    (kind: 'accept' | 'revert') =>
    ({ params }: { params: Record<string, unknown> }) => {
      record.decisions.push({ kind, id: String(params.id) });
      const store = stores.find((s) => String(s.google_edit?.id) === String(params.id));
      if (!store) return json<ErrorBody>({ message: '見つかりません' }, 404);
      store.google_edit = null;
      return json<BusinessListingBody>({
        message: kind === 'accept' ? 'Googleの変更を採用しました' : '元に戻しました',
        data: store,
      });
    };
  server.use(
    http.get('/api/business/listings', ({ request }) => {
      const params = new URL(request.url).searchParams;
      record.lists.push(params);
      const attention = params.get('attention') === 'true';
      const data = attention ? stores.filter((s) => s.google_edit || s.google?.differs.length || s.yahoo?.differs.length) : stores;
      return json<BusinessListingList>({
        data,
        pagination: {
          page: 1,
          page_size: 20,
          total: data.length,
          current_page: 1,
          last_page: 1,
        },
      });
    }),
    http.get('/api/business/listings/:id', ({ params }) => {
      const store = byId(params.id);
      return store ? json<BusinessListingBody>({ data: store }) : json<ErrorBody>({ message: '見つかりません' }, 404);
    }),
    http.put('/api/business/listings/:id', async ({ params, request }) => {
      const body = (await request.json()) as BusinessListingUpdateRequest;
      record.saves.push({ id: String(params.id), body });
      const refusal = options.refuse?.(body);
      if (refusal) return json<ErrorBody>(refusal.body, refusal.status);
      const store = byId(params.id);
      if (!store) return json<ErrorBody>({ message: '見つかりません' }, 404);
      store.record = body.listing;
      store.version += 1;
      return json<BusinessListingBody>({
        message: '保存しました',
        data: store,
        reflections: options.reflections?.(body) ?? [],
      });
    }),
    http.get('/api/business/listings/:id/changes', () =>
      json<ListingChangeList>({
        data: [],
        pagination: {
          page: 1,
          page_size: 10,
          total: 0,
          current_page: 1,
          last_page: 1,
        },
      }),
    ),
    http.put('/api/business/auto-reflection', async ({ request }) => {
      const body = (await request.json()) as AutoReflectionRequest;
      record.switches.push(body);
      for (const store of stores) {
        for (const side of [store.google, store.yahoo]) if (side && body.local_accounts.includes(side.local_account_id)) side.auto_reflect = body.auto_reflect;
      }
      return json<UpdateAutoReflectionApiResponse>({
        message: '自動反映の設定を保存しました',
        updated: body.local_accounts.length,
      });
    }),
    http.post('/api/business/google-edits/:id/accept', decide('accept')),
    http.post('/api/business/google-edits/:id/revert', decide('revert')),
  );
  return record;
};
