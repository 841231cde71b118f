import type { Deps } from '../../deps';
import { toJstDateTime } from '../../formats';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, validationError } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { toActor, toUserInfomation, type UserInfomation } from '../../tenancy/tenancy.mapper';
import { findActiveUserById, findImpersonationTarget, findUserNameById } from '../../tenancy/tenancy.repository';
import { startSession, type StartedSession } from './auth.service';
import { consumeImpersonationLink, insertImpersonationLink } from './sessions.repository';
import { hashToken, newToken } from '../../tokens';

export interface ImpersonationLink {
  url: string;
  expires_at: string;
}

export async function createImpersonationLink(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  createdBy: number,
  email: string,
): Promise<ImpersonationLink> {
  const target = await findImpersonationTarget(deps.db, email.trim());
  if (!target) throw validationError({ email: [messagesJa.auth.impersonationTargetNotFound] }, 'impersonation_target_not_found');
  if (target.userType === 'support') throw validationError({ email: [messagesJa.auth.impersonationTargetSupport] }, 'impersonation_target_support');
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.impersonationTtlSeconds * 1000);
  await insertImpersonationLink(deps.db, { tokenHash: hashToken(token), targetUserId: target.id, createdBy, expiresAt, createdAt: now });
  return {
    url: `${deps.config.publicOrigin}/impersonate/${token}`,
    expires_at: toJstDateTime(expiresAt),
  };
}

const invalidLink = (): DomainError => new DomainError('impersonation_link_invalid', 404, messagesJa.auth.impersonationLinkInvalid);

export interface Impersonation {
  session: StartedSession;
  userInfomation: UserInfomation;
  auth: AuthContext;
}

export async function exchangeImpersonationLink(deps: Pick<Deps, 'db' | 'clock' | 'config'>, token: string): Promise<Impersonation> {
  const link = await consumeImpersonationLink(deps.db, hashToken(token), deps.clock.now());
  if (!link) throw invalidLink();
  const found = await findActiveUserById(deps.db, link.targetUserId);
  if (!found) throw invalidLink();
  const session = await startSession(deps, found.user.id, { actorUserId: link.createdBy });
  const userInfomation = toUserInfomation(found.user, found.company, true, deps.config, await findUserNameById(deps.db, link.createdBy));
  return {
    session,
    userInfomation,
    auth: {
      session: { id: session.sessionId, isImpersonate: true, actorUserId: link.createdBy, expiresAt: session.expiresAt },
      user: found.user,
      company: found.company,
      actor: toActor(userInfomation),
      tokenSource: 'cookie',
      accountScope: null,
    },
  };
}
