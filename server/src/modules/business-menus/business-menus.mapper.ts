import type { GoogleFoodMenus, GoogleServiceItem } from '../../providers/google/google.types';
import type { YahooMenuItem, YahooService } from '../../providers/yahoo/yahoo-menus.adapter';
import type { StoredMenu, StoredService } from './business-menus.table';

// Our copy of menus and services, the contract's shapes, and each provider's shapes. Google has no menu category
// (a menu imported from Google is filed under `food`), Yahoo has no structured service types (a structured
// service goes to Yahoo under its display name).

export const MENU_CATEGORIES = [
  'food', 'drink', 'course', 'cut', 'color', 'perm', 'hair_straightening', 'extension', 'treatment', 'hair_set', 'head_spa',
  'dressing', 'etc', 'set_menu', 'hand_nail', 'hand_care', 'foot_nail', 'foot_care', 'eyelash_perm', 'eyelash_extensions',
  'eyelash_care', 'eyebrow_design',
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
const isCategory = (value: string): value is MenuCategory => (MENU_CATEGORIES as readonly string[]).includes(value);

export const menuPhotoPath = (token: string): string => `/api/menu-photos/${token}`;
export const menuPhotoUrl = (publicOrigin: string, token: string): string => `${publicOrigin}${menuPhotoPath(token)}`;

/** The token of a photo URL this server answered (absolute or path), or null for any other URL. */
export function photoTokenOf(url: string): string | null {
  const match = /\/api\/menu-photos\/([A-Za-z0-9_-]{43})$/.exec(url);
  return match ? match[1] : null;
}

export const toContractMenus = (menus: readonly StoredMenu[], publicOrigin: string) =>
  menus.map((menu) => ({
    category: (isCategory(menu.category) ? menu.category : 'etc') as MenuCategory,
    name: menu.name,
    sections: menu.sections.map((section) => ({
      name: section.name,
      items: section.items.map((item) => ({
        name: item.name,
        price: item.price,
        description: item.description,
        photo_url: item.photoToken ? menuPhotoUrl(publicOrigin, item.photoToken) : null,
      })),
    })),
  }));

export const toContractServices = (services: readonly StoredService[]) =>
  services.map((service) => ({
    kind: service.kind,
    service_type_id: service.kind === 'structured' ? service.serviceTypeId : null,
    category: service.kind === 'free_form' ? service.category : null,
    name: service.name,
    description: service.description,
  }));

export const countItems = (menus: readonly StoredMenu[]): number =>
  menus.reduce((sum, menu) => sum + menu.sections.reduce((inner, section) => inner + section.items.length, 0), 0);

const label = (displayName: string, description: string) => ({ displayName, ...(description ? { description } : {}), languageCode: 'ja' });

/** Google food menus: names become labels; the price goes in yen; photos stay ours (Google takes media keys only). */
export const toGoogleFoodMenus = (menus: readonly StoredMenu[]): GoogleFoodMenus => ({
  menus: menus.map((menu) => ({
    labels: [label(menu.name, '')],
    sections: menu.sections.map((section) => ({
      labels: [label(section.name, '')],
      items: section.items.map((item) => ({
        labels: [label(item.name, item.description)],
        ...(item.price === null ? {} : { attributes: { price: { currencyCode: 'JPY', units: String(item.price) } } }),
      })),
    })),
  })),
});

const firstLabel = (labels: readonly { displayName: string; description?: string; languageCode?: string }[] | undefined) =>
  labels?.find((l) => l.languageCode === 'ja') ?? labels?.[0];

const yenOf = (price: { currencyCode: string; units?: string } | undefined): number | null => {
  if (!price || price.currencyCode !== 'JPY') return null;
  const units = Number(price.units ?? '0');
  return Number.isSafeInteger(units) && units >= 0 ? units : null;
};

export const fromGoogleFoodMenus = (food: GoogleFoodMenus): StoredMenu[] =>
  food.menus.map((menu) => ({
    category: 'food',
    name: firstLabel(menu.labels)?.displayName ?? '',
    sections: menu.sections.map((section) => ({
      name: firstLabel(section.labels)?.displayName ?? '',
      items: section.items.map((item) => {
        const itemLabel = firstLabel(item.labels);
        return { name: itemLabel?.displayName ?? '', price: yenOf(item.attributes?.price), description: itemLabel?.description ?? '', photoToken: null };
      }),
    })),
  }));

/** Yahoo lists items flat under their menu and section headings. */
export const toYahooMenuItems = (menus: readonly StoredMenu[], publicOrigin: string): YahooMenuItem[] =>
  menus.flatMap((menu) =>
    menu.sections.flatMap((section) =>
      section.items.map((item) => ({
        category: menu.category,
        menuName: menu.name,
        sectionName: section.name,
        name: item.name,
        price: item.price,
        description: item.description,
        imageUrl: item.photoToken ? menuPhotoUrl(publicOrigin, item.photoToken) : null,
      })),
    ),
  );

/** Regroups Yahoo's rows by menu (category and name) and section, in the order they first appear. */
export function fromYahooMenuItems(items: readonly YahooMenuItem[]): StoredMenu[] {
  const menus: StoredMenu[] = [];
  for (const item of items) {
    const category = isCategory(item.category) ? item.category : 'etc';
    let menu = menus.find((m) => m.category === category && m.name === item.menuName);
    if (!menu) {
      menu = { category, name: item.menuName, sections: [] };
      menus.push(menu);
    }
    let section = menu.sections.find((s) => s.name === item.sectionName);
    if (!section) {
      section = { name: item.sectionName, items: [] };
      menu.sections.push(section);
    }
    // A Yahoo image is not one of our photos: it is not kept (a photo is uploaded again to be ours).
    section.items.push({ name: item.name, price: item.price, description: item.description, photoToken: null });
  }
  return menus;
}

/** Google's service items; a free-form item is listed under the store's primary Google category. */
export const toGoogleServiceItems = (services: readonly StoredService[], primaryCategory: string | null): GoogleServiceItem[] =>
  services.map((service) =>
    service.kind === 'structured'
      ? { structuredServiceItem: { serviceTypeId: service.serviceTypeId ?? '', ...(service.description ? { description: service.description } : {}) } }
      : { freeFormServiceItem: { category: primaryCategory ?? '', label: label(service.name, service.description) } },
  );

export const fromGoogleServiceItems = (items: readonly GoogleServiceItem[], typeNames: ReadonlyMap<string, string>): StoredService[] =>
  items.flatMap((item): StoredService[] => {
    if (item.structuredServiceItem) {
      const id = item.structuredServiceItem.serviceTypeId;
      return [{ kind: 'structured', serviceTypeId: id, category: null, name: typeNames.get(id) ?? id, description: item.structuredServiceItem.description ?? '' }];
    }
    if (item.freeFormServiceItem) {
      const { label: itemLabel } = item.freeFormServiceItem;
      return [{ kind: 'free_form', serviceTypeId: null, category: null, name: itemLabel.displayName, description: itemLabel.description ?? '' }];
    }
    return [];
  });

export const toYahooServices = (services: readonly StoredService[]): YahooService[] =>
  services.map((service) => ({ category: service.kind === 'free_form' ? service.category : null, name: service.name, description: service.description }));

export const fromYahooServices = (services: readonly YahooService[]): StoredService[] =>
  services.map((service) => ({ kind: 'free_form', serviceTypeId: null, category: service.category, name: service.name, description: service.description }));
