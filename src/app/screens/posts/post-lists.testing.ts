import { http } from 'msw';
import type { PostHistory, PostHistoryList, PostSetting, PostSettingList } from '../../../features/posts/posts.api';
import { json } from '../../../testing/handlers';

// Test data of the post list and history screens (typed through the posts feature's re-exported contract types).
export const makePost = (id: number, overrides: Partial<PostSetting> = {}): PostSetting => ({
  id,
  status: 0,
  post_type: 'action',
  summary: `投稿本文${id}です。`,
  event_title: '',
  event_start_date: '',
  event_start_time: '',
  event_end_date: '',
  event_end_time: '',
  offer_coupon_code: '',
  offer_redeem_url: '',
  offer_terms: '',
  call_to_action_type: '',
  call_to_action_url: '',
  yahoo_kind: '',
  yahoo_title: '',
  yahoo_start_date: '',
  yahoo_end_date: '',
  images: [],
  schedule_date: '2026/12/01',
  schedule_time: '10:00',
  repeat: 4,
  repeat_end_date: '',
  next_run_at: '2026/12/01 10:00',
  local_accounts: [{ local_account_id: 'g_1', title: 'テスト店1', provider: 'google' }],
  author_name: '山田太郎',
  send_back_comment: null,
  permissions: { edit: true, approve: false, suspend: true, delete: true },
  created_at: '2026/11/20 09:00',
  updated_at: '2026/11/20 09:00',
  ...overrides,
});

export const makeHistory = (id: number, overrides: Partial<PostHistory> = {}): PostHistory => ({
  id,
  local_control_queue_id: 500,
  post_setting_id: 7,
  local_account_id: 'g_1',
  account_title: 'テスト店1',
  provider: 'google',
  post_type: 'action',
  yahoo_kind: null,
  status: 0,
  provider_state: 'live',
  link: `https://local.google.com/place?post=${id}`,
  error_message: null,
  summary: `送信した本文${id}`,
  title: null,
  image_url: null,
  pinned: null,
  can_retry: false,
  scheduled_at: '2026/11/20 10:00',
  posted_at: '2026/11/20 10:01',
  created_at: '2026/11/20 10:00',
  ...overrides,
});

const page = <T>(rows: T[], url: URL) => {
  const current = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('page_size') ?? 10);
  return {
    data: rows.slice((current - 1) * size, current * size),
    pagination: { page: current, page_size: size, total: rows.length, current_page: current, last_page: Math.max(1, Math.ceil(rows.length / size)) },
  };
};

/** GET post-settings answered from `rows` (paged), recording every request URL. */
export const postSettingsHandler = (rows: () => PostSetting[], seen: URL[] = []) =>
  http.get('/api/post-management/post-settings', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    return json<PostSettingList>(page(rows(), url));
  });

/** GET post-histories answered by `answer` (the rows for the request's filters), recording every request URL. */
export const postHistoriesHandler = (answer: (url: URL) => PostHistory[], seen: URL[] = []) =>
  http.get('/api/post-management/post-histories', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    return json<PostHistoryList>(page(answer(url), url));
  });

export const lastQuery = (seen: URL[]) => Object.fromEntries(seen.at(-1)?.searchParams ?? []);
