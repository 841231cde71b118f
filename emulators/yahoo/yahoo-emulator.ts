import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerAnalyticsRoutes } from './analytics-routes';
import { headerValue, registerOpsAdminRoutes, registerOpsHooks, relativePath } from '../shared/emulator-ops';
import { registerLocalSearchRoutes } from './local-search-routes';
import { registerGeocoderRoutes } from './geocoder-routes';
import { registerMenuServiceRoutes } from './menu-service-routes';
import { registerYahooOAuthRoutes } from './oauth-routes';
import { registerPlaceCreateRoutes } from './place-create-routes';
import { registerPlaceRoutes, requestBusiness, yahooError } from './place-routes';
import { YahooEmulatorContext, type YahooEmulatorOptions } from './yahoo-context';

export type { YahooEmulatorOptions } from './yahoo-context';
export { YAHOO_EMULATOR_CREDENTIALS } from './yahoo-context';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FAILURE_BODIES = {
  429: yahooError('RATE_LIMITED', 'Too many requests.'),
  500: yahooError('INTERNAL_ERROR', 'Internal server error.'),
  503: yahooError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable.'),
} as const;

/**
 * Fastify plugin speaking Yahoo! ID連携 v2, the partner-style Yahoo!プレイス API and YOLP local search with
 * in-memory state. Mount it under a prefix: `app.register(registerYahooEmulator, { prefix: '/emulators/yahoo',
 * publicBaseUrl })`, publicBaseUrl including that prefix. Not wrapped in fastify-plugin, so its hooks, parsers and
 * error handler stay inside the emulator's own context.
 */
export async function registerYahooEmulator(app: FastifyInstance, options: YahooEmulatorOptions): Promise<void> {
  const ctx = new YahooEmulatorContext(options);
  const replays = new WeakSet<FastifyRequest>();
  const isPlaceApi = (path: string): boolean => path.startsWith('/place/v1/');

  // The token endpoint and the consent form post form-encoded bodies; the host server may already parse them.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const code = error.statusCode ?? 500;
    return reply.code(code).send(yahooError(code === 400 ? 'INVALID_PARAMETER' : code === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR', error.message));
  });

  registerOpsHooks(app, { ops: ctx.ops, now: ctx.now, isAdmin: (path) => path.startsWith('/__admin'), failureBody: (status) => FAILURE_BODIES[status] });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPlaceApi(relativePath(app, request))) return;
    const token = /^Bearer\s+(\S+)$/i.exec(headerValue(request, 'authorization') ?? '')?.[1];
    const business = token ? ctx.businessFor(token) : undefined;
    if (!business) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return reply.code(401).send(yahooError('UNAUTHORIZED', 'The access token is missing, invalid or expired.'));
    }
    requestBusiness.set(request, business);
  });

  // A write repeated with the same Idempotency-Key answers the first result without applying it again.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = headerValue(request, 'idempotency-key');
    const path = relativePath(app, request);
    if (!key || !WRITE_METHODS.has(request.method) || !isPlaceApi(path)) return;
    const stored = ctx.writes.get(`${request.method} ${path} ${key}`);
    if (!stored) return;
    replays.add(request);
    return reply.code(stored.status).type('application/json; charset=utf-8').send(stored.payload || undefined);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = headerValue(request, 'idempotency-key');
    const path = relativePath(app, request);
    if (key && WRITE_METHODS.has(request.method) && isPlaceApi(path) && !replays.has(request) && reply.statusCode < 300) {
      ctx.writes.set(`${request.method} ${path} ${key}`, { status: reply.statusCode, payload: typeof payload === 'string' ? payload : '' });
    }
    return payload;
  });

  registerYahooOAuthRoutes(app, ctx);
  registerPlaceRoutes(app, ctx);
  registerPlaceCreateRoutes(app, ctx);
  registerMenuServiceRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerLocalSearchRoutes(app, ctx);
  registerGeocoderRoutes(app);

  app.post('/__admin/seed', async () => {
    ctx.reset();
    return { seed: ctx.seed, businessId: ctx.data.business.business_id, places: ctx.data.places.length };
  });
  app.get('/__admin/places', async () =>
    ctx.data.places.map((place) => ({ placeId: place.place_id, storeCode: place.store_code, name: place.name, reviewCount: ctx.data.reviews.get(place.place_id)?.length ?? 0 })),
  );
  // The whole place as Yahoo holds it (business_hours, special_hours, …), by store code: e2e checks a reflection here.
  app.get('/__admin/places/:storeCode', async (request, reply) => {
    const { storeCode } = request.params as { storeCode: string };
    const place = ctx.data.places.find((candidate) => candidate.store_code === storeCode);
    return place ?? reply.code(404).send({ error: `no place with store_code ${storeCode}` });
  });
  app.post('/__admin/expire-tokens', async () => ({ expired: ctx.expireAccessTokens() }));
  // A reviewer deleting their review: it leaves the listing and the total.
  app.delete('/__admin/reviews/:reviewId', async (request, reply) => {
    const { reviewId } = request.params as { reviewId: string };
    for (const [placeId, reviews] of ctx.data.reviews) {
      const index = reviews.findIndex((review) => review.review_id === reviewId);
      if (index < 0) continue;
      reviews.splice(index, 1);
      ctx.data.reviews.set(placeId, reviews);
      return reply.code(204).send();
    }
    return reply.code(404).send({ error: 'review not found' });
  });
  registerOpsAdminRoutes(app, ctx.ops);
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildYahooEmulator(options: YahooEmulatorOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerYahooEmulator, options);
  return app;
}
