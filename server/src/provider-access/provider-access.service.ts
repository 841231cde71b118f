import type { Deps } from '../deps';
import { DomainError } from '../http/errors';
import type { GoogleProvider } from '../providers/google/google.port';
import type { GoogleCredentials } from '../providers/google/google.types';
import type { ListingProviderName, OAuthTokens } from '../providers/listing-provider';
import type { ProviderError } from '../providers/shared/provider-errors';
import type { YahooPlacePort } from '../providers/yahoo/yahoo.port';
import { providerAccessMessagesJa as m } from './provider-access.messages.ja';
import { findConnection, markConnectionExpired, storeRefreshedAccess } from './provider-connections.repository';
import type { ProviderConnectionRow } from './provider-connections.table';
import { tokenContext } from './token-context';

// The one way a feature reaches a company's linked provider account: it asks here for the adapter and the tokens,
// and never reads another feature's connection rows. Linking (creating the grant) stays with local-accounts.

// alerts is optional so the many narrower callers keep compiling; the composed deps always carry it.
export type ProviderAccessDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers'> & Partial<Pick<Deps, 'alerts' | 'sessionCache'>>;

/** The company has no usable grant at the provider: the user must link (again) from the settings screen. */
export const notLinked = (provider: ListingProviderName): DomainError => new DomainError('provider_not_linked', 409, m.renewLink[provider]);

async function activeConnection(deps: ProviderAccessDeps, companyId: number, provider: ListingProviderName): Promise<ProviderConnectionRow> {
  const connection = await findConnection(deps.db, companyId, provider);
  if (!connection || connection.tokenState === 'expired' || !connection.refreshTokenSealed) throw notLinked(provider);
  return connection;
}

// Refreshed tokens are stored sealed on the connection; a refused refresh marks the linkage expired so the console
// asks for a re-link instead of failing every call (the adapters call these hooks, see google.port.ts).
function tokenHooks(deps: ProviderAccessDeps, companyId: number, provider: ListingProviderName, connection: ProviderConnectionRow) {
  const context = tokenContext(provider, companyId);
  return {
    onTokens: async (tokens: OAuthTokens) =>
      storeRefreshedAccess(deps.db, companyId, connection.id, {
        accessTokenSealed: deps.tokenCipher.encrypt(tokens.accessToken, context),
        accessTokenExpiresAt: tokens.expiresAt,
        refreshTokenSealed: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken, context) : null,
        now: deps.clock.now(),
      }),
    onTokenExpired: async (_error: ProviderError) => {
      const ended = await markConnectionExpired(deps.db, companyId, connection.id, deps.clock.now());
      // Found by a job or a request about something else: nobody may be looking at the links screen.
      const sourceKey = `link-expired-${connection.id}-${connection.updatedAt.getTime()}`;
      if (ended) await deps.alerts?.raise({ kind: 'link_expired', companyId, localAccountId: null, sourceKey, provider });
      // What the company may do (reply on Google, for one) is cached with its sessions in every process.
      if (ended) await deps.sessionCache?.invalidate({ companyIds: [companyId] });
    },
  };
}

const openAccess = (deps: ProviderAccessDeps, companyId: number, provider: ListingProviderName, connection: ProviderConnectionRow) => {
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
export async function googleCredentialsFor(deps: ProviderAccessDeps, companyId: number): Promise<GoogleCredentials> {
  const connection = await activeConnection(deps, companyId, 'google');
  return { ...openAccess(deps, companyId, 'google', connection), ...tokenHooks(deps, companyId, 'google', connection) };
}

/** The Yahoo!プレイス partner API of one company, refreshing and storing its tokens as needed. */
export async function yahooPlaceApiFor(deps: ProviderAccessDeps, companyId: number): Promise<YahooPlacePort> {
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

/** What a feature gets for one linked provider: Google's adapter takes the credentials per call; Yahoo's API holds them. */
export interface ProviderAccess {
  google: { adapter: GoogleProvider; credentials: GoogleCredentials };
  yahoo: { adapter: YahooPlacePort };
}

const openers: { [P in ListingProviderName]: (deps: ProviderAccessDeps, companyId: number) => Promise<ProviderAccess[P]> } = {
  google: async (deps, companyId) => ({ adapter: deps.providers.google, credentials: await googleCredentialsFor(deps, companyId) }),
  yahoo: async (deps, companyId) => ({ adapter: await yahooPlaceApiFor(deps, companyId) }),
};

/** The adapter and tokens of the company's linked account at `provider`; `provider_not_linked` (409) without a usable grant. */
export function providerAccessFor<P extends ListingProviderName>(deps: ProviderAccessDeps, companyId: number, provider: P): Promise<ProviderAccess[P]> {
  return openers[provider](deps, companyId);
}
