import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { can } from '../../../src/shared/access/access-rules';
import type { Deps } from '../deps';
import { resolveSession } from '../modules/auth/auth.service';
import type { AuthContext } from './auth-context';
import { loadContract, type ContractOperation, type HttpMethod } from './contract';
import { DomainError, forbidden, unauthenticated } from './errors';
import type { HandlerContext, HandlerRegistry, OperationId } from './handler-types';
import { messagesJa } from './messages.ja';
import { rateLimitFor } from './rate-limits';
import { checkCsrf, readToken } from './session';
import { compileSchema, toValidationError, type JsonSchema } from './validation';

interface CompiledOperation {
  op: ContractOperation;
  params: ValidateFunction;
  query: ValidateFunction;
  arrayQueryParams: string[];
  jsonBody: ValidateFunction | null;
  multipartBody: ValidateFunction | null;
}

const objectSchema = (op: ContractOperation, where: 'path' | 'query'): JsonSchema => {
  const params = op.parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
};

const compile = (op: ContractOperation): CompiledOperation => ({
  op,
  params: compileSchema(objectSchema(op, 'path'), true),
  query: compileSchema(objectSchema(op, 'query'), true),
  arrayQueryParams: op.parameters.filter((p) => p.in === 'query' && p.schema.type === 'array').map((p) => p.name),
  jsonBody: op.body?.json ? compileSchema(op.body.json, false) : null,
  multipartBody: op.body?.multipart ? compileSchema(op.body.multipart, true) : null,
});

const validate = (fn: ValidateFunction, value: Record<string, unknown>): Record<string, unknown> => {
  if (!fn(value)) throw toValidationError(fn.errors ?? []);
  return value;
};

const isMultipart = (request: FastifyRequest): boolean => (request.headers['content-type'] ?? '').startsWith('multipart/form-data');

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

function readBody(compiled: CompiledOperation, request: FastifyRequest, body: Record<string, unknown> | undefined): unknown {
  const spec = compiled.op.body;
  if (!spec) return undefined;
  const multipart = isMultipart(request);
  const validator = multipart ? (compiled.multipartBody ?? compiled.jsonBody) : compiled.jsonBody;
  if (!validator) throw new DomainError('unsupported_media_type', 415, messagesJa.badRequest);
  if (body === undefined && !spec.required) return undefined;
  return validate(validator, body ?? {});
}

async function authenticate(deps: Deps, request: FastifyRequest): Promise<AuthContext | null> {
  const ref = readToken(request);
  return ref ? resolveSession(deps, ref.token, ref.source) : null;
}

// One pipeline for every operation: CSRF → session → access rule → input validation → handler. Authorisation runs
// before validation so that a caller without the right learns nothing from validation messages.
async function runOperation(
  deps: Deps,
  handlers: HandlerRegistry,
  compiled: CompiledOperation,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, unknown> | undefined,
): Promise<unknown> {
  const { op } = compiled;
  request.operationId = op.operationId;
  checkCsrf(request, deps.config);
  let auth: AuthContext | null = null;
  if (op.secured) {
    auth = await authenticate(deps, request);
    if (!auth) throw unauthenticated();
    request.auth = auth;
  }
  if (!can(auth?.actor ?? null, op.rule)) throw forbidden();
  const params = validate(compiled.params, asRecord(request.params));
  const rawQuery = asRecord(request.query);
  for (const name of compiled.arrayQueryParams) {
    const v = rawQuery[name];
    if (typeof v === 'string') rawQuery[name] = v === '' ? [] : v.split(',');
  }
  const query = validate(compiled.query, rawQuery);
  const validBody = readBody(compiled, request, body);
  const handler = handlers[op.operationId as OperationId] as (ctx: HandlerContext<OperationId>) => Promise<unknown>;
  const ctx = { deps, auth, params, query, body: validBody, request, reply } as HandlerContext<OperationId>;
  return handler(ctx);
}

const OVERRIDABLE: HttpMethod[] = ['PUT', 'PATCH', 'DELETE'];

export interface ContractRoutesOptions {
  deps: Deps;
  handlers: HandlerRegistry;
  operations?: ContractOperation[];
}

/** Registers every contract operation under /api, plus POST aliases for Laravel-style `_method` overrides. */
export async function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): Promise<ContractOperation[]> {
  const { deps, handlers } = options;
  const operations = options.operations ?? (await loadContract());
  const missing = operations.filter((op) => typeof handlers[op.operationId as OperationId] !== 'function');
  if (missing.length > 0) throw new Error(`No handler for operations: ${missing.map((op) => op.operationId).join(', ')}`);

  const byUrl = new Map<string, Map<HttpMethod, CompiledOperation>>();
  for (const op of operations) {
    const methods = byUrl.get(op.url) ?? new Map<HttpMethod, CompiledOperation>();
    methods.set(op.method, compile(op));
    byUrl.set(op.url, methods);
  }

  for (const [url, methods] of byUrl) {
    for (const [method, compiled] of methods) {
      if (method === 'POST') continue;
      app.route({
        method,
        url,
        config: { rateLimit: rateLimitFor(compiled.op.operationId, deps.config) },
        handler: async (request, reply) => runOperation(deps, handlers, compiled, request, reply, bodyOf(request)),
      } as RouteOptions);
    }
    const post = methods.get('POST');
    const overridable = OVERRIDABLE.filter((m) => methods.has(m));
    if (!post && overridable.length === 0) continue;
    // Fastify picks the route before the body is parsed, so one POST route per URL reads `_method` and
    // dispatches to the operation it names.
    app.route({
      method: 'POST',
      url,
      config: post ? { rateLimit: rateLimitFor(post.op.operationId, deps.config) } : {},
      handler: async (request, reply) => {
        const body = bodyOf(request);
        const override = typeof body?._method === 'string' ? body._method.toUpperCase() : null;
        if (body && '_method' in body) delete body._method;
        const target = override && override !== 'POST' ? methods.get(override as HttpMethod) : post;
        if (!target || (override && override !== 'POST' && !OVERRIDABLE.includes(override as HttpMethod))) {
          throw new DomainError('method_not_allowed', 405, messagesJa.badRequest);
        }
        return runOperation(deps, handlers, target, request, reply, body);
      },
    } as RouteOptions);
  }
  return operations;
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> | undefined =>
  request.body === undefined || request.body === null ? undefined : asRecord(request.body);

/** The operationIds of the contract and the keys of the handler registry, for the bijection test. */
export async function listOperationsAndHandlers(handlers: HandlerRegistry): Promise<{ operations: string[]; handlers: string[] }> {
  const operations = await loadContract();
  return { operations: operations.map((op) => op.operationId).sort(), handlers: Object.keys(handlers).sort() };
}
