import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { localAccountsHandler } from '../../../../testing/handlers';
import {
  insightReportHandler,
  reportCommentsHandler,
  reportSchedule,
  reportScheduleHandlers,
  yahooReportHandler,
} from '../../../../testing/insight-reports-handlers';
import { server } from '../../../../testing/msw-server';
import { renderWithProviders, seedSession } from '../../../../testing/render';
import { DialogHost } from '../../../dialogs/dialog-host';
import { InsightDownloadScreen } from './insight-download-screen';

const renderScreen = () =>
  renderWithProviders(
    <>
      <InsightDownloadScreen />
      <DialogHost />
    </>,
    { route: '/insight/download' },
  );

const form = () => screen.getByTestId('report-form');
const checkStore = async (name: RegExp) => userEvent.click(await within(await screen.findByTestId('store-picker')).findByRole('checkbox', { name }));
// Pasting rather than typing key by key keeps these long forms quick.
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};
const submit = () => userEvent.click(within(form()).getByRole('button', { name: 'レポートを作成' }));

beforeEach(() => {
  seedSession(makeUser());
  server.use(localAccountsHandler(makeLocalAccounts(2, 1)), reportCommentsHandler({}), ...reportScheduleHandlers());
});

describe('レポート (/insight/download)', () => {
  it('checks the period (both or neither, order, 19 months) and sends the Excel report', async () => {
    const bodies: unknown[] = [];
    server.use(insightReportHandler(bodies));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'レポート' })).toBeInTheDocument();
    expect(screen.getByTestId('report-default-period')).toHaveTextContent(/指定しない場合は\d{4}\/\d{2}\/01〜/);
    await submit();
    expect(await within(form()).findByText('店舗を選択してください')).toBeInTheDocument();

    await checkStore(/^テスト店1/);
    const start = within(form()).getByLabelText('開始日');
    const end = within(form()).getByLabelText('終了日');
    await fill(start, '2026/01/01');
    await submit();
    expect(await within(form()).findByText('開始日と終了日を両方入力してください')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(start).not.toHaveAttribute('aria-invalid');

    await fill(end, '2025/12/31');
    await submit();
    expect(await within(form()).findByText('終了日は開始日以降の日付を入力してください')).toBeInTheDocument();
    await fill(end, '2027/08/01');
    await submit();
    expect(await within(form()).findByText('期間は19ヶ月以内で指定してください')).toBeInTheDocument();
    await fill(end, '2027/07/31');
    await submit();
    await waitFor(() => expect(bodies).toEqual([{ format: 'xlsx', local_account_ids: ['g_1'], start: '2026/01/01', end: '2027/07/31' }]));
    expect(await screen.findByTestId('export-running-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('prefills the kept comments, sends the PDF with them and keeps what was typed when refused', async () => {
    const bodies: unknown[] = [];
    const refuse = { message: '入力内容に誤りがあります', code: 'validation_failed', errors: { 'comments.1.comment': ['使用できない文字が含まれています'] } };
    server.use(reportCommentsHandler({ g_1: '先月は来店が増えました' }), insightReportHandler(bodies, refuse));
    renderScreen();
    await userEvent.click(await screen.findByRole('radio', { name: 'クライアント向けレポート（PDF）' }));
    await checkStore(/^テスト店1/);
    await checkStore(/^テスト店2/);
    const first = await within(form()).findByLabelText('テスト店1へのコメント');
    await waitFor(() => expect(first).toHaveValue('先月は来店が増えました'));
    const second = within(form()).getByLabelText('テスト店2へのコメント');
    await fill(second, '口コミが好調です');
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      format: 'pdf',
      local_account_ids: ['g_1', 'g_2'],
      comments: [
        { local_account_id: 'g_1', comment: '先月は来店が増えました' },
        { local_account_id: 'g_2', comment: '口コミが好調です' },
      ],
    });
    expect(await within(form()).findByText('使用できない文字が含まれています')).toBeInTheDocument();
    expect(second).toHaveValue('口コミが好調です');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });

  it('sends the access analysis report for Yahoo!プレイス stores only', async () => {
    const bodies: unknown[] = [];
    server.use(yahooReportHandler(bodies));
    renderScreen();
    await checkStore(/^テスト店1/);
    await userEvent.click(await screen.findByRole('radio', { name: 'アクセス解析レポート（Excel）' }));
    await checkStore(/^ヤフー店1/);
    await submit();
    await waitFor(() => expect(bodies).toEqual([{ local_account_ids: ['y_1'] }]));
  });

  it('saves the monthly delivery and puts the server’s address error on its row', async () => {
    const bodies: unknown[] = [];
    const refuse = { message: '入力内容に誤りがあります', errors: { 'recipients.0': ['このメールアドレスには送信できません'] } };
    server.use(...reportScheduleHandlers(reportSchedule({ recipients: ['owner@example.jp'] }), bodies, refuse));
    renderScreen();
    const schedule = await screen.findByTestId('schedule-form');
    await userEvent.click(within(schedule).getByRole('switch', { name: '定期配信を行う' }));
    const day = within(schedule).getByLabelText('配信日（毎月）');
    await fill(day, '29');
    await userEvent.click(within(schedule).getByRole('button', { name: '定期配信の設定を保存' }));
    expect(await within(schedule).findByText('1〜28の範囲で入力してください')).toBeInTheDocument();
    await fill(day, '5');
    await userEvent.click(within(schedule).getByRole('checkbox', { name: 'クライアント向けレポート（PDF）' }));
    await userEvent.click(within(schedule).getByRole('button', { name: '定期配信の設定を保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ enabled: true, day_of_month: 5, recipients: ['owner@example.jp'], kinds: ['insight_report', 'client_report'] });
    expect(await within(schedule).findByText('このメールアドレスには送信できません')).toBeInTheDocument();
    expect(within(schedule).getByLabelText('送信先1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message once the delivery is saved', async () => {
    server.use(...reportScheduleHandlers(reportSchedule({ enabled: true, recipients: ['owner@example.jp'] })));
    renderScreen();
    const schedule = await screen.findByTestId('schedule-form');
    await userEvent.click(within(schedule).getByRole('button', { name: '行を追加' }));
    await fill(within(schedule).getByLabelText('送信先2'), 'not-an-address');
    await userEvent.click(within(schedule).getByRole('button', { name: '定期配信の設定を保存' }));
    expect(await within(schedule).findByText('形式が正しくありません')).toBeInTheDocument();
    await fill(within(schedule).getByLabelText('送信先2'), 'staff@example.jp');
    await userEvent.click(within(schedule).getByRole('button', { name: '定期配信の設定を保存' }));
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('定期配信の設定を保存しました。');
  });
});
