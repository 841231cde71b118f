import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, validationError } from '../../http/errors';
import { isEmailAddress } from '../../mail/email-address';
import { findActiveUserById, updatePasswordHash } from '../../tenancy/tenancy.repository';
import { hashToken, newToken } from '../../tokens';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUserSessions } from '../auth/sessions.repository';
import { isEmailTaken, renameUser } from './company-users.repository';
import { consumeEmailChange, replaceEmailChange, setUserEmail } from './email-changes.repository';
import { usersMessagesJa as m } from './users.messages.ja';

type OwnDeps = Pick<Deps, 'db' | 'clock' | 'mail' | 'config' | 'logger' | 'sessionCache'>;

export const EMAIL_CHANGE_TTL_HOURS = 24;
export const emailConfirmPath = '/email-confirm';

const wrongPassword = (): DomainError => validationError({ current_password: [m.errors.currentPasswordWrong] }, 'current_password_wrong');

export async function updateOwnProfile(deps: Pick<Deps, 'db'>, auth: AuthContext, input: { user_name: string }) {
  await renameUser(deps.db, auth.user.id, input.user_name.trim());
  return { message: m.profileUpdated };
}

// The current password guards both changes: a session left open on a shared PC must not be enough to take the account.
export async function requestOwnEmailChange(deps: OwnDeps, auth: AuthContext, input: { email: string; current_password: string }) {
  const email = input.email.trim();
  if (!isEmailAddress(email)) throw validationError({ email: [m.errors.emailFormat] });
  if (email === auth.user.email) throw validationError({ email: [m.errors.emailUnchanged] });
  if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) throw wrongPassword();
  if (await isEmailTaken(deps.db, auth.user.ownership, email, auth.user.id)) throw validationError({ email: [m.errors.emailTaken] });
  const token = newToken();
  const now = deps.clock.now();
  await replaceEmailChange(deps.db, { userId: auth.user.id, newEmail: email, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000), createdAt: now });
  const url = `${deps.config.publicOrigin}${emailConfirmPath}?token=${encodeURIComponent(token)}`;
  await deps.mail.send({ to: email, subject: m.mail.emailChangeSubject, text: m.mail.emailChangeBody(auth.user.userName, url, EMAIL_CHANGE_TTL_HOURS) });
  return { message: m.emailChangeSent };
}

const invalidEmailLink = (): DomainError => new DomainError('email_change_link_invalid', 404, m.errors.emailLinkInvalid);

export async function confirmOwnEmailChange(deps: OwnDeps, input: { token: string }) {
  const now = deps.clock.now();
  const applied = await deps.db.transaction(async (tx) => {
    const change = await consumeEmailChange(tx, hashToken(input.token), now);
    if (!change) return null;
    const found = await findActiveUserById(tx, change.userId);
    if (!found) return null;
    // Someone may have taken the address since the link was mailed; the unique index would refuse it anyway.
    if (await isEmailTaken(tx, found.user.ownership, change.newEmail, found.user.id)) throw validationError({ token: [m.errors.emailTaken] }, 'email_taken');
    await setUserEmail(tx, found.user.id, change.newEmail);
    return { user: found.user, newEmail: change.newEmail };
  });
  if (!applied) throw invalidEmailLink();
  // The old address hears of the change, so an owner whose session was misused finds out.
  await deps.mail.send({ to: applied.user.email, subject: m.mail.emailChangedNoticeSubject, text: m.mail.emailChangedNoticeBody(applied.user.userName, applied.newEmail) });
  deps.logger.info({ userId: applied.user.id }, 'e-mail address changed');
  return { message: m.emailChanged };
}

export async function updateOwnPassword(deps: OwnDeps, auth: AuthContext, input: { current_password: string; password: string; password_confirmation: string }) {
  if (input.password !== input.password_confirmation) throw validationError({ password_confirmation: [m.errors.passwordMismatch] });
  if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) throw wrongPassword();
  if (input.password === input.current_password) throw validationError({ password: [m.errors.passwordSame] });
  const now = deps.clock.now();
  await updatePasswordHash(deps.db, auth.user.id, await hashPassword(input.password), now);
  await revokeUserSessions(deps.db, auth.user.id, now, auth.session.id);
  await deps.sessionCache.invalidate({ userIds: [auth.user.id] });
  deps.logger.info({ userId: auth.user.id }, 'password changed');
  return { message: m.passwordChanged };
}
