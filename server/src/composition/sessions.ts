// The auth module's session lookup and audit writer, handed to the http foundation (which never imports modules).
import type { AuditWriter } from '../http/audit';
import type { SessionResolver } from '../http/auth-context';
import { resolveSession } from '../modules/auth/auth.service';
import { insertAudit } from '../modules/auth/sessions.repository';
import { findAccountScope } from '../modules/users/company-users.repository';
import { hashToken } from '../tokens';

// A store user's stores are read with the session rather than kept in it, so a change by an admin (which also ends
// the user's sessions and drops the cached ones) can never leave an old, wider scope behind.
// The cache spares every request its database round trip; see http/session-cache.ts for what drops an entry.
export const sessionResolver: SessionResolver = async (deps, token, tokenSource) => {
  const tokenHash = hashToken(token);
  const cached = deps.sessionCache.lookup(tokenHash, deps.clock.now());
  if (cached) return { ...cached, tokenSource };
  const generation = deps.sessionCache.generation();
  const resolved = await resolveSession(deps, token, tokenSource);
  if (!resolved) return null;
  const auth = resolved.user.userType === 'store' ? { ...resolved, accountScope: await findAccountScope(deps.db, resolved.company.id, resolved.user.id) } : resolved;
  const { tokenSource: _source, ...cachable } = auth;
  deps.sessionCache.store(tokenHash, cachable, generation);
  return auth;
};
export const auditWriter: AuditWriter = insertAudit;
