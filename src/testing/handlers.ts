import { http, HttpResponse } from 'msw';
import type { ListAuditLogsApiResponse } from '../api/generated/audit.gen';
import type { LoginApiResponse, LogoutApiResponse } from '../api/generated/auth.gen';
import type { GetContentApiResponse } from '../api/generated/contents.gen';
import type { DataFile, ListDataFilesApiResponse } from '../api/generated/exports.gen';
import type { GetNewsDetailApiResponse, GetNewsInfoFlgApiResponse, ListNewsApiResponse } from '../api/generated/news.gen';
import type { CheckOauthTokenApiResponse, ListLocalAccountsApiResponse } from '../api/generated/local-accounts.gen';
import type { ListBusinessInfoGroupsApiResponse, ListCustomBusinessAccountGroupsApiResponse } from '../api/generated/groups.gen';
import type { GetUserInfoApiResponse } from '../api/generated/users.gen';
import type { ListBusinessListingsApiResponse } from '../api/generated/business.gen';
import { dashboardCalendarHandler, dashboardMetricHandler } from './dashboard-handlers';
import { makeLocalAccounts, makeNews, makeUser } from './fixtures';

// Typed from the generated contract so a contract change breaks the tests at compile time.
export const json = <T>(body: T, status = 200) => HttpResponse.json(body as never, { status });

export const userInfoHandler = (body: Partial<GetUserInfoApiResponse['data']> = {}, user = makeUser()) =>
  http.get('/api/users/info', () =>
    json<GetUserInfoApiResponse>({ data: { y_is_expired: false, url: null, message: null, ...body }, user_infomation: user }),
  );

export const infoFlgHandler = (hasUnread: boolean) =>
  http.get('/api/news/info-flg', () => json<GetNewsInfoFlgApiResponse>({ data: { has_unread: hasUnread, unread_count: hasUnread ? 1 : 0 } }));

export const newsListHandler = (body: ListNewsApiResponse = makeNews(3)) => http.get('/api/news', () => json<ListNewsApiResponse>(body));

export const localAccountsHandler = (body: ListLocalAccountsApiResponse = makeLocalAccounts(3, 1)) =>
  http.get('/api/local-accounts', () => json<ListLocalAccountsApiResponse>(body));

const noLink = { status: 'none' as const, account_label: null, linked_count: 0, linked_at: null };

export const checkTokenHandler = (body: Partial<CheckOauthTokenApiResponse['data']> = {}) =>
  http.get('/api/local-accounts/oauth/check-token', () =>
    json<CheckOauthTokenApiResponse>({ data: { google: noLink, yahoo: noLink, linked_count: 0, contracted_linkage_count: 50, ...body } }),
  );

export const businessInfoGroupsHandler = (body: ListBusinessInfoGroupsApiResponse = { data: [] }) =>
  http.get('/api/business-info-groups', () => json<ListBusinessInfoGroupsApiResponse>(body));

export const customGroupsHandler = (body: ListCustomBusinessAccountGroupsApiResponse = { data: [] }) =>
  http.get('/api/custom-business-account-group', () => json<ListCustomBusinessAccountGroupsApiResponse>(body));

export const makeDataFile = (overrides: Partial<DataFile> = {}): DataFile => ({
  id: 1,
  kind: 'store_list',
  format: 'xlsx',
  status: 'completed',
  file_name: '店舗一覧_20261121.xlsx',
  size: 1024,
  error_message: null,
  attempts: 1,
  created_at: '2026/11/21 09:30',
  completed_at: '2026/11/21 09:30',
  expires_at: '2026/11/22 09:30',
  is_expired: false,
  download_url: `/api/data-files/${overrides.id ?? 1}`,
  ...overrides,
});

export const dataFilesHandler = (files: DataFile[] = []) =>
  http.get('/api/data-files', () =>
    json<ListDataFilesApiResponse>({
      data: files,
      pagination: { page: 1, page_size: 10, total: files.length, current_page: 1, last_page: 1 },
    }),
  );

export const defaultHandlers = [
  // Screens that land on /dashboard (the guards, the menu) render it, so its figures answer by default.
  dashboardMetricHandler('2026/05'),
  dashboardCalendarHandler('2026/05'),
  dataFilesHandler(),
  localAccountsHandler(),
  checkTokenHandler(),
  businessInfoGroupsHandler(),
  customGroupsHandler(),
  userInfoHandler(),
  infoFlgHandler(false),
  newsListHandler(),
  // Home asks for the stores Google edited on its own (the notice above the news); none unless a test says so.
  http.get('/api/business/listings', () =>
    json<ListBusinessListingsApiResponse>({ data: [], pagination: { page: 1, page_size: 100, total: 0, current_page: 1, last_page: 1 } }),
  ),
  http.get('/api/news/detail/:id', ({ params }) =>
    json<GetNewsDetailApiResponse>({
      data: { id: Number(params.id), category: 1, title: 'メンテナンスのお知らせ', published_at: '2025/04/01', is_read: true, body: '一行目\n二行目' },
    }),
  ),
  http.get('/api/contents/:slug', ({ params }) =>
    json<GetContentApiResponse>({
      data: { slug: params.slug === 'manual' ? 'manual' : 'info', title: 'ご利用案内', sections: [{ heading: '概要', body: '本文です' }], updated_at: '2025/04/01' },
    }),
  ),
  http.post('/api/login', () => json<LoginApiResponse>({ message: 'ログインしました', data: { token: 't', user_infomation: makeUser() } })),
  http.post('/api/logout', () => json<LogoutApiResponse>({ message: 'ログアウトしました' })),
  http.get('/api/audit-logs', () =>
    json<ListAuditLogsApiResponse>({ data: [], pagination: { page: 1, page_size: 10, total: 0, total_capped: false, current_page: 1, last_page: 1 } }),
  ),
];
