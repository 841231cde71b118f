import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import type { DashboardDay } from '../dashboard.api';
import { calendarWeeks, monthLabel } from '../model/dashboard-month';
import { CalendarDay, DAY_HEIGHT } from './calendar-day';

const t = dashboardJa.calendar;

interface MonthCalendarProps {
  /** YYYY/MM; undefined until known. */
  month?: string;
  /** Undefined while loading: the six weeks are drawn as empty cells of the same height. */
  days?: DashboardDay[];
  selected: string | null;
  onSelect: (date: string) => void;
}

// Saturday and Sunday headers in the usual blue and red, each kept at 4.5:1 on the page; the label is the text.
const weekdayColour = (index: number) => (index === 0 ? '#c53030' : index === 6 ? '#0b5cad' : 'ink');

/** The month as a table of six Sunday-first weeks; each day is a button listing its stores in the panel below. */
export const MonthCalendar = ({ month, days, selected, onSelect }: MonthCalendarProps) => {
  const weeks = useMemo(() => calendarWeeks(days ? month : undefined), [month, days]);
  const byDate = useMemo(() => new Map((days ?? []).map((d) => [d.date, d])), [days]);
  const loading = days === undefined;
  return (
    <Box aria-busy={loading} data-testid="month-calendar">
      <chakra.table w="full" tableLayout="fixed" borderCollapse="separate" borderSpacing="2px">
        <chakra.caption textAlign="left" fontSize="sm" color="muted" mb="1">
          {month && !loading ? t.caption(monthLabel(month)) : t.loading}
        </chakra.caption>
        <thead>
          <tr>
            {t.weekdays.map((label, i) => (
              <chakra.th key={label} scope="col" fontSize="sm" py="1" color={weekdayColour(i)}>
                {label}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                const day = date ? byDate.get(date) : undefined;
                return (
                  <chakra.td key={date ?? `pad-${w}-${d}`} p="0" verticalAlign="top">
                    {day ? (
                      <CalendarDay day={day} selected={selected === day.date} onSelect={onSelect} />
                    ) : (
                      <Box h={DAY_HEIGHT} borderRadius="sm" bg={loading ? 'canvas' : 'transparent'} aria-hidden="true" />
                    )}
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
};
