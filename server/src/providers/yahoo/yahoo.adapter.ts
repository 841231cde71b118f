import { searchLimitKeys } from '../shared/rate-limiter';
import type { LinkableLocation } from '../listing-provider';
import type { ProviderRuntime } from '../registry';
import { createProviderHttpClient } from '../shared/provider-http-client';
import { YAHOO_SCOPE, yahooEndpoints } from './yahoo-endpoints';
import { createYahooLocalSearch } from './yahoo-local-search.adapter';
import { createYahooGeocoder } from './yahoo-geocoder.adapter';
import { createYahooMenuMethods } from './yahoo-menus.adapter';
import {
  toAnalytics, toNotice, toNoticeBody, toPlace, toPlaceUpdateBody, toReview,
  type WireAnalytics, type WireNotice, type WirePlace, type WireResultInfo, type WireReview,
} from './yahoo.mapper';
import type { YahooPlacePort, YahooProvider, YahooTokenSession } from './yahoo.port';
import type { YahooCapabilities, YahooPage } from './yahoo.types';
import { createYahooOAuthClient } from './yahoo-oauth.client';

export interface YahooProviderOptions {
  /** Places per page while listing linkable locations (the API allows 1–100). */
  pageSize?: number;
}

const seg = (value: string): string => encodeURIComponent(value);
const page = <W, T>(info: WireResultInfo, items: W[], map: (wire: W) => T): YahooPage<T> => ({ items: items.map(map), total: info.total, start: info.start });

function createPlacePort(runtime: ProviderRuntime, baseUrl: string, session: YahooTokenSession): YahooPlacePort {
  const http = createProviderHttpClient({
    provider: 'yahoo',
    baseUrl,
    fetch: runtime.fetch,
    clock: runtime.clock,
    logger: runtime.logger,
    getAccessToken: () => session.getAccessToken(),
    refreshAccessToken: () => session.refreshAccessToken(),
    onTokenExpired: (error) => session.onTokenExpired?.(error),
    limiter: runtime.googleLimiter,
  });
  const place = (placeId: string) => `/places/${seg(placeId)}`;
  return {
    capabilities: () => http.request<YahooCapabilities>({ method: 'GET', path: '/capabilities' }),
    async listPlaces(request = {}) {
      const wire = await http.request<{ result_info: WireResultInfo; places: WirePlace[] }>({ method: 'GET', path: '/places', query: { start: request.start, results: request.results } });
      return page(wire.result_info, wire.places, toPlace);
    },
    getPlace: async (placeId) => toPlace(await http.request<WirePlace>({ method: 'GET', path: place(placeId) })),
    createPlace: async (input, options = {}) =>
      toPlace(
        await http.request<WirePlace>({
          method: 'POST',
          path: '/places',
          body: { ...(input.storeCode ? { store_code: input.storeCode } : {}), ...toPlaceUpdateBody(input) },
          idempotencyKey: options.idempotencyKey,
        }),
      ),
    updatePlace: async (placeId, update, options = {}) =>
      toPlace(await http.request<WirePlace>({ method: 'PUT', path: place(placeId), body: toPlaceUpdateBody(update), idempotencyKey: options.idempotencyKey })),
    async listNotices(placeId, request = {}) {
      const wire = await http.request<{ result_info: WireResultInfo; notices: WireNotice[] }>({ method: 'GET', path: `${place(placeId)}/notices`, query: { start: request.start, results: request.results } });
      return page(wire.result_info, wire.notices, toNotice);
    },
    getNotice: async (placeId, noticeId) => toNotice(await http.request<WireNotice>({ method: 'GET', path: `${place(placeId)}/notices/${seg(noticeId)}` })),
    createNotice: async (placeId, input, options = {}) =>
      toNotice(await http.request<WireNotice>({ method: 'POST', path: `${place(placeId)}/notices`, body: toNoticeBody(input), idempotencyKey: options.idempotencyKey })),
    updateNotice: async (placeId, noticeId, input, options = {}) =>
      toNotice(await http.request<WireNotice>({ method: 'PUT', path: `${place(placeId)}/notices/${seg(noticeId)}`, body: toNoticeBody(input), idempotencyKey: options.idempotencyKey })),
    async deleteNotice(placeId, noticeId, options = {}) {
      await http.request<void>({ method: 'DELETE', path: `${place(placeId)}/notices/${seg(noticeId)}`, idempotencyKey: options.idempotencyKey });
    },
    async listReviews(placeId, request = {}) {
      const wire = await http.request<{ result_info: WireResultInfo; average_rating: number; reviews: WireReview[] }>({
        method: 'GET',
        path: `${place(placeId)}/reviews`,
        query: { start: request.start, results: request.results, sort: request.sort },
      });
      return { ...page(wire.result_info, wire.reviews, toReview), averageRating: wire.average_rating };
    },
    analytics: async (placeId, request) =>
      toAnalytics(await http.request<WireAnalytics>({ method: 'GET', path: `${place(placeId)}/analytics`, query: { metric: request.metric, from: request.from, to: request.to }, limitKeys: searchLimitKeys.yahooAnalytics })),
    ...createYahooMenuMethods(http, place),
  };
}

/**
 * Yahoo!プレイス through Yahoo! ID連携 v2 (authorization code with PKCE S256), the partner place API and YOLP local
 * search. Without Yahoo credentials in config every call goes to the in-process emulator.
 */
export function createYahooProvider(runtime: ProviderRuntime, options: YahooProviderOptions = {}): YahooProvider {
  const endpoints = yahooEndpoints(runtime.config);
  const oauth = createYahooOAuthClient({ tokenUrl: endpoints.tokenUrl, clientId: endpoints.clientId, clientSecret: endpoints.clientSecret, fetch: runtime.fetch, clock: runtime.clock });
  const pageSize = options.pageSize ?? 100;

  const placeApi = (session: YahooTokenSession) => createPlacePort(runtime, endpoints.placeApiBaseUrl, session);

  return {
    name: 'yahoo',
    authorizationUrl(request) {
      const url = new URL(endpoints.authorizationUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', endpoints.clientId);
      url.searchParams.set('redirect_uri', request.redirectUri);
      url.searchParams.set('scope', YAHOO_SCOPE);
      url.searchParams.set('state', request.state);
      // The nonce binds an id_token to this request; we do not use the id_token, so the state serves as one.
      url.searchParams.set('nonce', request.state);
      if (request.codeChallenge) {
        url.searchParams.set('code_challenge', request.codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },
    exchangeCode: (input) => oauth.exchangeCode(input),
    refresh: (refreshToken) => oauth.refresh(refreshToken),
    // A freshly exchanged token: nothing to refresh with here, so a 401 surfaces as token_expired.
    async listLocations(accessToken) {
      const port = placeApi({ getAccessToken: () => accessToken, refreshAccessToken: () => Promise.reject(new Error('listLocations has no refresh token')) });
      const locations: LinkableLocation[] = [];
      for (let start = 1; ; start += pageSize) {
        const result = await port.listPlaces({ start, results: pageSize });
        for (const place of result.items) {
          locations.push({
            providerLocationId: place.placeId,
            providerAccountId: place.businessId,
            title: place.name,
            storeCode: place.storeCode || null,
            address: `${place.address.prefecture}${place.address.city}${place.address.street}`,
            phone: place.phone || null,
          });
        }
        if (result.items.length === 0 || start + result.items.length > result.total) break;
      }
      return locations;
    },
    placeApi,
    localSearch: createYahooLocalSearch(runtime),
    geocoder: createYahooGeocoder(runtime),
  };
}
