import type { OAuthTokens } from '../listing-provider';
import type { ProviderError } from '../shared/provider-errors';

/**
 * Base URLs of the Google endpoints, each including its API version, so the same paths work against Google and
 * against the emulator (which serves every one of them under its mount point).
 */
export interface GoogleHosts {
  /** The consent page: `https://accounts.google.com/o/oauth2/v2/auth`. */
  oauth: string;
  /** `https://oauth2.googleapis.com/token`. */
  token: string;
  accountManagement: string;
  businessInformation: string;
  performance: string;
  /** The legacy host that still carries reviews, localPosts, media and foodMenus. */
  v4: string;
  /** Media bytes: `…/upload/v1` + `/media/{dataRef}`. */
  upload: string;
}

/** The linkage's tokens plus the hooks the linking module uses to keep its stored state in step. */
export interface GoogleCredentials {
  accessToken: string;
  refreshToken: string | null;
  /** Called with fresh tokens after a 401 was cured by a refresh: store them (encrypted) on the linkage. */
  onTokens?: (tokens: OAuthTokens) => void | Promise<void>;
  /** Called once when the refresh token no longer works: mark the linkage as needing a re-link. */
  onTokenExpired?: (error: ProviderError) => void | Promise<void>;
}

/** A v4 resource lives under its account: `accounts/{a}/locations/{l}`; v1 uses `locations/{l}` alone. */
export interface GoogleLocationRef {
  /** `accounts/123` */
  account: string;
  /** `locations/456` */
  location: string;
}

export interface WriteOptions {
  /** The key stored with the write's intent row; given, a retried or re-run write is applied once. */
  idempotencyKey?: string;
}

export interface PageOptions {
  pageSize?: number;
  pageToken?: string;
}

export interface Page<T> {
  items: T[];
  nextPageToken: string | null;
}

export interface GoogleAccount {
  name: string;
  accountName: string;
  type: string;
  role: string | null;
  verified: boolean;
}

// Google's Location JSON: the fields the console reads and writes (providers.md, "Location fields used").
export interface GoogleTimeOfDay { hours?: number; minutes?: number }
export interface GoogleDate { year: number; month: number; day: number }
export interface GoogleLabel { displayName: string; description?: string; languageCode?: string }
export interface GoogleServiceItem {
  structuredServiceItem?: { serviceTypeId: string; description?: string };
  freeFormServiceItem?: { category: string; label: GoogleLabel };
  price?: { currencyCode: string; units?: string; nanos?: number };
}

/** A day off the regular hours; a close after midnight ends on endDate (the next day). */
export interface GoogleSpecialHourPeriod {
  startDate: GoogleDate;
  openTime?: GoogleTimeOfDay;
  endDate?: GoogleDate;
  closeTime?: GoogleTimeOfDay;
  closed?: boolean;
}

export interface GoogleLocation {
  name?: string;
  title?: string;
  storeCode?: string;
  languageCode?: string;
  phoneNumbers?: { primaryPhone?: string; additionalPhones?: string[] };
  categories?: { primaryCategory?: { name: string; displayName?: string }; additionalCategories?: { name: string; displayName?: string }[] };
  storefrontAddress?: { regionCode?: string; postalCode?: string; administrativeArea?: string; locality?: string; addressLines?: string[] };
  websiteUri?: string;
  regularHours?: { periods: { openDay: string; openTime?: GoogleTimeOfDay; closeDay: string; closeTime?: GoogleTimeOfDay }[] };
  specialHours?: { specialHourPeriods: GoogleSpecialHourPeriod[] };
  moreHours?: Record<string, unknown>[];
  serviceItems?: GoogleServiceItem[];
  profile?: { description?: string };
  openInfo?: { status?: 'OPEN' | 'CLOSED_PERMANENTLY' | 'CLOSED_TEMPORARILY'; openingDate?: GoogleDate };
  /** User-provided coordinates; absent when the merchant never set them. */
  latlng?: { latitude: number; longitude: number };
  metadata?: {
    placeId?: string;
    mapsUri?: string;
    newReviewUri?: string;
    canHaveFoodMenus?: boolean;
    canModifyServiceList?: boolean;
    hasGoogleUpdated?: boolean;
    hasPendingEdits?: boolean;
  };
}

export interface GoogleUpdatedLocation {
  location: GoogleLocation;
  /** Field paths Google changed, e.g. `['phoneNumbers.primaryPhone']`. */
  diffMask: string[];
  pendingMask: string[];
}

export type StarValue = 1 | 2 | 3 | 4 | 5;

