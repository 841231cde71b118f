import { alertsJa } from '../../../shared/i18n/alerts.ja';
import { numberRange, yup } from '../../../shared/validation/validators';
import type { AlertChannel, AlertSettings, AlertSettingsRequest } from '../alerts.api';

// The form holds the events and channels as checkbox groups (the form kit's CheckboxGroupField) and the rest as the
// contract has it; the mappers turn one into the other.

export const ALERT_EVENTS = ['low_rating', 'approval_waiting', 'post_failed', 'google_edit', 'link_expired', 'rank_drop'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];
export const ALERT_CHANNELS = ['email', 'line', 'slack'] as const satisfies readonly AlertChannel[];

export interface AlertSettingsValues {
  events: AlertEvent[];
  low_rating_max: number | '';
  rank_drop_min: number | '';
  channels: AlertChannel[];
  line_to: string;
  slack_webhook_url: string;
  digest: boolean;
}

const e = alertsJa.errors;
// The server's own check of a LINE id, so the form says it before sending.
const LINE_ID = /^[UCR][0-9a-f]{32}$/u;

const whenChannel = (channel: AlertChannel, schema: yup.StringSchema, message: string) =>
  schema.when('channels', { is: (channels: AlertChannel[]) => channels.includes(channel), then: (s) => s.required(message) });

export const alertSettingsSchema = yup.object({
  events: yup.array(yup.string().required()).default([]),
  low_rating_max: numberRange(1, 5).integer().required(),
  rank_drop_min: numberRange(1, 100).integer().required(),
  channels: yup.array(yup.string().required()).default([]),
  line_to: whenChannel('line', yup.string().trim().matches(LINE_ID, { message: e.lineToFormat, excludeEmptyString: true }), e.lineToRequired),
  slack_webhook_url: whenChannel('slack', yup.string().trim().max(500).matches(/^https:\/\//u, { message: e.slackUnsafe, excludeEmptyString: true }), e.slackRequired),
  digest: yup.boolean(),
});

const flags = {
  low_rating: 'low_rating_enabled',
  approval_waiting: 'approval_waiting_enabled',
  post_failed: 'post_failed_enabled',
  google_edit: 'google_edit_enabled',
  link_expired: 'link_expired_enabled',
  rank_drop: 'rank_drop_enabled',
} as const satisfies Record<AlertEvent, keyof AlertSettings>;

export const toAlertSettingsValues = (settings: AlertSettings): AlertSettingsValues => ({
  events: ALERT_EVENTS.filter((event) => settings[flags[event]]),
  low_rating_max: settings.low_rating_max,
  rank_drop_min: settings.rank_drop_min,
  channels: ALERT_CHANNELS.filter((channel) => settings[`${channel}_enabled`]),
  line_to: settings.line_to ?? '',
  slack_webhook_url: settings.slack_webhook_url ?? '',
  digest: settings.digest,
});

export const toAlertSettingsRequest = (values: AlertSettingsValues): AlertSettingsRequest => ({
  low_rating_enabled: values.events.includes('low_rating'),
  low_rating_max: Number(values.low_rating_max),
  approval_waiting_enabled: values.events.includes('approval_waiting'),
  post_failed_enabled: values.events.includes('post_failed'),
  google_edit_enabled: values.events.includes('google_edit'),
  link_expired_enabled: values.events.includes('link_expired'),
  rank_drop_enabled: values.events.includes('rank_drop'),
  rank_drop_min: Number(values.rank_drop_min),
  email_enabled: values.channels.includes('email'),
  line_enabled: values.channels.includes('line'),
  line_to: values.line_to.trim() || null,
  slack_enabled: values.channels.includes('slack'),
  slack_webhook_url: values.slack_webhook_url.trim() || null,
  digest: values.digest,
});
