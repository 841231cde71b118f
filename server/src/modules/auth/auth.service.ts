import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { toActor, toUserInfomation, type UserInfomation } from '../../tenancy/tenancy.mapper';
import { findActiveUserByLogin, updatePasswordHash } from '../../tenancy/tenancy.repository';
import { burnPasswordCheck, hashPassword, temporaryPassword, verifyPassword } from './password';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions } from './sessions.repository';
import { hashToken, newToken } from '../../tokens';

type Ownership = 'allgrow' | 'partner';

// Wrong password, unknown address and the other ownership's account all answer exactly this, so the login page
// cannot be used to learn which addresses exist where.
const invalidCredentials = (): DomainError =>
  new DomainError('invalid_credentials', 422, messagesJa.auth.invalidCredentials, { email: [messagesJa.auth.invalidCredentials] });

export interface StartedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

export async function startSession(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  impersonation: { actorUserId: number } | null = null,
): Promise<StartedSession> {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlSeconds * 1000);
  const row = await insertSession(deps.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    isImpersonate: impersonation !== null,
    actorUserId: impersonation?.actorUserId ?? null,
    createdAt: now,
  });
  return { token, sessionId: row.id, expiresAt };
}

export interface LoginResult {
  session: StartedSession;
  userInfomation: UserInfomation;
}

export async function login(deps: Deps, input: { email: string; password: string; ownership: Ownership }): Promise<LoginResult> {
  const found = await findActiveUserByLogin(deps.db, input.ownership, input.email.trim());
  if (!found) {
    await burnPasswordCheck(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(found.user.passwordHash, input.password))) throw invalidCredentials();
  const session = await startSession(deps, found.user.id);
  return { session, userInfomation: toUserInfomation(found.user, found.company, false, deps.config) };
}

export async function logout(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext): Promise<void> {
  await revokeSession(deps.db, auth.session.id, deps.clock.now());
}

/** Looks up the live session of a token; null when unknown, expired, revoked or its user is gone. */
export async function resolveSession(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  token: string,
  tokenSource: 'cookie' | 'bearer',
): Promise<AuthContext | null> {
  const found = await findLiveSession(deps.db, hashToken(token), deps.clock.now());
  if (!found) return null;
  const { session } = found;
  const info = toUserInfomation(found.user, found.company, session.isImpersonate, deps.config);
  return {
    session: { id: session.id, isImpersonate: session.isImpersonate, actorUserId: session.actorUserId, expiresAt: session.expiresAt },
    user: found.user,
    company: found.company,
    actor: toActor(info),
    tokenSource,
  };
}

export const loginPath = (ownership: Ownership): string => (ownership === 'partner' ? '/user-login' : '/login');

// The answer never depends on whether the address exists; only a real account gets a mail.
export async function passwordReissue(deps: Deps, input: { email: string; ownership: Ownership }): Promise<void> {
  const found = await findActiveUserByLogin(deps.db, input.ownership, input.email.trim());
  if (!found) {
    await burnPasswordCheck('reissue');
    return;
  }
  const password = temporaryPassword();
  const now = deps.clock.now();
  await updatePasswordHash(deps.db, found.user.id, await hashPassword(password), now);
  await revokeUserSessions(deps.db, found.user.id, now);
  const loginUrl = `${deps.config.publicOrigin}${loginPath(input.ownership)}`;
  await deps.mail.send({
    to: found.user.email,
    subject: messagesJa.auth.reissueMailSubject,
    text: messagesJa.auth.reissueMailBody(found.user.userName, password, loginUrl),
  });
  deps.logger.info({ userId: found.user.id }, 'password reissued');
}
