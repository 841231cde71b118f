import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { can } from '../../../../src/shared/access/access-rules';
import type { LinkableLocation, ListingProviderName, OAuthTokens } from '../../providers/listing-provider';
import { isProviderError } from '../../providers/shared/provider-errors';
import { findConnection, listConnections, markConnectionExpired, storeRefreshedAccess } from '../../provider-access/provider-connections.repository';
import type { ProviderConnectionRow } from '../../provider-access/provider-connections.table';
import { tokenContext } from '../../provider-access/token-context';
import { countLinked, countLinkedByProvider, upsertCandidates } from './local-accounts.repository';
import { localAccountsMessagesJa as m } from './local-accounts.messages.ja';
import { defineCompanyMemo } from '../../http/company-memo';
import { createAuthenticationLink, linkableLocationsBody, providerFailure, providerOf, type LinkingDeps } from './oauth.service';

const PROVIDERS: ListingProviderName[] = ['google', 'yahoo'];

export async function checkOauthToken(deps: Pick<Deps, 'db'>, auth: AuthContext) {
  const companyId = auth.company.id;
  const [connections, counts, linked] = [await listConnections(deps.db, companyId), await countLinkedByProvider(deps.db, companyId), await countLinked(deps.db, companyId)];
  const stateOf = (provider: ListingProviderName) => {
    const c = connections.find((row) => row.provider === provider);
    return {
      status: c ? c.tokenState : ('none' as const),
      account_label: c?.accountLabel ?? null,
      linked_count: counts[provider],
      linked_at: c ? c.createdAt.toISOString() : null,
    };
  };
  return { data: { google: stateOf('google'), yahoo: stateOf('yahoo'), linked_count: linked, contracted_linkage_count: auth.company.contractedLinkageCount } };
}

// A refused refresh token (revoked, expired or unknown) can only be fixed by the user consenting again; anything
// else (rate limit, outage) is temporary and must not flip the state.
const isRefusedGrant = (error: unknown): boolean =>
  isProviderError(error) && (error.code === 'token_expired' || error.code === 'permission_denied');

type SyncOutcome =
  | { status: 'not_linked' | 'expired'; locations: LinkableLocation[] }
  | { status: 'synced'; locations: LinkableLocation[]; connection: ProviderConnectionRow };

async function syncOne(deps: LinkingDeps, companyId: number, name: ListingProviderName): Promise<SyncOutcome> {
  const connection = await findConnection(deps.db, companyId, name);
  if (!connection) return { status: 'not_linked', locations: [] };
  const now = deps.clock.now();
  const context = tokenContext(name, companyId);
  if (connection.tokenState === 'expired' || !connection.refreshTokenSealed) {
    await markConnectionExpired(deps.db, companyId, connection.id, now);
    // What the company may do (reply on Google, for one) is cached with its sessions in every process.
    await deps.sessionCache?.invalidate({ companyIds: [companyId] });
    return { status: 'expired', locations: [] };
  }
  const provider = providerOf(deps, name);
  let tokens: OAuthTokens;
  try {
    tokens = await provider.refresh(deps.tokenCipher.decrypt(connection.refreshTokenSealed, context));
  } catch (error) {
    if (!isRefusedGrant(error)) throw providerFailure(error);
    await markConnectionExpired(deps.db, companyId, connection.id, now);
    // What the company may do (reply on Google, for one) is cached with its sessions in every process.
    await deps.sessionCache?.invalidate({ companyIds: [companyId] });
    return { status: 'expired', locations: [] };
  }
  await storeRefreshedAccess(deps.db, companyId, connection.id, {
    accessTokenSealed: deps.tokenCipher.encrypt(tokens.accessToken, context),
    accessTokenExpiresAt: tokens.expiresAt,
    refreshTokenSealed: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken, context) : null,
    now,
  });
  let locations: LinkableLocation[];
  try {
    locations = await provider.listLocations(tokens.accessToken);
  } catch (error) {
    throw providerFailure(error);
  }
  await upsertCandidates(deps.db, { companyId, provider: name, connectionId: connection.id, now }, locations);
  return { status: 'synced', locations, connection };
}

export async function syncLocalAccounts(deps: LinkingDeps, auth: AuthContext, input: { provider?: ListingProviderName } | undefined) {
  const companyId = auth.company.id;
  const results = [];
  for (const name of input?.provider ? [input.provider] : PROVIDERS) {
    const outcome = await syncOne(deps, companyId, name);
    const locations =
      outcome.status === 'synced'
        ? (
            await linkableLocationsBody(
              deps,
              { companyId, contracted: auth.company.contractedLinkageCount, provider: name, accountLabel: outcome.connection.accountLabel },
              outcome.locations,
            )
          ).locations
        : [];
    results.push({ provider: name, status: outcome.status, locations });
  }
  return { message: m.synced, data: { results } };
}

/** GET /users/info: an expired Yahoo link answers the renewal URL (a fresh consent link for link managers). */
const yahooExpired = defineCompanyMemo<boolean>();

// Asked with every page the console opens (users/info), so it is kept with the company's cached sessions: marking a
// linkage expired and every link or unlink invalidate the company.
function isYahooExpired(deps: LinkingDeps, companyId: number): Promise<boolean> {
  const load = async () => (await findConnection(deps.db, companyId, 'yahoo'))?.tokenState === 'expired';
  return deps.sessionCache ? yahooExpired(deps.sessionCache).get(companyId, load) : load();
}

export async function yahooTokenState(deps: LinkingDeps, auth: AuthContext) {
  if (!(await isYahooExpired(deps, auth.company.id))) return { y_is_expired: false, url: null, message: null };
  const management = `${deps.config.publicOrigin}/settings/management`;
  const canRenew = can(auth.actor, 'settingsManagement');
  const url = canRenew ? (await createAuthenticationLink(deps, auth, { provider: 'yahoo', renew: true })).data.url : management;
  return { y_is_expired: true, url, message: m.yahooExpired };
}
