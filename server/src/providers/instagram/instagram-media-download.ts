import { ProviderError } from '../shared/provider-errors';
import { assertPublicHttpUrl } from '../shared/ssrf-guard';
import type { InstagramImage } from './instagram.port';

export interface MediaDownloadInput {
  fetch: typeof fetch;
  url: string;
  maxBytes: number;
  /** The emulator's roots while no real app is configured: its media URLs point there, inside this network. */
  trustedPrefixes: readonly string[];
  timeoutMs?: number;
}

/**
 * Media URLs come from Instagram's answers, so a real one must be a public https host (never the server's own
 * network); the emulator's own roots are the one exception. Redirects are refused rather than followed unchecked.
 */
export async function downloadInstagramImage(input: MediaDownloadInput): Promise<InstagramImage> {
  const detail = { method: 'GET', path: '(media)' };
  const trusted = input.trustedPrefixes.some((prefix) => input.url.startsWith(`${prefix.replace(/\/+$/u, '')}/`));
  if (!trusted) await assertPublicHttpUrl(input.url, { provider: 'instagram' });
  let response: Response;
  let bytes: Buffer;
  try {
    response = await input.fetch(input.url, { method: 'GET', redirect: 'error', signal: AbortSignal.timeout(input.timeoutMs ?? 30_000) });
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > input.maxBytes) throw new ProviderError({ provider: 'instagram', code: 'invalid_request', status: response.status, detail: { ...detail, reason: 'media too large' } });
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (cause) {
    if (cause instanceof ProviderError) throw cause;
    const code = cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'network_error';
    throw new ProviderError({ provider: 'instagram', code, detail: { ...detail, reason: cause instanceof Error ? cause.message : String(cause) }, cause });
  }
  if (!response.ok) throw new ProviderError({ provider: 'instagram', code: response.status === 404 ? 'not_found' : 'provider_unavailable', status: response.status, detail });
  if (bytes.length > input.maxBytes) throw new ProviderError({ provider: 'instagram', code: 'invalid_request', status: response.status, detail: { ...detail, reason: 'media too large' } });
  return { bytes, contentType: (response.headers.get('content-type') ?? '').split(';')[0].trim() };
}
