import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { toActor, toUserInfomation, type UserInfomation } from '../../tenancy/tenancy.mapper';
import { findActiveUserByLogin } from '../../tenancy/tenancy.repository';
import { authMessagesJa } from './auth.messages.ja';
import { burnPasswordCheck, verifyPassword } from './password';
import { findLiveSession, insertSession, revokeSession, revokeSessionByTokenHash } from './sessions.repository';
import { hashToken, newToken } from '../../tokens';

type Ownership = 'allgrow' | 'partner';

// Wrong password and unknown address answer exactly this, so the login page cannot be used to learn which addresses
// exist where.
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

const otherOwnership = (ownership: Ownership): Ownership => (ownership === 'partner' ? 'allgrow' : 'partner');

// Only someone who typed the right password of the other page's account learns that it belongs there; everyone else
// gets the same answer as for an unknown address, after the same one password check.
const wrongLoginPage = (accountOwnership: Ownership): DomainError => {
  const message = authMessagesJa.wrongLoginPage[accountOwnership];
  return new DomainError('wrong_login_page', 422, message, { email: [message] });
};

export async function login(
  deps: Deps,
  input: { email: string; password: string; ownership: Ownership },
  presentedToken: string | null = null,
): Promise<LoginResult> {
  const email = input.email.trim();
  const found = await findActiveUserByLogin(deps.db, input.ownership, email);
  if (!found) {
    const other = await findActiveUserByLogin(deps.db, otherOwnership(input.ownership), email);
    if (!other) {
      await burnPasswordCheck(input.password);
      throw invalidCredentials();
    }
    if (await verifyPassword(other.user.passwordHash, input.password)) throw wrongLoginPage(otherOwnership(input.ownership));
    throw invalidCredentials();
  }
  if (!(await verifyPassword(found.user.passwordHash, input.password))) throw invalidCredentials();
  // Whoever signed in before in this browser (another user or the same one) is signed out for good, not just
  // shadowed by the new cookie.
  if (presentedToken) {
    const tokenHash = hashToken(presentedToken);
    await revokeSessionByTokenHash(deps.db, tokenHash, deps.clock.now());
    await deps.sessionCache.invalidate({ tokenHashes: [tokenHash] });
  }
  const session = await startSession(deps, found.user.id);
  return { session, userInfomation: toUserInfomation(found.user, found.company, false, deps.config) };
}

export async function logout(deps: Pick<Deps, 'db' | 'clock' | 'sessionCache'>, auth: AuthContext): Promise<void> {
  await revokeSession(deps.db, auth.session.id, deps.clock.now());
  await deps.sessionCache.invalidate({ sessionIds: [auth.session.id] });
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
    accountScope: null,
  };
}
