import { useCallback, useRef } from 'react';

// A form above a list that a row's 編集 fills: `reveal` scrolls the form into view and, once it has remounted with
// the row, moves the focus to its first field for keyboard users. Put `ref` on a box around the form.
export const useFormReveal = () => {
  const ref = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    requestAnimationFrame(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus());
  }, []);
  return { ref, reveal };
};
