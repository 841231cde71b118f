import { DateTime } from 'luxon';
import { TOKYO } from '../../../shared/dates/zone';
import { nextOccurrence, type RecurrenceRule, type RepeatFrequency } from '../../../shared/posts/post-recurrence';

const DATE = /^\d{4}\/\d{2}\/\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ScheduleInput {
  schedule_date: string;
  schedule_time: string;
  repeat: string;
  repeat_end_date: string;
}

/** The recurrence rule the schedule fields describe, or null while they are incomplete or not real dates. */
export const toRecurrenceRule = (s: ScheduleInput): RecurrenceRule | null => {
  if (!DATE.test(s.schedule_date) || !TIME.test(s.schedule_time)) return null;
  if (!DateTime.fromFormat(s.schedule_date, 'yyyy/MM/dd', { zone: TOKYO }).isValid) return null;
  const repeat = Number(s.repeat) as RepeatFrequency;
  const once = repeat === 4;
  if (!once && (!DATE.test(s.repeat_end_date) || !DateTime.fromFormat(s.repeat_end_date, 'yyyy/MM/dd', { zone: TOKYO }).isValid)) return null;
  return { startDate: s.schedule_date, startTime: s.schedule_time, repeat, endDate: once ? null : s.repeat_end_date };
};

/** Up to `limit` coming occurrences from `now`, and whether more follow. */
export const comingOccurrences = (rule: RecurrenceRule, now: Date, limit = 3): { dates: Date[]; more: number } => {
  const dates: Date[] = [];
  let more = 0;
  let next = nextOccurrence(rule, now, true);
  // Count the rest only up to a bound: a weekly post over ten years is still a short sentence.
  while (next && dates.length + more < 600) {
    if (dates.length < limit) dates.push(next);
    else more += 1;
    next = nextOccurrence(rule, next);
  }
  return { dates, more };
};
