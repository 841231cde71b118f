import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { createAccountGroup, deleteAccountGroups, listAccountGroups, updateAccountGroup } from './groups.service';

type GroupOperation =
  | 'listBusinessInfoGroups'
  | 'createBusinessInfoGroup'
  | 'updateBusinessInfoGroup'
  | 'deleteBusinessInfoGroups'
  | 'listCustomBusinessAccountGroups'
  | 'createCustomBusinessAccountGroup'
  | 'updateCustomBusinessAccountGroup'
  | 'deleteCustomBusinessAccountGroup'
  | 'deleteCustomBusinessAccountGroups';

export const groupsHandlers: ModuleHandlers<GroupOperation> = {
  listBusinessInfoGroups: async ({ deps, auth }) => listAccountGroups(deps, requireAuth(auth), 'business_info'),
  createBusinessInfoGroup: async ({ deps, auth, body }) => createAccountGroup(deps, requireAuth(auth), 'business_info', body),
  updateBusinessInfoGroup: async ({ deps, auth, params, body }) => updateAccountGroup(deps, requireAuth(auth), 'business_info', params.id, body),
  deleteBusinessInfoGroups: async ({ deps, auth, query }) => deleteAccountGroups(deps, requireAuth(auth), 'business_info', query.local_account_group_ids),
  listCustomBusinessAccountGroups: async ({ deps, auth }) => listAccountGroups(deps, requireAuth(auth), 'custom'),
  createCustomBusinessAccountGroup: async ({ deps, auth, body }) => createAccountGroup(deps, requireAuth(auth), 'custom', body),
  updateCustomBusinessAccountGroup: async ({ deps, auth, params, body }) => updateAccountGroup(deps, requireAuth(auth), 'custom', params.id, body),
  deleteCustomBusinessAccountGroup: async ({ deps, auth, params }) => deleteAccountGroups(deps, requireAuth(auth), 'custom', [params.id]),
  deleteCustomBusinessAccountGroups: async ({ deps, auth, query }) => deleteAccountGroups(deps, requireAuth(auth), 'custom', query.custom_groups),
};
