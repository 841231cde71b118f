import { http } from 'msw';
import type {
  AlertHistoryItem,
  AlertSettings,
  AlertSettingsRequest,
  AlertTestRequest,
  ErrorBody,
  GetAlertSettingsApiResponse,
  ListAlertHistoryApiResponse,
  RetryAlertDeliveryApiResponse,
  SendTestAlertApiResponse,
  UpdateAlertSettingsApiResponse,
} from '../api/generated/alerts.gen';
import { json } from './handlers';

// Fixtures and msw handlers of アラート通知 (/settings/alerts), typed from the contract: the user's settings kept in
// memory, a history, and the requests the screen sent.

export const LINE_ID = `U${'0123456789abcdef'.repeat(2)}`;

export const makeAlertSettings = (overrides: Partial<AlertSettings> = {}): AlertSettings => ({
  low_rating_enabled: false,
  low_rating_max: 2,
  approval_waiting_enabled: false,
  post_failed_enabled: false,
  google_edit_enabled: false,
  link_expired_enabled: false,
  rank_drop_enabled: false,
  rank_drop_min: 3,
  email_enabled: false,
  email_address: 'yamada@example.jp',
  line_enabled: false,
  line_to: null,
  slack_enabled: false,
  slack_webhook_url: null,
  digest: false,
  ...overrides,
});

export const makeAlertHistoryItem = (id: number, overrides: Partial<AlertHistoryItem> = {}): AlertHistoryItem => ({
  id,
  created_at: '2026/04/01 09:30',
  sent_at: '2026/04/01 09:30',
  event: 'low_rating',
  store_name: 'デモ食堂 渋谷店',
  summary: '★1 山田「料理が冷めていました」',
  channel: 'line',
  status: 'sent',
  attempts: 1,
  error_message: null,
  retryable: false,
  ...overrides,
});

export interface AlertCalls {
  updates: AlertSettingsRequest[];
  tests: AlertTestRequest[];
  retries: number[];
  historyPages: URLSearchParams[];
}

interface AlertsHandlerOptions {
  settings?: AlertSettings;
  history?: AlertHistoryItem[];
  /** Answer a save differently (a refused webhook URL); undefined saves it. */
  update?: (body: AlertSettingsRequest) => Response | undefined;
}

export const alertsHandlers = ({ settings: initial = makeAlertSettings(), history = [], update }: AlertsHandlerOptions = {}) => {
  let settings = initial;
  const calls: AlertCalls = { updates: [], tests: [], retries: [], historyPages: [] };
  const handlers = [
    http.get('/api/alerts/settings', () => json<GetAlertSettingsApiResponse>({ data: settings })),
    http.put('/api/alerts/settings', async ({ request }) => {
      const body = (await request.json()) as AlertSettingsRequest;
      calls.updates.push(body);
      const answer = update?.(body);
      if (answer) return answer;
      settings = { ...settings, ...body, line_to: body.line_to ?? null, slack_webhook_url: body.slack_webhook_url ?? null };
      return json<UpdateAlertSettingsApiResponse>({ message: '通知設定を保存しました', data: settings });
    }),
    http.post('/api/alerts/test', async ({ request }) => {
      const body = (await request.json()) as AlertTestRequest;
      calls.tests.push(body);
      if (body.channel === 'slack' && !settings.slack_webhook_url) {
        const message = 'この通知先はまだ設定されていません。設定を保存してからお試しください';
        return json<ErrorBody>({ message, code: 'channel_not_set', errors: { slack_webhook_url: [message] } }, 422);
      }
      return json<SendTestAlertApiResponse>({ message: 'テスト通知の送信を受け付けました。結果は通知履歴でご確認いただけます。' });
    }),
    http.get('/api/alerts/history', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.historyPages.push(params);
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 10);
      return json<ListAlertHistoryApiResponse>({
        data: history.slice((page - 1) * size, page * size),
        pagination: { page, page_size: size, total: history.length, current_page: page, last_page: Math.max(1, Math.ceil(history.length / size)) },
      });
    }),
    http.post('/api/alerts/history/:id/retry', ({ params }) => {
      calls.retries.push(Number(params.id));
      return json<RetryAlertDeliveryApiResponse>({ message: '通知の再送信を受け付けました' });
    }),
  ];
  return { handlers, calls };
};
