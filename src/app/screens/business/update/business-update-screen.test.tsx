import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../../testing/fixtures';
import { listingServer, makeListing, makeListingSummary, makeReflection } from '../../../../testing/business-handlers';
import { json, userInfoHandler } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { renderApp, seedSession } from '../../../../testing/render';
import type { BusinessListingSummary, ListingChangeList } from '../../../../features/business/business-listings.api';

const open = async (store: BusinessListingSummary, options: Parameters<typeof listingServer>[1] = {}, ...handlers: Parameters<typeof server.use>) => {
  const user = makeUser();
  seedSession(user);
  server.use(userInfoHandler({}, user));
  const calls = listingServer([store], options);
  if (handlers.length > 0) server.use(...handlers);
  renderApp(`/business/update/${store.store_id}`);
  await screen.findByRole('form', { name: '店舗情報の編集フォーム' });
  return calls;
};

// A save validates the whole form first, which takes a while on a busy machine.
const SLOW = { timeout: 5000 };
const form = () => screen.getByRole('form', { name: '店舗情報の編集フォーム' });
const box = (label: string) => within(form()).getByLabelText(label);
const save = () => userEvent.click(within(form()).getByRole('button', { name: '保存する' }));
const replace = async (label: string, text: string) => {
  await userEvent.clear(box(label));
  if (text) await userEvent.type(box(label), text);
};
// Long texts are set in one change: typing hundreds of characters one by one only slows the test.
const paste = (label: string, text: string) => fireEvent.change(box(label), { target: { value: text } });
const expectError = async (label: string, message: string) =>
  waitFor(() => expect(box(label)).toHaveAccessibleDescription(expect.stringContaining(message)), SLOW);

