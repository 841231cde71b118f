import { DateTime } from 'luxon';
import { fromTokyoText } from './tokyo-text';
import { TOKYO } from './zone';

// A calendar date as the product writes it: YYYY/MM/DD, a Tokyo day (spec section 9). Plain strings of this shape
// sort as the days they name, so ranges compare as strings.

const SLASH_FORMAT = 'yyyy/MM/dd';
const SHAPE = /^\d{4}\/\d{2}\/\d{2}$/;

const parse = (value: string): DateTime | null => {
  if (!SHAPE.test(value)) return null;
  const day = fromTokyoText(value);
  return day?.isValid ? day : null;
};

const toSlash = (day: DateTime): string => day.toFormat(SLASH_FORMAT);

/** Written YYYY/MM/DD, whether or not the day exists: lets a form tell a typo from 2025/02/30. */
export const hasCalendarDateShape = (value: string): boolean => SHAPE.test(value);

/** A real day written YYYY/MM/DD (2025/02/30, 2025-01-01 and 2025/1/1 are not). */
export const isCalendarDate = (value: string): boolean => parse(value) !== null;

/** Both ends are real days and the end comes before the start; a blank or malformed end is another check's business. */
export const isRangeInverted = (start: string, end: string): boolean => isCalendarDate(start) && isCalendarDate(end) && start > end;

/** Today's date in Tokyo at `now`, whatever the machine's zone. */
export const todayInTokyo = (now: Date): string => toSlash(DateTime.fromJSDate(now, { zone: TOKYO }));

/** The day `days` after (or, negative, before) a YYYY/MM/DD day. */
export const addDays = (date: string, days: number): string => {
  const day = parse(date);
  if (!day) throw new RangeError(`not a YYYY/MM/DD date: ${date}`);
  return toSlash(day.plus({ days }));
};

/** YYYY/MM/DD → YYYY-MM-DD (a SQL date column's form), or null when the day does not exist. */
export const slashToIsoDate = (value: string): string | null => parse(value)?.toISODate() ?? null;

/** YYYY-MM-DD (a SQL date column) → YYYY/MM/DD; null stays null ("no date"). */
export function isoToSlashDate(isoDate: string): string;
export function isoToSlashDate(isoDate: string | null): string | null;
export function isoToSlashDate(isoDate: string | null): string | null {
  return isoDate === null ? null : isoDate.replaceAll('-', '/');
}
