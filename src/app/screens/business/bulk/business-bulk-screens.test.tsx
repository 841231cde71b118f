import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { BulkRun, BulkRunResult } from '../../../../api/generated/business.gen';
import { newYearPreset } from '../../../../features/business-bulk/model/holiday-presets';
import { FakePusher, loadFakePusher } from '../../../../features/realtime/fake-pusher.testing';
import { RealtimeConnection } from '../../../../features/realtime/realtime-connection';
import { bulkHandlers, makePreviewLine, makeResult, makeRun } from '../../../../testing/business-bulk-handlers';
import { makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { json, localAccountsHandler } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { renderApp, renderWithProviders, seedSession } from '../../../../testing/render';
import { App } from '../../../app';

const channel = `private-export_excel_channel.${makeUser().disp_user_id}`;
const bar = () => screen.getByTestId('bottom-bar');

beforeEach(() => {
  FakePusher.instances = [];
  seedSession(makeUser());
});

describe('bulk edit of chosen stores (/business/update)', () => {
  it('sets the New Year holidays on the chosen stores through a dry run, then follows the run and retries its failures', async () => {
    const preset = newYearPreset(new Date());
    const presetText = preset.entries.map((e) => `${e.date} 休業`).join('、');
    let run: BulkRun = makeRun({ total: 3, pending: 3 });
    let results: BulkRunResult[] = [makeResult({ local_account_id: 'g_1', status: 'queued', fields: ['special_hours'] })];
    const { handlers, calls } = bulkHandlers({
      preview: {
        total: 3,
        changing: 2,
        skipped: 1,
        data: [
          makePreviewLine({ local_account_id: 'g_1', store_name: 'テスト店1', fields: ['special_hours'], before: { special_hours: [] }, after: { special_hours: preset.entries } }),
          makePreviewLine({ local_account_id: 'g_2', store_id: 2, store_name: 'テスト店2', fields: ['special_hours'], before: { special_hours: [] }, after: { special_hours: preset.entries } }),
          makePreviewLine({ local_account_id: 'y_1', store_name: 'ヤフー店1', skipped_reason: 'Yahoo!プレイスとの連携が切れているため送信できません' }),
        ],
      },
      run: () => run,
      results: () => results,
    });
    server.use(localAccountsHandler(makeLocalAccounts(3, 2)), ...handlers);
    renderWithProviders(
      <>
        <App />
        <RealtimeConnection loadPusher={loadFakePusher} />
      </>,
      { route: '/business/update' },
    );

    // Step 1: two Google stores and one Yahoo!プレイス store, with the bottom bar's counts.
    expect(await screen.findByRole('heading', { level: 1, name: '店舗情報の一括更新' })).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText(/テスト店1/));
    await userEvent.click(screen.getByLabelText(/テスト店2/));
    expect(within(bar()).getByText('選択中 2 / 全3件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yahoo!' }));
    await userEvent.click(await screen.findByLabelText(/ヤフー店1/));
    expect(screen.getByTestId('bulk-chosen-count')).toHaveTextContent('選択中の店舗・媒体：3件');
    await userEvent.click(within(bar()).getByRole('button', { name: '変更内容の入力へ' }));

    // Step 2: the New Year preset fills the special days.
    await userEvent.click(await screen.findByRole('checkbox', { name: '特別営業時間' }));
    await userEvent.click(screen.getByRole('button', { name: `年末年始（${preset.from}〜${preset.to} 休業）` }));
    const section = screen.getByTestId('bulk-section-special_hours');
    expect(within(section).getAllByLabelText('日付').map((input) => (input as HTMLInputElement).value)).toEqual(preset.entries.map((e) => e.date));
    await userEvent.click(screen.getByRole('button', { name: '変更内容を確認する' }));

    // Step 3: the dry run per store × provider; nothing is applied yet.
    const preview = await screen.findByTestId('bulk-preview');
    expect(calls.previews).toEqual([
      { scope: 'selected', local_accounts: ['g_1', 'g_2', 'y_1'], changes: { special_hours: { mode: 'merge', entries: preset.entries } } },
    ]);
    expect(within(preview).getByTestId('bulk-preview-counts')).toHaveTextContent('対象 3件 / 変更あり 2件 / 対象外 1件');
    const line = within(preview).getByTestId('preview-line-g_1');
    expect(line).toHaveTextContent('特別営業時間');
    expect(line).toHaveTextContent('変更前：（なし）');
    expect(line).toHaveTextContent(`変更後：${presetText}`);
    expect(within(preview).getByTestId('preview-line-y_1')).toHaveTextContent('Yahoo!プレイスとの連携が切れているため送信できません');
    expect(calls.applies).toHaveLength(0);

    await userEvent.click(within(preview).getByRole('button', { name: '2件に反映する' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.applies).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '反映する' }));

    // Step 4: the run, moved by the realtime event.
    expect(await screen.findByTestId('bulk-run')).toBeInTheDocument();
    expect(calls.applies).toEqual(calls.previews);
    expect(await screen.findByTestId('bulk-run-counts')).toHaveTextContent('成功 0件 / 失敗 0件 / 対象外 0件 / 待機中 3件');
    expect(screen.queryByRole('button', { name: '失敗分を再実行' })).not.toBeInTheDocument();
    await waitFor(() => expect(FakePusher.instances.at(-1)?.bindings.get(channel)?.has('BusinessBulkProgress')).toBe(true));

    run = makeRun({ status: 'done_with_failures', total: 3, succeeded: 1, failed: 1, skipped: 1, pending: 0 });
    results = [
      makeResult({ local_account_id: 'g_2', store_id: 2, store_name: 'テスト店2', status: 'failed', fields: ['special_hours'], error: 'Googleが変更を受け付けませんでした（429）' }),
      makeResult({ local_account_id: 'g_1', status: 'done', fields: ['special_hours'] }),
      makeResult({ local_account_id: 'y_1', store_name: 'ヤフー店1', status: 'skipped', fields: [], error: 'Yahoo!プレイスとの連携が切れているため送信できません' }),
    ];
    act(() => FakePusher.instances.at(-1)?.emit(channel, 'BusinessBulkProgress', { run_id: 7, status: 'done_with_failures', total: 3, succeeded: 1, failed: 1, skipped: 1, pending: 0 }));
    expect(await screen.findByText('成功 1件 / 失敗 1件 / 対象外 1件 / 待機中 0件')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '反映の進み具合' })).toHaveAttribute('aria-valuenow', '3');
    const failed = await screen.findByTestId('bulk-failed-results');
    expect(within(failed).getByText('テスト店2')).toBeInTheDocument();
    expect(within(failed).getByText('Googleが変更を受け付けませんでした（429）')).toBeInTheDocument();
    expect(within(failed).queryByText('テスト店1')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '失敗分を再実行' }));
    await waitFor(() => expect(calls.retries).toEqual([7]));
  });

  it('keeps the picker step until a store is chosen', async () => {
    const { handlers } = bulkHandlers({ preview: { total: 0, changing: 0, skipped: 0, data: [] }, run: () => makeRun(), results: () => [] });
    server.use(localAccountsHandler(makeLocalAccounts(2, 0)), ...handlers);
    renderApp('/business/update');
    expect(await screen.findByText('店舗を1件以上選択してください')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '変更内容の入力へ' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});

describe('bulk edit of every store (/business/update/all)', () => {
  it('validates with the glossary messages, then dry-runs scope all with the counts first', async () => {
    const { handlers, calls } = bulkHandlers({
      preview: {
        total: 1200,
        changing: 1150,
        skipped: 50,
        data: [makePreviewLine({ local_account_id: 'g_1', fields: ['website'], before: { website: 'https://old.example.jp' }, after: { website: 'https://new.example.jp' } })],
      },
      run: () => makeRun(),
      results: () => [],
      runs: [makeRun({ id: 3, status: 'done', total: 10, succeeded: 10, pending: 0, scope: 'all' })],
    });
    server.use(...handlers);
    renderApp('/business/update/all');
    expect(await screen.findByRole('heading', { level: 1, name: '全店舗の店舗情報を一括更新' })).toBeInTheDocument();
    expect(screen.queryByTestId('store-picker')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '一括更新 #3 を開く' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '変更内容を確認する' }));
    expect(await screen.findByText('変更する項目を1つ以上選択してください')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'ウェブサイト' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ウェブサイト' }), 'example<jp');
    await userEvent.click(screen.getByRole('checkbox', { name: '説明文' }));
    await userEvent.type(screen.getByRole('textbox', { name: '説明文' }), '年末年始は休業します<');
    await userEvent.click(screen.getByRole('button', { name: '変更内容を確認する' }));
    expect(await screen.findByText('形式が正しくありません')).toBeInTheDocument();
    expect(screen.getByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
    expect(calls.previews).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'ウェブサイト' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ウェブサイト' }), 'https://new.example.jp');
    await userEvent.click(screen.getByRole('checkbox', { name: '説明文' }));
    await userEvent.click(screen.getByRole('button', { name: '変更内容を確認する' }));
    expect(await screen.findByTestId('bulk-preview-counts')).toHaveTextContent('対象 1,200件 / 変更あり 1,150件 / 対象外 50件');
    expect(calls.previews).toEqual([{ scope: 'all', changes: { website: 'https://new.example.jp' } }]);
    expect(screen.getByTestId('preview-line-g_1')).toHaveTextContent('変更前：https://old.example.jp');
    expect(calls.applies).toHaveLength(0);
  });

  it('puts the dry run’s field errors on their fields and keeps the form as typed', async () => {
    const { handlers } = bulkHandlers({ preview: { total: 0, changing: 0, skipped: 0, data: [] }, run: () => makeRun(), results: () => [] });
    server.use(...handlers);
    // Used after the fixtures, so this dry run answer wins.
    server.use(
      http.post('/api/business/bulk/preview', () =>
        json({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { 'changes.hours_note': ['Yahoo!プレイスでは使用できない文字が含まれています'] } }, 422),
      ),
    );
    renderApp('/business/update/all');
    await userEvent.click(await screen.findByRole('checkbox', { name: '営業時間の補足' }));
    await userEvent.type(screen.getByRole('textbox', { name: '営業時間の補足（Yahoo!プレイスのみ）' }), 'ラストオーダー 21:30');
    await userEvent.click(screen.getByRole('button', { name: '変更内容を確認する' }));
    expect(await screen.findByText('Yahoo!プレイスでは使用できない文字が含まれています')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '営業時間の補足（Yahoo!プレイスのみ）' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '営業時間の補足（Yahoo!プレイスのみ）' })).toHaveValue('ラストオーダー 21:30');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reopens a past run from the list', async () => {
    const { handlers } = bulkHandlers({
      preview: { total: 0, changing: 0, skipped: 0, data: [] },
      run: () => makeRun({ id: 3, status: 'done', total: 2, succeeded: 2, pending: 0 }),
      results: () => [makeResult({ local_account_id: 'g_1' }), makeResult({ local_account_id: 'g_2', store_name: 'デモ店2' })],
      runs: [makeRun({ id: 3, status: 'done', total: 2, succeeded: 2, pending: 0 })],
    });
    server.use(...handlers);
    renderApp('/business/update/all');
    await userEvent.click(await screen.findByRole('button', { name: '一括更新 #3 を開く' }));
    expect(await screen.findByTestId('bulk-run-status')).toHaveTextContent('完了');
    const all = await screen.findByTestId('bulk-all-results');
    expect(within(all).getByText('デモ店2')).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-failed-results')).not.toBeInTheDocument();
  });
});
