import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { messagesJa } from '../http/messages.ja';

/**
 * Dev route (DEV_ROUTES only): queues one run of a registered job now, without a payload, as its schedule would.
 * End-to-end tests use it instead of waiting for a cron (the Instagram check runs every five minutes); every job is
 * safe to run early, since a scheduled run is itself a sweep over what is due.
 */
export async function registerDevJobRoutes(app: FastifyInstance, deps: Pick<Deps, 'jobs'>, jobNames: readonly string[]): Promise<void> {
  const known = new Set(jobNames);
  app.post('/emulators/jobs/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!known.has(name)) return reply.code(404).send({ message: messagesJa.routeNotFound, code: 'not_found' });
    // False when this process runs no workers (WORKERS=false): nothing would take the run.
    const queued = await deps.jobs.send(name, {});
    return reply.code(queued ? 202 : 409).send({ job: name, queued });
  });
}
