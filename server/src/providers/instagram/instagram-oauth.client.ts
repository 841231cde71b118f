import { ProviderError, providerErrorCodeForStatus } from '../shared/provider-errors';
import { toShortLivedToken } from './instagram.mapper';
import type { InstagramShortLivedToken } from './instagram.port';
import type { ShortLivedTokenResponse } from './instagram.types';

export interface CodeExchangeInput {
  fetch: typeof fetch;
  /** api.instagram.com, or the emulator's root. */
  baseUrl: string;
  appId: string;
  appSecret: string;
  code: string;
  redirectUri: string;
  timeoutMs?: number;
}

const PATH = '/oauth/access_token';

/**
 * The one Instagram call that must be form-encoded, which the shared JSON client cannot send. It is never retried:
 * an authorization code is single-use, so a second try after a lost answer could only fail.
 */
export async function exchangeInstagramCode(input: CodeExchangeInput): Promise<InstagramShortLivedToken> {
  const detail = { method: 'POST', path: PATH };
  const form = new URLSearchParams({
    client_id: input.appId,
    client_secret: input.appSecret,
    grant_type: 'authorization_code',
    redirect_uri: input.redirectUri,
    // The redirect carries `#_` after the code on some clients; Instagram rejects it as part of the code.
    code: input.code.replace(/#_$/u, ''),
  });
  let response: Response;
  let text: string;
  try {
    response = await input.fetch(`${input.baseUrl.replace(/\/+$/u, '')}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(input.timeoutMs ?? 30_000),
    });
    text = await response.text();
  } catch (cause) {
    const code = cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'network_error';
    throw new ProviderError({ provider: 'instagram', code, detail: { ...detail, reason: cause instanceof Error ? cause.message : String(cause) }, cause });
  }
  const body = parse(text);
  if (!response.ok) {
    const message = typeof body?.error_message === 'string' ? body.error_message.slice(0, 300) : undefined;
    // A rejected code is a request problem, not an expired linkage: the user simply starts the flow again.
    const code = response.status === 401 ? 'invalid_request' : providerErrorCodeForStatus(response.status);
    throw new ProviderError({ provider: 'instagram', code, status: response.status, detail: { ...detail, ...(message ? { providerMessage: message } : {}) } });
  }
  const token = body ? toShortLivedToken(body as ShortLivedTokenResponse) : undefined;
  if (!token) throw new ProviderError({ provider: 'instagram', code: 'provider_unavailable', status: response.status, detail: { ...detail, reason: 'no access_token in answer' } });
  return token;
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
