import type { Menu, MenuInput, MenuItem, MenusPayload } from '../../../../features/business-menus/business-menus.api';
import type { MenuCategory } from '../../../../shared/business/menu-categories';

/*
 * The editor's values mirror the save payload (menus → sections → items), so the server's field errors, keyed by
 * payload path (menus.0.sections.1.items.2.name), land on the Formik fields of the same name. `key` only keeps each
 * row's React identity across reordering and is never sent.
 */
export interface MenuItemValues {
  key: string;
  name: string;
  /** Yen as typed; '' means no price shown. */
  price: number | '';
  description: string;
  /** A new photo chosen here. */
  photo: File | null;
  /** The photo the store already has, kept unless replaced or removed. */
  photo_url: string | null;
}
export interface MenuSectionValues {
  key: string;
  name: string;
  items: MenuItemValues[];
}
export interface MenuValues {
  key: string;
  category: MenuCategory | '';
  name: string;
  sections: MenuSectionValues[];
}
export interface MenuFormValues {
  menus: MenuValues[];
}

let nextKey = 0;
const rowKey = () => `row-${(nextKey += 1)}`;

export const newMenuItem = (): MenuItemValues => ({ key: rowKey(), name: '', price: '', description: '', photo: null, photo_url: null });
export const newMenuSection = (): MenuSectionValues => ({ key: rowKey(), name: '', items: [newMenuItem()] });
export const newMenu = (): MenuValues => ({ key: rowKey(), category: '', name: '', sections: [newMenuSection()] });

const toItemValues = (item: MenuItem): MenuItemValues => ({
  key: rowKey(),
  name: item.name,
  price: item.price ?? '',
  description: item.description,
  photo: null,
  photo_url: item.photo_url,
});

const atLeastOne = <T>(rows: T[], blank: () => T): T[] => (rows.length > 0 ? rows : [blank()]);

/**
 * A store's saved or imported menus as editor values. Google needs a section in every menu and an item in every
 * section, so an empty one (a provider may answer one) gets a blank row to fill in rather than a refusal no field shows.
 */
export const toMenuFormValues = (menus: Menu[]): MenuFormValues => ({
  menus: menus.map((menu) => ({
    key: rowKey(),
    category: menu.category,
    name: menu.name,
    sections: atLeastOne(
      menu.sections.map((section) => ({ key: rowKey(), name: section.name, items: atLeastOne(section.items.map(toItemValues), newMenuItem) })),
      newMenuSection,
    ),
  })),
});

/** Items across all menus, as Google (and the server) count them against the limit of 80. */
export const countMenuItems = (values: MenuFormValues): number =>
  values.menus.reduce((n, menu) => n + menu.sections.reduce((m, section) => m + section.items.length, 0), 0);

/** The save request: the payload as JSON and the new photos, which items name by their index in photos[]. */
export const toMenusSaveRequest = (localAccountId: string, values: MenuFormValues): { payload: MenusPayload; photos: File[] } => {
  const photos: File[] = [];
  const menus: MenuInput[] = values.menus.map((menu) => ({
    // The schema has refused an empty category before this runs.
    category: menu.category as MenuCategory,
    name: menu.name.trim(),
    sections: menu.sections.map((section) => ({
      name: section.name.trim(),
      items: section.items.map((item) => {
        const photoIndex = item.photo ? photos.push(item.photo) - 1 : null;
        return {
          name: item.name.trim(),
          price: item.price === '' ? null : item.price,
          description: item.description,
          photo_url: item.photo ? null : item.photo_url,
          photo_index: photoIndex,
        };
      }),
    })),
  }));
  return { payload: { local_account_id: localAccountId, menus }, photos };
};

/** The item field a photo error (photos.N) belongs on: the item that sent the N-th new photo. */
const photoFieldOf = (values: MenuFormValues, photoIndex: number): string | null => {
  let n = 0;
  for (const [m, menu] of values.menus.entries()) {
    for (const [s, section] of menu.sections.entries()) {
      for (const [i, item] of section.items.entries()) {
        if (!item.photo) continue;
        if (n === photoIndex) return `menus.${m}.sections.${s}.items.${i}.photo`;
        n += 1;
      }
    }
  }
  return null;
};

/**
 * The form field a save's field error belongs on: a new photo's (photos.N) on the item that sent it, and an item's
 * photo_index or photo_url on its photo field.
 */
export const menuErrorField = (values: MenuFormValues, field: string): string => {
  const photo = /^photos\.(\d+)$/.exec(field);
  if (photo) return photoFieldOf(values, Number(photo[1])) ?? field;
  return field.replace(/\.(photo_index|photo_url)$/, '.photo');
};
