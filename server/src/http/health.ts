import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { createAppRegistry, httpRequestDuration } from '../observability/metrics';
import { isLoopbackHost } from '../config';
import { messagesJa } from './messages.ja';

const READY_TIMEOUT_MS = 2_000;

// Without METRICS_TOKEN the metrics answer only on this machine (a scraper beside the process, or through a tunnel):
// queue names and provider traffic are not for the public address the console is served on.
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
const mayReadMetrics = (request: FastifyRequest, token: string | null): boolean => {
  if (token === null) return isLoopbackHost((request.socket.remoteAddress ?? '').replace(/^::ffff:/u, ''));
  return timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));
};

/**
 * What a load balancer and a scraper ask: /healthz (the process answers), /readyz (it can reach its database and hears the
 * realtime fan-out; 503 while it cannot or while it shuts down), /metrics (Prometheus text). None of them needs or reads a session.
 */
export async function registerHealthRoutes(app: FastifyInstance, deps: Pick<Deps, 'db' | 'config' | 'broadcaster'>): Promise<void> {
  const registry = createAppRegistry(deps.db);
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return reply.code(503).send({ status: 'not_ready', reason: 'shutting_down' });
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS).unref());
    const ping = deps.db.execute(sql`select 1`).then(() => 'ok' as const, () => 'error' as const);
    const outcome = await Promise.race([ping, timeout]);
    if (outcome !== 'ok') return reply.code(503).send({ status: 'not_ready', reason: outcome === 'timeout' ? 'database_timeout' : 'database_error' });
    // A process not yet subscribed to the realtime fan-out would drop the events other processes publish.
    const listening = await Promise.race([deps.broadcaster.ready().then(() => true, () => false), timeout.then(() => false)]);
    if (!listening) return reply.code(503).send({ status: 'not_ready', reason: 'realtime_not_subscribed' });
    return reply.send({ status: 'ready' });
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, deps.config.metricsToken)) return reply.code(404).send({ message: messagesJa.routeNotFound, code: 'not_found' });
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
