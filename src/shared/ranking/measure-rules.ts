import type { MeasureProvider } from './rank';
import { MAX_DEPTH } from './rank';

// The rules of a measure as pure predicates: the console's yup schemas and the server's validation both use them.

export const MEASURE_KINDS = ['menu', 'contract'] as const;
/** menu: a keyword the customer measures from 順位計測設定; contract: a contracted keyword (キーワード section). */
export type MeasureKind = (typeof MEASURE_KINDS)[number];

export const MEASURE_STATUSES = ['measuring', 'stopped'] as const;
export type MeasureStatus = (typeof MEASURE_STATUSES)[number];

export const POINT_KINDS = ['store', 'address', 'station', 'coordinates'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** The spec's measure contract scope: 1 menu, 2 service (contracted keywords), 3 all. */
export const MEASURE_SCOPES = [1, 2, 3] as const;
export type MeasureScope = (typeof MEASURE_SCOPES)[number];

export const MEASURE_LIMITS = {
  keyword: 50,
  keywordsPerRequest: 50,
  accountsPerRequest: 1000,
  pointLabel: 100,
  radius: { min: 100, max: 50_000, default: 3000 },
} as const;

export const MEASURE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_MEASURE_TIME = '09:00';

/** Which kinds of measure a contract scope allows. */
export function scopeAllows(scope: MeasureScope, kind: MeasureKind): boolean {
  return scope === 3 || (scope === 1 && kind === 'menu') || (scope === 2 && kind === 'contract');
}

/** NFKC, one half-width space between words: 渋谷（全角スペース）ランチ and 渋谷 ランチ are one keyword. */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

export const isValidLatitude = (lat: number) => Number.isFinite(lat) && lat >= -90 && lat <= 90;
export const isValidLongitude = (lng: number) => Number.isFinite(lng) && lng >= -180 && lng <= 180;

export const isValidDepth = (provider: MeasureProvider, depth: number) => Number.isInteger(depth) && depth >= 1 && depth <= MAX_DEPTH[provider];
