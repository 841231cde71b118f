import type { LinkableLocation } from '../listing-provider';
import type { ProviderRuntime } from '../registry';
import { createGoogleBusinessMethods } from './google-business.adapter';
import { createGoogleAttributeMethods } from './google-attributes.adapter';
import { createGoogleCategoryMethods } from './google-categories.adapter';
import { createGoogleContentMethods } from './google-content.adapter';
import { createGoogleClients, resolveGoogleSettings, type GoogleCallOptions } from './google.client';
import { toLinkableLocation } from './google.mapper';
import { createGoogleOAuthClient } from './google-oauth.client';
import type { GoogleProvider } from './google.port';
import type { GoogleCredentials, GoogleHosts } from './google.types';

export interface GoogleProviderOptions {
  /** Replaces single hosts (tests, proxies); the rest follow config: Google with credentials, else the emulator. */
  baseUrls?: Partial<GoogleHosts>;
  /** Client tuning for tests; production keeps the shared defaults. */
  http?: GoogleCallOptions;
}

// What account linking needs of each location: enough to show and match it to a store.
const LINKING_READ_MASK = ['name', 'title', 'storeCode', 'storefrontAddress', 'phoneNumbers'];

/**
 * The Google Business Profile adapter. With `config.providers.google` it talks to Google's hosts with that OAuth
 * client; without, to the in-process emulator with the emulator's fixed client. The code path is the same.
 */
export function createGoogleProvider(runtime: ProviderRuntime, options: GoogleProviderOptions = {}): GoogleProvider {
  const settings = resolveGoogleSettings(runtime, options.baseUrls);
  const oauth = createGoogleOAuthClient({ runtime, hosts: settings.hosts, clientId: settings.clientId, clientSecret: settings.clientSecret });
  const clients = createGoogleClients(runtime, settings.hosts, oauth, options.http);
  const business = createGoogleBusinessMethods(clients);
  const content = createGoogleContentMethods(runtime, settings.hosts, clients);

  // Linking lists with the access token just obtained from exchangeCode: there is nothing to refresh with yet.
  const listLocations = async (accessToken: string): Promise<LinkableLocation[]> => {
    const credentials: GoogleCredentials = { accessToken, refreshToken: null };
    const found: LinkableLocation[] = [];
    let accountToken: string | undefined;
    do {
      const accounts = await business.listAccounts(credentials, { pageSize: 20, pageToken: accountToken });
      for (const account of accounts.items) {
        let locationToken: string | undefined;
        do {
          const locations = await business.listAccountLocations(credentials, account.name, LINKING_READ_MASK, { pageSize: 100, pageToken: locationToken });
          found.push(...locations.items.map((location) => toLinkableLocation(account.name, location, account.accountName)));
          locationToken = locations.nextPageToken ?? undefined;
        } while (locationToken);
      }
      accountToken = accounts.nextPageToken ?? undefined;
    } while (accountToken);
    return found;
  };

  return {
    name: 'google',
    authorizationUrl: oauth.authorizationUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    listLocations,
    ...business,
    ...content,
    ...createGoogleCategoryMethods(clients),
    ...createGoogleAttributeMethods(clients),
  };
}
