import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { EmulatorOps, headerValue, registerOpsAdminRoutes, registerOpsHooks } from '../shared/emulator-ops';
import { normalizeQuery } from '../yahoo/ranked-results';
import { demoPlaceIds, MAX_RESULTS, PLACES_DEMO_RANKS, placesFor, type PlaceResult } from './places-rankings';
import { PlaceRegistry } from './place-registry';
import { SearchLog } from '../shared/rank-variation';

export interface PlacesEmulatorOptions {
  now?: () => Date;
}

/** The only API key the emulator accepts; the adapter uses it when PLACES_API_KEY is unset. */
export const PLACES_EMULATOR_API_KEY = 'emulator-places-api-key';

const FIELDS = ['id', 'displayName', 'formattedAddress', 'location'] as const;
type Field = (typeof FIELDS)[number];

type GoogleStatus = 'INVALID_ARGUMENT' | 'PERMISSION_DENIED' | 'NOT_FOUND' | 'RESOURCE_EXHAUSTED' | 'INTERNAL' | 'UNAVAILABLE';
const CODES: Record<GoogleStatus, number> = { INVALID_ARGUMENT: 400, PERMISSION_DENIED: 403, NOT_FOUND: 404, RESOURCE_EXHAUSTED: 429, INTERNAL: 500, UNAVAILABLE: 503 };

function googleError(status: GoogleStatus, message: string): { error: { code: number; message: string; status: GoogleStatus } } {
  return { error: { code: CODES[status], message, status } };
}

function fail(reply: FastifyReply, status: GoogleStatus, message: string): FastifyReply {
  return reply.code(CODES[status]).send(googleError(status, message));
}

interface FieldMask {
  fields: Set<Field>;
  nextPageToken: boolean;
}

/** Only `places.<field>` paths (or `*`) and `nextPageToken` are understood; as at Google, nothing is assumed. */
function parseFieldMask(header: string | undefined): FieldMask | string {
  if (!header || header.trim() === '') return 'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.';
  const mask: FieldMask = { fields: new Set(), nextPageToken: false };
  for (const path of header.split(',').map((part) => part.trim())) {
    if (path === '*') {
      FIELDS.forEach((field) => mask.fields.add(field));
      mask.nextPageToken = true;
    } else if (path === 'nextPageToken') mask.nextPageToken = true;
    else if (path === 'places' || path === 'places.*') FIELDS.forEach((field) => mask.fields.add(field));
    else if (path.startsWith('places.') && (FIELDS as readonly string[]).includes(path.slice(7))) mask.fields.add(path.slice(7) as Field);
    else return `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`;
  }
  return mask;
}

/** Place Details masks name the place's own fields (`displayName`), not `places.displayName`. */
function parseDetailsMask(header: string | undefined): Set<Field> | string {
  if (!header || header.trim() === '') return 'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.';
  const fields = new Set<Field>();
  for (const path of header.split(',').map((part) => part.trim())) {
    if (path === '*') FIELDS.forEach((field) => fields.add(field));
    else if ((FIELDS as readonly string[]).includes(path)) fields.add(path as Field);
    else return `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`;
  }
  return fields;
}

interface PageToken {
  q: string;
  o: number;
  s: number;
}

function encodeToken(token: PageToken): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function decodeToken(value: string): PageToken | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as PageToken;
    return typeof parsed.q === 'string' && Number.isInteger(parsed.o) && Number.isInteger(parsed.s) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function validateBias(bias: unknown): string | undefined {
  if (bias === undefined) return undefined;
  const input = bias as { circle?: { center?: { latitude?: unknown; longitude?: unknown }; radius?: unknown }; rectangle?: { low?: unknown; high?: unknown } };
  if (input.circle) {
    const { center, radius } = input.circle;
    if (typeof center?.latitude !== 'number' || typeof center.longitude !== 'number') return 'locationBias.circle.center must have latitude and longitude.';
    if (typeof radius !== 'number' || radius < 0 || radius > 50_000) return 'Invalid locationBias.circle.radius: must be between 0.0 and 50000.0, inclusive.';
    return undefined;
  }
  if (input.rectangle) return input.rectangle.low && input.rectangle.high ? undefined : 'locationBias.rectangle needs low and high.';
  return 'locationBias must be a circle or a rectangle.';
}

/**
 * Fastify plugin speaking Places API (New) Text Search with deterministic result lists. Mount it under a prefix,
 * e.g. `/emulators/places`; not wrapped in fastify-plugin so its hooks stay inside its own context.
 */
