// The spec's 22 menu categories (section 3), in the spec's order. Pure constants shared by the console and the
// server; the Japanese labels live in the menu screen's catalogue.
export const MENU_CATEGORIES = [
  'food',
  'drink',
  'course',
  'cut',
  'color',
  'perm',
  'hair_straightening',
  'extension',
  'treatment',
  'hair_set',
  'head_spa',
  'dressing',
  'etc',
  'set_menu',
  'hand_nail',
  'hand_care',
  'foot_nail',
  'foot_care',
  'eyelash_perm',
  'eyelash_extensions',
  'eyelash_care',
  'eyebrow_design',
] as const;

export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const isMenuCategory = (value: string): value is MenuCategory => (MENU_CATEGORIES as readonly string[]).includes(value);
