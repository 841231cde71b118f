import { toJstDateTime } from '../../formats';
import type { AlertKind } from '../../notifications/alert-port';
import type { HistoryRow } from './alert-deliveries.repository';
import type { AlertDeliveryRow, AlertSettingsRow } from './alerts.table';

/** A user who never saved has every alert off and the defaults of the thresholds. */
export const DEFAULT_ALERT_SETTINGS = {
  lowRatingEnabled: false,
  lowRatingMax: 2,
  approvalWaitingEnabled: false,
  postFailedEnabled: false,
  googleEditEnabled: false,
  linkExpiredEnabled: false,
  rankDropEnabled: false,
  rankDropMin: 3,
  emailEnabled: false,
  lineEnabled: false,
  lineTo: null,
  slackEnabled: false,
  slackWebhookUrl: null,
  digest: false,
} satisfies Partial<AlertSettingsRow>;

type Settings = typeof DEFAULT_ALERT_SETTINGS | AlertSettingsRow;

export const toAlertSettings = (row: Settings, emailAddress: string) => ({
  low_rating_enabled: row.lowRatingEnabled,
  low_rating_max: row.lowRatingMax,
  approval_waiting_enabled: row.approvalWaitingEnabled,
  post_failed_enabled: row.postFailedEnabled,
  google_edit_enabled: row.googleEditEnabled,
  link_expired_enabled: row.linkExpiredEnabled,
  rank_drop_enabled: row.rankDropEnabled,
  rank_drop_min: row.rankDropMin,
  email_enabled: row.emailEnabled,
  email_address: emailAddress,
  line_enabled: row.lineEnabled,
  line_to: row.lineTo,
  slack_enabled: row.slackEnabled,
  slack_webhook_url: row.slackWebhookUrl,
  digest: row.digest,
});

const eventOf = (purpose: AlertDeliveryRow['purpose'], kind: AlertKind | null): AlertKind | 'digest' | 'test' =>
  purpose === 'event' && kind !== null ? kind : purpose === 'digest' ? 'digest' : 'test';

export const toHistoryItem = ({ delivery, kind, storeName, summary }: HistoryRow) => ({
  id: delivery.id,
  created_at: toJstDateTime(delivery.createdAt),
  sent_at: delivery.sentAt ? toJstDateTime(delivery.sentAt) : null,
  event: eventOf(delivery.purpose, kind),
  store_name: storeName,
  summary: summary ?? null,
  channel: delivery.channel,
  status: delivery.status === 'claimed' ? ('pending' as const) : delivery.status,
  attempts: delivery.attempts,
  error_message: delivery.status === 'sent' ? null : delivery.errorMessage,
  retryable: delivery.status === 'failed',
});
