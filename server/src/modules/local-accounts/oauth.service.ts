import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError } from '../../http/errors';
import type { LinkableLocation, ListingProvider, ListingProviderName, OAuthTokens } from '../../providers/listing-provider';
import { isProviderError } from '../../providers/shared/provider-errors';
import { upsertConnection } from '../../provider-access/provider-connections.repository';
import { providerAccessMessagesJa } from '../../provider-access/provider-access.messages.ja';
import { tokenContext } from '../../provider-access/token-context';
import { consumeOauthState, insertOauthState } from './oauth-states.repository';
import { countLinked, findByLocationIds, findContractedCount, upsertCandidates } from './local-accounts.repository';
import { localAccountsMessagesJa as m } from './local-accounts.messages.ja';
import { toLinkableLocation } from './local-accounts.mapper';

export type LinkingDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'tokenCipher' | 'listingProviders'> & Partial<Pick<Deps, 'sessionCache'>>;

const STATE_TTL_MS = 10 * 60 * 1000;

export const providerOf = (deps: Pick<Deps, 'listingProviders'>, name: ListingProviderName): ListingProvider => deps.listingProviders[name];

/** Where the provider sends the browser back: the console's public authorisation pages. */
export const redirectUriFor = (deps: Pick<Deps, 'config'>, provider: ListingProviderName): string =>
  `${deps.config.publicOrigin}/${provider === 'google' ? 'open-authorization' : 'yahoo-open-authorization'}`;

const hashState = (state: string): string => createHash('sha256').update(state).digest('base64url');

export const providerFailure = (error: unknown): DomainError =>
  new DomainError('provider_failed', 502, isProviderError(error) ? error.message : m.providerFailed);

export async function createAuthenticationLink(deps: LinkingDeps, auth: AuthContext, input: { provider: ListingProviderName; renew?: boolean }) {
  const provider = providerOf(deps, input.provider);
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  const redirectUri = redirectUriFor(deps, input.provider);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
  await insertOauthState(deps.db, {
    stateHash: hashState(state),
    companyId: auth.company.id,
    userId: auth.user.id,
    provider: input.provider,
    codeVerifierSealed: deps.tokenCipher.encrypt(verifier, `pkce:${input.provider}`),
    redirectUri,
    renew: input.renew === true,
    expiresAt,
  });
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  const url = provider.authorizationUrl({ state, redirectUri, codeChallenge });
  return { data: { url, expires_at: expiresAt.toISOString() }, ...(input.renew ? { message: providerAccessMessagesJa.renewLink[input.provider] } : {}) };
}

export async function linkableLocationsBody(
  deps: Pick<Deps, 'db'>,
  scope: { companyId: number; contracted: number; provider: ListingProviderName; accountLabel: string | null },
  locations: readonly LinkableLocation[],
) {
  const rows = await findByLocationIds(deps.db, scope.companyId, scope.provider, locations.map((l) => l.providerLocationId));
  const byLocation = new Map(rows.map((r) => [r.providerLocationId, r]));
  return {
    provider: scope.provider,
    account_label: scope.accountLabel,
    locations: locations.map((l) => toLinkableLocation(scope.provider, l, byLocation.get(l.providerLocationId))),
    linked_count: await countLinked(deps.db, scope.companyId),
    contracted_linkage_count: scope.contracted,
  };
}

/**
 * What 連携管理 names the linked account by: the names its owner gave the provider accounts (Google's accountName),
 * never the raw `accounts/…` id unless the provider sent no name.
 */
export function accountLabelOf(locations: readonly LinkableLocation[]): string | null {
  const names = [...new Set(locations.map((l) => l.providerAccountName ?? l.providerAccountId).filter((n): n is string => Boolean(n)))];
  return names.length > 0 ? names.join('、') : null;
}

/**
 * The public callback. The one-time state names the company and user that started the link; a browser signed in
 * to another company is refused so nobody can plant their grant into someone else's tenant.
 */
export async function completeOauth(
  deps: LinkingDeps,
  providerName: ListingProviderName,
  input: { code: string; state: string },
  session: AuthContext | null,
) {
  const provider = providerOf(deps, providerName);
  const now = deps.clock.now();
  const state = await consumeOauthState(deps.db, hashState(input.state), providerName, now);
  if (!state) throw new DomainError('invalid_oauth_state', 400, m.invalidState);
  if (session && session.company.id !== state.companyId) throw new DomainError('oauth_state_company_mismatch', 403, m.otherCompanySession);
  let tokens: OAuthTokens;
  let locations: LinkableLocation[];
  try {
    const codeVerifier = deps.tokenCipher.decrypt(state.codeVerifierSealed, `pkce:${providerName}`);
    tokens = await provider.exchangeCode({ code: input.code, redirectUri: state.redirectUri, codeVerifier });
    locations = await provider.listLocations(tokens.accessToken);
  } catch (error) {
    throw providerFailure(error);
  }
  const context = tokenContext(providerName, state.companyId);
  const accountLabel = accountLabelOf(locations);
  const connection = await upsertConnection(deps.db, {
    companyId: state.companyId,
    provider: providerName,
    providerAccountId: locations.find((l) => l.providerAccountId)?.providerAccountId ?? null,
    accountLabel,
    refreshTokenSealed: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken, context) : null,
    accessTokenSealed: deps.tokenCipher.encrypt(tokens.accessToken, context),
    accessTokenExpiresAt: tokens.expiresAt,
    linkedByUserId: state.userId,
    now,
  });
  await upsertCandidates(deps.db, { companyId: state.companyId, provider: providerName, connectionId: connection.id, now }, locations);
  await deps.sessionCache?.invalidate({ companyIds: [state.companyId] });
  const contracted = await findContractedCount(deps.db, state.companyId);
  return { data: await linkableLocationsBody(deps, { companyId: state.companyId, contracted, provider: providerName, accountLabel }, locations) };
}
