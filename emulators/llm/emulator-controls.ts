import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Failure injection and the call log shared by the Instagram, LLM and translation emulators, so their admin APIs
// behave alike: `/__admin/failures`, `/__admin/calls` and `/__admin/seed` take the same bodies as Google's.

export type FailureStatus = 429 | 500 | 503;

export interface FailureRule {
  method?: string;
  pathPrefix?: string;
  status?: FailureStatus;
  retryAfterSeconds?: number;
  times: number;
  delayMs?: number;
}

export interface CallRecord {
  method: string;
  path: string;
  status: number;
  idempotencyKey?: string;
  time: string;
}

export class EmulatorControls {
  failures: FailureRule[] = [];
  calls: CallRecord[] = [];

  reset(): void {
    this.failures = [];
    this.calls = [];
  }

  // Rules are consumed in order; a rule disappears once its `times` are used up.
  takeFailure(method: string, path: string): FailureRule | undefined {
    const rule = this.failures.find(
      (candidate) => (!candidate.method || candidate.method === method) && (!candidate.pathPrefix || path.startsWith(candidate.pathPrefix)),
    );
    if (!rule) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) this.failures = this.failures.filter((candidate) => candidate !== rule);
    return rule;
  }
}

export function parseFailureRule(body: unknown): FailureRule | string {
  if (typeof body !== 'object' || body === null) return 'body must be an object';
  const input = body as Record<string, unknown>;
  const match = (typeof input.match === 'object' && input.match !== null ? input.match : {}) as Record<string, unknown>;
  const status = input.status;
  if (status !== undefined && status !== 429 && status !== 500 && status !== 503) return 'status must be 429, 500 or 503';
  const times = input.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return 'times must be a positive integer';
  if (status === undefined && typeof input.delayMs !== 'number') return 'give a status, a delayMs or both';
  return {
    method: typeof match.method === 'string' ? match.method.toUpperCase() : undefined,
    pathPrefix: typeof match.pathPrefix === 'string' ? match.pathPrefix : undefined,
    status,
    retryAfterSeconds: typeof input.retryAfterSeconds === 'number' ? input.retryAfterSeconds : undefined,
    times,
    delayMs: typeof input.delayMs === 'number' ? input.delayMs : undefined,
  };
}

export interface ControlOptions {
  controls: EmulatorControls;
  now: () => Date;
  /** The provider's own error body for an injected failure. */
  failureBody: (status: FailureStatus) => unknown;
  /** Resets the emulator's data; answers what the seed holds. */
  reseed: () => Record<string, unknown>;
}

export const relativePath = (app: FastifyInstance, request: FastifyRequest): string => request.url.slice(app.prefix.length).split('?')[0] || '/';

const isAdminPath = (path: string): boolean => path.startsWith('/__admin') || path.startsWith('/__assets');

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Hooks (injected failures, call log) and the admin routes; call inside the emulator plugin's own context. */
export function registerEmulatorControls(app: FastifyInstance, options: ControlOptions): void {
  const { controls } = options;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = relativePath(app, request);
    if (isAdminPath(path)) return;
    const failure = controls.takeFailure(request.method, path);
    if (failure?.delayMs) await sleep(failure.delayMs);
    if (!failure?.status) return;
    if (failure.status === 429 && failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
    return reply.code(failure.status).send(options.failureBody(failure.status));
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = relativePath(app, request);
    if (isAdminPath(path)) return;
    const key = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(key) ? key[0] : key;
    controls.calls.push({ method: request.method, path, status: reply.statusCode, ...(idempotencyKey ? { idempotencyKey } : {}), time: options.now().toISOString() });
  });

  app.post('/__admin/seed', async () => {
    controls.reset();
    return options.reseed();
  });

  app.post('/__admin/failures', async (request, reply) => {
    const rule = parseFailureRule(request.body);
    if (typeof rule === 'string') return reply.code(400).send({ error: rule });
    controls.failures.push(rule);
    return reply.code(201).send(rule);
  });

  app.get('/__admin/failures', async () => controls.failures);

  app.delete('/__admin/failures', async () => {
    controls.failures = [];
    return {};
  });

  app.get('/__admin/calls', async () => controls.calls);

  app.delete('/__admin/calls', async () => {
    controls.calls = [];
    return {};
  });
}

/** Google's token and translation endpoints take form bodies too; the host server may already parse them. */
export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
