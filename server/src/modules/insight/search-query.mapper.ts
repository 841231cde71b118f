import type { components } from '../../generated/openapi';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { AnalysisAccountRow, KeywordMonthRow } from './search-query.repository';
import { isoToMonth } from './search-query.months';

type Schemas = components['schemas'];

export const toAnalysisAccount = (row: AnalysisAccountRow): Schemas['AnalysisAccount'] => ({
  id: toAccountKey(row.provider, row.id),
  name: row.name,
  store_code: row.storeCode,
});

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
