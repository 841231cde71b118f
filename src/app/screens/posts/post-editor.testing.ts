import { http } from 'msw';
import type {
  CreatePostSettingApiResponse,
  DecidePostSettingApprovalApiResponse,
  ErrorBody,
  GetPostSettingApiResponse,
  ListPostSettingsApiResponse,
  Pagination,
  PostApprovalRequest,
  PostSetting,
  UpdatePostSettingApiResponse,
} from '../../../features/posts/posts.api';
import type { PostManuscript } from '../../../features/post-templates/post-templates.api';
import { makeLocalAccounts } from '../../../testing/fixtures';
import { json, localAccountsHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';

export const URL = '/api/post-management/post-settings';

export const makePost = (overrides: Partial<PostSetting> = {}): PostSetting => ({
  id: 7,
  status: 0,
  post_type: 'event',
  summary: '{店舗名}で{月}月{日}日から夏祭りを開催します',
  event_title: '夏祭り',
  event_start_date: '2099/08/01',
  event_start_time: '10:00',
  event_end_date: '2099/08/03',
  event_end_time: '18:00',
  offer_coupon_code: '',
  offer_redeem_url: '',
  offer_terms: '',
  call_to_action_type: 'LEARN_MORE',
  call_to_action_url: 'https://example.com/summer',
  yahoo_kind: '',
  yahoo_title: '',
  yahoo_start_date: '',
  yahoo_end_date: '',
  images: [],
  schedule_date: '2099/07/20',
  schedule_time: '09:00',
  repeat: 4,
  repeat_end_date: '',
  next_run_at: '2099/07/20 09:00',
  local_accounts: [
    { local_account_id: 'g_1', title: 'テスト店1', provider: 'google' },
    { local_account_id: 'g_2', title: 'テスト店2', provider: 'google' },
  ],
  author_name: '店舗 花子',
  send_back_comment: null,
  permissions: { edit: true, approve: false, suspend: true, delete: true },
  created_at: '2099/07/01 10:00',
  updated_at: '2099/07/01 10:00',
  ...overrides,
});

export type SentFields = [string, string][];

export interface PostServer {
  saves: { method: string; id?: string; fields: SentFields }[];
  decisions: { id: string; body: PostApprovalRequest }[];
}

/** The posts endpoints over one post, recording every multipart save and approval; `refuse` may answer a save. */
export const postServer = (post: PostSetting | null, refuse?: (fields: SentFields) => ErrorBody | undefined): PostServer => {
  const record: PostServer = { saves: [], decisions: [] };
  const save = (method: string) => async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const form = await request.formData();
    const fields = [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`] as [string, string]);
    record.saves.push({ method, id: params.id === undefined ? undefined : String(params.id), fields });
    const refusal = refuse?.(fields);
    if (refusal) return json<ErrorBody>(refusal, 422);
    return json<CreatePostSettingApiResponse | UpdatePostSettingApiResponse>({ message: '投稿を保存しました', data: post ?? makePost() });
  };
  server.use(
    localAccountsHandler(makeLocalAccounts(3, 2)),
    http.get('/api/post-management/post-manuscripts', () =>
      json<{ data: PostManuscript[]; pagination: Pagination }>({
        data: [{ id: 1, title: '季節のおすすめ', post_type: 'action', body: '{店舗名}の季節のおすすめです', updated_at: '2099/01/01 10:00' }],
        pagination: { page: 1, page_size: 200, total: 1, current_page: 1, last_page: 1 },
      }),
    ),
    http.get(URL, () =>
      json<ListPostSettingsApiResponse>({ data: [], pagination: { page: 1, page_size: 20, total: 0, current_page: 1, last_page: 1 } }),
    ),
    http.get(`${URL}/:id`, () => (post ? json<GetPostSettingApiResponse>({ message: '', data: post }) : json<ErrorBody>({ message: '見つかりません' }, 404))),
    http.post(URL, save('create')),
    http.post(`${URL}/:id`, save('update')),
    http.put(`${URL}/:id/approval`, async ({ request, params }) => {
      const body = (await request.json()) as PostApprovalRequest;
      record.decisions.push({ id: String(params.id), body });
      const status = body.action === 'approve' ? 0 : 9;
      return json<DecidePostSettingApprovalApiResponse>({ message: body.action === 'approve' ? '承認しました' : '差し戻しました', data: makePost({ ...post, status }) });
    }),
  );
  return record;
};

export const field = (fields: SentFields, name: string) => fields.find(([k]) => k === name)?.[1];
