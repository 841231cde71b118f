import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { acceptGoogleEdit, revertGoogleEdit } from './google-edits.service';

export const googleEditsHandlers: ModuleHandlers<'acceptGoogleEdit' | 'revertGoogleEdit'> = {
  acceptGoogleEdit: async ({ deps, auth, params, body }) => acceptGoogleEdit(deps, requireAuth(auth), params.id, body.fields),
  revertGoogleEdit: async ({ deps, auth, params, body }) => revertGoogleEdit(deps, requireAuth(auth), params.id, body.fields),
};
