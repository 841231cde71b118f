import { DateTime } from 'luxon';
import { TOKYO } from '../../src/shared/dates/zone';

// Every date the console shows is Japanese time, whatever the server's zone. The fixed-offset zone gives the same
// wall time as Tokyo without an Intl lookup per date (a review inbox page formats a hundred of them per request).
const two = (n: number): string => (n < 10 ? `0${n}` : String(n));
const day = (t: DateTime): string => `${t.year}/${two(t.month)}/${two(t.day)}`;

/** YYYY/MM/DD in Japanese time. */
export const toJstDate = (date: Date): string => day(DateTime.fromJSDate(date, { zone: TOKYO }));

/** YYYY/MM/DD HH:mm in Japanese time. */
export const toJstDateTime = (date: Date): string => {
  const t = DateTime.fromJSDate(date, { zone: TOKYO });
  return `${day(t)} ${two(t.hour)}:${two(t.minute)}`;
};

/** The instant a Tokyo calendar day (YYYY/MM/DD) starts, or null when the day does not exist (2025/02/30). */
export const jstDayStart = (slashDate: string): Date | null => {
  const day = DateTime.fromFormat(slashDate, 'yyyy/MM/dd', { zone: TOKYO });
  return day.isValid ? day.toJSDate() : null;
};

/** The instant the Tokyo day after `slashDate` starts (an exclusive upper bound), or null for a day that does not exist. */
export const jstDayEnd = (slashDate: string): Date | null => {
  const day = DateTime.fromFormat(slashDate, 'yyyy/MM/dd', { zone: TOKYO });
  return day.isValid ? day.plus({ days: 1 }).toJSDate() : null;
};
