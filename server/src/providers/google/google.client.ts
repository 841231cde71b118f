import { GOOGLE_EMULATOR_CLIENT_ID, GOOGLE_EMULATOR_CLIENT_SECRET } from '../../../../emulators/google/emulator-credentials';
import { emulatorBaseUrl, emulatorPublicUrl, type ProviderRuntime } from '../registry';
import { ProviderError } from '../shared/provider-errors';
import { createProviderHttpClient, type ProviderHttpClient, type ProviderHttpClientOptions } from '../shared/provider-http-client';
import { googleLimitKeys } from '../shared/rate-limiter';
import type { GoogleOAuthClient } from './google-oauth.client';
import type { GoogleCredentials, GoogleHosts } from './google.types';

export const GOOGLE_HOSTS: GoogleHosts = {
  oauth: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  accountManagement: 'https://mybusinessaccountmanagement.googleapis.com/v1',
  businessInformation: 'https://mybusinessbusinessinformation.googleapis.com/v1',
  performance: 'https://businessprofileperformance.googleapis.com/v1',
  v4: 'https://mybusiness.googleapis.com/v4',
  upload: 'https://mybusiness.googleapis.com/upload/v1',
};

/** The emulator serves every Google host under one mount point, with the same versioned paths. */
export function emulatorGoogleHosts(base: string): GoogleHosts {
  const root = base.replace(/\/+$/, '');
  return {
    oauth: `${root}/o/oauth2/v2/auth`,
    token: `${root}/token`,
    accountManagement: `${root}/v1`,
    businessInformation: `${root}/v1`,
    performance: `${root}/v1`,
    v4: `${root}/v4`,
    upload: `${root}/upload/v1`,
  };
}

export interface GoogleClientSettings {
  hosts: GoogleHosts;
  clientId: string;
  clientSecret: string;
  usesEmulator: boolean;
}

export function resolveGoogleSettings(runtime: Pick<ProviderRuntime, 'config'>, overrides: Partial<GoogleHosts> = {}): GoogleClientSettings {
  const real = runtime.config.providers.google;
  if (real) return { hosts: { ...GOOGLE_HOSTS, ...overrides }, clientId: real.clientId, clientSecret: real.clientSecret, usesEmulator: false };
  return {
    hosts: {
      ...emulatorGoogleHosts(emulatorBaseUrl(runtime.config, 'google')),
      oauth: `${emulatorPublicUrl(runtime.config, 'google')}/o/oauth2/v2/auth`,
      ...overrides,
    },
    clientId: GOOGLE_EMULATOR_CLIENT_ID,
    clientSecret: GOOGLE_EMULATOR_CLIENT_SECRET,
    usesEmulator: true,
  };
}

/** The live access token of one linkage; shared by every call made with the same credentials object. */
interface Session {
  accessToken: string;
}

export type GoogleApiName = 'accountManagement' | 'businessInformation' | 'performance' | 'v4' | 'upload';

/** Tuning for tests (pinned jitter, short timeouts); production uses the shared client's defaults. */
export type GoogleCallOptions = Partial<Pick<ProviderHttpClientOptions, 'random' | 'baseDelayMs' | 'maxAttempts' | 'timeoutMs'>>;

export interface GoogleClients {
  api(credentials: GoogleCredentials, name: GoogleApiName): ProviderHttpClient;
  /** The current access token of these credentials (after any refresh). */
  accessToken(credentials: GoogleCredentials): string;
  /** Refreshes once for these credentials; used by calls that cannot go through the JSON client. */
  refresh(credentials: GoogleCredentials): Promise<string>;
}

export function createGoogleClients(runtime: ProviderRuntime, hosts: GoogleHosts, oauth: GoogleOAuthClient, callOptions: GoogleCallOptions = {}): GoogleClients {
  const sessions = new WeakMap<GoogleCredentials, Session>();
  const clients = new WeakMap<GoogleCredentials, Map<GoogleApiName, ProviderHttpClient>>();
  const session = (credentials: GoogleCredentials): Session => {
    let found = sessions.get(credentials);
    if (!found) {
      found = { accessToken: credentials.accessToken };
      sessions.set(credentials, found);
    }
    return found;
  };

  const refresh = async (credentials: GoogleCredentials): Promise<string> => {
    if (!credentials.refreshToken) {
      throw new ProviderError({ provider: 'google', code: 'token_expired', status: 401, detail: { reason: 'no refresh token' } });
    }
    const tokens = await oauth.refresh(credentials.refreshToken);
    session(credentials).accessToken = tokens.accessToken;
    await credentials.onTokens?.(tokens);
    return tokens.accessToken;
  };

  return {
    api(credentials, name) {
      let byName = clients.get(credentials);
      if (!byName) {
        byName = new Map();
        clients.set(credentials, byName);
      }
      const existing = byName.get(name);
      if (existing) return existing;
      const client = createProviderHttpClient({
        provider: 'google',
        baseUrl: hosts[name],
        fetch: runtime.fetch,
        clock: runtime.clock,
        limiter: runtime.googleLimiter,
        // providers.md: "300 requests per minute per API per Cloud project" — every call counts.
        limitKeys: googleLimitKeys.read(),
        logger: runtime.logger,
        getAccessToken: () => session(credentials).accessToken,
        refreshAccessToken: () => refresh(credentials),
        onTokenExpired: credentials.onTokenExpired,
        ...callOptions,
      });
      byName.set(name, client);
      return client;
    },
    accessToken: (credentials) => session(credentials).accessToken,
    refresh,
  };
}
