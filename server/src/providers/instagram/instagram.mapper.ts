import type { ProviderErrorCode } from '../shared/provider-errors';
import type { InstagramMedia, InstagramMediaChild, InstagramMediaType } from './instagram.port';
import type { GraphChild, GraphMedia, ShortLivedTokenResponse } from './instagram.types';
import type { InstagramShortLivedToken } from './instagram.port';

const MEDIA_TYPES = new Set<string>(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']);

const mediaType = (value: string | undefined): InstagramMediaType => (value && MEDIA_TYPES.has(value) ? (value as InstagramMediaType) : 'IMAGE');

/** Graph writes `2026-11-20T03:00:00+0000`; ISO 8601 wants a colon in the offset. */
export const graphTimeToIso = (value: string | undefined): string =>
  value ? new Date(value.replace(/([+-]\d{2})(\d{2})$/u, '$1:$2')).toISOString() : new Date(0).toISOString();

export function toMediaChild(child: GraphChild): InstagramMediaChild {
  return {
    id: child.id,
    mediaType: child.media_type === 'VIDEO' ? 'VIDEO' : 'IMAGE',
    mediaUrl: child.media_url ?? null,
    thumbnailUrl: child.thumbnail_url ?? null,
  };
}

export function toMedia(media: GraphMedia): InstagramMedia {
  return {
    id: media.id,
    caption: media.caption ?? null,
    mediaType: mediaType(media.media_type),
    mediaUrl: media.media_url ?? null,
    thumbnailUrl: media.thumbnail_url ?? null,
    permalink: media.permalink ?? null,
    timestamp: graphTimeToIso(media.timestamp),
    children: (media.children?.data ?? []).map(toMediaChild),
  };
}

export function toShortLivedToken(response: ShortLivedTokenResponse): InstagramShortLivedToken | undefined {
  const item = response.data?.[0] ?? response;
  if (!item.access_token || item.user_id === undefined) return undefined;
  const permissions = Array.isArray(item.permissions) ? item.permissions : (item.permissions ?? '').split(',').filter(Boolean);
  return { accessToken: item.access_token, userId: String(item.user_id), permissions };
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

/**
 * Graph reports throttling and token expiry as HTTP 400 with a numeric code, so the status alone misleads:
 * 190 is an expired or revoked token, 4/17/32/613 are rate limits, 100 with subcode 33 an unknown object.
 */
export function classifyGraphError(status: number, body: unknown): ProviderErrorCode | undefined {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown; error_subcode?: unknown } }).error : undefined;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  if (code === 190) return 'token_expired';
  if (status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) return 'rate_limited';
  if (code === 100 && error?.error_subcode === 33) return 'not_found';
  if (code === 10 || (code !== undefined && code >= 200 && code < 300)) return 'permission_denied';
  if (code === 1 || code === 2) return 'provider_unavailable';
  return undefined;
}
