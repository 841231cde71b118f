import { http, HttpResponse } from 'msw';
import type { ListAuditLogsApiResponse } from '../api/generated/audit.gen';
import type { LoginApiResponse, LogoutApiResponse } from '../api/generated/auth.gen';
import type { GetContentApiResponse } from '../api/generated/contents.gen';
import type { GetNewsDetailApiResponse, GetNewsInfoFlgApiResponse, ListNewsApiResponse } from '../api/generated/news.gen';
import type { GetUserInfoApiResponse } from '../api/generated/users.gen';
import { makeNews, makeUser } from './fixtures';

// Typed from the generated contract so a contract change breaks the tests at compile time.
export const json = <T>(body: T, status = 200) => HttpResponse.json(body as never, { status });

export const userInfoHandler = (body: Partial<GetUserInfoApiResponse['data']> = {}, user = makeUser()) =>
  http.get('/api/users/info', () =>
    json<GetUserInfoApiResponse>({ data: { y_is_expired: false, url: null, message: null, ...body }, user_infomation: user }),
  );

export const infoFlgHandler = (hasUnread: boolean) =>
  http.get('/api/news/info-flg', () => json<GetNewsInfoFlgApiResponse>({ data: { has_unread: hasUnread, unread_count: hasUnread ? 1 : 0 } }));

export const newsListHandler = (body: ListNewsApiResponse = makeNews(3)) => http.get('/api/news', () => json<ListNewsApiResponse>(body));

export const defaultHandlers = [
  userInfoHandler(),
  infoFlgHandler(false),
  newsListHandler(),
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
