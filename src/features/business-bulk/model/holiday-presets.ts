import { DateTime } from 'luxon';
import type { SpecialHoursEntry } from '../../../shared/business/listing';
import { TOKYO } from '../../../shared/dates/zone';

export interface HolidayPreset {
  id: 'new_year' | 'obon';
  /** First and last day, YYYY/MM/DD (Asia/Tokyo). */
  from: string;
  to: string;
  entries: SpecialHoursEntry[];
}

const slash = (d: DateTime) => d.toFormat('yyyy/MM/dd');

const closedDays = (from: DateTime, to: DateTime): SpecialHoursEntry[] => {
  const days: SpecialHoursEntry[] = [];
  for (let d = from; d <= to; d = d.plus({ days: 1 })) days.push({ date: slash(d), closed: true, open: null, close: null });
  return days;
};

/**
 * The coming New Year holidays (12/29〜1/3) in Tokyo: the ones still ahead or under way on `now`. From 1/4 on that is
 * the end of this year; up to 1/3 it is the holidays that began last December.
 */
export function newYearPreset(now: Date): HolidayPreset {
  const today = DateTime.fromJSDate(now, { zone: TOKYO }).startOf('day');
  const endsThisJanuary = today <= DateTime.fromObject({ year: today.year, month: 1, day: 3 }, { zone: TOKYO });
  const startYear = endsThisJanuary ? today.year - 1 : today.year;
  const from = DateTime.fromObject({ year: startYear, month: 12, day: 29 }, { zone: TOKYO });
  const to = DateTime.fromObject({ year: startYear + 1, month: 1, day: 3 }, { zone: TOKYO });
  return { id: 'new_year', from: slash(from), to: slash(to), entries: closedDays(from, to) };
}

/** The coming お盆 holidays (8/13〜8/16) in Tokyo: this year's until 8/16 has passed, then next year's. */
export function obonPreset(now: Date): HolidayPreset {
  const today = DateTime.fromJSDate(now, { zone: TOKYO }).startOf('day');
  const year = today <= DateTime.fromObject({ year: today.year, month: 8, day: 16 }, { zone: TOKYO }) ? today.year : today.year + 1;
  const from = DateTime.fromObject({ year, month: 8, day: 13 }, { zone: TOKYO });
  const to = DateTime.fromObject({ year, month: 8, day: 16 }, { zone: TOKYO });
  return { id: 'obon', from: slash(from), to: slash(to), entries: closedDays(from, to) };
}
