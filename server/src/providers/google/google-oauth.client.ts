import type { AuthorizationRequest, OAuthTokens } from '../listing-provider';
import { ProviderError, providerErrorCodeForStatus } from '../shared/provider-errors';
import type { ProviderRuntime } from '../registry';
import { toTokens, type TokenJson } from './google.mapper';
import type { GoogleHosts } from './google.types';

// providers.md: "OAuth 2 authorization code flow with offline access (refresh tokens); scope
// `https://www.googleapis.com/auth/business.manage`".
export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/business.manage';

export interface GoogleOAuthClient {
  authorizationUrl(request: AuthorizationRequest): string;
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<OAuthTokens>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
}

export interface GoogleOAuthOptions {
  runtime: Pick<ProviderRuntime, 'fetch' | 'clock'>;
  hosts: Pick<GoogleHosts, 'oauth' | 'token'>;
  clientId: string;
  clientSecret: string;
}

export function createGoogleOAuthClient(options: GoogleOAuthOptions): GoogleOAuthClient {
  const { runtime, hosts, clientId, clientSecret } = options;

  // The token endpoint takes form-encoded bodies (RFC 6749 §4.1.3), unlike the JSON APIs, so it is called directly.
  const postToken = async (params: Record<string, string>, failure: 'invalid_request' | 'token_expired'): Promise<TokenJson> => {
    const detail = { method: 'POST', path: new URL(hosts.token).pathname };
    let response: Response;
    try {
      response = await runtime.fetch(hosts.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...params, client_id: clientId, client_secret: clientSecret }).toString(),
      });
    } catch (cause) {
      throw new ProviderError({ provider: 'google', code: 'network_error', detail: { ...detail, reason: cause instanceof Error ? cause.message : String(cause) }, cause });
    }
    const text = await response.text();
    const body = parse(text);
    if (response.ok && body && typeof body.access_token === 'string') return body as unknown as TokenJson;
    // invalid_grant (revoked, expired or already used) is final; 429 and 5xx stay transient so nobody is asked to re-link.
    const transient = response.status === 429 || response.status >= 500;
    const code = transient ? providerErrorCodeForStatus(response.status) : failure;
    const providerStatus = typeof body?.error === 'string' ? body.error : undefined;
    const providerMessage = typeof body?.error_description === 'string' ? body.error_description : undefined;
    throw new ProviderError({ provider: 'google', code, status: response.status, detail: { ...detail, providerStatus, providerMessage } });
  };

  return {
    authorizationUrl(request) {
      const url = new URL(hosts.oauth);
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('redirect_uri', request.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', GOOGLE_SCOPE);
      // offline + consent: Google only returns a refresh token on a consent screen the user actually saw.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      url.searchParams.set('include_granted_scopes', 'true');
      url.searchParams.set('state', request.state);
      if (request.codeChallenge) {
        url.searchParams.set('code_challenge', request.codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },
    async exchangeCode(input) {
      const json = await postToken(
        { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}) },
        'invalid_request',
      );
      return toTokens(json, runtime.clock.now(), null);
    },
    async refresh(refreshToken) {
      const json = await postToken({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'token_expired');
      return toTokens(json, runtime.clock.now(), refreshToken);
    },
  };
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
