export interface VisibleWindow {
  start: number;
  end: number;
}

// Which rows of a fixed-row-height list are on screen (plus `overscan` either side). `end` is exclusive.
export const visibleWindow = (scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 4): VisibleWindow => {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const onScreen = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + onScreen + overscan);
  return { start, end: Math.max(start, end) };
};

// The scrollTop that brings row `index` fully into view, or null when it already is.
export const scrollToReveal = (index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number | null => {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return null;
};
