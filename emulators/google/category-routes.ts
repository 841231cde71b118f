import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { sendGoogleError } from './google-errors';
import { CATEGORY_NAMES, SERVICE_TYPES } from './service-type-masters';

// Business Information v1 `GET /v1/categories:batchGet?names=…&languageCode=…&regionCode=…&view=BASIC|FULL`:
// every name must be a known category (NOT_FOUND otherwise, as Google answers an unknown gcid); FULL adds the
// category's serviceTypes. Names come as `gcid:…` or `categories/gcid:…`, repeated for several.

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);

export function registerCategoryRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/categories::batchGet', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const names = asList(query.names).flatMap((name) => name.split(',')).map((name) => name.replace(/^categories\//, ''));
    if (names.length === 0) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'names must contain at least one category.');
    if (typeof query.languageCode !== 'string' || query.languageCode === '') return sendGoogleError(reply, 'INVALID_ARGUMENT', 'languageCode is required.');
    const view = typeof query.view === 'string' ? query.view : 'BASIC';
    if (view !== 'BASIC' && view !== 'FULL') return sendGoogleError(reply, 'INVALID_ARGUMENT', `Invalid view: ${view}.`);
    const unknown = names.find((name) => !(name in CATEGORY_NAMES));
    if (unknown) return sendGoogleError(reply, 'NOT_FOUND', `Category categories/${unknown} was not found.`);
    return {
      categories: names.map((name) => ({
        name: `categories/${name}`,
        displayName: CATEGORY_NAMES[name],
        ...(view === 'FULL' ? { serviceTypes: structuredClone(SERVICE_TYPES[name] ?? []) } : {}),
      })),
    };
  });

  // What a location holds now, for e2e checks of reflection (no token, like every /__admin route).
  const byStoreCode = (storeCode: unknown, reply: FastifyReply) => {
    const entry = ctx.data.locations.find((candidate) => candidate.data.storeCode === storeCode);
    if (!entry) void reply.code(404).send({ error: 'location not found (give storeCode)' });
    return entry;
  };
  app.get('/__admin/food-menus', async (request, reply) => {
    const entry = byStoreCode((request.query as { storeCode?: string }).storeCode, reply);
    if (!entry) return reply;
    return { locationId: entry.id, storeCode: entry.data.storeCode, menus: structuredClone((ctx.data.foodMenus.get(entry.id)?.menus as unknown[]) ?? []) };
  });
  app.get('/__admin/service-list', async (request, reply) => {
    const entry = byStoreCode((request.query as { storeCode?: string }).storeCode, reply);
    if (!entry) return reply;
    return { locationId: entry.id, storeCode: entry.data.storeCode, serviceItems: structuredClone(entry.data.serviceItems ?? []) };
  });
}
