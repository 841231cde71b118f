import { randomUUID } from 'node:crypto';
import type { NewAlertDelivery } from './alert-events.repository';
import type { AlertChannel, AlertSettingsRow } from './alerts.table';

/** Claims of one delivery before it is left failed; between them it waits 30 s, 2, 10 and 30 minutes. */
export const DELIVERY_ATTEMPTS = 5;

export interface ChannelTarget {
  channel: AlertChannel;
  target: string;
}

/** Where one user's alerts go now: each switched-on channel that has its address. */
export function channelsOf(settings: AlertSettingsRow, email: string): ChannelTarget[] {
  const targets: ChannelTarget[] = [];
  if (settings.emailEnabled && email) targets.push({ channel: 'email', target: email });
  if (settings.lineEnabled && settings.lineTo) targets.push({ channel: 'line', target: settings.lineTo });
  if (settings.slackEnabled && settings.slackWebhookUrl) targets.push({ channel: 'slack', target: settings.slackWebhookUrl });
  return targets;
}

/** A new delivery row: its own idempotency key (a UUID, as LINE's retry key must be), due now. */
export const newDelivery = (
  base: Pick<NewAlertDelivery, 'companyId' | 'userId' | 'purpose'> & Partial<Pick<NewAlertDelivery, 'eventId' | 'digestDay'>>,
  target: ChannelTarget,
  now: Date,
): NewAlertDelivery => ({
  eventId: null,
  digestDay: null,
  ...base,
  ...target,
  attemptLimit: DELIVERY_ATTEMPTS,
  idempotencyKey: randomUUID(),
  sendAfter: now,
  createdAt: now,
});
