import { useState } from 'react';
import type { QueryResultLike } from '../../../components/list/query-state';
import type { AnalysisBody } from '../insight.api';

export interface AnalysisQuery extends QueryResultLike<AnalysisBody> {
  /** The answer for the current arguments only (RTK Query's currentData). */
  currentData?: AnalysisBody;
}

/**
 * While a new unit, period or store filter loads, the group's last answer stays on screen (busy) instead of the
 * page collapsing to a spinner; another group's answer is never shown under this group's tab.
 */
export const useKeptAnalysis = <G extends string>(query: AnalysisQuery, group: G): QueryResultLike<AnalysisBody> => {
  const [kept, setKept] = useState<{ group: G; data: AnalysisBody } | null>(null);
  if (query.currentData && (kept?.data !== query.currentData || kept.group !== group)) {
    setKept({ group, data: query.currentData });
  }
  const data = query.currentData ?? (kept?.group === group ? kept.data : undefined);
  return { data, isLoading: query.isLoading, isFetching: query.isFetching, isError: query.isError, error: query.error, refetch: query.refetch };
};
