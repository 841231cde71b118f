import type {
  YahooAnalytics, YahooLocalSearchResult, YahooNotice, YahooNoticeInput, YahooPlace, YahooPlaceUpdate, YahooReview,
} from './yahoo.types';

// Wire shapes of the partner place API and YOLP, kept private to this folder.

export interface WirePlace {
  place_id: string;
  business_id: string;
  store_code: string;
  name: string;
  name_kana: string;
  address: { postal_code: string; prefecture: string; city: string; street: string };
  phone: string;
  business_hours: YahooPlace['businessHours'];
  hours_note: string;
  categories: YahooPlace['categories'];
  description: string;
  urls: YahooPlace['urls'];
  location: { lat: number; lon: number };
  special_hours?: YahooPlace['specialHours'];
  opening_date?: string | null;
  updated_at: string;
}

export interface WireNotice {
  notice_id: string;
  kind: YahooNotice['kind'];
  title: string;
  body: string;
  start_at: string | null;
  end_at: string | null;
  pinned: boolean;
  created_at: string;
  updated_at: string;
}

export interface WireReview {
  review_id: string;
  rating: number;
  text: string;
  author: { nickname: string };
  posted_at: string;
}

export interface WireResultInfo {
  total: number;
  start: number;
  count: number;
}

export interface WireAnalytics {
  metric: YahooAnalytics['metric'];
  from: string;
  to: string;
  total: number;
  series: YahooAnalytics['series'];
  ranks?: YahooAnalytics['ranks'];
}

export interface WireFeature {
  Gid: string;
  Name: string;
  Geometry?: { Coordinates?: string };
  Property?: { Address?: string; Tel1?: string };
}

export const toPlace = (wire: WirePlace): YahooPlace => ({
  placeId: wire.place_id,
  businessId: wire.business_id,
  storeCode: wire.store_code,
  name: wire.name,
  nameKana: wire.name_kana,
  address: { postalCode: wire.address.postal_code, prefecture: wire.address.prefecture, city: wire.address.city, street: wire.address.street },
  phone: wire.phone,
  businessHours: wire.business_hours,
  hoursNote: wire.hours_note,
  categories: wire.categories,
  description: wire.description,
  urls: wire.urls,
  location: wire.location,
  specialHours: wire.special_hours ?? [],
  openingDate: wire.opening_date ?? null,
  updatedAt: new Date(wire.updated_at),
});

export function toPlaceUpdateBody(update: YahooPlaceUpdate): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (update.name !== undefined) body.name = update.name;
  if (update.nameKana !== undefined) body.name_kana = update.nameKana;
  if (update.address !== undefined) {
    body.address = { postal_code: update.address.postalCode, prefecture: update.address.prefecture, city: update.address.city, street: update.address.street };
  }
  if (update.phone !== undefined) body.phone = update.phone;
  if (update.businessHours !== undefined) body.business_hours = update.businessHours;
  if (update.hoursNote !== undefined) body.hours_note = update.hoursNote;
  if (update.categories !== undefined) body.categories = update.categories;
  if (update.description !== undefined) body.description = update.description;
  if (update.urls !== undefined) body.urls = update.urls;
  if (update.specialHours !== undefined) body.special_hours = update.specialHours;
  if (update.openingDate !== undefined) body.opening_date = update.openingDate;
  return body;
}

export const toNotice = (wire: WireNotice): YahooNotice => ({
  noticeId: wire.notice_id,
  kind: wire.kind,
  title: wire.title,
  body: wire.body,
  startAt: wire.start_at ? new Date(wire.start_at) : null,
  endAt: wire.end_at ? new Date(wire.end_at) : null,
  pinned: wire.pinned,
  createdAt: new Date(wire.created_at),
  updatedAt: new Date(wire.updated_at),
});

export const toNoticeBody = (input: YahooNoticeInput): Record<string, unknown> => ({
  kind: input.kind,
  title: input.title,
  body: input.body,
  start_at: input.startAt ? input.startAt.toISOString() : null,
  end_at: input.endAt ? input.endAt.toISOString() : null,
  pinned: input.pinned ?? false,
});

export const toReview = (wire: WireReview): YahooReview => ({
  reviewId: wire.review_id,
  rating: wire.rating,
  text: wire.text,
  authorNickname: wire.author.nickname,
  postedAt: new Date(wire.posted_at),
});

export const toAnalytics = (wire: WireAnalytics): YahooAnalytics => ({
  metric: wire.metric,
  from: wire.from,
  to: wire.to,
  total: wire.total,
  series: wire.series,
  ranks: wire.ranks ?? [],
});

/** YOLP writes coordinates as one 'lon,lat' string. */
export function toLocalSearchResult(feature: WireFeature, rank: number): YahooLocalSearchResult {
  const [lon, lat] = (feature.Geometry?.Coordinates ?? '').split(',').map(Number);
  return {
    rank,
    gid: feature.Gid,
    name: feature.Name,
    address: feature.Property?.Address ?? '',
    phone: feature.Property?.Tel1 || null,
    lat: Number.isFinite(lat) ? lat : 0,
    lon: Number.isFinite(lon) ? lon : 0,
  };
}
