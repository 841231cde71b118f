import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { insertAudit } from '../modules/auth/sessions.repository';

// Every request made while impersonating leaves one row (who, as whom, what, result). Written in onSend rather
// than onResponse so the row exists before the client sees the answer: a failed audit write fails the request
// instead of leaving an unrecorded action.
export function installImpersonationAudit(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>): void {
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