describe('/business/update/[id]: the listing form', () => {
  it('shows every section 5 rule with its Japanese message on its field', async () => {
    const calls = await open(
      makeListingSummary({
        record: makeListing({ hours_note: '一行目\n二行目' }),
      }),
    );
    paste('店舗名', '');
    paste('店舗名（フリガナ・Yahoo!プレイス）', 'デモ<ショクドウ>');
    paste('電話番号', '03-12345');
    paste('ウェブサイト', 'example.com');
    paste('開業日', '2015/02/30');
    paste('郵便番号', '1500002');
    await userEvent.selectOptions(box('都道府県'), '');
    paste('市区町村', 'あ'.repeat(101));
    paste('営業時間1の終了', '10:00');
    paste('営業時間2の終了', '30:30');
    paste('店舗の説明', 'あ'.repeat(751));
    await save();

    await expectError('店舗名', '入力してください');
    await expectError('店舗名（フリガナ・Yahoo!プレイス）', '< > ’ " & ¥ 《 》 は使用できません');
    await expectError('電話番号', '形式が正しくありません');
    await expectError('ウェブサイト', '形式が正しくありません');
    await expectError('開業日', '形式が正しくありません');
    await expectError('郵便番号', '形式が正しくありません');
    await expectError('都道府県', '選択してください');
    await expectError('市区町村', '100文字以内で入力してください');
    await expectError('営業時間1の終了', '終了時刻は開始時刻より後にしてください');
    await expectError('営業時間2の終了', '0:00〜翌6:00の範囲で入力してください');
    await expectError('店舗の説明', '750文字以内で入力してください');
    // A line break a provider sent in a one-line field is refused until removed.
    await expectError('営業時間の補足', '改行は入力できません');
    expect(calls.saves).toEqual([]);
  });

  it('checks the special days: one row per date, times on an open day, and regular hours first for Google', async () => {
    const calls = await open(
      makeListingSummary({
        record: makeListing({
          regular_hours: [],
          special_hours: [
            { date: '2026/12/31', closed: true, open: null, close: null },
            { date: '2026/12/31', closed: false, open: null, close: null },
          ],
        }),
      }),
    );
    await save();
    await expectError('特別営業日2の日付', '同じ日付が重複しています');
    await expectError('特別営業日2の開始', '営業する日は開始時刻と終了時刻を入力してください');
    await expectError('特別営業日2の終了', '営業する日は開始時刻と終了時刻を入力してください');
    expect(calls.saves).toEqual([]);

    // With the rows right, the list itself still needs regular hours (Google refuses special hours without them).
    await userEvent.click(within(form()).getByRole('button', { name: '2行目を削除' }));
    await save();
    expect(await within(form()).findByText('特別営業時間を登録するには通常の営業時間を入力してください', {}, SLOW)).toBeInTheDocument();
    expect(calls.saves).toEqual([]);
  });

  it('applies the Yahoo 0:00〜翌6:00 rule only to a store with Yahoo!プレイス, and hints the after-midnight form', async () => {
    const calls = await open(makeListingSummary({ yahoo: null }));
    expect(within(form()).getAllByText('翌6:00までは24:00〜30:00で入力').length).toBeGreaterThan(0);
    expect(within(form()).queryByLabelText('店舗名（フリガナ・Yahoo!プレイス）')).not.toBeInTheDocument();
    expect(within(form()).queryByLabelText('営業時間の補足')).not.toBeInTheDocument();
    await replace('営業時間2の終了', '30:30');
    await replace('営業時間1の開始', '9:00');
    await save();
    await waitFor(() => expect(calls.saves).toHaveLength(1), SLOW);
    const sent = calls.saves[0].body;
    expect(sent.version).toBe(3);
    // 9:00 is padded; a closed special day goes without times.
    expect(sent.listing.regular_hours).toEqual([
      { day: 'MON', open: '09:00', close: '22:00' },
      { day: 'FRI', open: '11:00', close: '30:30' },
    ]);
    expect(sent.listing.special_hours).toEqual([{ date: '2026/12/31', closed: true, open: null, close: null }]);
  });

  it('puts the server’s 422 field errors on their fields', async () => {
    await open(makeListingSummary(), {
      refuse: () => ({
        status: 422,
        body: {
          message: '入力内容に誤りがあります',
          code: 'validation_failed',
          errors: {
            'listing.regular_hours.0.close': ['0:00〜翌6:00の範囲で入力してください'],
            'listing.phone': ['形式が正しくありません'],
            'address.city': ['< > ’ " & ¥ 《 》 は使用できません'],
          },
        },
      }),
    });
    await replace('店舗名', 'デモ食堂 渋谷本店');
    await save();
    await expectError('営業時間1の終了', '0:00〜翌6:00の範囲で入力してください');
    await expectError('電話番号', '形式が正しくありません');
    await expectError('市区町村', '< > ’ " & ¥ 《 》 は使用できません');
    expect(screen.getByTestId('listing-problem')).toHaveTextContent('入力内容に誤りがあります。各項目のメッセージを確認してください。');
    expect(box('店舗名')).toHaveValue('デモ食堂 渋谷本店');
  });

  it('keeps the input on a 409 conflict and can overwrite with the newer version', async () => {
    const store = makeListingSummary();
    let conflicts = 0;
    const calls = await open(store, {
      refuse: () => {
        if (conflicts > 0) return undefined;
        conflicts += 1;
        store.version = 4;
        return {
          status: 409,
          body: {
            message: '他のユーザーが先に保存しました。',
            code: 'listing_conflict',
          },
        };
      },
    });
    await replace('店舗名', 'デモ食堂 渋谷本店');
    await replace('電話番号', '03-1111-2222');
    await save();
    const conflict = await screen.findByTestId('listing-conflict');
    expect(conflict).toHaveTextContent('他のユーザーが先に保存しました。');
    expect(box('店舗名')).toHaveValue('デモ食堂 渋谷本店');
    expect(box('電話番号')).toHaveValue('03-1111-2222');

    const overwrite = within(conflict).getByRole('button', {
      name: 'この入力内容で上書き保存する',
    });
    await waitFor(() => expect(overwrite).toBeEnabled());
    await userEvent.click(overwrite);
    await waitFor(() => expect(calls.saves).toHaveLength(2), SLOW);
    expect(calls.saves[1].body.version).toBe(4);
    expect(calls.saves[1].body.listing.name).toBe('デモ食堂 渋谷本店');
    expect(await screen.findByTestId('listing-notice')).toHaveTextContent('保存しました。');
  });

  it('says where the save goes, then what was sent to each provider and what came back, until done', async () => {
    const store = makeListingSummary();
    store.yahoo!.auto_reflect = false;
    await open(store, {
      reflections: () => {
        const queued = makeReflection({
          id: 10,
          provider: 'google',
          status: 'queued',
          fields: ['regular_hours'],
          sent: {
            updateMask: 'regularHours',
            location: { regularHours: { periods: [] } },
          },
          finished_at: null,
        });
        // The job finishes meanwhile: the next read of the store carries the answer.
        store.google!.latest_reflection = {
          ...queued,
          status: 'done',
          answer: { name: 'locations/1' },
          finished_at: '2026-11-25T01:00:00Z',
        };
        return [queued];
      },
    });
    expect(screen.getByTestId('listing-save-targets')).toHaveTextContent('保存すると Google に反映されます。');
    await replace('営業時間2の終了', '23:30');
    await save();
    const result = await screen.findByTestId('reflection-google');
    expect(within(result).getByText('営業時間')).toBeInTheDocument();
    expect(within(result).getByTestId('reflection-update-mask')).toHaveTextContent('regularHours');
    await waitFor(() => expect(within(screen.getByTestId('reflection-google')).getByTestId('reflection-google-status')).toHaveTextContent('反映済み'), {
      timeout: 6000,
    });
    expect(within(screen.getByTestId('reflection-google')).getByText('媒体からの応答')).toBeInTheDocument();
  });

  it('adds and removes hours rows and sets attributes', async () => {
    const calls = await open(
      makeListingSummary({
        record: makeListing({ regular_hours: [], attributes: [] }),
      }),
    );
    await userEvent.click(within(form()).getAllByRole('button', { name: '行を追加' })[0]);
    await userEvent.selectOptions(box('営業時間1の曜日'), '土曜日');
    await replace('営業時間1の終了', '25:00');
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'テイクアウト' }));
    await save();
    await waitFor(() => expect(calls.saves).toHaveLength(1), SLOW);
    expect(calls.saves[0].body.listing.regular_hours).toEqual([{ day: 'SAT', open: '09:00', close: '25:00' }]);
    expect(calls.saves[0].body.listing.attributes).toEqual([{ key: 'takeout', value: true }]);
  });

  it('lists the change history: who changed what, before and after, and the provider’s answer', async () => {
    await open(
      makeListingSummary(),
      {},
      http.get('/api/business/listings/:id/changes', () =>
        json<ListingChangeList>({
          data: [
            {
              id: 5,
              at: '2026-11-24T01:00:00Z',
              user_name: null,
              source: 'google_edit_detected',
              target: 'google',
              fields: ['phone'],
              before: { phone: '06-5555-0102' },
              after: { phone: '06-5555-0199' },
              reflection: null,
            },
            {
              id: 4,
              at: '2026-11-23T01:00:00Z',
              user_name: '山田太郎',
              source: 'edit',
              target: 'yahoo',
              fields: ['regular_hours'],
              before: { regular_hours: [{ day: 'FRI', open: '11:00', close: '22:00' }] },
              after: { regular_hours: [{ day: 'FRI', open: '11:00', close: '26:00' }] },
              reflection: makeReflection({ id: 9, provider: 'yahoo', status: 'failed', error: 'Yahoo!プレイスが応答しませんでした' }),
            },
          ],
          pagination: { page: 1, page_size: 10, total: 2, current_page: 1, last_page: 1 },
        }),
      ),
    );
    const history = screen.getByTestId('change-history');
    expect(await within(history).findByText('Googleでの変更を検出')).toBeInTheDocument();
    expect(within(history).getByText('変更者：システム')).toBeInTheDocument();
    expect(within(history).getByText('06-5555-0199')).toBeInTheDocument();
    expect(within(history).getByText('変更者：山田太郎')).toBeInTheDocument();
    expect(within(history).getByText('金 11:00〜翌2:00')).toBeInTheDocument();
    expect(within(history).getByText('Yahoo!プレイスが応答しませんでした')).toBeInTheDocument();
  });
});
