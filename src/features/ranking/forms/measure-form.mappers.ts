import { DEFAULT_MEASURE_TIME, MEASURE_LIMITS, normalizeKeyword } from '../../../shared/ranking/measure-rules';
import type { Measure, MeasureCreateRequest, MeasurePointInput, MeasureUpdateRequest } from '../ranking.api';
import type { MeasureAddValues, MeasureEditValues, PointValues } from './measure-form.schema';

/** The textarea's keywords: one per line, normalised as the server does, blank lines dropped, duplicates collapsed. */
export const keywordLines = (text: string | undefined): string[] => [...new Set((text ?? '').split(/\r?\n/).map(normalizeKeyword).filter(Boolean))];

const STORE_POINT: PointValues = { kind: 'store', label: '', lat: '', lng: '' };

export const emptyAddValues = (): MeasureAddValues => ({
  keywords: '',
  local_account_ids: [],
  point: STORE_POINT,
  radius_m: MEASURE_LIMITS.radius.default,
  measure_time: DEFAULT_MEASURE_TIME,
  contract: false,
});

// A store point is read from the listing by the server; an address or station without a searched point is geocoded
// by the server from its label; coordinates go as typed.
export const toPointInput = (point: PointValues): MeasurePointInput => {
  const lat = typeof point.lat === 'number' ? point.lat : null;
  const lng = typeof point.lng === 'number' ? point.lng : null;
  if (point.kind === 'store') return { kind: 'store', label: null, lat: null, lng: null };
  if (point.kind === 'coordinates') return { kind: 'coordinates', label: null, lat, lng };
  return { kind: point.kind, label: point.label.trim(), lat, lng };
};

export const toCreateRequest = (values: MeasureAddValues): MeasureCreateRequest => ({
  keywords: keywordLines(values.keywords),
  local_account_ids: values.local_account_ids,
  kind: values.contract ? 'contract' : 'menu',
  point: toPointInput(values.point),
  radius_m: Number(values.radius_m),
  measure_time: values.measure_time,
});

export const toEditValues = (measure: Measure): MeasureEditValues => ({
  keyword: measure.keyword,
  point: { kind: measure.point.kind, label: measure.point.label ?? '', lat: measure.point.lat ?? '', lng: measure.point.lng ?? '' },
  radius_m: measure.radius_m,
  measure_time: measure.measure_time,
});

export const toUpdateRequest = (values: MeasureEditValues): MeasureUpdateRequest => ({
  keyword: normalizeKeyword(values.keyword ?? ''),
  point: toPointInput(values.point),
  radius_m: Number(values.radius_m),
  measure_time: values.measure_time,
});

/**
 * The server names keyword errors by their index among the keywords it was sent (keywords.2); the form has one
 * textarea, so they become one message on it, each with the keyword it is about.
 */
export const keywordErrorText = (errors: Record<string, string[]> | undefined, sent: string[]): string | null => {
  if (!errors) return null;
  const lines = Object.entries(errors)
    .filter(([key]) => /^keywords(\.\d+)?$/.test(key))
    .map(([key, messages]) => {
      const keyword = sent[Number(key.split('.')[1])];
      return keyword ? `「${keyword}」${messages.join(' ')}` : messages.join(' ');
    });
  return lines.length > 0 ? lines.join(' ') : null;
};
