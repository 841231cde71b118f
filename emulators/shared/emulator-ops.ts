import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Failure injection and the call log of every emulator, so their admin APIs behave alike: `/__admin/failures` and
// `/__admin/calls` take and answer the same bodies whichever provider they stand in for.

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

export class EmulatorOps {
  failures: FailureRule[] = [];
  calls: CallRecord[] = [];

  clear(): void {
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

export function parseFailure(body: unknown): FailureRule | string {
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

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface OpsHookOptions {
  ops: EmulatorOps;
  now: () => Date;
  /** Paths the failure rules and the call log ignore (the admin API itself). */
  isAdmin: (path: string) => boolean;
  /** The provider's own error body for an injected failure. */
  failureBody: (status: FailureStatus) => unknown;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Path of a request relative to the plugin's mount prefix, without the query. */
export function relativePath(app: FastifyInstance, request: FastifyRequest): string {
  return request.url.slice(app.prefix.length).split('?')[0] || '/';
}

// Registered first so an injected failure answers before authentication, as a real overloaded front end does.
export function registerOpsHooks(app: FastifyInstance, options: OpsHookOptions): void {
  const { ops } = options;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = relativePath(app, request);
    if (options.isAdmin(path)) return;
    const failure = ops.takeFailure(request.method, path);
    if (failure?.delayMs) await sleep(failure.delayMs);
    if (failure?.status) {
      if (failure.status === 429 && failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
      return reply.code(failure.status).send(options.failureBody(failure.status));
    }
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = relativePath(app, request);
    if (options.isAdmin(path)) return;
    const idempotencyKey = headerValue(request, 'idempotency-key');
    ops.calls.push({ method: request.method, path, status: reply.statusCode, ...(idempotencyKey ? { idempotencyKey } : {}), time: options.now().toISOString() });
  });
}

/** `/__admin/failures` and `/__admin/calls`; each emulator adds its own seed and token routes. */
export function registerOpsAdminRoutes(app: FastifyInstance, ops: EmulatorOps): void {
  app.post('/__admin/failures', async (request, reply) => {
    const rule = parseFailure(request.body);
    if (typeof rule === 'string') return reply.code(400).send({ error: rule });
    ops.failures.push(rule);
    return reply.code(201).send(rule);
  });
  app.get('/__admin/failures', async () => ops.failures);
  app.delete('/__admin/failures', async () => {
    ops.failures = [];
    return {};
  });
  app.get('/__admin/calls', async () => ops.calls);
  app.delete('/__admin/calls', async () => {
    ops.calls = [];
    return {};
  });
}

/** OAuth token endpoints and Cloud Translation take form bodies; the host server may already parse them. */
export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
