import type { AuthContext } from '../../http/auth-context';
import type { FieldErrors } from '../../http/errors';
import { deleteOnFailure } from '../../storage/delete-on-failure';
import { findMenuSet, findStorePhotoTokens, insertMenuPhotos, saveMenuSet } from './business-menus.repository';
import { countItems, photoTokenOf, toContractMenus, type MenuCategory } from './business-menus.mapper';
import { businessMenusMessagesJa as m } from './business-menus.messages.ja';
import type { StoredMenu } from './business-menus.table';
import { readPayload } from './menu-payload';
import { checkMenuPhotos, storeMenuPhotos, uploadedFiles, type CheckedMenuPhoto } from './menu-photo';
import { failIf, queueStoreReflections, reflectionsOf, sendAll, storeContext, type MenusDeps, type SendReflection, type StoreContext } from './menu-sets.shared';

/** Google's limit, which the console applies to all the store's menu items together. */
export const MAX_MENU_ITEMS = 80;

interface MenuItemInput {
  name: string;
  price?: number | null;
  description?: string;
  photo_url?: string | null;
  photo_index?: number | null;
}
interface MenusPayload {
  local_account_id: string;
  menus: { category: MenuCategory; name: string; sections: { name: string; items: MenuItemInput[] }[] }[];
}

async function answer(deps: MenusDeps, companyId: number, context: StoreContext, message: string) {
  const row = await findMenuSet(deps.db, companyId, context.account.storeId, 'menus');
  const menus = row?.content.kind === 'menus' ? row.content.menus : [];
  return {
    message,
    data: {
      local_account_id: context.key,
      store_name: context.account.title,
      menus: toContractMenus(menus, deps.config.publicOrigin),
      item_count: countItems(menus),
      max_items: MAX_MENU_ITEMS,
      updated_at: row ? row.updatedAt.toISOString() : null,
      reflections: await reflectionsOf(deps.db, companyId, context.accounts, 'menus'),
    },
  };
}

export async function getMenus(deps: MenusDeps, auth: AuthContext, key: string) {
  return answer(deps, auth.company.id, await storeContext(deps.db, auth.company.id, key, auth.accountScope), '');
}

type ItemVisit = (item: MenuItemInput, path: string) => void;
const eachItem = (payload: MenusPayload, visit: ItemVisit) =>
  payload.menus.forEach((menu, mi) => menu.sections.forEach((section, si) => section.items.forEach((item, ii) => visit(item, `menus.${mi}.sections.${si}.items.${ii}`))));

/** The rules JSON Schema cannot state: the 80-item limit across menus, and photos that exist and are the store's. */
async function ruleErrors(deps: MenusDeps, companyId: number, storeId: number, payload: MenusPayload, photoCount: number): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const kept = new Map<string, string>();
  let count = 0;
  eachItem(payload, (item, path) => {
    count += 1;
    if (count === MAX_MENU_ITEMS + 1) errors[`${path}.name`] = [m.menuLimit];
    if (item.photo_index !== undefined && item.photo_index !== null) {
      if (item.photo_index >= photoCount) errors[`${path}.photo_index`] = [m.photoMissing];
    } else if (item.photo_url) {
      const token = photoTokenOf(item.photo_url);
      if (token) kept.set(path, token);
      else errors[`${path}.photo_url`] = [m.photoUnknown];
    }
  });
  const known = await findStorePhotoTokens(deps.db, companyId, storeId, [...new Set(kept.values())]);
  for (const [path, token] of kept) if (!known.has(token)) errors[`${path}.photo_url`] = [m.photoUnknown];
  return errors;
}

const toStored = (payload: MenusPayload, photos: readonly CheckedMenuPhoto[]): StoredMenu[] =>
  payload.menus.map((menu) => ({
    category: menu.category,
    name: menu.name.trim(),
    sections: menu.sections.map((section) => ({
      name: section.name.trim(),
      items: section.items.map((item) => ({
        name: item.name.trim(),
        price: item.price ?? null,
        description: (item.description ?? '').trim(),
        photoToken:
          item.photo_index !== undefined && item.photo_index !== null ? (photos[item.photo_index]?.token ?? null) : item.photo_url ? photoTokenOf(item.photo_url) : null,
      })),
    })),
  }));

/**
 * Replaces the store's menus in one transaction (photos stored first and deleted again if it fails), then hands the
 * reflections it queued to the workers.
 */
export async function saveMenus(deps: MenusDeps, auth: AuthContext, body: { payload?: unknown; photos?: unknown }, send: SendReflection) {
  const companyId = auth.company.id;
  const payload = await readPayload<MenusPayload>(body.payload, 'MenusPayload');
  const context = await storeContext(deps.db, companyId, payload.local_account_id, auth.accountScope);
  const storeId = context.account.storeId;
  const files = uploadedFiles(body.photos);
  failIf(await ruleErrors(deps, companyId, storeId, payload, files.length));
  const photos = await checkMenuPhotos(companyId, storeId, files);
  const now = deps.clock.now();
  const content = { kind: 'menus' as const, menus: toStored(payload, photos) };
  const queued = await deleteOnFailure(deps.storage, photos.map((p) => p.key), async () => {
    await storeMenuPhotos(deps, photos);
    return deps.db.transaction(async (tx) => {
      await saveMenuSet(tx, { companyId, storeId, content, userId: auth.user.id, now });
      await insertMenuPhotos(tx, photos.map((p) => ({ companyId, storeId, token: p.token, storageKey: p.key, contentType: p.contentType, createdAt: now })));
      return queueStoreReflections(tx, companyId, context, content, now);
    });
  });
  await sendAll(queued, send);
  return answer(deps, companyId, context, m.menusSaved);
}
