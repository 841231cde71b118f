import { validationError, type FieldErrors } from '../../http/errors';
import { isEmailAddress } from '../../mail/email-address';
import { REPORT_KINDS, type ReportKind } from './insight.table';
import type { ReportScheduleRow } from './reports.repository';
import { reportsMessagesJa } from './reports.messages.ja';

const m = reportsMessagesJa.errors;
export const MAX_RECIPIENTS = 20;

export interface ScheduleInput {
  enabled: boolean;
  day_of_month: number;
  recipients: string[];
  kinds: ReportKind[];
}

/** The schedule as saved: addresses trimmed and each once, kinds each once; 422 with field paths otherwise. */
export function checkSchedule(input: ScheduleInput): { enabled: boolean; dayOfMonth: number; recipients: string[]; kinds: ReportKind[] } {
  const errors: FieldErrors = {};
  const recipients = input.recipients.map((r) => r.trim());
  recipients.forEach((address, i) => {
    if (!isEmailAddress(address)) errors[`recipients.${i}`] = [m.email];
  });
  if (recipients.length > MAX_RECIPIENTS) errors.recipients = [m.recipientsMax];
  else if (input.enabled && recipients.length === 0) errors.recipients = [m.recipientsRequired];
  if (!Number.isInteger(input.day_of_month) || input.day_of_month < 1 || input.day_of_month > 28) errors.day_of_month = [m.dayOfMonth];
  const kinds = REPORT_KINDS.filter((kind) => input.kinds.includes(kind));
  if (input.enabled && kinds.length === 0) errors.kinds = [m.kindsRequired];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const unique = [...new Map(recipients.map((r) => [r.toLowerCase(), r])).values()];
  return { enabled: input.enabled, dayOfMonth: input.day_of_month, recipients: unique, kinds };
}

export const DEFAULT_SCHEDULE = { enabled: false, day_of_month: 10, recipients: [] as string[], kinds: [] as ReportKind[], last_sent_month: null };

export function toScheduleBody(row: ReportScheduleRow | null) {
  if (!row) return { ...DEFAULT_SCHEDULE };
  return {
    enabled: row.enabled,
    day_of_month: row.dayOfMonth,
    recipients: row.recipients,
    kinds: row.kinds,
    last_sent_month: row.lastSentMonth === null ? null : row.lastSentMonth.replace('-', '/'),
  };
}
