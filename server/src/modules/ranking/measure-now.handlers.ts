import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { measureNow } from './measure-now.service';

export const measureNowHandlers: ModuleHandlers<'measureNow'> = {
  measureNow: async ({ deps, auth, params }) => measureNow(deps, requireAuth(auth), params.id),
};
