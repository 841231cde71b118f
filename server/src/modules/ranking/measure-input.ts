import type { FieldErrors } from '../../http/errors';
import { DEFAULT_DEPTH, MAX_DEPTH, type MeasureProvider } from '../../../../src/shared/ranking/rank';
import {
  isValidDepth, isValidLatitude, isValidLongitude, MEASURE_LIMITS, MEASURE_TIME_PATTERN, normalizeKeyword, type PointKind,
} from '../../../../src/shared/ranking/measure-rules';
import { measuresMessagesJa } from './measures.messages.ja';

// The rules of a measure's input as field errors (dotted paths the console puts on its fields). Pure: the JSON
// operations and the file import check the same way; geocoding a label is the service's (it needs the provider).

const v = measuresMessagesJa.validation;

export interface PointInput {
  kind: PointKind;
  label?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export interface PointValue {
  kind: PointKind;
  label: string | null;
  lat: number | null;
  lng: number | null;
}

export interface KeywordValue {
  keyword: string;
  /** One measure per listing and key: the normalised keyword, lower-cased. */
  key: string;
}

export const keywordKeyOf = (keyword: string): string => normalizeKeyword(keyword).toLowerCase();

/** A keyword as stored, or the reason it cannot be. */
export function checkKeyword(raw: string): { value: KeywordValue } | { error: string } {
  if (/[\r\n\u2028\u2029]/.test(raw.trim())) return { error: v.keywordLineBreak };
  const keyword = normalizeKeyword(raw);
  if (keyword === '') return { error: v.required };
  if ([...keyword].length > MEASURE_LIMITS.keyword) return { error: v.keywordTooLong(MEASURE_LIMITS.keyword) };
  return { value: { keyword, key: keywordKeyOf(keyword) } };
}

/** Every keyword checked (errors at keywords.N); duplicates after normalisation collapse into the first. */
export function checkKeywords(raws: readonly string[], errors: FieldErrors): KeywordValue[] {
  if (raws.length > MEASURE_LIMITS.keywordsPerRequest) errors.keywords = [v.keywordsTooMany(MEASURE_LIMITS.keywordsPerRequest)];
  const seen = new Map<string, KeywordValue>();
  raws.forEach((raw, i) => {
    const checked = checkKeyword(raw);
    if ('error' in checked) errors[`keywords.${i}`] = [checked.error];
    else if (!seen.has(checked.value.key)) seen.set(checked.value.key, checked.value);
  });
  if (raws.length === 0) errors.keywords = [v.required];
  return [...seen.values()];
}

/**
 * A point as stored. store: the listing's own location (read at the first measurement); address / station: a label,
 * with lat/lng when the console already geocoded it (`needsGeocode` otherwise); coordinates: lat/lng as typed.
 */
export function checkPoint(input: PointInput, errors: FieldErrors): { point: PointValue; needsGeocode: boolean } {
  const label = input.label?.normalize('NFKC').trim() || null;
  const lat = input.lat ?? null;
  const lng = input.lng ?? null;
  if (lat !== null && !isValidLatitude(lat)) errors['point.lat'] = [v.latitude];
  if (lng !== null && !isValidLongitude(lng)) errors['point.lng'] = [v.longitude];
  switch (input.kind) {
    case 'store':
      return { point: { kind: 'store', label: null, lat: null, lng: null }, needsGeocode: false };
    case 'coordinates':
      if (lat === null) errors['point.lat'] = [v.required];
      if (lng === null) errors['point.lng'] = [v.required];
      return { point: { kind: 'coordinates', label: null, lat, lng }, needsGeocode: false };
    case 'address':
    case 'station': {
      if (label === null) errors['point.label'] = [v.labelRequired(input.kind)];
      else if ([...label].length > MEASURE_LIMITS.pointLabel) errors['point.label'] = [v.labelTooLong(MEASURE_LIMITS.pointLabel)];
      const located = lat !== null && lng !== null;
      return { point: { kind: input.kind, label, lat: located ? lat : null, lng: located ? lng : null }, needsGeocode: !located };
    }
  }
}

export function checkRadius(radius: number, errors: FieldErrors, field = 'radius_m'): void {
  const { min, max } = MEASURE_LIMITS.radius;
  if (!Number.isInteger(radius) || radius < min || radius > max) errors[field] = [v.radius(min, max)];
}

export function checkTime(time: string, errors: FieldErrors, field = 'measure_time'): void {
  if (!MEASURE_TIME_PATTERN.test(time)) errors[field] = [v.time];
}

/** The depth each provider is read to: the given one (within that provider's maximum) or its default. */
export function checkDepth(depth: number | undefined, providers: readonly MeasureProvider[], errors: FieldErrors): void {
  if (depth === undefined) return;
  const tooDeep = providers.find((provider) => !isValidDepth(provider, depth));
  if (tooDeep) errors.depth = [v.depth(MAX_DEPTH[tooDeep])];
}

export const depthFor = (provider: MeasureProvider, depth: number | undefined): number => depth ?? DEFAULT_DEPTH[provider];
