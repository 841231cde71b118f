import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError, type FieldErrors } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { isEmailAddress } from '../../mail/email-address';
import type { UserRow } from '../../tenancy/tenancy.table';
import { hashPassword } from '../auth/password';
import { issuePasswordLink } from '../auth/password-reset.service';
import { revokeUserSessions } from '../auth/sessions.repository';
import { requireLinked } from '../local-accounts/linking.service';
import {
  countOtherNormalUsers, findCompanyUsers, findUserStores, insertCompanyUser, isEmailTaken, listCompanyUsers, lockCompanyUsers,
  replaceUserStores, softDeleteUsers, updateCompanyUser,
} from './company-users.repository';
import { toCompanyUser } from './users.mapper';
import { usersMessagesJa as m } from './users.messages.ja';

type UsersDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'config' | 'logger' | 'sessionCache'>;
type AssignableType = 'normal' | 'store';

// Long enough for an invited colleague to find the mail after a weekend; a new invitation replaces the link.
export const INVITATION_TTL_HOURS = 72;

const refused = (code: string, message: string, field?: string): DomainError =>
  new DomainError(code, 422, message, field ? { [field]: [message] } : undefined);

async function withStores(deps: Pick<Deps, 'db'>, auth: AuthContext, rows: UserRow[]) {
  const stores = await findUserStores(deps.db, auth.company.id, rows.map((r) => r.id));
  return rows.map((row) => toCompanyUser(row, stores, auth.user.id));
}

async function requireUser(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number): Promise<UserRow> {
  const [row] = await findCompanyUsers(deps.db, auth.company.id, [id]);
  if (!row) throw notFound();
  return row;
}

// A store user sees only the stores listed; a normal user sees the whole company, so a list for one is a mistake.
function storeFieldErrors(type: AssignableType, keys: readonly string[]): FieldErrors | null {
  if (type === 'store' && keys.length === 0) return { local_account_ids: [m.errors.storesRequired] };
  if (type === 'normal' && keys.length > 0) return { local_account_ids: [m.errors.storesForNormal] };
  return null;
}

async function sendInvitation(deps: UsersDeps, auth: AuthContext, user: UserRow): Promise<void> {
  const url = await issuePasswordLink(deps, user, INVITATION_TTL_HOURS * 60);
  await deps.mail.send({
    to: user.email,
    subject: m.mail.invitationSubject,
    text: m.mail.invitationBody(user.userName, auth.company.corporateName.replaceAll(',', ' '), url, INVITATION_TTL_HOURS),
  });
}

export async function listUsers(deps: Pick<Deps, 'db'>, auth: AuthContext, input: { page?: number; page_size?: number; free_word?: string }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listCompanyUsers(deps.db, auth.company.id, { freeWord: input.free_word?.trim() || null, limit, offset });
  return { data: await withStores(deps, auth, rows), pagination: toPagination(page, pageSize, total) };
}

export async function getUser(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  const [data] = await withStores(deps, auth, [await requireUser(deps, auth, id)]);
  return { message: '', data };
}

interface CreateInput {
  user_name: string;
  email: string;
  user_type: AssignableType;
  local_account_ids: string[];
}

export async function createUser(deps: UsersDeps, auth: AuthContext, input: CreateInput) {
  const email = input.email.trim();
  const errors: FieldErrors = { ...storeFieldErrors(input.user_type, input.local_account_ids) };
  if (!isEmailAddress(email)) errors.email = [m.errors.emailFormat];
  else if (await isEmailTaken(deps.db, auth.company.ownership, email)) errors.email = [m.errors.emailTaken];
  if (Object.keys(errors).length) throw validationError(errors);
  const now = deps.clock.now();
  // Nobody knows this password: the account opens only through the invitation link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const user = await deps.db.transaction(async (tx) => {
    const accounts = await requireLinked(tx, auth.company.id, input.local_account_ids, auth.accountScope);
    const row = await insertCompanyUser(tx, {
      companyId: auth.company.id, ownership: auth.company.ownership, dispUserId: `u-${randomBytes(8).toString('hex')}`,
      userType: input.user_type, userName: input.user_name.trim(), email, passwordHash, now,
    });
    await replaceUserStores(tx, auth.company.id, row.id, accounts.map((a) => a.id));
    return row;
  });
  await sendInvitation(deps, auth, user);
  deps.logger.info({ userId: user.id, by: auth.user.id }, 'user invited');
  const [data] = await withStores(deps, auth, [user]);
  return { message: m.created, data };
}

export async function updateUser(deps: UsersDeps, auth: AuthContext, id: number, input: Omit<CreateInput, 'email'>) {
  const storeErrors = storeFieldErrors(input.user_type, input.local_account_ids);
  const row = await deps.db.transaction(async (tx) => {
    await lockCompanyUsers(tx, auth.company.id);
    const current = await requireUser({ db: tx }, auth, id);
    if (current.userType === 'support') throw refused('support_not_editable', m.errors.supportNotEditable);
    if (storeErrors) throw validationError(storeErrors);
    const demoting = current.userType === 'normal' && input.user_type !== 'normal';
    if (demoting && id === auth.user.id) throw refused('demote_self', m.errors.demoteSelf, 'user_type');
    if (demoting && (await countOtherNormalUsers(tx, auth.company.id, [id])) === 0) throw refused('last_normal_user', m.errors.lastNormalUser, 'user_type');
    const accounts = await requireLinked(tx, auth.company.id, input.local_account_ids, auth.accountScope);
    const updated = await updateCompanyUser(tx, auth.company.id, id, { userName: input.user_name.trim(), userType: input.user_type });
    if (!updated) throw notFound();
    await replaceUserStores(tx, auth.company.id, id, accounts.map((a) => a.id));
    return updated;
  });
  // A narrower scope takes effect at once: the user's sessions are ended rather than left seeing the old stores.
  if (row.userType === 'store') await revokeUserSessions(deps.db, id, deps.clock.now());
  // After the commit, so no request can cache the user as they were (the cache drops loads that overlap this).
  await deps.sessionCache.invalidate({ userIds: [id] });
  const [data] = await withStores(deps, auth, [row]);
  return { message: m.updated, data };
}

export async function deleteUsers(deps: UsersDeps, auth: AuthContext, ids: number[]) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockCompanyUsers(tx, auth.company.id);
    const rows = await findCompanyUsers(tx, auth.company.id, ids);
    if (rows.length !== new Set(ids).size) throw notFound();
    if (rows.some((r) => r.id === auth.user.id)) throw refused('delete_self', m.errors.deleteSelf);
    if (rows.some((r) => r.userType === 'support')) throw refused('support_not_editable', m.errors.supportNotEditable);
    const removesNormal = rows.some((r) => r.userType === 'normal');
    if (removesNormal && (await countOtherNormalUsers(tx, auth.company.id, ids)) === 0) throw refused('last_normal_user', m.errors.lastNormalUser);
    await softDeleteUsers(tx, auth.company.id, ids, now);
    await revokeUserSessions(tx, ids, now);
  });
  await deps.sessionCache.invalidate({ userIds: ids });
  deps.logger.info({ userIds: ids, by: auth.user.id }, 'users deleted');
  return { message: m.deleted(ids.length) };
}

export async function resendInvitation(deps: UsersDeps, auth: AuthContext, id: number) {
  const user = await requireUser(deps, auth, id);
  if (!user.invitationPending) throw refused('invitation_not_pending', m.errors.invitationNotPending);
  await sendInvitation(deps, auth, user);
  return { message: m.invitationResent };
}
