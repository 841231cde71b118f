import { useEffect } from 'react';

interface PagedAnswer {
  data: readonly unknown[];
  pagination: { last_page: number };
}

// Deleting the last row of the last page leaves that page empty: step back to the new last page. Answers whether
// the page shown is past the last one, so the list can wait for the step instead of saying it is empty.
export const usePageStepBack = (answer: PagedAnswer | undefined, page: number, setPage: (page: number) => void): boolean => {
  const pastLastPage = !!answer && answer.data.length === 0 && page > 1;
  const lastPage = Math.max(1, answer?.pagination.last_page ?? 1);
  useEffect(() => {
    if (pastLastPage) setPage(lastPage);
  }, [pastLastPage, lastPage, setPage]);
  return pastLastPage;
};
