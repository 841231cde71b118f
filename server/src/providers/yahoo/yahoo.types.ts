// The console's view of Yahoo!プレイス and YOLP local search: camelCase, Dates, no Yahoo wire names.

export const YAHOO_NOTICE_KINDS = ['NOTICE', 'DAYOFF', 'CAMPAIGN', 'ETC'] as const;
export type YahooNoticeKind = (typeof YAHOO_NOTICE_KINDS)[number];

export type YahooHoursDay = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN' | 'HOLIDAY';

/** Yahoo's day runs from 0:00 to 翌6:00: times after midnight are written 24:00…30:00. */
export interface YahooBusinessHours {
  day: YahooHoursDay;
  open: string;
  close: string;
}

export interface YahooCapabilities {
  reviews: boolean;
  notices: boolean;
  analytics: boolean;
  /** Replying to reviews; not offered by Yahoo!プレイス today. */
  reply: boolean;
  photos: boolean;
}

export interface YahooAddress {
  postalCode: string;
  prefecture: string;
  city: string;
  street: string;
}

export interface YahooPlace {
  placeId: string;
  businessId: string;
  storeCode: string;
  name: string;
  nameKana: string;
  address: YahooAddress;
  phone: string;
  businessHours: YahooBusinessHours[];
  hoursNote: string;
  categories: { code: string; name: string }[];
  description: string;
  urls: { type: 'OFFICIAL' | 'RESERVATION' | 'SNS'; url: string }[];
  location: { lat: number; lon: number };
  /** Days that differ from the business hours (holidays, New Year). */
  specialHours: YahooSpecialHours[];
  /** YYYY-MM-DD, or null when not given. */
  openingDate: string | null;
  updatedAt: Date;
}

/** One day that differs from the business hours; times as in YahooBusinessHours (24:00…30:00 after midnight). */
export interface YahooSpecialHours {
  /** YYYY-MM-DD */
  date: string;
  closed: boolean;
  open: string | null;
  close: string | null;
}

export type YahooPlaceUpdate = Partial<
  Pick<YahooPlace, 'name' | 'nameKana' | 'address' | 'phone' | 'businessHours' | 'hoursNote' | 'categories' | 'description' | 'urls' | 'specialHours' | 'openingDate'>
>;

/** A new place: the partner API requires the name, its reading and a structured address; `code` may be '' for a free category name. */
export type YahooPlaceCreate = YahooPlaceUpdate & Pick<YahooPlace, 'name' | 'nameKana' | 'address'> & { storeCode?: string | null };

export interface YahooNotice {
  noticeId: string;
  kind: YahooNoticeKind;
  title: string;
  body: string;
  startAt: Date | null;
  endAt: Date | null;
  pinned: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface YahooNoticeInput {
  kind: YahooNoticeKind;
  title: string;
  body: string;
  startAt?: Date | null;
  endAt?: Date | null;
  pinned?: boolean;
}

export interface YahooReview {
  reviewId: string;
  rating: number;
  text: string;
  authorNickname: string;
  postedAt: Date;
}

export interface YahooPage<T> {
  items: T[];
  total: number;
  /** 1-based index of the first item. */
  start: number;
}

export interface YahooPageRequest {
  start?: number;
  results?: number;
}

export type YahooReviewSort = '-posted_at' | 'posted_at' | '-rating' | 'rating';

/** `age` breaks users down by age group: key '0' is under 10, key 'n' the n×10s. */
export const YAHOO_ANALYTICS_METRICS = ['page_view', 'user_view', 'action', 'search', 'device', 'gender', 'age'] as const;
export type YahooAnalyticsMetric = (typeof YAHOO_ANALYTICS_METRICS)[number];

export interface YahooAnalytics {
  metric: YahooAnalyticsMetric;
  /** YYYY-MM-DD (JST); `to` is clamped to the last complete day. */
  from: string;
  to: string;
  total: number;
  series: { date: string; value: number; breakdown?: Record<string, number> }[];
  /** Search keywords that led to the place (metric `search` only). */
  ranks: { rank: number; keyword: string; count: number }[];
}

export interface YahooLocalSearchResult {
  /** 1-based position in the whole result list. */
  rank: number;
  /** Yahoo's place id (Gid): the id a Yahoo!プレイス listing is matched by. */
  gid: string;
  name: string;
  address: string;
  phone: string | null;
  lat: number;
  lon: number;
}

export interface YahooLocalSearchQuery {
  query: string;
  lat?: number;
  lon?: number;
  /** Search radius in km (YOLP allows up to 20). */
  distKm?: number;
  start?: number;
  /** 1–100 per page. */
  results?: number;
  sort?: 'score' | 'dist';
}
