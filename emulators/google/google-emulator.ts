import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { acceptFormBodies, headerValue, registerOpsHooks } from '../shared/emulator-ops';
import { registerAdminRoutes } from './admin-routes';
import { registerAttributeRoutes } from './attribute-routes';
import { registerBusinessRoutes } from './business-routes';
import { registerCategoryRoutes } from './category-routes';
import { EDITS_PER_MINUTE, editedLocationId, takeEdit } from './edit-quota';
import { EmulatorContext, type GoogleEmulatorOptions } from './emulator-context';
import { googleErrorBody, sendGoogleError, statusForHttpCode, type GoogleErrorStatus } from './google-errors';
import { registerFoodMenuRoutes } from './food-menu-routes';
import { registerMediaRoutes } from './media-routes';
import { registerOAuthRoutes } from './oauth-routes';
import { registerPostRoutes } from './post-routes';
import { registerServiceListRoutes } from './service-list-routes';
import { registerPerformanceRoutes } from './performance-routes';
import { registerReviewRoutes } from './review-routes';

export type { GoogleEmulatorOptions } from './emulator-context';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNAUTHENTICATED_MESSAGE =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.';

/**
 * Fastify plugin speaking Google Business Profile's paths and JSON shapes with in-memory state.
 * Mount it under a prefix: `app.register(registerGoogleEmulator, { prefix: '/emulators/google', publicBaseUrl })`,
 * where publicBaseUrl includes that prefix. It is not wrapped in fastify-plugin on purpose: its hooks, parsers and
 * error handler must stay inside the emulator's own context.
 */
export async function registerGoogleEmulator(app: FastifyInstance, options: GoogleEmulatorOptions): Promise<void> {
  const ctx = new EmulatorContext(options);
  const prefix = app.prefix;
  const replays = new WeakSet<FastifyRequest>();
  const relativePath = (request: FastifyRequest): string => request.url.slice(prefix.length).split('?')[0] || '/';
  const isAdmin = (path: string): boolean => path.startsWith('/__admin') || path.startsWith('/__assets');
  const isApi = (path: string): boolean => path.startsWith('/v1/') || path.startsWith('/v4/') || path.startsWith('/upload/');

  // Google's token endpoint takes form-encoded bodies.
  acceptFormBodies(app);

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const code = error.statusCode ?? 500;
    const status: GoogleErrorStatus = code === 400 ? 'INVALID_ARGUMENT' : code === 404 ? 'NOT_FOUND' : statusForHttpCode(code);
    return reply.code(code).send({ error: { ...googleErrorBody(status, error.message).error, code } });
  });

  // Injected failures answer before authentication, as an overloaded Google front end does; every API call is logged.
  registerOpsHooks(app, {
    ops: ctx.ops,
    now: ctx.now,
    isAdmin,
    failureBody: (status) =>
      googleErrorBody(
        statusForHttpCode(status),
        status === 429 ? "Quota exceeded for quota metric 'Requests' of service 'mybusiness.googleapis.com'." : 'The service is currently unavailable.',
      ),
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = relativePath(request);
    if (!isApi(path)) return;
    const authorization = headerValue(request, 'authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token || !ctx.isAccessTokenValid(token)) {
      reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return sendGoogleError(reply, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    }
  });

  // A repeated Idempotency-Key on the same write answers the first result without applying the write again.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = headerValue(request, 'idempotency-key');
    const path = relativePath(request);
    if (!key || !WRITE_METHODS.has(request.method) || !isApi(path)) return;
    const stored = ctx.writes.get(`${request.method} ${path} ${key}`);
    if (!stored) return;
    replays.add(request);
    return reply.code(stored.status).type('application/json; charset=utf-8').send(stored.payload);
  });

  // Registered after the replay hook: a replayed write changes nothing, so it spends no edit.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const locationId = editedLocationId(request.method, relativePath(request));
    if (!locationId) return;
    const taken = takeEdit(ctx.data, locationId, ctx.now().getTime());
    if (taken.ok) return;
    reply.header('retry-after', String(taken.retryAfterSeconds));
    return sendGoogleError(reply, 'RESOURCE_EXHAUSTED', `Quota exceeded: at most ${EDITS_PER_MINUTE} edits per minute on locations/${locationId}.`);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = headerValue(request, 'idempotency-key');
    const path = relativePath(request);
    if (key && WRITE_METHODS.has(request.method) && isApi(path) && !replays.has(request) && reply.statusCode < 300 && typeof payload === 'string') {
      ctx.writes.set(`${request.method} ${path} ${key}`, { status: reply.statusCode, payload });
    }
    return payload;
  });

  registerOAuthRoutes(app, ctx);
  registerBusinessRoutes(app, ctx);
  registerAttributeRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerPerformanceRoutes(app, ctx);
  registerPostRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerFoodMenuRoutes(app, ctx);
  registerServiceListRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildGoogleEmulator(options: GoogleEmulatorOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerGoogleEmulator, options);
  return app;
}
