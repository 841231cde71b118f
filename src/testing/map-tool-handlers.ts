import { http } from 'msw';
import type {
  CreateMapReviewWidgetApiResponse,
  DeleteMapReviewWidgetApiResponse,
  ErrorBody,
  ListMapWidgetItemsApiResponse,
  ListMapWidgetsApiResponse,
  MapVisibleBody,
  MapVisibleRequest,
  MapWidget,
  MapWidgetItem,
  MapWidgetKind,
} from '../api/generated/map-tool.gen';
import { defaultWidgetSettings } from '../shared/widget/widget-defaults';
import { json } from './handlers';

// Fixtures and msw handlers of MEO活用ツール / MAP活用ツール (/map…), typed from the contract: an in-memory company's
// widgets and items behind the operations, recording what the screens sent.

const PATHS: Record<MapWidgetKind, string> = { review: '/api/map-tool/reviews', post: '/api/map-tool/post-settings', picture: '/api/map-tool/picture-settings' };
const VISIBILITY: Record<MapWidgetKind, string> = { review: '/api/map-tool/review-status', post: '/api/map-tool/post-display', picture: '/api/map-tool/picture-status' };

export const makeWidget = (id: number, kind: MapWidgetKind = 'review', overrides: Partial<MapWidget> = {}): MapWidget => {
  const name = overrides.name ?? `ウィジェット${id}`;
  return {
    id,
    public_id: `pub${id}`,
    kind,
    name,
    settings: { ...defaultWidgetSettings(kind), name, accounts: ['g_1'] },
    snippet: `<div data-meo-widget="pub${id}"></div><script src="http://localhost/widget.js" async></script>`,
    created_at: '2026-04-01T00:30:00Z',
    updated_at: '2026-04-02T01:00:00Z',
    ...overrides,
  };
};

export const makeItem = (id: number, overrides: Partial<MapWidgetItem> = {}): MapWidgetItem => ({
  id,
  kind: 1,
  store_name: 'テスト店1',
  rating: 5,
  text: `口コミ本文${id}`,
  author: `投稿者${id}`,
  date: `2026-03-${String(10 + (id % 18)).padStart(2, '0')}T03:00:00Z`,
  photos: [],
  visible: true,
  ...overrides,
});

export interface MapToolCalls {
  creates: { kind: MapWidgetKind; body: Record<string, unknown> }[];
  updates: { kind: MapWidgetKind; id: number; body: Record<string, unknown> }[];
  deletes: { kind: MapWidgetKind; id: number }[];
  itemLists: URLSearchParams[];
  visibility: { kind: MapWidgetKind; id: number; body: MapVisibleRequest }[];
}

interface MapToolHandlerOptions {
  widgets?: MapWidget[];
  items?: MapWidgetItem[];
  /** Answer a create or update differently (a 422); undefined lets the in-memory company handle it. */
  save?: (kind: MapWidgetKind, body: Record<string, unknown>) => Response | undefined;
}

/** Every map-tool operation of the contract, over an in-memory company. */
export const mapToolHandlers = ({ widgets = [], items = [], save }: MapToolHandlerOptions = {}) => {
  const rows = [...widgets];
  const itemRows = items.map((item) => ({ ...item }));
  let nextId = 500;
  const calls: MapToolCalls = { creates: [], updates: [], deletes: [], itemLists: [], visibility: [] };
  const notFound = () => json<ErrorBody>({ message: '見つかりません', code: 'not_found' }, 404);

  const kindHandlers = (['review', 'post', 'picture'] as const).flatMap((kind) => [
    http.post(PATHS[kind], async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.creates.push({ kind, body });
      const answer = save?.(kind, body);
      if (answer) return answer;
      const created = makeWidget(nextId++, kind, { name: String(body.name), settings: body });
      rows.unshift(created);
      return json<CreateMapReviewWidgetApiResponse>({ message: 'ウィジェットを作成しました', data: created });
    }),
    http.get(`${PATHS[kind]}/:id`, ({ params }) => {
      const row = rows.find((r) => r.kind === kind && r.id === Number(params.id));
      return row ? json<CreateMapReviewWidgetApiResponse>({ data: row }) : notFound();
    }),
    http.put(`${PATHS[kind]}/:id`, async ({ request, params }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      calls.updates.push({ kind, id, body });
      const answer = save?.(kind, body);
      if (answer) return answer;
      const index = rows.findIndex((r) => r.kind === kind && r.id === id);
      if (index < 0) return notFound();
      rows[index] = { ...rows[index], name: String(body.name), settings: body, updated_at: '2026-04-03T02:00:00Z' };
      return json<CreateMapReviewWidgetApiResponse>({ message: 'ウィジェットを保存しました', data: rows[index] });
    }),
    http.delete(`${PATHS[kind]}/:id`, ({ params }) => {
      const id = Number(params.id);
      calls.deletes.push({ kind, id });
      const index = rows.findIndex((r) => r.kind === kind && r.id === id);
      if (index < 0) return notFound();
      rows.splice(index, 1);
      return json<DeleteMapReviewWidgetApiResponse>({ message: 'ウィジェットを削除しました' });
    }),
    http.put(`${VISIBILITY[kind]}/:id`, async ({ request, params }) => {
      const id = Number(params.id);
      const body = (await request.json()) as MapVisibleRequest;
      calls.visibility.push({ kind, id, body });
      const item = itemRows.find((i) => i.id === id);
      if (!item) return notFound();
      item.visible = body.visible;
      return json<MapVisibleBody>({ message: body.visible ? '表示にしました' : '非表示にしました', data: { id, visible: body.visible } });
    }),
  ]);

  const handlers = [
    http.get('/api/map-tool/widgets', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      return json<ListMapWidgetsApiResponse>({ data: rows.filter((r) => !kind || r.kind === kind) });
    }),
    http.get('/api/map-tool/items', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.itemLists.push(params);
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 10);
      return json<ListMapWidgetItemsApiResponse>({ total: itemRows.length, data: itemRows.slice((page - 1) * size, page * size) });
    }),
    ...kindHandlers,
  ];
  return { handlers, calls, rows, items: itemRows };
};