export interface GoogleReview {
  name: string;
  reviewId: string;
  /** null for STAR_RATING_UNSPECIFIED. */
  rating: StarValue | null;
  comment: string | null;
  reviewer: { displayName: string; profilePhotoUrl: string | null; isAnonymous: boolean };
  createdAt: Date;
  updatedAt: Date;
  reply: GoogleReviewReply | null;
}

export interface GoogleReviewReply {
  comment: string;
  updatedAt: Date;
}

export interface GoogleReviewPage extends Page<GoogleReview> {
  averageRating: number | null;
  totalReviewCount: number;
}

export type ReviewOrder = 'updateTime desc' | 'rating' | 'rating desc';

export type LocalPostTopic = 'STANDARD' | 'EVENT' | 'OFFER' | 'ALERT';
export type CallToActionType = 'BOOK' | 'ORDER' | 'SHOP' | 'LEARN_MORE' | 'SIGN_UP' | 'CALL';

/** A v4 LocalPost as sent: providers.md fixes the topic types, event/offer rules and call-to-action types. */
export interface GoogleLocalPostInput {
  topicType: LocalPostTopic;
  languageCode?: string;
  summary?: string;
  callToAction?: { actionType: CallToActionType; url?: string };
  event?: { title: string; schedule: { startDate: GoogleDate; endDate: GoogleDate; startTime?: GoogleTimeOfDay; endTime?: GoogleTimeOfDay } };
  offer?: { couponCode?: string; redeemOnlineUrl?: string; termsConditions?: string };
  media?: { mediaFormat: 'PHOTO' | 'VIDEO'; sourceUrl: string }[];
  alertType?: string;
}

export interface GoogleLocalPost extends GoogleLocalPostInput {
  name: string;
  state: 'PROCESSING' | 'LIVE' | 'REJECTED' | 'LOCAL_POST_STATE_UNSPECIFIED';
  searchUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type MediaCategory =
  | 'COVER' | 'PROFILE' | 'LOGO' | 'EXTERIOR' | 'INTERIOR' | 'PRODUCT' | 'FOOD_AND_DRINK' | 'MENU' | 'COMMON_AREA'
  | 'ROOMS' | 'TEAMS' | 'AT_WORK' | 'ADDITIONAL';

export interface GoogleMediaInput {
  mediaFormat: 'PHOTO' | 'VIDEO';
  category: MediaCategory;
  description?: string;
  /** Exactly one of the two: a public URL Google fetches, or the dataRef of bytes uploaded beforehand. */
  sourceUrl?: string;
  dataRef?: string;
}

export interface GoogleMediaItem {
  name: string;
  mediaFormat: 'PHOTO' | 'VIDEO';
  category: MediaCategory | null;
  googleUrl: string | null;
  thumbnailUrl: string | null;
  description: string | null;
  createdAt: Date | null;
}

export interface GoogleMediaPage extends Page<GoogleMediaItem> {
  totalMediaItemCount: number;
}

/** v4 FoodMenus: menus → sections → items, each with labels (displayName ≤ 140, description ≤ 1,000). */
export interface GoogleFoodMenuItem {
  labels: GoogleLabel[];
  attributes?: {
    price?: { currencyCode: string; units?: string; nanos?: number };
    allergen?: string[];
    dietaryRestriction?: string[];
    spiciness?: string;
    servesNumPeople?: number;
  };
  options?: Record<string, unknown>[];
}

export interface GoogleFoodMenus {
  name?: string;
  menus: { labels: GoogleLabel[]; sourceUrl?: string; cuisines?: string[]; sections: { labels: GoogleLabel[]; items: GoogleFoodMenuItem[] }[] }[];
}

export interface GoogleServiceList {
  name?: string;
  serviceItems: GoogleServiceItem[];
}

export type DailyMetric =
  | 'BUSINESS_IMPRESSIONS_DESKTOP_MAPS' | 'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH' | 'BUSINESS_IMPRESSIONS_MOBILE_MAPS'
  | 'BUSINESS_IMPRESSIONS_MOBILE_SEARCH' | 'BUSINESS_DIRECTION_REQUESTS' | 'CALL_CLICKS' | 'WEBSITE_CLICKS'
  | 'BUSINESS_BOOKINGS' | 'BUSINESS_FOOD_ORDERS' | 'BUSINESS_FOOD_MENU_CLICKS' | 'BUSINESS_CONVERSATIONS';

/** Calendar dates as `YYYY-MM-DD`. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DailyMetricSeries {
  metric: DailyMetric;
  /** Every day of the range; null where Google has no value (yet): data lags a few days (providers.md). */
  values: { date: string; value: number | null }[];
}

export interface MonthlySearchKeyword {
  keyword: string;
  /** Low counts come only as a threshold (`value` null, `threshold` the bound). */
  value: number | null;
  threshold: number | null;
}
