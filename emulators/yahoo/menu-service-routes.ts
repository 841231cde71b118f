import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findPlace, placeNotFound, sendProblem } from './place-routes';
import type { FieldProblem } from './place-validation';
import type { YahooEmulatorContext } from './yahoo-context';
import {
  YAHOO_MENU_CATEGORIES, YAHOO_MENU_LIMITS as LIMITS, type PlaceMenusAndServices, type WireMenuItem, type WireService,
} from './yahoo-menu-types';
import type { WirePlace, YahooEmulatorData } from './yahoo-types';

// Menus and services live beside the emulator's data rather than in it (yahoo-types.ts stays the place API's own),
// keyed by the data object so a reseed, which builds new data, starts them over from the seed.
const stores = new WeakMap<YahooEmulatorData, Map<string, PlaceMenusAndServices>>();

type SeedMenu = Omit<WireMenuItem, 'menu_item_id'>;
type SeedService = Omit<WireService, 'service_id'>;

const SEED_MENUS: Record<string, SeedMenu[]> = {
  restaurant: [
    { category: 'food', menu_name: 'ランチ', section_name: '定食', name: '日替わり定食', price: 980, description: '小鉢と味噌汁付き', image_url: null },
    { category: 'food', menu_name: 'ランチ', section_name: '定食', name: '焼き魚定食', price: 1100, description: '', image_url: null },
    { category: 'drink', menu_name: 'ドリンク', section_name: 'ソフトドリンク', name: '烏龍茶', price: 350, description: '', image_url: null },
  ],
  cafe: [
    { category: 'drink', menu_name: 'ドリンク', section_name: 'コーヒー', name: 'ブレンドコーヒー', price: 450, description: '自家焙煎の深煎り', image_url: null },
    { category: 'food', menu_name: 'フード', section_name: '焼き菓子', name: 'スコーン', price: 380, description: '', image_url: null },
  ],
};

const SEED_SERVICES: Record<string, SeedService[]> = {
  restaurant: [
    { category: 'サービス', name: 'テイクアウト', description: 'お弁当のお持ち帰りができます' },
    { category: 'サービス', name: '貸切', description: '20名様から承ります' },
  ],
  cafe: [{ category: 'サービス', name: 'テイクアウト', description: '' }],
};

// The demo's DF-001…DF-005 have a few items so that importing from Yahoo has data; any other place starts empty.
function seedFor(place: WirePlace, index: number): PlaceMenusAndServices {
  const kind = place.categories.some((category) => category.name === 'カフェ') ? 'cafe' : 'restaurant';
  const demo = /^DF-00[1-5]$/.test(place.store_code);
  const menus = demo ? SEED_MENUS[kind].map((item, i) => ({ ...item, menu_item_id: `m${index}-${i + 1}` })) : [];
  const services = demo ? SEED_SERVICES[kind].map((item, i) => ({ ...item, service_id: `s${index}-${i + 1}` })) : [];
  const at = demo ? place.updated_at : null;
  return { menus, services, menusUpdatedAt: at, servicesUpdatedAt: at };
}

export function placeHoldings(data: YahooEmulatorData, place: WirePlace): PlaceMenusAndServices {
  let byPlace = stores.get(data);
  if (!byPlace) {
    byPlace = new Map();
    stores.set(data, byPlace);
  }
  let held = byPlace.get(place.place_id);
  if (!held) {
    held = seedFor(place, data.places.indexOf(place) + 1);
    byPlace.set(place.place_id, held);
  }
  return held;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number, required: boolean): boolean =>
  typeof value === 'string' && value.length <= max && (!required || value.trim() !== '');
const unknownKey = (allowed: string[], row: Record<string, unknown>) => Object.keys(row).find((key) => !allowed.includes(key));

