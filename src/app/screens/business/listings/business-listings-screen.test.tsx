import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { allFlags, makeUser } from '../../../../testing/fixtures';
import { listingServer, makeListing, makeListingSummary, makeProviderListing, makeReflection } from '../../../../testing/business-handlers';
import { userInfoHandler } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { renderApp, seedSession } from '../../../../testing/render';

const signIn = (user = makeUser()) => {
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

const editedStore = () =>
  makeListingSummary({
    store_id: 2,
    store_code: 'DF-002',
    store_name: 'デモ食堂 新宿店',
    record: makeListing({ name: 'デモ食堂 新宿店', phone: '03-2222-3333' }),
    google: makeProviderListing({
      local_account_id: 'g_2',
      current: makeListing({ name: 'デモ食堂 新宿店', phone: '03-9999-0000' }),
      differs: ['phone'],
    }),
    yahoo: null,
    google_edit: {
      id: 41,
      fields: ['phone'],
      google_values: makeListing({ phone: '03-9999-0000' }),
      detected_at: '2026-11-21T00:00:00Z',
    },
  });

describe('/business: listings side by side', () => {
  it('shows both providers per store, marks differences and the latest reflection with its Japanese error', async () => {
    signIn();
    listingServer([
      makeListingSummary({
        google: makeProviderListing({
          differs: ['regular_hours'],
          current: makeListing({
            regular_hours: [{ day: 'MON', open: '10:00', close: '22:00' }],
          }),
        }),
        yahoo: makeProviderListing({
          local_account_id: 'y_1',
          latest_reflection: makeReflection({
            id: 2,
            provider: 'yahoo',
            status: 'failed',
            error: 'Yahoo!プレイスが応答しませんでした',
          }),
        }),
        provider_differs: ['regular_hours'],
      }),
    ]);
    renderApp('/business');
    const card = await screen.findByTestId('listing-1');
    expect(within(card).getByRole('heading', { level: 3, name: 'デモ食堂 渋谷店' })).toBeInTheDocument();
    expect(within(card).getByTestId('differs-1-google-regular_hours')).toHaveTextContent('記録と相違');
    expect(within(card).queryByTestId('differs-1-yahoo-regular_hours')).not.toBeInTheDocument();
    expect(within(card).getByTestId('provider-differs-1-regular_hours')).toHaveTextContent('Google・Yahoo間で相違');
    // Hours past midnight read as the next day; Google has no reading (フリガナ) field.
    expect(within(card).getByTestId('cell-1-yahoo-regular_hours')).toHaveTextContent('金 11:00〜翌2:00');
    expect(within(card).getByTestId('cell-1-google-name_kana')).toHaveTextContent('対象外');
    expect(within(card).getByTestId('state-1-google-status')).toHaveTextContent('反映済み');
    expect(within(card).getByTestId('state-1-yahoo-status')).toHaveTextContent('失敗');
    expect(within(card).getByText('Yahoo!プレイスが応答しませんでした')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'デモ食堂 渋谷店を編集' })).toHaveAttribute('href', '/business/update/1');
    expect(screen.getByRole('link', { name: '一括更新' })).toHaveAttribute('href', '/business/update');
    expect(screen.getByRole('link', { name: '自動反映の一括設定' })).toHaveAttribute('href', '/business/update/setting-all');
    expect(screen.getByRole('link', { name: 'Yahoo!プレイスの店舗を作成' })).toHaveAttribute('href', '/business/create/yahoo');
  });

  it('turns automatic reflection off for one store × provider with one key', async () => {
    signIn();
    const calls = listingServer([makeListingSummary()]);
    renderApp('/business');
    const toggle = await screen.findByRole('switch', {
      name: 'デモ食堂 渋谷店のYahoo!プレイスへの自動反映',
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(calls.switches).toEqual([{ local_accounts: ['y_1'], auto_reflect: false }]));
    await waitFor(() =>
      expect(
        screen.getByRole('switch', {
          name: 'デモ食堂 渋谷店のYahoo!プレイスへの自動反映',
        }),
      ).not.toBeChecked(),
    );
    expect(
      screen.getByRole('switch', {
        name: 'デモ食堂 渋谷店のGoogleへの自動反映',
      }),
    ).toBeChecked();
  });

  it('sends the attention filter and the free word', async () => {
    signIn();
    const calls = listingServer([makeListingSummary(), editedStore()]);
    renderApp('/business');
    await screen.findByTestId('listing-1');
    await userEvent.click(screen.getByRole('checkbox', { name: '要確認のみ' }));
    await waitFor(() => expect(screen.queryByTestId('listing-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('listing-2')).toBeInTheDocument();
    expect(calls.lists.at(-1)?.get('attention')).toBe('true');
    await userEvent.type(screen.getByPlaceholderText('店舗名・店舗コードで検索'), 'DF-002');
    await waitFor(() => expect(calls.lists.at(-1)?.get('free_word')).toBe('DF-002'));
  });

  it.each([
    ['Googleの変更を採用', 'accept'],
    ['元に戻す', 'revert'],
  ] as const)('%s on a Google edit asks first, then calls %s and the alert goes', async (button, kind) => {
    signIn();
    const calls = listingServer([editedStore()]);
    renderApp('/business');
    const alert = await screen.findByTestId('google-edit-41');
    expect(within(alert).getByText('Googleで店舗情報が変更されました')).toBeInTheDocument();
    expect(within(alert).getByText('03-9999-0000')).toBeInTheDocument();
    expect(within(alert).getByText('03-2222-3333')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(calls.decisions).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: button }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: button,
      }),
    );
    await waitFor(() => expect(calls.decisions).toEqual([{ kind, id: '41' }]));
    await waitFor(() => expect(screen.queryByTestId('google-edit-41')).not.toBeInTheDocument());
  });

  it('is not found without the business rule', async () => {
    signIn(makeUser({ contracted_contents: allFlags(false) }));
    listingServer([makeListingSummary()]);
    renderApp('/business');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('home: Google edit notice', () => {
  it('lists the stores with an open Google edit and links to /business', async () => {
    signIn();
    listingServer([makeListingSummary(), editedStore()]);
    renderApp('/');
    const notice = await screen.findByTestId('home-google-edits');
    expect(within(notice).getByText('デモ食堂 新宿店')).toBeInTheDocument();
    expect(within(notice).queryByText('デモ食堂 渋谷店')).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: '店舗情報で確認する' })).toHaveAttribute('href', '/business?attention=1');
  });

  it('keeps the panels below it hidden in their place until it is known whether the notice shows, so they never move', async () => {
    signIn();
    listingServer([editedStore()]);
    const gate: { open: (() => void) | null } = { open: null };
    server.use(
      // Held, then answered by the listing server above (a resolver that returns nothing passes the request on).
      http.get('/api/business/listings', async () => {
        await new Promise<void>((resolve) => (gate.open = resolve));
      }),
    );
    renderApp('/');
    const panels = await screen.findByTestId('home-panels');
    expect(panels).toHaveStyle({ visibility: 'hidden' });
    await waitFor(() => expect(gate.open).not.toBeNull());
    gate.open?.();
    expect(await screen.findByTestId('home-google-edits')).toBeInTheDocument();
    expect(screen.getByTestId('home-panels')).not.toHaveStyle({ visibility: 'hidden' });
  });

  it('is not shown to a user without the business rule', async () => {
    signIn(makeUser({ contracted_contents: allFlags(false) }));
    const calls = listingServer([editedStore()]);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('home-google-edits')).not.toBeInTheDocument();
    expect(calls.lists).toEqual([]);
  });
});
