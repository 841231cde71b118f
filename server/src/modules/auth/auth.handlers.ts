import { messagesJa } from '../../http/messages.ja';
import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { clearSessionCookie, readToken, setSessionCookie } from '../../http/session';
import { authMessagesJa } from './auth.messages.ja';
import { login, logout } from './auth.service';
import { createImpersonationLink, exchangeImpersonationLink } from './impersonation.service';
import { confirmPasswordReset, passwordReissue } from './password-reset.service';

export const authHandlers: ModuleHandlers<
  'login' | 'logout' | 'passwordReissue' | 'confirmPasswordReset' | 'createImpersonationLink' | 'exchangeImpersonationLink'
> = {
  login: async ({ deps, body, request, reply }) => {
    const result = await login(deps, body, readToken(request)?.token ?? null);
    setSessionCookie(request, reply, result.session.token, deps.config.sessionTtlSeconds);
    return { message: messagesJa.auth.loggedIn, data: { token: result.session.token, user_infomation: result.userInfomation } };
  },
  logout: async ({ deps, auth, request, reply }) => {
    await logout(deps, requireAuth(auth));
    clearSessionCookie(request, reply);
    return { message: messagesJa.auth.loggedOut };
  },
  passwordReissue: async ({ deps, body }) => {
    await passwordReissue(deps, body);
    return { message: messagesJa.auth.reissueSent };
  },
  confirmPasswordReset: async ({ deps, body }) => {
    await confirmPasswordReset(deps, body);
    return { message: authMessagesJa.resetDone };
  },
  createImpersonationLink: async ({ deps, auth, body }) => {
    const data = await createImpersonationLink(deps, requireAuth(auth).user.id, body.email);
    return { message: messagesJa.auth.impersonationCreated, data };
  },
  exchangeImpersonationLink: async ({ deps, params, request, reply }) => {
    const result = await exchangeImpersonationLink(deps, params.token);
    // The exchange itself is the first impersonated request: the audit hook records it like the ones after it.
    request.auth = result.auth;
    setSessionCookie(request, reply, result.session.token, deps.config.sessionTtlSeconds);
    return { message: messagesJa.auth.impersonationStarted, data: { token: result.session.token, user_infomation: result.userInfomation } };
  },
};
