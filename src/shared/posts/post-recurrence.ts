import { DateTime } from 'luxon';
import { TOKYO } from '../dates/zone';

// When a post goes out again (spec section 3: repeat 4 once, 1 weekly, 2 monthly, 3 yearly), on the Asia/Tokyo
// calendar. Every occurrence is computed from the first one, never from the previous occurrence, so a post planned
// for the 31st goes out on the 30th in April and on the 31st again in May instead of drifting to the 30th for good.

export const REPEAT = { once: 4, weekly: 1, monthly: 2, yearly: 3 } as const;
export type RepeatFrequency = (typeof REPEAT)[keyof typeof REPEAT];

export interface RecurrenceRule {
  /** First occurrence: YYYY/MM/DD and HH:mm in Tokyo. */
  startDate: string;
  startTime: string;
  repeat: RepeatFrequency;
  /** Last day an occurrence may fall on (YYYY/MM/DD, inclusive); null = no end (only for once). */
  endDate: string | null;
}

const first = (rule: RecurrenceRule): DateTime => {
  const at = DateTime.fromFormat(`${rule.startDate} ${rule.startTime}`, 'yyyy/MM/dd HH:mm', { zone: TOKYO });
  if (!at.isValid) throw new RangeError(`not a schedule: ${rule.startDate} ${rule.startTime}`);
  return at;
};

/**
 * The n-th occurrence (0 = the first). Luxon clamps a month or year step to the target month's last day: the 31st
 * becomes 30 April or 28/29 February, and 29 February becomes 28 February in a non-leap year.
 */
export function occurrenceAt(rule: RecurrenceRule, n: number): Date {
  const start = first(rule);
  switch (rule.repeat) {
    case REPEAT.weekly:
      return start.plus({ weeks: n }).toJSDate();
    case REPEAT.monthly:
      return start.plus({ months: n }).toJSDate();
    case REPEAT.yearly:
      return start.plus({ years: n }).toJSDate();
    default:
      return start.toJSDate();
  }
}

const endOf = (rule: RecurrenceRule): DateTime | null =>
  rule.endDate === null ? null : DateTime.fromFormat(rule.endDate, 'yyyy/MM/dd', { zone: TOKYO }).endOf('day');

const withinEnd = (rule: RecurrenceRule, at: Date): boolean => {
  const end = endOf(rule);
  return end === null || at.getTime() <= end.toMillis();
};

/**
 * The first occurrence strictly after `after` (or at/after it with `inclusive`), or null when the rule has none
 * left: a once post after its moment, a repeating one past its end date.
 */
export function nextOccurrence(rule: RecurrenceRule, after: Date, inclusive = false): Date | null {
  const start = first(rule);
  const later = (at: Date) => (inclusive ? at.getTime() >= after.getTime() : at.getTime() > after.getTime());
  if (rule.repeat === REPEAT.once) return later(start.toJSDate()) ? start.toJSDate() : null;
  // Jump close to `after` first so a post planned years ago does not walk every week since.
  const unit = rule.repeat === REPEAT.weekly ? 'weeks' : rule.repeat === REPEAT.monthly ? 'months' : 'years';
  const elapsed = Math.floor(DateTime.fromJSDate(after, { zone: TOKYO }).diff(start, unit).as(unit));
  for (let n = Math.max(0, elapsed - 1); ; n += 1) {
    const at = occurrenceAt(rule, n);
    if (!withinEnd(rule, at)) return null;
    if (later(at)) return at;
  }
}

/** Every occurrence from `from` (inclusive) to `to` (inclusive), at most `limit` of them. */
export function occurrencesBetween(rule: RecurrenceRule, from: Date, to: Date, limit = 100): Date[] {
  const out: Date[] = [];
  let next = nextOccurrence(rule, from, true);
  while (next && next.getTime() <= to.getTime() && out.length < limit) {
    out.push(next);
    next = nextOccurrence(rule, next);
  }
  return out;
}
