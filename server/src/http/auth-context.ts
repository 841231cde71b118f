import type { Actor } from '../../../src/shared/access/access-rules';
import type { Deps } from '../deps';
import type { CompanyRow, UserRow } from '../tenancy/tenancy.table';

export interface SessionInfo {
  id: number;
  isImpersonate: boolean;
  actorUserId: number | null;
  expiresAt: Date;
}

export interface AuthContext {
  session: SessionInfo;
  user: UserRow;
  company: CompanyRow;
  actor: Actor;
  tokenSource: 'cookie' | 'bearer';
  /**
   * The linked accounts (local_accounts ids) a store user may see; null for every other user (the whole company).
   * Filled by the session resolver from the user's store assignments.
   */
  accountScope: readonly number[] | null;
}

/** Whether the session may see a linked account: always, but for a store user only their own stores. */
export const inAccountScope = (auth: Pick<AuthContext, 'accountScope'>, localAccountId: number): boolean =>
  auth.accountScope === null || auth.accountScope.includes(localAccountId);

/** Resolves a presented session token; the auth module supplies it (composition/sessions.ts), http only calls it. */
export type SessionResolver = (
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'sessionCache'>,
  token: string,
  tokenSource: 'cookie' | 'bearer',
) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    operationId: string | null;
  }
}
