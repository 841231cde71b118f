export type InstagramMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

export interface InstagramAuthorizationRequest {
  state: string;
  redirectUri: string;
  /** Defaults to INSTAGRAM_SCOPES. */
  scopes?: readonly string[];
}

export interface InstagramShortLivedToken {
  accessToken: string;
  /** The professional account's Instagram user id. */
  userId: string;
  permissions: string[];
}

export interface InstagramLongLivedToken {
  accessToken: string;
  expiresAt: Date;
}

export interface InstagramProfile {
  id: string;
  username: string;
}

export interface InstagramMediaChild {
  id: string;
  mediaType: Exclude<InstagramMediaType, 'CAROUSEL_ALBUM'>;
  /** Expires within days at Instagram: download and re-host before handing it to another provider. */
  mediaUrl: string | null;
  thumbnailUrl: string | null;
}

export interface InstagramMedia {
  id: string;
  caption: string | null;
  mediaType: InstagramMediaType;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  permalink: string | null;
  /** ISO 8601. */
  timestamp: string;
  /** Only carousels have children; empty otherwise. */
  children: InstagramMediaChild[];
}

export interface ListMediaOptions {
  /** The Instagram user id (from exchangeCode or getMe). */
  userId: string;
  /** Newest posts up to this many (default 100, at most 1,000). */
  limit?: number;
}

export interface InstagramImage {
  bytes: Buffer;
  contentType: string;
}

/** Instagram Login (professional accounts) and the Graph media edge, for linking and crossposting. */
export interface InstagramPort {
  authorizationUrl(request: InstagramAuthorizationRequest): string;
  /** Code from the redirect → a short-lived (1 h) token. Codes are single-use, so this is never retried. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<InstagramShortLivedToken>;
  /** Short-lived → long-lived (60 days) token. */
  exchangeForLongLivedToken(shortLivedToken: string): Promise<InstagramLongLivedToken>;
  /** A long-lived token at least 24 h old → a fresh 60-day token. */
  refreshLongLivedToken(longLivedToken: string): Promise<InstagramLongLivedToken>;
  getMe(accessToken: string): Promise<InstagramProfile>;
  listMedia(accessToken: string, options: ListMediaOptions): Promise<InstagramMedia[]>;
  /** Downloads a media image (a media_url from listMedia) to re-host it; at most `maxBytes`. */
  downloadImage(url: string, options: { maxBytes: number }): Promise<InstagramImage>;
}
