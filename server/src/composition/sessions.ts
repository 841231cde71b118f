// The auth module's session lookup and audit writer, handed to the http foundation (which never imports modules).
import type { AuditWriter } from '../http/audit';
import type { SessionResolver } from '../http/auth-context';
import { resolveSession } from '../modules/auth/auth.service';
import { insertAudit } from '../modules/auth/sessions.repository';
import { findAccountScope } from '../modules/users/company-users.repository';

// A store user's stores are read with every request rather than kept in the session, so a change by an admin (which
// also ends the user's sessions) can never leave an old, wider scope behind.
export const sessionResolver: SessionResolver = async (deps, token, tokenSource) => {
  const auth = await resolveSession(deps, token, tokenSource);
  if (!auth || auth.user.userType !== 'store') return auth;
  return { ...auth, accountScope: await findAccountScope(deps.db, auth.company.id, auth.user.id) };
};
export const auditWriter: AuditWriter = insertAudit;
