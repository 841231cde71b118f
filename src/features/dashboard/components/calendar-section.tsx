import { chakra } from '@chakra-ui/react';
import { memo, useId, useRef, useState } from 'react';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import type { DashboardCalendarBody } from '../dashboard.api';
import { DayStoresPanel } from './day-stores-panel';
import { MonthCalendar } from './month-calendar';

interface CalendarSectionProps {
  /** YYYY/MM; undefined until known. */
  month?: string;
  /** Undefined while loading. */
  body?: DashboardCalendarBody;
}

/** カレンダー: the month's days with their counts, and the stores of the day the user opens (memoised as FigureGrid). */
export const CalendarSection = memo(function CalendarSection({ month, body }: CalendarSectionProps) {
  const headingId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const day = selected ? body?.days.find((d) => d.date === selected) : undefined;
  const shown = body?.month ?? month;
  // Closing gives focus back to the day that opened the panel instead of dropping it to the page.
  const close = () => {
    const date = selected;
    setSelected(null);
    if (date) calendarRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  };
  return (
    <chakra.section aria-labelledby={headingId} data-testid="calendar-section">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {dashboardJa.calendar.heading}
      </chakra.h2>
      <div ref={calendarRef}>
        <MonthCalendar month={shown} days={body?.days} selected={day ? day.date : null} onSelect={(date) => setSelected((s) => (s === date ? null : date))} />
      </div>
      {day && body ? <DayStoresPanel day={day} accounts={body.accounts} onClose={close} /> : null}
    </chakra.section>
  );
});
