import { chakra } from '@chakra-ui/react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type Key, type ReactNode } from 'react';

interface WindowedListProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  // A first guess of a row's height in px; every rendered row is measured, so rows may differ in height.
  estimateSize: number;
  gap?: number;
  // A row whose first element (focusable, e.g. tabIndex -1) takes the focus once rendered: the first row of a page
  // just loaded, so a keyboard user continues there. Each new index is focused once.
  focusIndex?: number | null;
  testId?: string;
}

const rowOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-windowed-row]') : null;

// Where the list starts in the document: the window scrolls, and the rows are placed relative to the list.
const useListTop = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const measure = useCallback(() => {
    if (ref.current) setTop(Math.round(ref.current.getBoundingClientRect().top + window.scrollY));
  }, []);
  // Content above the list (an opened filter panel, a notice) moves it without rendering it again.
  useLayoutEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, top };
};

// A long list that renders only the rows near the viewport (the window scrolls), so the page holds a bounded number
// of rows however many are loaded. The row that holds the focus, and its neighbours, always stay rendered: the
// focused element is never unmounted and Tab moves on to the next row. Rows stay in DOM order, which is the visual
// order. State a row must keep while scrolled away belongs outside it (a row is unmounted when far off screen).
export function WindowedList<T>({ items, getKey, renderItem, estimateSize, gap = 0, focusIndex = null, testId }: WindowedListProps<T>) {
  const { ref, top } = useListTop();
  const [focusedKey, setFocusedKey] = useState<Key | null>(null);
  const keys = useMemo(() => items.map(getKey), [items, getKey]);
  const focusedIndex = focusedKey === null ? -1 : keys.indexOf(focusedKey);
  // The last row focused through focusIndex: once it has the focus, the focus itself keeps it rendered.
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      const pending = focusIndex !== null && focused.current !== focusIndex ? focusIndex : -1;
      for (const pinned of [focusedIndex, pending]) {
        for (let i = pinned - 1; pinned >= 0 && i <= pinned + 1; i += 1) if (i >= 0 && i < range.count) indexes.add(i);
      }
      return [...indexes].sort((a, b) => a - b);
    },
    [focusedIndex, focusIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    getItemKey: (index) => keys[index],
    gap,
    overscan: 3,
    scrollMargin: top,
    rangeExtractor,
  });

  useEffect(() => {
    if (focusIndex === null || focused.current === focusIndex) return;
    const row = ref.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`);
    const target = row?.firstElementChild;
    if (target instanceof HTMLElement) {
      focused.current = focusIndex;
      target.focus();
    }
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = Number(rowOf(event.target)?.dataset.index ?? -1);
    if (index >= 0) setFocusedKey(keys[index]);
  };
  // Focus that leaves for elsewhere on the page lets the row go; a window that loses focus keeps it (it comes back).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !ref.current?.contains(event.relatedTarget)) setFocusedKey(null);
  };

  return (
    <chakra.div ref={ref} position="relative" style={{ height: virtualizer.getTotalSize() }} onFocus={onFocus} onBlur={onBlur} data-testid={testId}>
      {virtualizer.getVirtualItems().map((row) => (
        <chakra.div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          data-windowed-row=""
          position="absolute"
          top="0"
          left="0"
          width="100%"
          style={{ transform: `translateY(${row.start - top}px)` }}
        >
          {renderItem(items[row.index])}
        </chakra.div>
      ))}
    </chakra.div>
  );
}
