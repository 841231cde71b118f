import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { getNewsDetail, getNewsInfoFlg, listNews } from './news.service';

export const newsHandlers: ModuleHandlers<'listNews' | 'getNewsDetail' | 'getNewsInfoFlg'> = {
  listNews: async ({ deps, auth, query }) => listNews(deps, requireAuth(auth), query),
  getNewsDetail: async ({ deps, auth, params }) => getNewsDetail(deps, requireAuth(auth), params.id),
  getNewsInfoFlg: async ({ deps, auth }) => getNewsInfoFlg(deps, requireAuth(auth)),
};
