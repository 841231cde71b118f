import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertsHandlers, LINE_ID, makeAlertHistoryItem, makeAlertSettings } from '../../../testing/alerts-handlers';
import { makeUser } from '../../../testing/fixtures';
import { json, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import type { AlertHistoryItem, AlertSettingsRequest } from '../../../features/alerts/alerts.api';

const open = (options: Parameters<typeof alertsHandlers>[0] = {}, user = makeUser()) => {
  seedSession(user);
  const stand = alertsHandlers(options);
  server.use(userInfoHandler({}, user), ...stand.handlers);
  renderApp('/settings/alerts');
  return stand.calls;
};

const form = () => screen.findByRole('form', { name: 'アラート通知' });
const closeSuccess = async (message: string) => {
  const dialog = await screen.findByTestId('success-dialog');
  expect(dialog).toHaveTextContent(message);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
};

describe('アラート通知 (/settings/alerts)', () => {
  it('saves the chosen events, thresholds and channels, asking for the LINE id first', async () => {
    const calls = open();
    const f = await form();
    await userEvent.click(within(f).getByRole('checkbox', { name: '新しい口コミの評価が基準以下のとき' }));
    await userEvent.click(within(f).getByRole('checkbox', { name: '検索順位が下がったとき' }));
    const max = within(f).getByLabelText('基準の評価（★）');
    await userEvent.clear(max);
    await userEvent.type(max, '3');
    await userEvent.click(within(f).getByRole('checkbox', { name: 'LINEで受け取る' }));
    await userEvent.click(within(f).getByRole('button', { name: '通知設定を保存する' }));
    expect(await within(f).findByText('LINEで受け取る場合は送信先IDを入力してください')).toBeInTheDocument();
    expect(calls.updates).toHaveLength(0);

    await userEvent.type(within(f).getByLabelText('LINEの送信先ID'), LINE_ID);
    await userEvent.click(within(f).getByRole('switch', { name: '急ぎでないお知らせは毎朝8時に1通にまとめて受け取る' }));
    await userEvent.click(within(f).getByRole('button', { name: '通知設定を保存する' }));
    await closeSuccess('通知設定を保存しました');
    expect(calls.updates).toEqual<AlertSettingsRequest[]>([
      {
        low_rating_enabled: true, low_rating_max: 3, approval_waiting_enabled: false, post_failed_enabled: false, google_edit_enabled: false,
        link_expired_enabled: false, rank_drop_enabled: true, rank_drop_min: 3, email_enabled: false, line_enabled: true, line_to: LINE_ID,
        slack_enabled: false, slack_webhook_url: null, digest: true,
      },
    ]);
  });

  it("puts the server's refusal of a webhook URL on the Slack field", async () => {
    const message = 'このURLは使用できません。https で始まる、Slackが発行した公開のURLを入力してください';
    open({ update: () => json({ message: '入力内容に誤りがあります', code: 'unsafe_webhook_url', errors: { slack_webhook_url: [message] } }, 422) });
    const f = await form();
    await userEvent.click(within(f).getByRole('checkbox', { name: 'Slackで受け取る' }));
    await userEvent.type(within(f).getByLabelText('SlackのWebhook URL'), 'https://10.0.0.8/hook');
    await userEvent.click(within(f).getByRole('button', { name: '通知設定を保存する' }));
    expect(await within(f).findByText(message)).toBeInTheDocument();
    expect(within(f).getByLabelText('SlackのWebhook URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('sends a test to a channel, and says on the field when the channel is not set yet', async () => {
    const calls = open({ settings: makeAlertSettings({ email_enabled: true, line_enabled: true, line_to: LINE_ID }) });
    const f = await form();
    expect(within(f).getByTestId('alert-email-address')).toHaveTextContent('送信先: yamada@example.jp');
    await userEvent.click(within(f).getByRole('button', { name: 'LINEにテスト送信' }));
    await closeSuccess('テスト通知の送信を受け付けました');
    await userEvent.click(within(f).getByRole('button', { name: 'Slackにテスト送信' }));
    expect(await within(f).findByText('この通知先はまだ設定されていません。設定を保存してからお試しください')).toBeInTheDocument();
    expect(calls.tests).toEqual([{ channel: 'line' }, { channel: 'slack' }]);
  });

  it('lists the history newest first with its states, and sends a failed one again', async () => {
    const history: AlertHistoryItem[] = [
      makeAlertHistoryItem(3, { channel: 'slack', status: 'failed', attempts: 5, sent_at: null, error_message: 'Slackが一時的に利用できません。', retryable: true }),
      makeAlertHistoryItem(2, { channel: 'email', status: 'pending', sent_at: null }),
      makeAlertHistoryItem(1, { event: 'link_expired', store_name: null, summary: 'Googleとの連携の有効期限が切れました。' }),
    ];
    const calls = open({ history });
    const table = await screen.findByRole('table', { name: '通知履歴' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-testid'))).toEqual(['alert-history-3', 'alert-history-2', 'alert-history-1']);
    expect(screen.getByTestId('alert-status-3')).toHaveTextContent('失敗');
    expect(screen.getByTestId('alert-status-2')).toHaveTextContent('送信待ち');
    expect(screen.getByTestId('alert-status-1')).toHaveTextContent('送信済み');
    expect(within(screen.getByTestId('alert-history-1')).getByText('連携の有効期限切れ')).toBeInTheDocument();
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: '低評価の口コミ（Slack）を再送信' }));
    await closeSuccess('通知の再送信を受け付けました');
    expect(calls.retries).toEqual([3]);
    await waitFor(() => expect(calls.historyPages.length).toBeGreaterThanOrEqual(2));
  });

  it('is open to a store user, who has no 設定 menu', async () => {
    open({ history: [] }, makeUser({ user_type: 'store' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'アラート通知' })).toBeInTheDocument();
    expect(await screen.findByText('通知履歴はありません')).toBeInTheDocument();
    const nav = await screen.findByTestId('side-menu');
    expect(within(nav).getByText('アラート通知').closest('a')).toHaveAttribute('href', '/settings/alerts');
  });
});
