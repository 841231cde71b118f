import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { consumeInstagramState, insertInstagramState, upsertInstagramAccount } from './instagram-accounts.repository';
import { findSetting } from './instagram-settings.repository';
import { toInstagramAccount } from './instagram.mapper';
import { instagramMessagesJa as m } from './instagram.messages.ja';

type OauthDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'tokenCipher' | 'providers'>;

const STATE_TTL_MS = 10 * 60 * 1000;

const hashState = (state: string): string => createHash('sha256').update(state).digest('base64url');

/** The sealed token's context: a value copied onto another account's row fails to open. */
export const instagramTokenContext = (companyId: number, igUserId: string): string => `instagram:${companyId}:${igUserId}`;

/** Instagram sends the browser back to the screen the flow started from, which hands code and state to the callback. */
const redirectUriFor = (deps: Pick<Deps, 'config'>, settingId: number | undefined): string =>
  `${deps.config.publicOrigin}/posts/instagram/${settingId === undefined ? 'create-new' : String(settingId)}`;

export async function createInstagramAuthorizationLink(deps: OauthDeps, auth: AuthContext, input: { setting_id?: number }) {
  if (input.setting_id !== undefined && !(await findSetting(deps.db, auth.company.id, input.setting_id, auth.accountScope))) throw notFound();
  const state = randomBytes(32).toString('base64url');
  const redirectUri = redirectUriFor(deps, input.setting_id);
  const expiresAt = new Date(deps.clock.now().getTime() + STATE_TTL_MS);
  await insertInstagramState(deps.db, { stateHash: hashState(state), companyId: auth.company.id, userId: auth.user.id, redirectUri, expiresAt });
  return { data: { url: deps.providers.instagram.authorizationUrl({ state, redirectUri }), expires_at: expiresAt.toISOString() } };
}

/**
 * The screen Instagram returned to hands over code and state. The state must be this user's own, unused and fresh,
 * so nobody can plant their Instagram grant into another user's form or company.
 */
export async function completeInstagramAuthorization(deps: OauthDeps, auth: AuthContext, input: { code: string; state: string }) {
  const now = deps.clock.now();
  const state = await consumeInstagramState(deps.db, { stateHash: hashState(input.state), companyId: auth.company.id, userId: auth.user.id, now });
  if (!state) throw new DomainError('invalid_oauth_state', 400, m.invalidState);
  const port = deps.providers.instagram;
  let linked: { igUserId: string; username: string; token: string; expiresAt: Date };
  try {
    const short = await port.exchangeCode({ code: input.code, redirectUri: state.redirectUri });
    const long = await port.exchangeForLongLivedToken(short.accessToken);
    const me = await port.getMe(long.accessToken);
    linked = { igUserId: me.id || short.userId, username: me.username, token: long.accessToken, expiresAt: long.expiresAt };
  } catch (error) {
    throw new DomainError('provider_failed', 502, isProviderError(error) ? error.message : m.providerFailed);
  }
  const account = await upsertInstagramAccount(deps.db, {
    companyId: auth.company.id,
    igUserId: linked.igUserId,
    username: linked.username,
    accessTokenSealed: deps.tokenCipher.encrypt(linked.token, instagramTokenContext(auth.company.id, linked.igUserId)),
    tokenExpiresAt: linked.expiresAt,
    connectedByUserId: auth.user.id,
    now,
  });
  return { message: m.connected, data: toInstagramAccount(account) };
}
