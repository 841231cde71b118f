import { notFound } from '../../http/errors';
import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { findCrosspostImage } from './crosspost.repository';
import { completeInstagramAuthorization, createInstagramAuthorizationLink } from './instagram-oauth.service';
import { createInstagramSetting, deleteInstagramSetting, getInstagramSetting, listInstagramSettings, updateInstagramSetting } from './instagram-settings.service';

type InstagramOperation =
  | 'listInstagramSettings' | 'createInstagramSetting' | 'getInstagramSetting' | 'updateInstagramSetting' | 'deleteInstagramSetting'
  | 'createInstagramAuthorizationLink' | 'completeInstagramAuthorization' | 'getInstagramImage';

export const instagramHandlers: ModuleHandlers<InstagramOperation> = {
  listInstagramSettings: async ({ deps, auth, query }) => listInstagramSettings(deps, requireAuth(auth), query),
  createInstagramSetting: async ({ deps, auth, body }) => createInstagramSetting(deps, requireAuth(auth), body),
  getInstagramSetting: async ({ deps, auth, params }) => getInstagramSetting(deps, requireAuth(auth), params.id),
  updateInstagramSetting: async ({ deps, auth, params, body }) => updateInstagramSetting(deps, requireAuth(auth), params.id, body),
  deleteInstagramSetting: async ({ deps, auth, params }) => deleteInstagramSetting(deps, requireAuth(auth), params.id),
  createInstagramAuthorizationLink: async ({ deps, auth, body }) => createInstagramAuthorizationLink(deps, requireAuth(auth), body),
  completeInstagramAuthorization: async ({ deps, auth, body }) => completeInstagramAuthorization(deps, requireAuth(auth), body),
  getInstagramImage: async ({ deps, params, reply }) => {
    const image = await findCrosspostImage(deps.db, params.token);
    const file = image?.imageKey ? await deps.storage.get(image.imageKey) : null;
    if (!file) throw notFound();
    reply.header('content-type', file.contentType).header('content-length', String(file.size)).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    // The photo's bytes, not a JSON answer (the typed registry expects JSON, hence the cast).
    return reply.send(file.stream) as never;
  },
};
