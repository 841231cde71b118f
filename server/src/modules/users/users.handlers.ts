import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { getUserInfo } from './users.service';

export const usersHandlers: ModuleHandlers<'getUserInfo'> = {
  getUserInfo: async ({ deps, auth }) => getUserInfo(deps, requireAuth(auth)),
};
