import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allFlags, makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { makeContract, makeMeasure, makeResult, measureHandlers } from '../../../../testing/ranking-measures-handlers';
import { renderApp, seedSession } from '../../../../testing/render';

const route = '/ranking/settings';

beforeEach(() => seedSession(makeUser()));

describe('順位計測設定 (/ranking/settings)', () => {
  it('shows the contract and the measures, and stops, measures now and deletes one', async () => {
    const { handlers, calls } = measureHandlers({
      contract: makeContract({ measurable_count: 10, used: 2, remaining: 8, scope: 1, yahoo: false }),
      measures: () => [
        makeMeasure(1),
        makeMeasure(2, { provider: 'yahoo', keyword: '梅田 定食', status: 'stopped', point: { kind: 'station', label: '梅田駅', lat: 34.7, lng: 135.5 }, radius_m: 1500, latest: makeResult(20, { outcome: 'out_of_range', rank: null }) }),
      ],
    });
    server.use(...handlers);
    renderApp(route);

    expect(await screen.findByRole('heading', { level: 1, name: '順位計測設定' })).toBeInTheDocument();
    const contract = await screen.findByTestId('measure-contract');
    expect(await within(contract).findByText('登録数 2 / 契約数 10件')).toBeInTheDocument();
    expect(contract).toHaveTextContent('あと8件登録できます');
    expect(contract).toHaveTextContent('契約範囲：メニュー');
    expect(contract).toHaveTextContent('契約中の媒体：Google');

    const first = await screen.findByTestId('measure-1');
    expect(first).toHaveTextContent('テスト店1');
    expect(first).toHaveTextContent('3位（2026/11/25）');
    expect(first).toHaveTextContent('店舗の所在地');
    expect(first).toHaveTextContent('3km');
    const second = screen.getByTestId('measure-2');
    expect(second).toHaveTextContent('圏外');
    expect(second).toHaveTextContent('駅：梅田駅');
    expect(second).toHaveTextContent('1.5km');
    expect(within(second).getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(within(first).getByRole('switch', { name: 'テスト店1「渋谷 ランチ」の計測' }));
    await waitFor(() => expect(calls.statuses).toEqual([{ id: 1, body: { status: 'stopped' } }]));

    await userEvent.click(within(first).getByRole('button', { name: 'テスト店1「渋谷 ランチ」を今すぐ計測' }));
    await waitFor(() => expect(calls.now).toEqual([1]));
    const success = await screen.findByTestId('success-dialog');
    expect(success).toHaveTextContent('計測を開始しました。');
    await userEvent.click(within(success).getByRole('button'));

    await userEvent.click(within(first).getByRole('button', { name: 'テスト店1「渋谷 ランチ」を削除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.deletes).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(calls.deletes).toEqual([1]));
  });

  it('edits a measure in its dialog', async () => {
    const { handlers, calls } = measureHandlers({ measures: () => [makeMeasure(1, { point: { kind: 'coordinates', label: null, lat: 35.5, lng: 139.5 } })] });
    server.use(...handlers);
    renderApp(route);

    await userEvent.click(await screen.findByRole('button', { name: 'テスト店1「渋谷 ランチ」を編集' }));
    const dialog = await screen.findByTestId('measure-edit-dialog');
    const keyword = within(dialog).getByLabelText('キーワード');
    await userEvent.clear(keyword);
    await userEvent.type(keyword, '渋谷　カフェ');
    await userEvent.clear(within(dialog).getByLabelText('緯度'));
    await userEvent.type(within(dialog).getByLabelText('緯度'), '35.6');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(calls.updates).toEqual([{ id: 1, body: { keyword: '渋谷 カフェ', point: { kind: 'coordinates', label: null, lat: 35.6, lng: 139.5 }, radius_m: 3000, measure_time: '09:00' } }]),
    );
    await waitFor(() => expect(screen.queryByTestId('measure-edit-dialog')).not.toBeInTheDocument());
  });

  it('adds keywords to the chosen stores from a station found with 検索', async () => {
    const { handlers, calls } = measureHandlers({ measures: () => [] });
    server.use(localAccountsHandler(makeLocalAccounts(2, 1)), ...handlers);
    renderApp(route);

    await userEvent.click(await screen.findByRole('button', { name: 'キーワードを追加する' }));
    const form = await screen.findByTestId('measure-add-form');
    expect(within(form).queryByLabelText('契約キーワードとして登録')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('キーワードを入力してください')).toBeInTheDocument();
    expect(within(form).getAllByText('店舗を1件以上選択してください').length).toBeGreaterThan(0);

    await userEvent.type(within(form).getByLabelText('キーワード（1行に1つ）'), '渋谷　ランチ{enter}渋谷 カフェ{enter}渋谷 ランチ');
    await userEvent.click(await within(form).findByLabelText(/テスト店1/));
    await userEvent.click(within(form).getByLabelText(/テスト店2/));
    expect(within(form).getByTestId('measure-chosen-count')).toHaveTextContent('選択中の店舗・媒体：2件');

    await userEvent.click(within(form).getByRole('radio', { name: '駅' }));
    await userEvent.type(within(form).getByLabelText('駅名'), '渋谷駅');
    await userEvent.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByTestId('measure-point-found')).toHaveTextContent('渋谷駅（緯度 35.658034、経度 139.701636）');
    expect(calls.geocodes[0]?.get('kind')).toBe('station');

    await userEvent.clear(within(form).getByLabelText('半径（m）'));
    await userEvent.type(within(form).getByLabelText('半径（m）'), '1000');
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(calls.creates).toHaveLength(1));
    expect(calls.creates[0]).toEqual({
      keywords: ['渋谷 ランチ', '渋谷 カフェ'],
      local_account_ids: ['g_1', 'g_2'],
      kind: 'menu',
      point: { kind: 'station', label: '渋谷駅', lat: 35.658034, lng: 139.701636 },
      radius_m: 1000,
      measure_time: '09:00',
    });
    expect(await screen.findByText('4件の計測設定を登録しました。')).toBeInTheDocument();
  });

  it('shows the contract message on the stores and a station that is not found on its field', async () => {
    const message = '契約数（10件）を超えるため登録できません。あと1件まで登録できます。';
    const { handlers } = measureHandlers({
      measures: () => [],
      contract: makeContract({ can_register_contract: true }),
      create: () => json({ message: '入力内容を確認してください。', errors: { local_account_ids: [message] } }, 422),
    });
    server.use(localAccountsHandler(makeLocalAccounts(2, 0)), ...handlers);
    renderApp(route);

    await userEvent.click(await screen.findByRole('button', { name: 'キーワードを追加する' }));
    const form = await screen.findByTestId('measure-add-form');
    expect(within(form).getByLabelText('契約キーワードとして登録')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '駅' }));
    await userEvent.type(within(form).getByLabelText('駅名'), '存在しない駅');
    await userEvent.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByText('地点が見つかりませんでした')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('キーワード（1行に1つ）'), '渋谷 ランチ');
    await userEvent.click(await within(form).findByLabelText(/テスト店1/));
    await userEvent.click(within(form).getByRole('radio', { name: '店舗の所在地' }));
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks a file line by line before registering it', async () => {
    const { handlers, calls } = measureHandlers({
      measures: () => [],
      importLines: [
        { row: 2, store_code: 'S-0001', provider: 'Google', keyword: '渋谷 ランチ', status: 'ok', message: null },
        { row: 3, store_code: 'S-0002', provider: 'Yahoo', keyword: '渋谷 カフェ', status: 'exists', message: '登録済みです' },
      ],
    });
    server.use(...handlers);
    renderApp(route);

    const panel = await screen.findByTestId('measure-file');
    // A Node File, as the multipart body is built with Node's FormData (see the menu screen's tests).
    const file = new NodeFile(['店舗コード,媒体,キーワード,計測時刻,半径 (m)\n'], 'measures.csv', { type: 'text/csv' }) as unknown as File;
    await userEvent.upload(within(panel).getByLabelText('登録するファイル（Excel・CSV）'), file);
    await userEvent.click(within(panel).getByRole('button', { name: '内容を確認する' }));
    expect(await within(panel).findByTestId('import-line-3')).toHaveTextContent('登録済み 登録済みです');
    expect(calls.imports).toEqual([{ dryRun: 'true', fileName: 'measures.csv' }]);
    await userEvent.click(within(panel).getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(calls.imports).toEqual([{ dryRun: 'true', fileName: 'measures.csv' }, { dryRun: 'false', fileName: 'measures.csv' }]));
    expect(await within(panel).findByText('1件を登録しました。')).toBeInTheDocument();
  });

  it('is not found without the map-measure flags', async () => {
    const user = makeUser({ contracted_contents: allFlags(false) });
    seedSession(user);
    server.use(userInfoHandler({}, user));
    renderApp(route);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