function readMenus(body: unknown): Omit<WireMenuItem, 'menu_item_id'>[] | FieldProblem {
  if (!isRecord(body) || !Array.isArray(body.menus)) return { field: 'menus', message: 'menus は配列で指定してください。' };
  if (body.menus.length > LIMITS.items) return { field: 'menus', message: `menus は${LIMITS.items}件までです。` };
  const rows: Omit<WireMenuItem, 'menu_item_id'>[] = [];
  for (const [i, row] of body.menus.entries()) {
    const at = `menus[${i}]`;
    if (!isRecord(row)) return { field: at, message: `${at} はオブジェクトで指定してください。` };
    const unknown = unknownKey(['category', 'menu_name', 'section_name', 'name', 'price', 'description', 'image_url'], row);
    if (unknown) return { field: `${at}.${unknown}`, message: `${unknown} は指定できません。` };
    if (!(YAHOO_MENU_CATEGORIES as readonly unknown[]).includes(row.category)) return { field: `${at}.category`, message: 'category が不正です。' };
    for (const key of ['menu_name', 'section_name', 'name'] as const) {
      if (!text(row[key], LIMITS.name, true)) return { field: `${at}.${key}`, message: `${key} は1〜${LIMITS.name}文字です。` };
    }
    const description = row.description ?? '';
    if (!text(description, LIMITS.description, false)) return { field: `${at}.description`, message: `description は${LIMITS.description}文字までです。` };
    const price = row.price ?? null;
    if (price !== null && (!Number.isInteger(price) || (price as number) < 0)) return { field: `${at}.price`, message: 'price は0以上の整数です。' };
    const image = row.image_url ?? null;
    if (image !== null && (typeof image !== 'string' || !/^https?:\/\//.test(image))) return { field: `${at}.image_url`, message: 'image_url はURLです。' };
    rows.push({
      category: row.category as WireMenuItem['category'],
      menu_name: row.menu_name as string,
      section_name: row.section_name as string,
      name: row.name as string,
      price: price as number | null,
      description: description as string,
      image_url: image as string | null,
    });
  }
  return rows;
}

function readServices(body: unknown): Omit<WireService, 'service_id'>[] | FieldProblem {
  if (!isRecord(body) || !Array.isArray(body.services)) return { field: 'services', message: 'services は配列で指定してください。' };
  if (body.services.length > LIMITS.services) return { field: 'services', message: `services は${LIMITS.services}件までです。` };
  const rows: Omit<WireService, 'service_id'>[] = [];
  for (const [i, row] of body.services.entries()) {
    const at = `services[${i}]`;
    if (!isRecord(row)) return { field: at, message: `${at} はオブジェクトで指定してください。` };
    const unknown = unknownKey(['category', 'name', 'description'], row);
    if (unknown) return { field: `${at}.${unknown}`, message: `${unknown} は指定できません。` };
    const category = row.category ?? null;
    if (category !== null && !text(category, LIMITS.name, true)) return { field: `${at}.category`, message: `category は1〜${LIMITS.name}文字です。` };
    if (!text(row.name, LIMITS.name, true)) return { field: `${at}.name`, message: `name は1〜${LIMITS.name}文字です。` };
    const description = row.description ?? '';
    if (!text(description, LIMITS.serviceDescription, false)) return { field: `${at}.description`, message: `description は${LIMITS.serviceDescription}文字までです。` };
    rows.push({ category: category as string | null, name: row.name as string, description: description as string });
  }
  return rows;
}

const menusOf = (held: PlaceMenusAndServices) => ({ menus: structuredClone(held.menus), updated_at: held.menusUpdatedAt });
const servicesOf = (held: PlaceMenusAndServices) => ({ services: structuredClone(held.services), updated_at: held.servicesUpdatedAt });

/** GET / PUT `/place/v1/places/{placeId}/menus` and `/services`: PUT replaces the whole list. */
export function registerMenuServiceRoutes(app: FastifyInstance, ctx: YahooEmulatorContext): void {
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}${(sequence += 1).toString().padStart(6, '0')}`;
  const heldFor = (request: FastifyRequest) => {
    const place = findPlace(ctx, request);
    return place ? placeHoldings(ctx.data, place) : undefined;
  };

  app.get('/place/v1/places/:placeId/menus', async (request, reply) => {
    const held = heldFor(request);
    return held ? menusOf(held) : placeNotFound(reply);
  });
  app.put('/place/v1/places/:placeId/menus', async (request, reply) => {
    const held = heldFor(request);
    if (!held) return placeNotFound(reply);
    const rows = readMenus(request.body);
    if (!Array.isArray(rows)) return sendProblem(reply, rows);
    held.menus = rows.map((row) => ({ menu_item_id: nextId('m'), ...row }));
    held.menusUpdatedAt = ctx.now().toISOString();
    return menusOf(held);
  });

  app.get('/place/v1/places/:placeId/services', async (request, reply) => {
    const held = heldFor(request);
    return held ? servicesOf(held) : placeNotFound(reply);
  });
  app.put('/place/v1/places/:placeId/services', async (request, reply) => {
    const held = heldFor(request);
    if (!held) return placeNotFound(reply);
    const rows = readServices(request.body);
    if (!Array.isArray(rows)) return sendProblem(reply, rows);
    held.services = rows.map((row) => ({ service_id: nextId('s'), ...row }));
    held.servicesUpdatedAt = ctx.now().toISOString();
    return servicesOf(held);
  });

  // What a place holds now, for e2e checks (no token needed, like every /__admin route).
  app.get('/__admin/menus', async (request, reply) => {
    const { storeCode } = request.query as { storeCode?: string };
    const place = ctx.data.places.find((candidate) => candidate.store_code === storeCode);
    if (!place) return reply.code(404).send({ error: 'place not found (give storeCode)' });
    const held = placeHoldings(ctx.data, place);
    return { placeId: place.place_id, storeCode: place.store_code, ...menusOf(held), services: servicesOf(held).services };
  });
}
