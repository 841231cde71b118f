import { eq } from 'drizzle-orm';
import type { Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import type { LinePushedMessage } from '../../../../emulators/line/line-emulator';
import type { SlackPostedMessage } from '../../../../emulators/slack/slack-emulator';
import { sweepDeliveries } from './alert-delivery.service';
import { alertDeliveries } from './alerts.table';

// Test support for alerts: settings saved through the API, the emulators' received messages, and the delivery
// sweep run in-process (the test app has no workers, so every delivery waits for it).

export const LINE_USER = `U${'0123456789abcdef'.repeat(2)}`;
export const SLACK_PATH = '/services/T0001/B0001/alertsecret';
export const SLACK_URL = `https://hooks.slack.com${SLACK_PATH}`;

export const alertSettingsInput = (overrides: object = {}) => ({
  low_rating_enabled: true,
  low_rating_max: 2,
  approval_waiting_enabled: true,
  post_failed_enabled: true,
  google_edit_enabled: true,
  link_expired_enabled: true,
  rank_drop_enabled: true,
  rank_drop_min: 1,
  email_enabled: true,
  line_enabled: true,
  line_to: LINE_USER,
  slack_enabled: true,
  slack_webhook_url: SLACK_URL,
  digest: false,
  ...overrides,
});

export async function saveAlertSettings(t: TestApp, who: Signed, overrides: object = {}) {
  const res = await t.inject({ method: 'PUT', url: '/api/alerts/settings', headers: who.headers, payload: alertSettingsInput(overrides) });
  if (res.statusCode !== 200) throw new Error(`alert settings refused: ${res.statusCode} ${res.body}`);
  return res;
}

export const lineMessages = async (t: TestApp): Promise<LinePushedMessage[]> =>
  (await t.app.inject({ method: 'GET', url: '/emulators/line/__admin/messages' })).json<LinePushedMessage[]>();

export const slackMessages = async (t: TestApp): Promise<SlackPostedMessage[]> =>
  (await t.app.inject({ method: 'GET', url: '/emulators/slack/__admin/messages' })).json<SlackPostedMessage[]>();

/** Forgets every message, call and failure rule of both emulators. */
export async function resetAlertEmulators(t: TestApp): Promise<void> {
  for (const name of ['line', 'slack']) await t.app.inject({ method: 'POST', url: `/emulators/${name}/__admin/seed` });
}

export async function failNext(t: TestApp, emulator: 'line' | 'slack', times = 1, status: 429 | 500 | 503 = 500): Promise<void> {
  await t.app.inject({ method: 'POST', url: `/emulators/${emulator}/__admin/failures`, payload: { status, times } });
}

export const runDeliveries = (t: TestApp) => sweepDeliveries(t.deps);

export const deliveriesOf = (t: TestApp, userId: number) => t.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, userId)).orderBy(alertDeliveries.id);

export interface HistoryItem {
  id: number;
  event: string;
  store_name: string | null;
  summary: string | null;
  channel: 'email' | 'line' | 'slack';
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  error_message: string | null;
  retryable: boolean;
}

export async function historyOf(t: TestApp, who: Signed, query = 'page_size=50'): Promise<HistoryItem[]> {
  return (await t.inject({ url: `/api/alerts/history?${query}`, headers: who.headers })).json<{ data: HistoryItem[] }>().data;
}
