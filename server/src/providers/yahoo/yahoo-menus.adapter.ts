import type { ProviderHttpClient } from '../shared/provider-http-client';
import type { YahooWriteOptions } from './yahoo.port';
import {
  toMenus, toMenusBody, toServices, toServicesBody, type WireMenuItem, type WireService, type YahooMenuItem, type YahooMenus,
  type YahooService, type YahooServices,
} from './yahoo-menus.mapper';

export type { YahooMenuItem, YahooMenus, YahooService, YahooServices } from './yahoo-menus.mapper';

/** A place's menus and services on the partner place API; each PUT replaces the whole list. */
export interface YahooMenusPort {
  getMenus(placeId: string): Promise<YahooMenus>;
  updateMenus(placeId: string, items: readonly YahooMenuItem[], options?: YahooWriteOptions): Promise<YahooMenus>;
  getServices(placeId: string): Promise<YahooServices>;
  updateServices(placeId: string, services: readonly YahooService[], options?: YahooWriteOptions): Promise<YahooServices>;
}

type MenusJson = { menus?: WireMenuItem[]; updated_at?: string | null };
type ServicesJson = { services?: WireService[]; updated_at?: string | null };

/** `placePath` gives `/places/{id}` with the id encoded, as the place port builds it. */
export function createYahooMenuMethods(http: ProviderHttpClient, placePath: (placeId: string) => string): YahooMenusPort {
  return {
    getMenus: async (placeId) => toMenus(await http.request<MenusJson>({ method: 'GET', path: `${placePath(placeId)}/menus` })),
    updateMenus: async (placeId, items, options = {}) =>
      toMenus(await http.request<MenusJson>({ method: 'PUT', path: `${placePath(placeId)}/menus`, body: toMenusBody(items), idempotencyKey: options.idempotencyKey })),
    getServices: async (placeId) => toServices(await http.request<ServicesJson>({ method: 'GET', path: `${placePath(placeId)}/services` })),
    updateServices: async (placeId, services, options = {}) =>
      toServices(await http.request<ServicesJson>({ method: 'PUT', path: `${placePath(placeId)}/services`, body: toServicesBody(services), idempotencyKey: options.idempotencyKey })),
  };
}
