import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { can } from '../../../src/shared/access/access-rules';
import type { Deps } from '../deps';
import type { AuthContext, SessionResolver } from './auth-context';
import { loadContract, type ContractOperation, type HttpMethod } from './contract';
import { DomainError, forbidden, unauthenticated, validationError } from './errors';
import type { HandlerContext, HandlerRegistry, OperationId } from './handler-types';
import { messagesJa } from './messages.ja';
import { foldMultipartFields, withFilesSetAside } from './multipart-fields';
import { rateLimitFor } from './rate-limits';
import { checkCsrf, readToken, SAFE_METHODS } from './session';
import { compileSchema, screenInput, toValidationError, type JsonSchema } from './validation';

interface Validator {
  schema: JsonSchema;
  coerce: boolean;
  fn: ValidateFunction;
}

interface CompiledOperation {
  op: ContractOperation;
  params: Validator;
  query: Validator;
  arrayQueryParams: string[];
  jsonBody: Validator | null;
  multipartBody: Validator | null;
}

const objectSchema = (op: ContractOperation, where: 'path' | 'query'): JsonSchema => {
  const params = op.parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
};

// Compiled on first use: compiling all of the contract's schemas at start cost a good part of the start-up time, and
// most processes only ever see a fraction of the operations. The contract tests compile every one of them.
const validator = (schema: JsonSchema, coerce: boolean): Validator => {
  let fn: ValidateFunction | null = null;
  return {
    schema,
    coerce,
    get fn() {
      fn ??= compileSchema(schema, coerce);
      return fn;
    },
  };
};

const compile = (op: ContractOperation): CompiledOperation => ({
  op,
  params: validator(objectSchema(op, 'path'), true),
  query: validator(objectSchema(op, 'query'), true),
  arrayQueryParams: op.parameters.filter((p) => p.in === 'query' && p.schema.type === 'array').map((p) => p.name),
  jsonBody: op.body?.json ? validator(op.body.json, false) : null,
  multipartBody: op.body?.multipart ? validator(op.body.multipart, true) : null,
});

const validate = ({ schema, coerce, fn }: Validator, value: Record<string, unknown>): Record<string, unknown> => {
  const screened = screenInput(schema, value, coerce);
  if (Object.keys(screened).length > 0) throw validationError(screened);
  if (!fn(value)) throw toValidationError(fn.errors ?? []);
  return value;
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

function readBody(compiled: CompiledOperation, request: FastifyRequest, body: Record<string, unknown> | undefined): unknown {
  const spec = compiled.op.body;
  if (!spec) return undefined;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (body !== undefined && !spec.mediaTypes.includes(type)) throw new DomainError('unsupported_media_type', 415, messagesJa.unsupportedMediaType);
  const multipart = type === 'multipart/form-data';
  const validator = multipart ? (compiled.multipartBody ?? compiled.jsonBody) : compiled.jsonBody;
  if (!validator) throw new DomainError('unsupported_media_type', 415, messagesJa.unsupportedMediaType);
  if (body === undefined && !spec.required) return undefined;
  if (multipart && body) return withFilesSetAside(validator.schema, foldMultipartFields(body), (fields) => validate(validator, fields));
  return validate(validator, body ?? {});
}

interface Pipeline {
  deps: Deps;
  handlers: HandlerRegistry;
  resolveSession: SessionResolver;
}

async function authenticate({ deps, resolveSession }: Pipeline, request: FastifyRequest): Promise<AuthContext | null> {
  const ref = readToken(request);
  return ref ? resolveSession(deps, ref.token, ref.source) : null;
}

// One pipeline for every operation: CSRF → session → access rule → input validation → handler. Authorisation runs
// before validation so that a caller without the right learns nothing from validation messages.
async function runOperation(
  pipeline: Pipeline,
  compiled: CompiledOperation,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, unknown> | undefined,
): Promise<unknown> {
  const { deps, handlers } = pipeline;
  const { op } = compiled;
  request.operationId = op.operationId;
  checkCsrf(request, deps.config);
  let auth: AuthContext | null = null;
  if (op.secured) {
    auth = await authenticate(pipeline, request);
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
  const optionalAuth = async () => auth ?? authenticate(pipeline, request);
  const ctx = { deps, auth, optionalAuth, params, query, body: validBody, request, reply } as HandlerContext<OperationId>;
  if (!auth || SAFE_METHODS.has(request.method)) return handler(ctx);
  try {
    return await handler(ctx);
  } finally {
    // A write may change what a session carries (the user, the company, a store user's stores): the company's cached
    // sessions are dropped in every process, whatever the write was, rather than trusting each service to say so.
    await deps.sessionCache.invalidate({ companyIds: [auth.company.id] });
  }
}

const OVERRIDABLE: HttpMethod[] = ['PUT', 'PATCH', 'DELETE'];

// @fastify/multipart reads a route's own limits from its config; the app-wide file limit stays the default.
const multipartLimits = (op: ContractOperation) =>
  op.body?.maxUploadBytes ? { multipartOptions: { limits: { fileSize: op.body.maxUploadBytes } } } : {};

export interface ContractRoutesOptions {
  deps: Deps;
  handlers: HandlerRegistry;
  resolveSession: SessionResolver;
  operations?: ContractOperation[];
}

/** Registers every contract operation under /api, plus POST aliases for Laravel-style `_method` overrides. */
export async function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): Promise<ContractOperation[]> {
  const { deps, handlers } = options;
  const pipeline: Pipeline = { deps, handlers, resolveSession: options.resolveSession };
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
        handler: async (request, reply) => runOperation(pipeline, compiled, request, reply, bodyOf(request)),
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
      config: post ? { rateLimit: rateLimitFor(post.op.operationId, deps.config), ...multipartLimits(post.op) } : {},
      handler: async (request, reply) => {
        const body = bodyOf(request);
        const override = typeof body?._method === 'string' ? body._method.toUpperCase() : null;
        if (body && '_method' in body) delete body._method;
        const target = override && override !== 'POST' ? methods.get(override as HttpMethod) : post;
        if (!target || (override && override !== 'POST' && !OVERRIDABLE.includes(override as HttpMethod))) {
          throw new DomainError('method_not_allowed', 405, messagesJa.badRequest);
        }
        return runOperation(pipeline, target, request, reply, body);
      },
    } as RouteOptions);
  }
  return operations;
}

// Bodies are objects (JSON, multipart or form-encoded, as each operation declares). Fastify itself parses text/plain
// into a string, which would otherwise read as an empty object and run the operation with no input at all.
function bodyOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body: unknown = request.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body)) throw new DomainError('unsupported_media_type', 415, messagesJa.unsupportedMediaType);
  if (typeof body !== 'object' || Array.isArray(body)) throw new DomainError('bad_request', 400, messagesJa.badRequest);
  return { ...(body as Record<string, unknown>) };
}

/** The operationIds of the contract and the keys of the handler registry, for the bijection test. */
export async function listOperationsAndHandlers(handlers: HandlerRegistry): Promise<{ operations: string[]; handlers: string[] }> {
  const operations = await loadContract();
  return { operations: operations.map((op) => op.operationId).sort(), handlers: Object.keys(handlers).sort() };
}
