import type { components } from '../../generated/openapi';
import { isoToMonth } from './insight-scope';
import type { KeywordMonthRow } from './search-query.repository';

type Schemas = components['schemas'];

/** One row per keyword in the given order, with an entry for every month of the window (nulls where it was absent). */
export function toSearchQueryRows(keywords: readonly string[], months: readonly string[], figures: readonly KeywordMonthRow[]): Schemas['SearchQueryRow'][] {
  const byKey = new Map(figures.map((f) => [`${f.keyword}\u0000${isoToMonth(f.month)}`, f]));
  return keywords.map((keyword) => ({
    keyword,
    months: months.map((month) => {
      const figure = byKey.get(`${keyword}\u0000${month}`);
      return { month, value: figure?.value ?? null, threshold: figure?.threshold ?? null };
    }),
  }));
}
