import { DateTime } from 'luxon';

// Campaign dates are calendar days in Japan: the contract speaks YYYY/MM/DD, the date columns hold YYYY-MM-DD, and
// "today" is the Tokyo date whatever the server's zone.
const ZONE = 'Asia/Tokyo';

/** YYYY/MM/DD → YYYY-MM-DD, or null when the day does not exist (2025/02/30). */
export const parseSlashDate = (value: string): string | null => {
  const day = DateTime.fromFormat(value, 'yyyy/MM/dd', { zone: ZONE });
  return day.isValid ? day.toISODate() : null;
};

/** YYYY-MM-DD (date column) → YYYY/MM/DD. */
export const toSlashDate = (isoDate: string | null): string | null => (isoDate === null ? null : isoDate.replaceAll('-', '/'));

export const jstToday = (now: Date): string => DateTime.fromJSDate(now).setZone(ZONE).toISODate() ?? '';

export const addDays = (isoDate: string, days: number): string => DateTime.fromISO(isoDate, { zone: ZONE }).plus({ days }).toISODate() ?? isoDate;

/** The earlier of two optional days (null means "no end"). */
export const earlierDay = (a: string | null, b: string | null): string | null => {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
};
