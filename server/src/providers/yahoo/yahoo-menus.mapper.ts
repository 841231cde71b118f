// Wire shapes of the partner place API's menus and services (emulators/yahoo/yahoo-menu-types.ts documents them),
// kept private to this folder, and their mapping to the port's types.

export interface WireMenuItem {
  menu_item_id?: string;
  category: string;
  menu_name: string;
  section_name: string;
  name: string;
  price: number | null;
  description: string;
  image_url: string | null;
}

export interface WireService {
  service_id?: string;
  category: string | null;
  name: string;
  description: string;
}

/** One menu item as Yahoo!プレイス lists it: flat, under its menu and section headings. */
export interface YahooMenuItem {
  category: string;
  menuName: string;
  sectionName: string;
  name: string;
  /** Yen; null when no price is shown. */
  price: number | null;
  description: string;
  imageUrl: string | null;
}

export interface YahooService {
  /** The heading the service is listed under, or null. */
  category: string | null;
  name: string;
  description: string;
}

export interface YahooMenus {
  items: YahooMenuItem[];
  updatedAt: Date | null;
}

export interface YahooServices {
  services: YahooService[];
  updatedAt: Date | null;
}

const dateOf = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

export const toMenus = (wire: { menus?: WireMenuItem[]; updated_at?: string | null }): YahooMenus => ({
  items: (wire.menus ?? []).map((item) => ({
    category: item.category,
    menuName: item.menu_name,
    sectionName: item.section_name,
    name: item.name,
    price: item.price ?? null,
    description: item.description ?? '',
    imageUrl: item.image_url ?? null,
  })),
  updatedAt: dateOf(wire.updated_at),
});

export const toMenusBody = (items: readonly YahooMenuItem[]): { menus: WireMenuItem[] } => ({
  menus: items.map((item) => ({
    category: item.category,
    menu_name: item.menuName,
    section_name: item.sectionName,
    name: item.name,
    price: item.price,
    description: item.description,
    image_url: item.imageUrl,
  })),
});

export const toServices = (wire: { services?: WireService[]; updated_at?: string | null }): YahooServices => ({
  services: (wire.services ?? []).map((service) => ({ category: service.category ?? null, name: service.name, description: service.description ?? '' })),
  updatedAt: dateOf(wire.updated_at),
});

export const toServicesBody = (services: readonly YahooService[]): { services: WireService[] } => ({
  services: services.map((service) => ({ category: service.category, name: service.name, description: service.description })),
});
