import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { validationError } from '../../http/errors';
import { checkLogo, type LogoRefusalReason } from '../../storage/logo-upload';
import { companies } from '../../tenancy/tenancy.table';
import { usersMessagesJa as m } from './users.messages.ja';

const MESSAGES: Record<LogoRefusalReason, string> = {
  logo_type_unsupported: m.errors.logoTypeUnsupported,
  logo_too_large: m.errors.logoTooLarge,
  logo_unreadable: m.errors.logoUnreadable,
};

/** Checks the upload and keeps it inline on the company (companies.logo_url), which the header and reports read. */
export async function updateCompanyLogo(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, file: unknown) {
  const checked = Buffer.isBuffer(file) ? await checkLogo(file) : ({ ok: false, reason: 'logo_unreadable' } as const);
  if (!checked.ok) throw validationError({ logo: [MESSAGES[checked.reason]] }, 'logo_invalid');
  await deps.db.update(companies).set({ logoUrl: checked.dataUrl }).where(eq(companies.id, auth.company.id));
  return { message: m.logoSaved, data: { logo: checked.dataUrl } };
}

export async function deleteCompanyLogo(deps: Pick<Deps, 'db'>, auth: AuthContext) {
  await deps.db.update(companies).set({ logoUrl: null }).where(eq(companies.id, auth.company.id));
  return { message: m.logoDeleted, data: { logo: null } };
}
