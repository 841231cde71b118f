import { http } from 'msw';
import type {
  CreateMeasuresApiResponse,
  GeocodeMeasurePointApiResponse,
  GetMeasureContractApiResponse,
  ImportMeasuresApiResponse,
  ListMeasuresApiResponse,
  Measure,
  MeasureContractBody,
  MeasureCreateRequest,
  MeasureImportLine,
  MeasureNowApiResponse,
  MeasureStatusRequest,
  MeasureUpdateRequest,
  RankResultSummary,
} from '../api/generated/ranking.gen';
import { json } from './handlers';
import { historyMeasure, rankResult } from './ranking-history-handlers';

// Fixtures and msw handlers of 順位計測設定 (/ranking/settings), typed from the contract.

export const makeContract = (overrides: Partial<MeasureContractBody> = {}): MeasureContractBody => ({
  measurable_count: 10,
  used: 2,
  remaining: 8,
  scope: 3,
  google: true,
  yahoo: true,
  can_register_contract: false,
  ...overrides,
});

// The history's fixtures as the settings list shows them: the store's own point, no snapshot yet.
export const makeResult = (id: number, overrides: Partial<RankResultSummary> = {}): RankResultSummary =>
  rankResult(id, { measured_at: '2026-11-25T00:00:10Z', snapshot_status: 'missing', ...overrides });

export const makeMeasure = (id: number, overrides: Partial<Measure> = {}): Measure =>
  historyMeasure(id, {
    store_code: `S-${String(id).padStart(4, '0')}`,
    keyword: '渋谷 ランチ',
    point: { kind: 'store', label: null, lat: null, lng: null },
    radius_m: 3000,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    latest: makeResult(id * 10),
    ...overrides,
  });

export interface MeasureCalls {
  lists: URLSearchParams[];
  creates: MeasureCreateRequest[];
  updates: { id: number; body: MeasureUpdateRequest }[];
  statuses: { id: number; body: MeasureStatusRequest }[];
  deletes: number[];
  now: number[];
  geocodes: URLSearchParams[];
  imports: { dryRun: string | null; fileName: string | null }[];
}

interface MeasureHandlerOptions {
  contract?: MeasureContractBody;
  measures?: () => Measure[];
  create?: (body: MeasureCreateRequest) => Response | CreateMeasuresApiResponse;
  importLines?: MeasureImportLine[];
}

/** Every measures operation of the settings screen, recording what the screen sent. */
export const measureHandlers = ({ contract = makeContract(), measures = () => [makeMeasure(1)], create, importLines = [] }: MeasureHandlerOptions = {}) => {
  const calls: MeasureCalls = { lists: [], creates: [], updates: [], statuses: [], deletes: [], now: [], geocodes: [], imports: [] };
  const handlers = [
    http.get('/api/meo-measure/contract', () => json<GetMeasureContractApiResponse>(contract)),
    http.get('/api/meo-measure/measures', ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      const data = measures();
      return json<ListMeasuresApiResponse>({ data, pagination: { page: 1, page_size: 20, total: data.length, current_page: 1, last_page: 1 } });
    }),
    http.post('/api/meo-measure/measures', async ({ request }) => {
      const body = (await request.json()) as MeasureCreateRequest;
      calls.creates.push(body);
      const answer = create?.(body) ?? { message: `${body.keywords.length * body.local_account_ids.length}件の計測設定を登録しました。`, created: 1, skipped: [], data: [] };
      return answer instanceof Response ? answer : json<CreateMeasuresApiResponse>(answer);
    }),
    http.put('/api/meo-measure/measures/:id', async ({ request, params }) => {
      const body = (await request.json()) as MeasureUpdateRequest;
      calls.updates.push({ id: Number(params.id), body });
      return json({ data: makeMeasure(Number(params.id), { keyword: body.keyword }) });
    }),
    http.put('/api/meo-measure/measures/:id/status', async ({ request, params }) => {
      const body = (await request.json()) as MeasureStatusRequest;
      calls.statuses.push({ id: Number(params.id), body });
      return json({ data: makeMeasure(Number(params.id), { status: body.status }) });
    }),
    http.delete('/api/meo-measure/measures/:id', ({ params }) => {
      calls.deletes.push(Number(params.id));
      return json({ message: '削除しました。' });
    }),
    http.post('/api/meo-measure/measures/:id/measure', ({ params }) => {
      calls.now.push(Number(params.id));
      return json<MeasureNowApiResponse>({ message: '計測を開始しました。', already_measured: false, result: makeResult(99, { status: 'pending', outcome: null, rank: null }) });
    }),
    http.get('/api/meo-measure/geo', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.geocodes.push(params);
      if (params.get('query') === '存在しない駅') return json({ message: '入力内容を確認してください。', errors: { query: ['地点が見つかりませんでした'] } }, 422);
      return json<GeocodeMeasurePointApiResponse>({ label: params.get('query') ?? '', lat: 35.658034, lng: 139.701636 });
    }),
    http.post('/api/meo-measure/file', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const dryRun = form.get('dry_run') as string | null;
      calls.imports.push({ dryRun, fileName: file === null ? null : typeof file === 'string' ? file : file.name });
      const created = dryRun === 'true' ? 0 : importLines.filter((l) => l.status === 'ok').length;
      return json<ImportMeasuresApiResponse>({ message: dryRun === 'true' ? '確認しました。' : `${created}件を登録しました。`, dry_run: dryRun === 'true', created, lines: importLines });
    }),
  ];
  return { handlers, calls };
};
