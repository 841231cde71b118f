import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { Db } from '../db/client';

// Every request made while impersonating leaves one row (who, as whom, what, result). Written in onSend rather
// than onResponse so the row exists before the client sees the answer: a failed audit write fails the request
// instead of leaving an unrecorded action.
export interface ImpersonationAuditEntry {
  actorUserId: number | null;
  subjectUserId: number;
  sessionId: number;
  operationId: string;
  method: string;
  path: string;
  statusCode: number;
  createdAt: Date;
}

/** Stores one audit row; the auth module owns the table and supplies it (composition/sessions.ts). */
export type AuditWriter = (db: Db, entry: ImpersonationAuditEntry) => Promise<void>;

export function installImpersonationAudit(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>, insertAudit: AuditWriter): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.session.isImpersonate) return payload;
    await insertAudit(deps.db, {
      actorUserId: auth.session.actorUserId,
      subjectUserId: auth.user.id,
      sessionId: auth.session.id,
      operationId: request.operationId ?? 'unknown',
      method: request.method,
      path: request.url.split('?')[0],
      statusCode: reply.statusCode,
      createdAt: deps.clock.now(),
    });
    return payload;
  });
}
