import type { ListingProvider } from '../listing-provider';
import type { ProviderError } from '../shared/provider-errors';
import type { YahooMenusPort } from './yahoo-menus.adapter';
import type { YahooGeocoderPort } from './yahoo-geocoder.adapter';
import type {
  YahooAnalytics, YahooAnalyticsMetric, YahooCapabilities, YahooLocalSearchQuery, YahooLocalSearchResult, YahooNotice, YahooNoticeInput,
  YahooPage, YahooPageRequest, YahooPlace, YahooPlaceCreate, YahooPlaceUpdate, YahooReview, YahooReviewSort,
} from './yahoo.types';

/** Writes carry the key stored with their intent row, so a retried job never applies twice. */
export interface YahooWriteOptions {
  idempotencyKey?: string;
}

/** Store management through the partner Yahoo!プレイス API, for one linked business. */
export interface YahooPlacePort extends YahooMenusPort {
  /** What the connected API offers; the console hides features whose flag is false. */
  capabilities(): Promise<YahooCapabilities>;
  listPlaces(page?: YahooPageRequest): Promise<YahooPage<YahooPlace>>;
  getPlace(placeId: string): Promise<YahooPlace>;
  /** A new place of the linked business (its id is Yahoo's); the key makes a retried create answer the first place. */
  createPlace(input: YahooPlaceCreate, options?: YahooWriteOptions): Promise<YahooPlace>;
  /** Only the given fields change. */
  updatePlace(placeId: string, update: YahooPlaceUpdate, options?: YahooWriteOptions): Promise<YahooPlace>;
  listNotices(placeId: string, page?: YahooPageRequest): Promise<YahooPage<YahooNotice>>;
  getNotice(placeId: string, noticeId: string): Promise<YahooNotice>;
  createNotice(placeId: string, input: YahooNoticeInput, options?: YahooWriteOptions): Promise<YahooNotice>;
  updateNotice(placeId: string, noticeId: string, input: YahooNoticeInput, options?: YahooWriteOptions): Promise<YahooNotice>;
  deleteNotice(placeId: string, noticeId: string, options?: YahooWriteOptions): Promise<void>;
  listReviews(placeId: string, request?: YahooPageRequest & { sort?: YahooReviewSort }): Promise<YahooPage<YahooReview> & { averageRating: number }>;
  analytics(placeId: string, request: { metric: YahooAnalyticsMetric; from: string; to: string }): Promise<YahooAnalytics>;
}

export interface YahooRankResult {
  /** 1-based rank, or null when the place is not within the measured depth (圏外). */
  rank: number | null;
  pagesWalked: number;
  /** The first 20 gids, in order (competitors are derived from them). */
  resultIds: string[];
  /** Results read (up to the depth; the walk stops at the page where ours appears). */
  resultCount: number;
  /** The first page (≤ 20) with names, only to draw a snapshot; never stored. */
  firstPage: { id: string; name: string }[];
}

/** YOLP local search (public, read-only): the basis of Yahoo rank measurement. */
export interface YahooLocalSearchPort {
  localSearch(query: YahooLocalSearchQuery): Promise<{ total: number; start: number; results: YahooLocalSearchResult[] }>;
  findRank(input: Omit<YahooLocalSearchQuery, 'start' | 'results'> & { gid: string; depth?: number }): Promise<YahooRankResult>;
  /** Names by gid (YOLP `gid=` lookup); gids YOLP does not know are absent from the map. */
  placeNames(gids: string[]): Promise<Map<string, string>>;
}

/** How the place port gets, refreshes and gives up on the linkage's access token. */
export interface YahooTokenSession {
  getAccessToken(): string | undefined | Promise<string | undefined>;
  /** Refreshes and stores the tokens; answers the new access token. */
  refreshAccessToken(): Promise<string>;
  onTokenExpired?(error: ProviderError): void | Promise<void>;
}

export interface YahooProvider extends ListingProvider {
  readonly name: 'yahoo';
  placeApi(session: YahooTokenSession): YahooPlacePort;
  readonly localSearch: YahooLocalSearchPort;
  /** Addresses and stations to points (measurement points of map-rank measures). */
  readonly geocoder: YahooGeocoderPort;
}
