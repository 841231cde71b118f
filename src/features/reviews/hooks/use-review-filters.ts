import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersToSearch, parseFilters, type InboxProvider, type ReviewFilters } from '../model/review-filters';

// The filters live in the URL query, so reload, back and a shared link all show the same list. Updates replace the
// history entry: back leaves the inbox instead of stepping through every keystroke of the free word.
export const useReviewFilters = (providers: readonly InboxProvider[]) => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params, providers), [params, providers]);
  const update = useCallback(
    (patch: Partial<ReviewFilters>) =>
      setParams((previous) => filtersToSearch({ ...parseFilters(previous, providers), ...patch }), { replace: true }),
    [setParams, providers],
  );
  const clear = useCallback(
    () =>
      setParams(
        (previous) => filtersToSearch({ ...parseFilters(new URLSearchParams(), providers), provider: parseFilters(previous, providers).provider }),
        { replace: true },
      ),
    [setParams, providers],
  );
  return { filters, update, clear };
};
