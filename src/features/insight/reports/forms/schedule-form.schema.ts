import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';
import { ja } from '../../../../shared/i18n/ja';
import { numberRange, yup } from '../../../../shared/validation/validators';
import type { ReportKind, ReportSchedule, ReportScheduleRequest } from '../../insight.api';
import { REPORT_KINDS } from './report-form.schema';

const t = insightReportsJa.schedule;
export const RECIPIENTS_MAX = 20;
export const DAY_MIN = 1;
export const DAY_MAX = 28;

export interface ScheduleFormValues {
  enabled: boolean;
  day_of_month: number | '';
  recipients: string[];
  kinds: ReportKind[];
}

export const toScheduleValues = (schedule: ReportSchedule): ScheduleFormValues => ({
  enabled: schedule.enabled,
  day_of_month: schedule.day_of_month,
  recipients: schedule.recipients.length > 0 ? [...schedule.recipients] : [''],
  kinds: [...schedule.kinds],
});

export const toScheduleRequest = (values: ScheduleFormValues): ReportScheduleRequest => ({
  enabled: values.enabled,
  day_of_month: Number(values.day_of_month),
  recipients: values.recipients.map((r) => r.trim()).filter(Boolean),
  kinds: values.kinds,
});

// A delivery that is on needs somebody to send to and something to send; one that is off may keep a half-made list.
export const scheduleFormSchema = yup.object({
  enabled: yup.boolean().required(),
  day_of_month: numberRange(DAY_MIN, DAY_MAX).integer(ja.validation.format).required(ja.validation.required),
  recipients: yup
    .array(yup.string().trim().email(ja.validation.format).max(254))
    .max(RECIPIENTS_MAX)
    .when('enabled', { is: true, then: (s) => s.test('some', t.recipientsRequired, (list) => (list ?? []).some((r) => !!r?.trim())) }),
  kinds: yup
    .array(yup.string().oneOf(REPORT_KINDS))
    .when('enabled', { is: true, then: (s) => s.min(1, t.kindsRequired) }),
});
