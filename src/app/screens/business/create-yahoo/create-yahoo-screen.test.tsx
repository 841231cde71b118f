import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { YahooPlaceRequest } from '../../../../api/generated/local-accounts.gen';
import { createYahooHandler, listingHandler, listingsHandler, makeListing, makeListingSummary } from '../../../../testing/business-bulk-handlers';
import { makeUser } from '../../../../testing/fixtures';
import { json } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../../testing/render';

beforeEach(() => seedSession(makeUser()));

const source = makeListingSummary(1, {
  record: makeListing({ name: 'デモ食堂 渋谷店', categories: ['和食店', '定食屋', '居酒屋', 'カフェ'], regular_hours: [{ day: 'FRI', open: '18:00', close: '29:00' }] }),
});

describe('create a Yahoo!プレイス listing (/business/create/yahoo)', () => {
  it('prefills from the Google store, applies the Yahoo rules, shows server field errors on their fields, then creates it', async () => {
    const sent: YahooPlaceRequest[] = [];
    let refuse = true;
    server.use(
      listingsHandler([source, makeListingSummary(2, { yahoo: true })]),
      listingHandler(source),
      createYahooHandler(sent, () =>
        refuse ? json({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { 'address_parts.postal_code': ['Yahoo!プレイスが郵便番号を受け付けませんでした'] } }, 422) : undefined,
      ),
    );
    renderApp('/business/create/yahoo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yahoo!プレイスに店舗を登録' })).toBeInTheDocument();
    const select = screen.getByLabelText('元にするGoogleの店舗');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.queryByRole('option', { name: /デモ店2/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'g_1');

    await waitFor(() => expect(screen.getByRole('textbox', { name: '店舗名' })).toHaveValue('デモ食堂 渋谷店'));
    expect(screen.getByRole('textbox', { name: '郵便番号' })).toHaveValue('150-0002');
    expect(screen.getByTestId('create-yahoo-categories')).toHaveTextContent('和食店、定食屋、居酒屋');
    expect(screen.getByRole('textbox', { name: '終了時刻' })).toHaveValue('29:00');

    // Yahoo's own fields: the reading is required, and hours run from 0:00 to 翌6:00.
    await userEvent.clear(screen.getByRole('textbox', { name: '終了時刻' }));
    await userEvent.type(screen.getByRole('textbox', { name: '終了時刻' }), '30:30');
    await userEvent.click(screen.getByRole('button', { name: 'Yahoo!プレイスに登録' }));
    expect(await screen.findByText('0:00〜翌6:00の範囲で入力してください')).toBeInTheDocument();
    expect(screen.getByText('入力してください')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '店舗名（フリガナ）' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: '店舗名（フリガナ）' }), 'デモショクドウ シブヤテン');
    await userEvent.clear(screen.getByRole('textbox', { name: '終了時刻' }));
    await userEvent.type(screen.getByRole('textbox', { name: '終了時刻' }), '30:00');
    await userEvent.type(screen.getByRole('textbox', { name: '営業時間の補足' }), 'ラストオーダー 28:30');
    await userEvent.click(screen.getByRole('button', { name: 'Yahoo!プレイスに登録' }));

    // The server's field error lands on its field, no dialog.
    expect(await screen.findByText('Yahoo!プレイスが郵便番号を受け付けませんでした')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '郵便番号' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yahoo!プレイスに登録' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      google_local_account_id: 'g_1',
      name: 'デモ食堂 渋谷店',
      name_kana: 'デモショクドウ シブヤテン',
      address: '東京都渋谷区渋谷1-2-3',
      address_parts: { postal_code: '150-0002', prefecture: '東京都', city: '渋谷区', street: '渋谷1-2-3' },
      phone: '03-1234-5678',
      website: 'https://example.jp/shibuya',
      description: '渋谷駅から徒歩5分の定食屋です。',
      regular_hours: [{ day: 'FRI', open: '18:00', close: '30:00' }],
      hours_note: 'ラストオーダー 28:30',
      categories: ['和食店', '定食屋', '居酒屋'],
    });
    expect(await screen.findByText('Yahoo!プレイスに店舗を作成しました')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/business'));
  });
});
