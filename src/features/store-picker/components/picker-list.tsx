import { Box, chakra } from '@chakra-ui/react';
import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ja } from '../../../shared/i18n/ja';
import type { PickerRow } from '../model/picker-rows';
import { scrollToReveal, visibleWindow } from '../model/visible-window';

export const ROW_HEIGHT = 44;
const VIEWPORT_HEIGHT = 352;

interface PickerListProps {
  rows: PickerRow[];
  checked: ReadonlySet<string>;
  onToggle: (key: string) => void;
  idPrefix: string;
}

const Row = memo(
  ({
    row,
    index,
    total,
    isChecked,
    onToggle,
    onKeyDown,
    id,
  }: {
    row: PickerRow;
    index: number;
    total: number;
    isChecked: boolean;
    onToggle: (key: string) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>, index: number) => void;
    id: string;
  }) => (
    <chakra.li
      aria-setsize={total}
      aria-posinset={index + 1}
      height={`${ROW_HEIGHT}px`}
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      borderBottomWidth="1px"
      borderBottomStyle="solid"
      borderBottomColor="line"
    >
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={() => onToggle(row.key)}
        onKeyDown={(e) => onKeyDown(e, index)}
        data-row-index={index}
      />
      <chakra.label htmlFor={id} flex="1" minW="0" truncate cursor="pointer">
        {row.title}
        {row.storeCode ? (
          <>
            {' '}
            <chakra.span color="muted" fontSize="sm" ml="1">
              {row.storeCode}
            </chakra.span>
          </>
        ) : null}
      </chakra.label>
    </chakra.li>
  ),
);
Row.displayName = 'PickerRow';

// A windowed checkbox list: only the rows in view (plus a few) are in the DOM, so 1,000 stores stay fast.
// Tab and the arrow keys move between rows; the list scrolls to keep the focused row in view.
export const PickerList = ({ rows, checked, onToggle, idPrefix }: PickerListProps) => {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const { start, end } = visibleWindow(scrollTop, VIEWPORT_HEIGHT, ROW_HEIGHT, rows.length);

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    viewport.current?.querySelector<HTMLInputElement>(`[data-row-index="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  });

  const count = rows.length;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, index: number) => {
      const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 }[event.key];
      if (next === undefined || next < 0 || next >= count) return;
      event.preventDefault();
      const el = viewport.current;
      if (!el) return;
      const top = scrollToReveal(next, el.scrollTop, VIEWPORT_HEIGHT, ROW_HEIGHT);
      const rendered = el.querySelector<HTMLInputElement>(`[data-row-index="${next}"]`);
      if (top === null && rendered) {
        rendered.focus();
        return;
      }
      // The row may not be rendered yet: scroll, re-render the window, then focus it.
      const nextTop = top ?? el.scrollTop;
      el.scrollTop = nextTop;
      pendingFocus.current = next;
      setScrollTop(nextTop);
    },
    [count],
  );

  return (
    <Box
      ref={viewport}
      height={`${Math.min(VIEWPORT_HEIGHT, rows.length * ROW_HEIGHT + 2)}px`}
      overflowY="auto"
      borderWidth="1px"
      borderStyle="solid"
      borderColor="line"
      borderRadius="md"
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid="store-picker-list"
    >
      <Box position="relative" height={`${rows.length * ROW_HEIGHT}px`}>
        <chakra.ul
          aria-label={ja.storePicker.listLabel}
          listStyleType="none"
          m="0"
          p="0"
          position="absolute"
          top="0"
          left="0"
          right="0"
          style={{ transform: `translateY(${start * ROW_HEIGHT}px)` }}
        >
          {rows.slice(start, end).map((row, i) => (
            <Row
              key={row.key}
              row={row}
              index={start + i}
              total={rows.length}
              isChecked={checked.has(row.key)}
              onToggle={onToggle}
              onKeyDown={onKeyDown}
              id={`${idPrefix}-${row.key}`}
            />
          ))}
        </chakra.ul>
      </Box>
    </Box>
  );
};
