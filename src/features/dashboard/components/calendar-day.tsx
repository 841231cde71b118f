import { Box, chakra } from '@chakra-ui/react';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import type { DashboardDay } from '../dashboard.api';
import { dayParts } from '../model/dashboard-month';

const t = dashboardJa.calendar;

/** A cell's fixed height: the same for every day, padding cell and loading cell. */
export const DAY_HEIGHT = { base: '72px', md: '96px' };

const KINDS = ['posts', 'reviews', 'measurements'] as const;

const Count = ({ kind, n }: { kind: (typeof KINDS)[number]; n: number }) => (
  <chakra.span display="block" fontSize="xs" lineHeight="16px" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" data-count={kind}>
    <chakra.span display={{ base: 'inline', md: 'none' }}>{t.short[kind]}</chakra.span>
    <chakra.span display={{ base: 'none', md: 'inline' }}>{t.counts[kind]}</chakra.span> {n > 999 ? '999+' : n}
  </chakra.span>
);

interface CalendarDayProps {
  day: DashboardDay;
  selected: boolean;
  onSelect: (date: string) => void;
}

/** One day: its number and the non-zero counts; a button that opens the day's stores. */
export const CalendarDay = ({ day, selected, onSelect }: CalendarDayProps) => {
  const { month, day: dayOfMonth } = dayParts(day.date);
  return (
    <chakra.button
      type="button"
      w="full"
      h={DAY_HEIGHT}
      p="1"
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      textAlign="left"
      bg={selected ? 'var(--brand-soft)' : 'surface'}
      borderWidth={selected ? '2px' : '1px'}
      borderStyle="solid"
      borderColor={selected ? 'var(--brand)' : 'line'}
      borderRadius="sm"
      color="ink"
      cursor="pointer"
      overflow="hidden"
      _hover={{ bg: 'var(--brand-soft)' }}
      aria-pressed={selected}
      aria-label={t.dayLabel(month, dayOfMonth, day.posts, day.reviews, day.measurements)}
      onClick={() => onSelect(day.date)}
      data-date={day.date}
      data-testid={`calendar-day-${day.date}`}
    >
      <Box as="span" fontSize="sm" fontWeight="bold" lineHeight="20px">
        {dayOfMonth}
      </Box>
      {KINDS.map((kind) => (day[kind] > 0 ? <Count key={kind} kind={kind} n={day[kind]} /> : null))}
    </chakra.button>
  );
};
