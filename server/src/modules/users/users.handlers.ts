import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { createUser, deleteUsers, getUser, listUsers, resendInvitation, updateUser } from './company-users.service';
import { confirmOwnEmailChange, requestOwnEmailChange, updateOwnPassword, updateOwnProfile } from './own-account.service';
import { getUserInfo } from './users.service';
import { deleteCompanyLogo, updateCompanyLogo } from './company-logo.service';

type UsersOperation =
  | 'getUserInfo' | 'updateOwnProfile' | 'listUsers' | 'createUser' | 'deleteUsers' | 'getUser' | 'updateUser' | 'resendUserInvitation'
  | 'updateOwnEmail' | 'confirmOwnEmail' | 'updateOwnPassword' | 'updateCompanyLogo' | 'deleteCompanyLogo';

export const usersHandlers: ModuleHandlers<UsersOperation> = {
  getUserInfo: async ({ deps, auth }) => getUserInfo(deps, requireAuth(auth)),
  updateOwnProfile: async ({ deps, auth, body }) => updateOwnProfile(deps, requireAuth(auth), body),
  listUsers: async ({ deps, auth, query }) => listUsers(deps, requireAuth(auth), query),
  createUser: async ({ deps, auth, body }) => createUser(deps, requireAuth(auth), body),
  deleteUsers: async ({ deps, auth, query }) => deleteUsers(deps, requireAuth(auth), query.user_ids),
  getUser: async ({ deps, auth, params }) => getUser(deps, requireAuth(auth), params.id),
  updateUser: async ({ deps, auth, params, body }) => updateUser(deps, requireAuth(auth), params.id, body),
  resendUserInvitation: async ({ deps, auth, params }) => resendInvitation(deps, requireAuth(auth), params.id),
  updateOwnEmail: async ({ deps, auth, body }) => requestOwnEmailChange(deps, requireAuth(auth), body),
  confirmOwnEmail: async ({ deps, body }) => confirmOwnEmailChange(deps, body),
  updateOwnPassword: async ({ deps, auth, body }) => updateOwnPassword(deps, requireAuth(auth), body),
  // A multipart upload: the typed body of a multipart-only operation is never.
  updateCompanyLogo: async ({ deps, auth, body }) => updateCompanyLogo(deps, requireAuth(auth), (body as unknown as { logo: unknown }).logo),
  deleteCompanyLogo: async ({ deps, auth }) => deleteCompanyLogo(deps, requireAuth(auth)),
};
