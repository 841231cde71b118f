import { renderHook } from '@testing-library/react';
import { usePageStepBack } from './use-page-step-back';

const answer = (rows: number, lastPage: number) => ({ data: Array.from({ length: rows }, (_, i) => i), pagination: { last_page: lastPage } });

describe('usePageStepBack', () => {
  it('steps back to the new last page when the page shown has emptied', () => {
    const setPage = jest.fn();
    const { result } = renderHook(() => usePageStepBack(answer(0, 2), 3, setPage));
    expect(result.current).toBe(true);
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('stays on a page with rows, on the first page, and while nothing has loaded', () => {
    const setPage = jest.fn();
    const { result, rerender } = renderHook(({ data, page }) => usePageStepBack(data, page, setPage), {
      initialProps: { data: answer(3, 3) as ReturnType<typeof answer> | undefined, page: 3 },
    });
    expect(result.current).toBe(false);
    rerender({ data: answer(0, 0), page: 1 });
    expect(result.current).toBe(false);
    rerender({ data: undefined, page: 4 });
    expect(result.current).toBe(false);
    expect(setPage).not.toHaveBeenCalled();
  });

  it('steps back to page 1 when nothing is left at all', () => {
    const setPage = jest.fn();
    renderHook(() => usePageStepBack(answer(0, 0), 2, setPage));
    expect(setPage).toHaveBeenCalledWith(1);
  });
});
