import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import type { GoogleCredentials } from '../../providers/google/google.types';
import type { ListingProviderName, OAuthTokens } from '../../providers/listing-provider';
import type { ProviderError } from '../../providers/shared/provider-errors';
import type { YahooPlacePort } from '../../providers/yahoo/yahoo.port';
import { findConnection, markConnectionExpired, storeRefreshedAccess } from './connections.repository';
import { localAccountsMessagesJa as m } from './local-accounts.messages.ja';
import type { ProviderConnectionRow } from './local-accounts.table';
import { tokenContext } from './oauth.service';

export type ProviderSessionDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers'>;

/** The company has no usable grant at the provider: the user must link (again) from the settings screen. */
export const notLinked = (provider: ListingProviderName): DomainError =>
  new DomainError('provider_not_linked', 409, provider === 'google' ? m.renewLink.google : m.renewLink.yahoo);

async function activeConnection(deps: ProviderSessionDeps, companyId: number, provider: ListingProviderName): Promise<ProviderConnectionRow> {
  const connection = await findConnection(deps.db, companyId, provider);
  if (!connection || connection.tokenState === 'expired' || !connection.refreshTokenSealed) throw notLinked(provider);
  return connection;
}

// Refreshed tokens are stored sealed on the connection; a refused refresh marks the linkage expired so the console
// asks for a re-link instead of failing every call (the adapters call these hooks, see google.port.ts).
function tokenHooks(deps: ProviderSessionDeps, companyId: number, provider: ListingProviderName, connection: ProviderConnectionRow) {
  const context = tokenContext(provider, companyId);
  return {
    onTokens: async (tokens: OAuthTokens) =>
      storeRefreshedAccess(deps.db, companyId, connection.id, {
        accessTokenSealed: deps.tokenCipher.encrypt(tokens.accessToken, context),
        accessTokenExpiresAt: tokens.expiresAt,
        refreshTokenSealed: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken, context) : null,
        now: deps.clock.now(),
      }),
    onTokenExpired: async (_error: ProviderError) => markConnectionExpired(deps.db, companyId, connection.id, deps.clock.now()),
  };
}

const openAccess = (deps: ProviderSessionDeps, companyId: number, provider: ListingProviderName, connection: ProviderConnectionRow) => {
  const context = tokenContext(provider, companyId);
  const usable = connection.accessTokenSealed && connection.accessTokenExpiresAt && connection.accessTokenExpiresAt > deps.clock.now();
  return {
    accessToken: usable && connection.accessTokenSealed ? deps.tokenCipher.decrypt(connection.accessTokenSealed, context) : '',
    refreshToken: connection.refreshTokenSealed ? deps.tokenCipher.decrypt(connection.refreshTokenSealed, context) : null,
  };
};

/**
 * The credentials every Google Business Profile call of one company takes. An empty or stale access token is cured
 * by the adapter's one refresh on the first 401. Throws `provider_not_linked` (409) when there is no usable grant.
 */
export async function googleCredentialsFor(deps: ProviderSessionDeps, companyId: number): Promise<GoogleCredentials> {
  const connection = await activeConnection(deps, companyId, 'google');
  return { ...openAccess(deps, companyId, 'google', connection), ...tokenHooks(deps, companyId, 'google', connection) };
}

/** The Yahoo!プレイス partner API of one company, refreshing and storing its tokens as needed. */
export async function yahooPlaceApiFor(deps: ProviderSessionDeps, companyId: number): Promise<YahooPlacePort> {
  const connection = await activeConnection(deps, companyId, 'yahoo');
  const access = openAccess(deps, companyId, 'yahoo', connection);
  const hooks = tokenHooks(deps, companyId, 'yahoo', connection);
  let accessToken = access.accessToken;
  return deps.providers.yahoo.placeApi({
    getAccessToken: () => accessToken || undefined,
    refreshAccessToken: async () => {
      if (!access.refreshToken) throw notLinked('yahoo');
      const tokens = await deps.providers.yahoo.refresh(access.refreshToken);
      await hooks.onTokens(tokens);
      accessToken = tokens.accessToken;
      return accessToken;
    },
    onTokenExpired: hooks.onTokenExpired,
  });
}
