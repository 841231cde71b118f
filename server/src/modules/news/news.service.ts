import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { countUnreadNews, findVisibleNews, listVisibleNews, markNewsRead, type NewsScope } from './news.repository';
import { pageWindow, toPagination } from '../../http/pagination';
import { toNewsDetail, toNewsItem } from './news.mapper';

const scopeOf = (deps: Pick<Deps, 'clock'>, auth: AuthContext): NewsScope => ({
  userId: auth.user.id,
  ownership: auth.company.ownership,
  now: deps.clock.now(),
});

export async function listNews(deps: Deps, auth: AuthContext, input: { page?: number; page_size?: number; category?: 1 | 2 | 3 }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listVisibleNews(deps.db, scopeOf(deps, auth), { limit, offset, category: input.category });
  return { data: rows.map(toNewsItem), pagination: toPagination(page, pageSize, total) };
}

export async function getNewsDetail(deps: Deps, auth: AuthContext, id: number) {
  const scope = scopeOf(deps, auth);
  const row = await findVisibleNews(deps.db, scope, id);
  if (!row) throw notFound();
  await markNewsRead(deps.db, auth.user.id, row.id, scope.now);
  return { data: toNewsDetail({ ...row, isRead: true }) };
}

export async function getNewsInfoFlg(deps: Deps, auth: AuthContext) {
  const unread = await countUnreadNews(deps.db, scopeOf(deps, auth));
  return { data: { has_unread: unread > 0, unread_count: unread } };
}
