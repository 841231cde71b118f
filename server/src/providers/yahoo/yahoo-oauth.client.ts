import type { OAuthTokens } from '../listing-provider';
import type { ProviderClock } from '../shared/provider-clock';
import { ProviderError, providerErrorCodeForStatus, type ProviderErrorCode } from '../shared/provider-errors';
import { DEFAULT_BACKOFF, parseRetryAfterMs, withRetry } from '../shared/retry';

interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
}

export interface YahooOAuthClientOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  clock: ProviderClock;
  random?: () => number;
}

// Yahoo's token endpoint takes a form body with HTTP Basic client authentication, which the shared JSON client does
// not send; this small client keeps the same retry policy and error codes.
export function createYahooOAuthClient(options: YahooOAuthClientOptions) {
  const basic = Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString('base64');

  const post = (form: Record<string, string>, onInvalidGrant: ProviderErrorCode): Promise<TokenResponse> =>
    withRetry(
      async () => {
        const detail = { method: 'POST', path: '/yconnect/v2/token' };
        let response: Response;
        try {
          response = await options.fetch(options.tokenUrl, {
            method: 'POST',
            headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: new URLSearchParams(form).toString(),
            signal: AbortSignal.timeout(30_000),
          });
        } catch (cause) {
          throw new ProviderError({ provider: 'yahoo', code: 'network_error', detail: { ...detail, reason: cause instanceof Error ? cause.message : String(cause) }, cause });
        }
        const body = (await response.json().catch(() => ({}))) as TokenResponse;
        if (response.ok && body.access_token) return body;
        // invalid_grant on refresh means the linkage is gone (re-link); on a code exchange it is a bad request.
        // A rejected client (401 invalid_client) is our misconfiguration, not the user's token.
        const code: ProviderErrorCode =
          body.error === 'invalid_grant' ? onInvalidGrant : response.status === 401 ? 'permission_denied' : response.ok ? 'provider_unavailable' : providerErrorCodeForStatus(response.status);
        throw new ProviderError({
          provider: 'yahoo',
          code,
          status: response.status,
          retryAfterMs: response.status === 429 || response.status === 503 ? parseRetryAfterMs(response.headers.get('retry-after'), options.clock.now()) : undefined,
          detail: { ...detail, ...(body.error ? { providerStatus: body.error } : {}), ...(body.error_description ? { providerMessage: body.error_description.slice(0, 500) } : {}) },
        });
      },
      {
        clock: options.clock,
        random: options.random ?? Math.random,
        maxAttempts: 4,
        ...DEFAULT_BACKOFF,
        // Token requests are safe to repeat: a code that was redeemed fails the repeat with invalid_grant.
        isWrite: false,
        hasIdempotencyKey: false,
      },
    );

  const toTokens = (body: TokenResponse, previousRefresh: string | null): OAuthTokens => ({
    accessToken: body.access_token ?? '',
    // Yahoo does not rotate refresh tokens: a refresh answer carries none, and the old one stays valid.
    refreshToken: body.refresh_token ?? previousRefresh,
    expiresAt: new Date(options.clock.now() + (body.expires_in ?? 3600) * 1000),
    scope: body.scope ?? null,
  });

  return {
    async exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<OAuthTokens> {
      const form: Record<string, string> = { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri };
      if (input.codeVerifier) form.code_verifier = input.codeVerifier;
      return toTokens(await post(form, 'invalid_request'), null);
    },
    async refresh(refreshToken: string): Promise<OAuthTokens> {
      return toTokens(await post({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'token_expired'), refreshToken);
    },
  };
}
