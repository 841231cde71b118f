import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { handlers as defaultHandlers } from './composition/handlers';
import { jobRegistry } from './composition/jobs';
import { auditWriter, sessionResolver } from './composition/sessions';
import type { Deps } from './deps';
import { installImpersonationAudit } from './http/audit';
import type { ContractOperation } from './http/contract';
import { registerContractRoutes } from './http/contract-routes';
import { frameworkErrorReply, installErrorHandler } from './http/error-handler';
import type { HandlerRegistry } from './http/handler-types';
import { messagesJa } from './http/messages.ja';
import { registerDevJobRoutes } from './jobs/dev-job-routes';
import { registerOutboxRoutes } from './mail/outbox.routes';
import { mountEmulators } from '../../emulators/mount-emulators';
import { registerRealtime } from './realtime/realtime-endpoint';
import { registerHealthRoutes } from './http/health';
import { pgRateLimitStore } from './http/pg-rate-limit-store';
import './http/auth-context';

export interface BuildAppOptions {
  handlers?: HandlerRegistry;
  operations?: ContractOperation[];
  /** Directory of the built console; defaults to ./dist. */
  webRoot?: string;
  /** Extra routes registered before the app is ready (tests use it for routes the contract lacks). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

const acceptsHtml = (accept: string | undefined): boolean => (accept ?? '').includes('text/html');

// index.html carries one inline script (the first paint's boot, scripts/vite-first-paint.ts) that must run before the
// bundle; the CSP allows exactly the inline scripts of the built file by their hashes, so no other inline script runs.
const inlineScriptHashes = (indexHtml: string): string[] => {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
};

// Vite names every built asset by its content hash, so a hashed file never changes and may be kept for a year;
// index.html names the current hashes, so it must never be kept or a deploy would load yesterday's chunks.
const HASHED_ASSET = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp)$/;
const cacheControlOf = (webRoot: string, filePath: string): string => {
  const rel = path.relative(webRoot, filePath).split(path.sep).join('/');
  if (rel.startsWith('assets/') && HASHED_ASSET.test(rel.replace(/\.(br|gz)$/, ''))) return 'public, max-age=31536000, immutable';
  if (rel.endsWith('.html')) return 'no-store';
  // Other sites load the widget script by a fixed name; a few minutes of caching spares their visitors a round trip.
  if (rel.startsWith('embed/')) return 'public, max-age=300';
  return 'no-cache';
};

export async function buildApp(deps: Deps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Per-request access lines only at debug/trace; Fastify's own warnings and errors always get through.
  const verbose = deps.config.logLevel === 'debug' || deps.config.logLevel === 'trace';
  const loggerInstance: FastifyBaseLogger = verbose ? deps.logger : deps.logger.child({}, { level: deps.config.logLevel === 'silent' ? 'silent' : 'warn' });
  const app: FastifyInstance = Fastify({
    loggerInstance,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('operationId', null);
  installErrorHandler(app);

  // Logout and the impersonation exchange are body-less POSTs: an empty JSON body is "no body", not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  const webRoot = options.webRoot ?? path.resolve(process.cwd(), 'dist');
  const indexHtml = path.join(webRoot, 'index.html');
  const hasConsole = fs.existsSync(indexHtml);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml)],
        // Chakra (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Review avatars and Instagram pictures come from the emulators; in their own process that is another origin.
        imgSrc: ["'self'", 'data:', 'https:', ...(deps.config.emulatorsUrl ? [deps.config.emulatorsUrl] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Over plain http these would break the local console; a TLS-terminating proxy sets HSTS itself.
    strictTransportSecurity: deps.config.publicOrigin.startsWith('https://'),
  });
  // N API processes allow LOGIN_RATE_LIMIT attempts, not N times as many: the counters live in Redis when there is
  // one, else in PostgreSQL; the embedded database has one process, whose memory is enough. A store that does not
  // answer fails the limited requests (a 500) rather than leaving password guessing unlimited.
  const rateStore = deps.redis
    ? { redis: deps.redis, nameSpace: 'meo:rate:', skipOnError: false }
    : deps.config.databaseUrl
      ? { store: pgRateLimitStore(deps.db), skipOnError: false }
      : {};
  await app.register(fastifyRateLimit, { global: false, ...rateStore });
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 20 * 1024 * 1024, files: 10 } });
  installImpersonationAudit(app, deps, auditWriter);

  // Before the contract routes: it adds the form-body parser that pusher-js's broadcasting auth request needs.
  await registerHealthRoutes(app, deps);
  await registerRealtime(app, deps);
  await registerContractRoutes(app, {
    deps,
    handlers: options.handlers ?? defaultHandlers,
    resolveSession: sessionResolver,
    operations: options.operations,
  });
  if (!deps.config.smtpUrl && deps.config.devRoutes) await registerOutboxRoutes(app, deps.db);
  if (deps.config.devRoutes) await registerDevJobRoutes(app, deps, jobRegistry.map((job) => job.name));
  // Providers without credentials are served in-process (unless EMULATORS_URL names their own process), so npm start
  // works offline with demo data.
  await mountEmulators(app, deps.config);
  if (options.extend) await options.extend(app);

  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ['index.html'],
      // `vite build` writes .br and .gz beside every text asset (scripts/vite-precompress.ts): a phone on a slow line
      // gets the main chunk at about a quarter of its size without the server compressing on every request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(webRoot, filePath));
        // The widget embed script is loaded by other sites' pages (a no-cors request that CORP would otherwise block).
        if (path.relative(webRoot, filePath).split(path.sep)[0] === 'embed') reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  // History fallback: a deep link such as /news/3 is a console route, so the browser gets index.html.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/emulators/');
    if (!isApi && hasConsole && (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request.headers.accept)) {
      // Not returned: a returned reply is a thenable, and fastify would also wait on the streamed file through
      // end-of-stream listeners on the response (MaxListenersExceededWarning in app.test.ts).
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').sendFile('index.html');
      return;
    }
    return reply.status(404).send({ message: messagesJa.routeNotFound, code: 'not_found' });
  });
  return app;
}
