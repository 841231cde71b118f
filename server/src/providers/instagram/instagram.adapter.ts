import type { Config } from '../../config';
import { emulatorBaseUrl, emulatorPublicUrl, type ProviderRuntime } from '../registry';
import { ProviderError } from '../shared/provider-errors';
import { createProviderHttpClient, type ProviderLogger } from '../shared/provider-http-client';
import { exchangeInstagramCode } from './instagram-oauth.client';
import { downloadInstagramImage } from './instagram-media-download';
import { classifyGraphError, toMedia } from './instagram.mapper';
import type { InstagramLongLivedToken, InstagramMedia, InstagramPort } from './instagram.port';
import type { GraphLongLivedToken, GraphMedia, GraphPage, GraphUser } from './instagram.types';

export type InstagramProviderDeps = Pick<ProviderRuntime, 'config' | 'fetch' | 'clock'> & { logger?: ProviderLogger };

export const GRAPH_VERSION = 'v21.0';
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_content_publish'] as const;
/** App credentials the in-process emulator accepts; only used while INSTAGRAM_APP_ID/SECRET are unset. */
export const INSTAGRAM_EMULATOR_APP = { appId: 'emulator-instagram-app', appSecret: 'emulator-instagram-secret' } as const;

const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,children{id,media_type,media_url,thumbnail_url}';
const PAGE_SIZE = 25;
const DEFAULT_MEDIA_LIMIT = 100;
const MAX_MEDIA_LIMIT = 1_000;

export interface InstagramEndpoints {
  /** Browser-facing consent page. */
  authorizeUrl: string;
  /** api.instagram.com: the code exchange. */
  oauthBaseUrl: string;
  /** graph.instagram.com: long-lived tokens and the Graph API. */
  graphBaseUrl: string;
  appId: string;
  appSecret: string;
}

// The emulator serves every host from one root; its consent page must be reached through the public origin,
// while server-side calls stay on this process's own address.
export function instagramEndpoints(config: Config): InstagramEndpoints {
  const settings = config.providers.instagram;
  if (settings) {
    return {
      authorizeUrl: 'https://www.instagram.com/oauth/authorize',
      oauthBaseUrl: 'https://api.instagram.com',
      graphBaseUrl: 'https://graph.instagram.com',
      ...settings,
    };
  }
  const internal = emulatorBaseUrl(config, 'instagram');
  return {
    authorizeUrl: `${emulatorPublicUrl(config, 'instagram')}/oauth/authorize`,
    oauthBaseUrl: internal,
    graphBaseUrl: internal,
    ...INSTAGRAM_EMULATOR_APP,
  };
}

export function createInstagramProvider(runtime: InstagramProviderDeps): InstagramPort {
  const endpoints = instagramEndpoints(runtime.config);
  const graph = createProviderHttpClient({
    provider: 'instagram',
    baseUrl: endpoints.graphBaseUrl,
    fetch: runtime.fetch,
    clock: runtime.clock,
    logger: runtime.logger,
    classifyError: classifyGraphError,
  });
  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  const longLived = async (path: string, query: Record<string, string>): Promise<InstagramLongLivedToken> => {
    const started = runtime.clock.now();
    const response = await graph.request<GraphLongLivedToken>({ method: 'GET', path, query });
    if (!response.access_token || typeof response.expires_in !== 'number') {
      throw new ProviderError({ provider: 'instagram', code: 'provider_unavailable', detail: { method: 'GET', path, reason: 'no access_token in answer' } });
    }
    return { accessToken: response.access_token, expiresAt: new Date(started + response.expires_in * 1000) };
  };

  return {
    authorizationUrl({ state, redirectUri, scopes }) {
      const url = new URL(endpoints.authorizeUrl);
      url.searchParams.set('client_id', endpoints.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', (scopes ?? INSTAGRAM_SCOPES).join(','));
      url.searchParams.set('state', state);
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      exchangeInstagramCode({ fetch: runtime.fetch, baseUrl: endpoints.oauthBaseUrl, appId: endpoints.appId, appSecret: endpoints.appSecret, code, redirectUri }),

    exchangeForLongLivedToken: (shortLivedToken) =>
      longLived('/access_token', { grant_type: 'ig_exchange_token', client_secret: endpoints.appSecret, access_token: shortLivedToken }),

    refreshLongLivedToken: (token) => longLived('/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token }),

    async getMe(accessToken) {
      const me = await graph.request<GraphUser>({ method: 'GET', path: `/${GRAPH_VERSION}/me`, query: { fields: 'id,username' }, headers: auth(accessToken) });
      return { id: me.id, username: me.username ?? '' };
    },

    async listMedia(accessToken, { userId, limit = DEFAULT_MEDIA_LIMIT }) {
      if (!/^\d+$/u.test(userId)) throw new Error(`Instagram user id must be numeric: ${userId}`);
      const wanted = Math.min(Math.max(1, limit), MAX_MEDIA_LIMIT);
      const media: InstagramMedia[] = [];
      let after: string | undefined;
      // Walk by cursor rather than following paging.next: that URL repeats the token and names a host we did not pick.
      while (media.length < wanted) {
        const page = await graph.request<GraphPage<GraphMedia>>({
          method: 'GET',
          path: `/${GRAPH_VERSION}/${userId}/media`,
          query: { fields: MEDIA_FIELDS, limit: Math.min(PAGE_SIZE, wanted - media.length), after },
          headers: auth(accessToken),
        });
        media.push(...(page.data ?? []).map(toMedia));
        after = page.paging?.cursors?.after;
        if (!page.paging?.next || !after || (page.data ?? []).length === 0) break;
      }
      return media.slice(0, wanted);
    },

    downloadImage: (url, { maxBytes }) =>
      downloadInstagramImage({
        fetch: runtime.fetch,
        url,
        maxBytes,
        trustedPrefixes: runtime.config.providers.instagram ? [] : [emulatorBaseUrl(runtime.config, 'instagram'), emulatorPublicUrl(runtime.config, 'instagram')],
      }),
  };
}
