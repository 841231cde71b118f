import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../generated/openapi';
import type { Deps } from '../deps';
import type { AuthContext } from './auth-context';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonOf<T> = [T] extends [never] ? undefined : T extends { content: { 'application/json': infer B } } ? B : undefined;

export type RequestBody<K extends OperationId> = JsonOf<NonNullable<Op<K>['requestBody']>>;
export type PathParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : Record<string, never>;
export type QueryParams<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q }
  ? [NonNullable<Q>] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;
export type SuccessBody<K extends OperationId> = Op<K>['responses'] extends { 200: { content: { 'application/json': infer R } } } ? R : never;

export interface HandlerContext<K extends OperationId> {
  deps: Deps;
  body: RequestBody<K>;
  params: PathParams<K>;
  query: QueryParams<K>;
  /** null only on public operations. */
  auth: AuthContext | null;
  /** The session a public operation's caller presents, if any (null when none or not valid). */
  optionalAuth(): Promise<AuthContext | null>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<SuccessBody<K>>;

// Typed by the generated contract: a handler whose answer drifts from the spec fails tsc.
export type HandlerRegistry = { [K in OperationId]: Handler<K> };
export type ModuleHandlers<K extends OperationId> = { [P in K]: Handler<P> };

/** The signed-in actor of a secured operation; throws if a public handler asks for it by mistake. */
export const requireAuth = (auth: AuthContext | null): AuthContext => {
  if (!auth) throw new Error('requireAuth on an operation without a session');
  return auth;
};
