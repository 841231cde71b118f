import { notFound } from '../../http/errors';
import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { findMenuPhoto } from './business-menus.repository';
import { sendMenuReflection } from './business-menus.jobs';
import { menuFromGoogle, menuServiceFromYahoo, serviceListFromGoogle } from './imports.service';
import { getMenus, saveMenus } from './menus.service';
import { getServiceTypeMasters, getServices, saveServices } from './services.service';

type MenusOperation =
  | 'getMenus' | 'saveMenus' | 'getServices' | 'saveServices' | 'getMenuFromGoogle' | 'getServiceListFromGoogle' | 'getServiceTypeMasters'
  | 'getMenuServiceFromYahoo' | 'getMenuPhoto';

// Multipart bodies are not typed by the registry (it types JSON bodies): the validated fields are read here.
const multipartBody = (body: unknown) => (body ?? {}) as { payload?: unknown; photos?: unknown };

export const businessMenusHandlers: ModuleHandlers<MenusOperation> = {
  getMenus: async ({ deps, auth, query }) => getMenus(deps, requireAuth(auth), query.local_account_id),
  saveMenus: async ({ deps, auth, body }) => saveMenus(deps, requireAuth(auth), multipartBody(body), sendMenuReflection(deps)),
  getServices: async ({ deps, auth, query }) => getServices(deps, requireAuth(auth), query.local_account_id),
  saveServices: async ({ deps, auth, body }) => saveServices(deps, requireAuth(auth), multipartBody(body), sendMenuReflection(deps)),
  getMenuFromGoogle: async ({ deps, auth, params }) => menuFromGoogle(deps, requireAuth(auth), params.id),
  getServiceListFromGoogle: async ({ deps, auth, params }) => serviceListFromGoogle(deps, requireAuth(auth), params.id),
  getServiceTypeMasters: async ({ deps, auth, params }) => getServiceTypeMasters(deps, requireAuth(auth), params.category),
  getMenuServiceFromYahoo: async ({ deps, auth, params }) => menuServiceFromYahoo(deps, requireAuth(auth), params.id),
  getMenuPhoto: async ({ deps, params, reply }) => {
    const photo = await findMenuPhoto(deps.db, params.token);
    const file = photo ? await deps.storage.get(photo.storageKey) : null;
    if (!file) throw notFound();
    reply.header('content-type', file.contentType).header('content-length', String(file.size)).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    // The photo's bytes, not a JSON answer (the typed registry expects JSON, hence the cast).
    return reply.send(file.stream) as never;
  },
};
