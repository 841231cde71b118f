import type { LinkableLocation, OAuthTokens } from '../listing-provider';
import type {
  DailyMetric, DailyMetricSeries, GoogleAccount, GoogleDate, GoogleLocalPost, GoogleLocalPostInput, GoogleLocation,
  GoogleMediaInput, GoogleMediaItem, GoogleReview, GoogleReviewReply, GoogleUpdatedLocation, MediaCategory,
  MonthlySearchKeyword, StarValue,
} from './google.types';

// Google's wire shapes, as far as the mapper reads them.
export interface ReviewJson {
  name: string;
  reviewId: string;
  reviewer?: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: ReplyJson;
}
export interface ReplyJson { comment: string; updateTime: string }
export interface AccountJson { name: string; accountName?: string; type?: string; role?: string; verificationState?: string }
export interface LocalPostJson extends GoogleLocalPostInput { name: string; state?: GoogleLocalPost['state']; searchUrl?: string; createTime: string; updateTime: string }
export interface MediaItemJson {
  name: string;
  mediaFormat: 'PHOTO' | 'VIDEO';
  locationAssociation?: { category?: MediaCategory };
  googleUrl?: string;
  thumbnailUrl?: string;
  description?: string;
  createTime?: string;
}
export interface TokenJson { access_token: string; expires_in?: number; refresh_token?: string; scope?: string }
export interface DailySeriesJson {
  dailyMetric: DailyMetric;
  timeSeries?: { datedValues?: { date: GoogleDate; value?: string }[] };
}
export interface KeywordCountJson { searchKeyword: string; insightsValue?: { value?: string; threshold?: string } }

// providers.md: "`starRating`: `STAR_RATING_UNSPECIFIED`, `ONE` … `FIVE`".
const STARS: Record<string, StarValue> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

export function starValue(rating: string | undefined): StarValue | null {
  return rating !== undefined && rating in STARS ? STARS[rating] : null;
}

export function toReply(json: ReplyJson): GoogleReviewReply {
  return { comment: json.comment, updatedAt: new Date(json.updateTime) };
}

export function toReview(json: ReviewJson): GoogleReview {
  const anonymous = json.reviewer?.isAnonymous === true;
  return {
    name: json.name,
    reviewId: json.reviewId,
    rating: starValue(json.starRating),
    comment: json.comment ?? null,
    reviewer: { displayName: json.reviewer?.displayName ?? '', profilePhotoUrl: json.reviewer?.profilePhotoUrl ?? null, isAnonymous: anonymous },
    createdAt: new Date(json.createTime),
    updatedAt: new Date(json.updateTime),
    reply: json.reviewReply ? toReply(json.reviewReply) : null,
  };
}

export function toAccount(json: AccountJson): GoogleAccount {
  return { name: json.name, accountName: json.accountName ?? '', type: json.type ?? 'ACCOUNT_TYPE_UNSPECIFIED', role: json.role ?? null, verified: json.verificationState === 'VERIFIED' };
}

export function toLocalPost(json: LocalPostJson): GoogleLocalPost {
  const { createTime, updateTime, state, searchUrl, ...rest } = json;
  return { ...rest, state: state ?? 'LOCAL_POST_STATE_UNSPECIFIED', searchUrl: searchUrl ?? null, createdAt: new Date(createTime), updatedAt: new Date(updateTime) };
}

export function toMediaJson(input: GoogleMediaInput): Record<string, unknown> {
  return {
    mediaFormat: input.mediaFormat,
    locationAssociation: { category: input.category },
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.sourceUrl !== undefined ? { sourceUrl: input.sourceUrl } : {}),
    ...(input.dataRef !== undefined ? { dataRef: { resourceName: input.dataRef } } : {}),
  };
}

export function toMediaItem(json: MediaItemJson): GoogleMediaItem {
  return {
    name: json.name,
    mediaFormat: json.mediaFormat,
    category: json.locationAssociation?.category ?? null,
    googleUrl: json.googleUrl ?? null,
    thumbnailUrl: json.thumbnailUrl ?? null,
    description: json.description ?? null,
    createdAt: json.createTime ? new Date(json.createTime) : null,
  };
}

export function toTokens(json: TokenJson, nowMs: number, previousRefreshToken: string | null): OAuthTokens {
  return {
    accessToken: json.access_token,
    // A refresh answer carries no refresh token: the one we hold stays valid.
    refreshToken: json.refresh_token ?? previousRefreshToken,
    expiresAt: new Date(nowMs + (json.expires_in ?? 3600) * 1000),
    scope: json.scope ?? null,
  };
}

export function splitMask(mask: string | undefined): string[] {
  return (mask ?? '').split(',').map((path) => path.trim()).filter((path) => path !== '');
}

export function toUpdatedLocation(json: { location?: GoogleLocation; diffMask?: string; pendingMask?: string }): GoogleUpdatedLocation {
  return { location: json.location ?? {}, diffMask: splitMask(json.diffMask), pendingMask: splitMask(json.pendingMask) };
}

/** The postal address on one line, Japanese order: 〒, prefecture, city, lines. */
export function formatAddress(address: GoogleLocation['storefrontAddress']): string {
  if (!address) return '';
  const postal = address.postalCode ? `〒${address.postalCode} ` : '';
  return `${postal}${address.administrativeArea ?? ''}${address.locality ?? ''}${(address.addressLines ?? []).join('')}`.trim();
}

export function toLinkableLocation(account: string, location: GoogleLocation, accountName?: string): LinkableLocation {
  return {
    providerLocationId: location.name ?? '',
    providerAccountId: account,
    providerAccountName: accountName || null,
    title: location.title ?? '',
    storeCode: location.storeCode ?? null,
    address: formatAddress(location.storefrontAddress),
    phone: location.phoneNumbers?.primaryPhone ?? null,
  };
}

export function isoDate(date: GoogleDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Performance values are int64 strings; Google leaves `value` out for zero and for days without data yet. */
export function toDailySeries(json: DailySeriesJson): DailyMetricSeries {
  return { metric: json.dailyMetric, values: (json.timeSeries?.datedValues ?? []).map((point) => ({ date: isoDate(point.date), value: point.value === undefined ? null : Number(point.value) })) };
}

export function toKeyword(json: KeywordCountJson): MonthlySearchKeyword {
  const value = json.insightsValue?.value;
  const threshold = json.insightsValue?.threshold;
  return { keyword: json.searchKeyword, value: value === undefined ? null : Number(value), threshold: threshold === undefined ? null : Number(threshold) };
}
