// The auth module's session lookup and audit writer, handed to the http foundation (which never imports modules).
import type { AuditWriter } from '../http/audit';
import type { SessionResolver } from '../http/auth-context';
import { resolveSession } from '../modules/auth/auth.service';
import { insertAudit } from '../modules/auth/sessions.repository';

export const sessionResolver: SessionResolver = resolveSession;
export const auditWriter: AuditWriter = insertAudit;
