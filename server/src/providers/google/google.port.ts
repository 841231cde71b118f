import type { ListingProvider } from '../listing-provider';
import type { GoogleAttributesPort } from './google-attributes.adapter';
import type { GoogleCategoriesPort } from './google-categories.adapter';
import type {
  DailyMetric, DailyMetricSeries, DateRange, GoogleAccount, GoogleCredentials, GoogleFoodMenus, GoogleLocalPost,
  GoogleLocalPostInput, GoogleLocation, GoogleLocationRef, GoogleMediaInput, GoogleMediaItem, GoogleMediaPage,
  GoogleReview, GoogleReviewPage, GoogleReviewReply, GoogleServiceList, GoogleUpdatedLocation, MonthlySearchKeyword,
  Page, PageOptions, ReviewOrder, WriteOptions,
} from './google.types';

/**
 * Everything the console drives on Google Business Profile. Every method takes the linkage's credentials; a 401
 * is cured by one refresh (reported through `onTokens`), and a dead refresh token fails with ProviderError
 * `token_expired` after `onTokenExpired`. Writes count against the location's edit quota (10/min) and carry an
 * Idempotency-Key: pass the one stored with the intent row so a retried job never publishes twice.
 */
export interface GoogleBusinessPort extends GoogleCategoriesPort, GoogleAttributesPort {
  listAccounts(credentials: GoogleCredentials, page?: PageOptions): Promise<Page<GoogleAccount>>;
  /** One account's locations (the linking port's listLocations walks them all). readMask is required; pageSize ≤ 100. */
  listAccountLocations(credentials: GoogleCredentials, account: string, readMask: readonly string[], page?: PageOptions): Promise<Page<GoogleLocation> & { totalSize: number | null }>;
  getLocation(credentials: GoogleCredentials, location: string, readMask: readonly string[]): Promise<GoogleLocation>;
  /** Only the fields named in `updateMask` change; a masked field absent from `patch` is cleared. */
  patchLocation(credentials: GoogleCredentials, location: string, patch: GoogleLocation, updateMask: readonly string[], options?: WriteOptions): Promise<GoogleLocation>;
  getGoogleUpdated(credentials: GoogleCredentials, location: string, readMask: readonly string[]): Promise<GoogleUpdatedLocation>;

  /** pageSize ≤ 50; orderBy defaults to `updateTime desc`. */
  listReviews(credentials: GoogleCredentials, ref: GoogleLocationRef, options?: PageOptions & { orderBy?: ReviewOrder }): Promise<GoogleReviewPage>;
  getReview(credentials: GoogleCredentials, ref: GoogleLocationRef, reviewId: string): Promise<GoogleReview>;
  /** Creates or overwrites the reply. */
  replyToReview(credentials: GoogleCredentials, ref: GoogleLocationRef, reviewId: string, comment: string, options?: WriteOptions): Promise<GoogleReviewReply>;
  deleteReply(credentials: GoogleCredentials, ref: GoogleLocationRef, reviewId: string, options?: WriteOptions): Promise<void>;

  createLocalPost(credentials: GoogleCredentials, ref: GoogleLocationRef, post: GoogleLocalPostInput, options?: WriteOptions): Promise<GoogleLocalPost>;
  /** `name` is the post's full resource name (`accounts/…/locations/…/localPosts/…`). */
  getLocalPost(credentials: GoogleCredentials, name: string): Promise<GoogleLocalPost>;
  patchLocalPost(credentials: GoogleCredentials, name: string, patch: Partial<GoogleLocalPostInput>, updateMask: readonly string[], options?: WriteOptions): Promise<GoogleLocalPost>;
  deleteLocalPost(credentials: GoogleCredentials, name: string, options?: WriteOptions): Promise<void>;
  /** pageSize ≤ 100. */
  listLocalPosts(credentials: GoogleCredentials, ref: GoogleLocationRef, page?: PageOptions): Promise<Page<GoogleLocalPost>>;

  /** Opens an upload slot and answers its dataRef. */
  startMediaUpload(credentials: GoogleCredentials, ref: GoogleLocationRef): Promise<string>;
  uploadMediaBytes(credentials: GoogleCredentials, dataRef: string, bytes: Uint8Array, contentType: string): Promise<void>;
  createMedia(credentials: GoogleCredentials, ref: GoogleLocationRef, media: GoogleMediaInput, options?: WriteOptions): Promise<GoogleMediaItem>;
  listMedia(credentials: GoogleCredentials, ref: GoogleLocationRef, page?: PageOptions): Promise<GoogleMediaPage>;
  deleteMedia(credentials: GoogleCredentials, name: string, options?: WriteOptions): Promise<void>;

  /** Only for locations whose metadata.canHaveFoodMenus is true. */
  getFoodMenus(credentials: GoogleCredentials, ref: GoogleLocationRef): Promise<GoogleFoodMenus>;
  updateFoodMenus(credentials: GoogleCredentials, ref: GoogleLocationRef, menus: GoogleFoodMenus, options?: WriteOptions): Promise<GoogleFoodMenus>;
  /** Only writable where metadata.canModifyServiceList is true. */
  getServiceList(credentials: GoogleCredentials, location: string): Promise<GoogleServiceList>;
  updateServiceList(credentials: GoogleCredentials, location: string, list: GoogleServiceList, options?: WriteOptions): Promise<GoogleServiceList>;

  fetchMultiDailyMetricsTimeSeries(credentials: GoogleCredentials, location: string, metrics: readonly DailyMetric[], range: DateRange): Promise<DailyMetricSeries[]>;
  /** Months as `YYYY-MM`; pageSize ≤ 100. */
  listMonthlySearchKeywords(credentials: GoogleCredentials, location: string, range: DateRange, page?: PageOptions): Promise<Page<MonthlySearchKeyword>>;
}

/** What createGoogleProvider returns: the linking port and the full Business Profile port in one object. */
export type GoogleProvider = ListingProvider & GoogleBusinessPort & { readonly name: 'google' };
