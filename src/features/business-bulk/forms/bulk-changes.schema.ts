import { ATTRIBUTE_KEYS, type AttributeKey, type Weekday } from '../../../shared/business/listing';
import {
  closesAfterOpening,
  DATE_PATTERN,
  hasForbiddenCharacters,
  hasLineBreak,
  isValidWebsite,
  LISTING_LIMITS,
  minutesOf,
  TIME_PATTERN,
} from '../../../shared/business/listing-rules';
import { isCalendarDate } from '../../../shared/dates/calendar-date';
import { ja } from '../../../shared/i18n/ja';
import { yup } from '../../../shared/validation/validators';
import type { BusinessBulkChanges } from '../business-bulk.api';
import { businessBulkJa } from '../business-bulk.ja';

const v = ja.validation;
const r = businessBulkJa.rules;
const max = (limit: number) => v.stringMax.replace('${max}', String(limit));
const arrayMax = (limit: number) => v.arrayMax.replace('${max}', String(limit));

export const BULK_FIELDS = ['special_hours', 'regular_hours', 'description', 'website', 'hours_note', 'opening_date', 'attributes'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

export type AttributeChoice = '' | 'yes' | 'no';
export interface SpecialRow {
  date: string;
  status: 'closed' | 'open';
  open: string;
  close: string;
}
export interface HoursRow {
  day: Weekday;
  open: string;
  close: string;
}

/** The form keeps the request's names, so a server error's path (minus `changes.`) names the same field. */
export interface BulkChangesValues {
  fields: BulkField[];
  special_hours: { mode: 'merge' | 'replace'; entries: SpecialRow[] };
  regular_hours: HoursRow[];
  description: { mode: 'replace' | 'append'; text: string };
  website: string;
  hours_note: string;
  opening_date: string;
  attributes: Record<AttributeKey, AttributeChoice>;
}

export const emptyBulkChanges = (): BulkChangesValues => ({
  fields: [],
  special_hours: { mode: 'merge', entries: [] },
  regular_hours: [],
  description: { mode: 'append', text: '' },
  website: '',
  hours_note: '',
  opening_date: '',
  attributes: Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, ''])) as Record<AttributeKey, AttributeChoice>,
});

export const newSpecialRow = (): SpecialRow => ({ date: '', status: 'closed', open: '', close: '' });
export const newHoursRow = (): HoursRow => ({ day: 'MON', open: '09:00', close: '18:00' });

const chosen = (field: BulkField) => (fields: unknown) => Array.isArray(fields) && fields.includes(field);

// HH:mm up to 30:00 (翌6:00, the latest any provider takes).
const time = () =>
  yup
    .string()
    .required(v.required)
    .matches(TIME_PATTERN, v.format)
    .test('yahoo-day', v.yahooHours, (value) => !value || (minutesOf(value) ?? 0) <= 30 * 60);

const closeTime = () =>
  time().test('after-open', r.closeAfterOpen, function check(value) {
    const open = (this.parent as { open?: string }).open ?? '';
    return !value || !TIME_PATTERN.test(open) || closesAfterOpening(open, value);
  });

const calendarDate = () =>
  yup
    .string()
    .required(v.requiredSelect)
    .test('date', r.date, (value) => !value || (DATE_PATTERN.test(value) && isCalendarDate(value)));

const specialRow = yup.object({
  date: calendarDate(),
  status: yup.string().oneOf(['closed', 'open']).required(),
  open: yup.string().when('status', { is: 'open', then: () => time(), otherwise: (s) => s }),
  close: yup.string().when('status', { is: 'open', then: () => closeTime(), otherwise: (s) => s }),
});

const text = (limit: number) =>
  yup
    .string()
    .max(limit, max(limit))
    .test('forbidden', v.forbiddenChars, (value) => !hasForbiddenCharacters(value));

export const bulkChangesSchema = yup.object({
  fields: yup.array().of(yup.string()).min(1, businessBulkJa.changes.fieldsRequired),
  special_hours: yup.object().when('fields', {
    is: chosen('special_hours'),
    then: () =>
      yup.object({
        mode: yup.string().oneOf(['merge', 'replace']).required(),
        entries: yup
          .array()
          .of(specialRow)
          .min(1, r.rowsRequired)
          .max(LISTING_LIMITS.specialDays, arrayMax(LISTING_LIMITS.specialDays))
          .test('unique', r.duplicateDate, (rows) => !rows || new Set(rows.map((row) => row.date)).size === rows.length),
      }),
  }),
  regular_hours: yup.array().when('fields', {
    is: chosen('regular_hours'),
    then: () =>
      yup
        .array()
        .of(yup.object({ day: yup.string().required(v.requiredSelect), open: time(), close: closeTime() }))
        .min(1, r.rowsRequired)
        .max(LISTING_LIMITS.regularPeriods, arrayMax(LISTING_LIMITS.regularPeriods)),
  }),
  description: yup.object().when('fields', {
    is: chosen('description'),
    then: () => yup.object({ mode: yup.string().oneOf(['replace', 'append']).required(), text: text(LISTING_LIMITS.description).trim().required(v.required) }),
  }),
  website: yup.string().when('fields', {
    is: chosen('website'),
    then: () =>
      yup
        .string()
        .trim()
        .max(LISTING_LIMITS.website, max(LISTING_LIMITS.website))
        .test('url', v.format, (value) => !value || isValidWebsite(value)),
  }),
  hours_note: yup.string().when('fields', {
    is: chosen('hours_note'),
    then: () => text(LISTING_LIMITS.hoursNote).test('single-line', v.noLineBreaks, (value) => !hasLineBreak(value)),
  }),
  opening_date: yup.string().when('fields', {
    is: chosen('opening_date'),
    then: () =>
      yup
        .string()
        .trim()
        .test('date', r.date, (value) => !value || (DATE_PATTERN.test(value) && isCalendarDate(value))),
  }),
  attributes: yup.object().when('fields', {
    is: chosen('attributes'),
    then: (s) => s.test('some', businessBulkJa.changes.attributesRequired, (value) => Object.values(value ?? {}).some((c) => c !== '')),
  }),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request's `changes`: only the chosen fields, in the contract's shape. */
export function toBulkChanges(values: BulkChangesValues): BusinessBulkChanges {
  const changes: BusinessBulkChanges = {};
  const has = (field: BulkField) => values.fields.includes(field);
  if (has('special_hours'))
    changes.special_hours = {
      mode: values.special_hours.mode,
      entries: values.special_hours.entries.map((row) =>
        row.status === 'closed' ? { date: row.date, closed: true, open: null, close: null } : { date: row.date, closed: false, open: row.open, close: row.close },
      ),
    };
  if (has('regular_hours')) changes.regular_hours = values.regular_hours.map(({ day, open, close }) => ({ day, open, close }));
  if (has('description')) changes.description = { mode: values.description.mode, text: values.description.text.trim() };
  if (has('website')) changes.website = orNull(values.website);
  if (has('hours_note')) changes.hours_note = orNull(values.hours_note);
  if (has('opening_date')) changes.opening_date = orNull(values.opening_date);
  if (has('attributes'))
    changes.attributes = ATTRIBUTE_KEYS.filter((key) => values.attributes[key] !== '').map((key) => ({ key, value: values.attributes[key] === 'yes' }));
  return changes;
}