export async function registerPlacesEmulator(app: FastifyInstance, options: PlacesEmulatorOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const ops = new EmulatorOps();
  const registry = new PlaceRegistry();
  const searches = new SearchLog();
  registerOpsHooks(app, {
    ops,
    now,
    isAdmin: (path) => path.startsWith('/__admin'),
    failureBody: (status) => googleError(status === 429 ? 'RESOURCE_EXHAUSTED' : status === 500 ? 'INTERNAL' : 'UNAVAILABLE', status === 429 ? 'Quota exceeded.' : 'The service is currently unavailable.'),
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    fail(reply, (error.statusCode ?? 500) < 500 ? 'INVALID_ARGUMENT' : 'INTERNAL', error.message),
  );

  app.post('/v1/places:searchText', async (request, reply) => {
    const key = headerValue(request, 'x-goog-api-key') ?? (request.query as Record<string, string | undefined>).key;
    if (!key) return fail(reply, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
    if (key !== PLACES_EMULATOR_API_KEY) return fail(reply, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    const mask = parseFieldMask(headerValue(request, 'x-goog-fieldmask'));
    if (typeof mask === 'string') return fail(reply, 'INVALID_ARGUMENT', mask);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.textQuery !== 'string' || body.textQuery.trim() === '') return fail(reply, 'INVALID_ARGUMENT', 'textQuery is required.');
    const pageSize = body.pageSize === undefined ? 20 : body.pageSize;
    if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20) return fail(reply, 'INVALID_ARGUMENT', 'pageSize must be between 1 and 20.');
    if (body.rankPreference !== undefined && !['RANK_PREFERENCE_UNSPECIFIED', 'RELEVANCE', 'DISTANCE'].includes(String(body.rankPreference))) {
      return fail(reply, 'INVALID_ARGUMENT', `Invalid value at 'rank_preference' (${String(body.rankPreference)}).`);
    }
    const biasProblem = validateBias(body.locationBias);
    if (biasProblem) return fail(reply, 'INVALID_ARGUMENT', biasProblem);
    const query = normalizeQuery(body.textQuery);
    let offset = 0;
    if (typeof body.pageToken === 'string' && body.pageToken !== '') {
      const token = decodeToken(body.pageToken);
      // As at Google, a page token only continues the same search.
      if (!token || token.q !== query) return fail(reply, 'INVALID_ARGUMENT', 'Invalid page token, or the request parameters changed since the token was issued.');
      offset = token.o;
    }
    const circle = (body.locationBias as { circle?: { center: { latitude: number; longitude: number }; radius: number } } | undefined)?.circle;
    const all = placesFor(query, { circle: circle ? { ...circle.center, radius: circle.radius } : undefined, now: now() }).slice(0, MAX_RESULTS);
    registry.remember(all);
    searches.add({
      query, lat: circle?.center.latitude ?? null, lon: circle?.center.longitude ?? null, radiusM: circle?.radius ?? null, firstPage: offset === 0, names: mask.fields.has('displayName'), time: now().toISOString(),
    });
    const page = all.slice(offset, offset + pageSize);
    const places = page.map((place) => Object.fromEntries(FIELDS.filter((field) => mask.fields.has(field)).map((field) => [field, place[field as keyof PlaceResult]])));
    const nextOffset = offset + page.length;
    return {
      ...(mask.fields.size > 0 && places.length > 0 ? { places } : {}),
      ...(mask.nextPageToken && nextOffset < all.length ? { nextPageToken: encodeToken({ q: query, o: nextOffset, s: pageSize }) } : {}),
    };
  });

  // Place Details: only the places this emulator has listed (and the demo stores) are known, as ids it never
  // answered would be unknown to Google too.
  app.get('/v1/places/:placeId', async (request, reply) => {
    const key = headerValue(request, 'x-goog-api-key') ?? (request.query as Record<string, string | undefined>).key;
    if (!key) return fail(reply, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
    if (key !== PLACES_EMULATOR_API_KEY) return fail(reply, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    const fields = parseDetailsMask(headerValue(request, 'x-goog-fieldmask') ?? (request.query as Record<string, string | undefined>).fields);
    if (typeof fields === 'string') return fail(reply, 'INVALID_ARGUMENT', fields);
    const { placeId } = request.params as { placeId: string };
    const place = registry.get(placeId);
    if (!place) return fail(reply, 'NOT_FOUND', `Place ID '${placeId}' was not found.`);
    return Object.fromEntries(FIELDS.filter((field) => fields.has(field)).map((field) => [field, place[field as keyof PlaceResult]]));
  });

  // Results are derived from the query, the point and the day, so a reseed only clears failures and the log.
  app.post('/__admin/seed', async () => {
    ops.clear();
    return { reset: true };
  });
  app.get('/__admin/searches', async () => searches.list());
  app.delete('/__admin/searches', async () => {
    searches.clear();
    return { cleared: true };
  });
  app.get('/__admin/rankings', async () => ({ demoPlaceIds: Object.fromEntries(demoPlaceIds()), ranks: PLACES_DEMO_RANKS }));
  registerOpsAdminRoutes(app, ops);
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildPlacesEmulator(options: PlacesEmulatorOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerPlacesEmulator, options);
  return app;
}
