import { DateTime } from 'luxon';
import { isCalendarDate, isRangeInverted } from '../../../../shared/dates/calendar-date';
import { TOKYO } from '../../../../shared/dates/zone';
import { datesJa } from '../../../../shared/i18n/dates.ja';
import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';
import { ja } from '../../../../shared/i18n/ja';
import { yup } from '../../../../shared/validation/validators';
import type { ReportCommentInput, ReportKind } from '../../insight.api';

const t = insightReportsJa.form;
export const REPORT_KINDS: ReportKind[] = ['insight_report', 'client_report', 'yahoo_report'];
/** The kinds as choices, for the report form's radios and the delivery's checkboxes. */
export const REPORT_KIND_OPTIONS = REPORT_KINDS.map((kind) => ({ value: kind, label: insightReportsJa.kinds[kind] }));
export const COMMENT_MAX = 1000;
/** The longest period a report covers (the contract: end at most 19 months after start). */
const PERIOD_MAX_MONTHS = 19;

export interface ReportFormValues {
  kind: ReportKind;
  local_account_ids: string[];
  /** YYYY/MM/DD as typed; both blank for the summary window. */
  start: string;
  end: string;
  /** PDF only: one row per chosen store, in the order of local_account_ids. */
  comments: ReportCommentInput[];
}

export const emptyReportValues = (): ReportFormValues => ({ kind: 'insight_report', local_account_ids: [], start: '', end: '', comments: [] });

/** The last day a period starting on `start` may end on: 19 whole months. */
const lastAllowedDay = (start: string) =>
  DateTime.fromFormat(start, 'yyyy/MM/dd', { zone: TOKYO }).plus({ months: PERIOD_MAX_MONTHS }).minus({ days: 1 }).toFormat('yyyy/MM/dd');

// Each end checks itself (its format, or its absence when the other end is given); the end also carries the order and
// the length, since moving the end is what fixes them.
const startRule = yup
  .string()
  .default('')
  .test('format', ja.validation.format, (v) => !v || isCalendarDate(v))
  .test('both', t.periodBoth, function (v) {
    return !!v || !(this.parent as ReportFormValues).end;
  });

const endRule = yup
  .string()
  .default('')
  .test('format', ja.validation.format, (v) => !v || isCalendarDate(v))
  .test('both', t.periodBoth, function (v) {
    return !!v || !(this.parent as ReportFormValues).start;
  })
  .test('order', datesJa.rangeInverted, function (v) {
    const { start } = this.parent as ReportFormValues;
    return !v || !isRangeInverted(start, v);
  })
  .test('length', t.periodTooLong, function (v) {
    const { start } = this.parent as ReportFormValues;
    return !v || !isCalendarDate(v) || !isCalendarDate(start) || v <= lastAllowedDay(start);
  });

export const reportFormSchema = yup.object({
  kind: yup.string().oneOf(REPORT_KINDS).required(),
  local_account_ids: yup.array(yup.string().required()).min(1, t.storesRequired),
  start: startRule,
  end: endRule,
  comments: yup.array(yup.object({ local_account_id: yup.string().required(), comment: yup.string().max(COMMENT_MAX) })),
});
