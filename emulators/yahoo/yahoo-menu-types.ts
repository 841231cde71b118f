// Wire shapes of the partner-style Yahoo!プレイス menu and service API (snake_case, like yahoo-types.ts). A place's
// menus travel flat, one row per item, with the menu and section names on each row: Yahoo's place page lists items
// under those headings, so the grouping is recovered from them.

/** The menu category keys Yahoo!プレイス shares with the console (spec section 3). */
export const YAHOO_MENU_CATEGORIES = [
  'food', 'drink', 'course', 'cut', 'color', 'perm', 'hair_straightening', 'extension', 'treatment', 'hair_set', 'head_spa',
  'dressing', 'etc', 'set_menu', 'hand_nail', 'hand_care', 'foot_nail', 'foot_care', 'eyelash_perm', 'eyelash_extensions',
  'eyelash_care', 'eyebrow_design',
] as const;
export type YahooMenuCategory = (typeof YAHOO_MENU_CATEGORIES)[number];

export const YAHOO_MENU_LIMITS = { items: 200, name: 140, description: 1000, services: 200, serviceDescription: 300 } as const;

export interface WireMenuItem {
  menu_item_id: string;
  category: YahooMenuCategory;
  menu_name: string;
  section_name: string;
  name: string;
  /** Yen, tax included; null when the place shows no price. */
  price: number | null;
  description: string;
  image_url: string | null;
}

export interface WireService {
  service_id: string;
  /** The heading the service is listed under; null for none. */
  category: string | null;
  name: string;
  description: string;
}

export interface WireMenus {
  menus: WireMenuItem[];
  updated_at: string | null;
}

export interface WireServices {
  services: WireService[];
  updated_at: string | null;
}

/** What a place holds, kept beside the emulator's data (reset with it). */
export interface PlaceMenusAndServices {
  menus: WireMenuItem[];
  services: WireService[];
  menusUpdatedAt: string | null;
  servicesUpdatedAt: string | null;
}
