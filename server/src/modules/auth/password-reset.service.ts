import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { findActiveUserById, findActiveUserByLogin, updatePasswordHash } from '../../tenancy/tenancy.repository';
import { hashToken, newToken } from '../../tokens';
import { authMessagesJa } from './auth.messages.ja';
import { burnPasswordCheck, hashPassword } from './password';
import { consumePasswordReset, replacePasswordReset } from './password-resets.repository';
import { revokeUserSessions } from './sessions.repository';

type Ownership = 'allgrow' | 'partner';

// Long enough to reach the mail on a phone, short enough that a link left in a mailbox soon dies. A constant rather
// than a setting: nobody has asked to tune it, and the mail states it.
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const passwordResetPath = (ownership: Ownership): string => (ownership === 'partner' ? '/user-password-reset' : '/password-reset');

/**
 * A one-time link to set the user's password, replacing any earlier one: the reissue mail and the invitation of a new
 * user (its own, longer lifetime) both send it. Answers the URL to mail.
 */
export async function issuePasswordLink(deps: Pick<Deps, 'db' | 'clock' | 'config'>, user: { id: number; ownership: Ownership }, ttlMinutes: number): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  await replacePasswordReset(deps.db, { userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return `${deps.config.publicOrigin}${passwordResetPath(user.ownership)}?token=${encodeURIComponent(token)}`;
}

// The answer never depends on whether the address exists; only a real account gets a mail. Nothing about the account
// changes here: the current password keeps working until the link is used, so a stranger's request locks nobody out.
export async function passwordReissue(deps: Deps, input: { email: string; ownership: Ownership }): Promise<void> {
  const found = await findActiveUserByLogin(deps.db, input.ownership, input.email.trim());
  if (!found) {
    await burnPasswordCheck('reissue');
    return;
  }
  const resetUrl = await issuePasswordLink(deps, found.user, PASSWORD_RESET_TTL_MINUTES);
  await deps.mail.send({
    to: found.user.email,
    subject: messagesJa.auth.reissueMailSubject,
    text: messagesJa.auth.reissueMailBody(found.user.userName, resetUrl, PASSWORD_RESET_TTL_MINUTES),
  });
  deps.logger.info({ userId: found.user.id }, 'password reset link mailed');
}

const invalidLink = (): DomainError => new DomainError('password_reset_link_invalid', 404, authMessagesJa.resetLinkInvalid);

/** Uses up the link, sets the new password and ends every session of the user (a thief's included). */
export async function confirmPasswordReset(deps: Pick<Deps, 'db' | 'clock' | 'logger' | 'sessionCache'>, input: { token: string; password: string }): Promise<void> {
  const now = deps.clock.now();
  const link = await consumePasswordReset(deps.db, hashToken(input.token), now);
  if (!link) throw invalidLink();
  const found = await findActiveUserById(deps.db, link.userId);
  if (!found) throw invalidLink();
  await updatePasswordHash(deps.db, found.user.id, await hashPassword(input.password), now);
  await revokeUserSessions(deps.db, found.user.id, now);
  await deps.sessionCache.invalidate({ userIds: [found.user.id] });
  deps.logger.info({ userId: found.user.id }, 'password reset');
}
