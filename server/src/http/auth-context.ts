import type { Actor } from '../../../src/shared/access/access-rules';
import type { CompanyRow, UserRow } from '../modules/users/users.table';

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
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    operationId: string | null;
  }
}
