import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { allFlags, makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { inboxSupportHandlers, makeReview, reviewPage, reviewsHandler } from './review-inbox.testing';

const last = (seen: URL[]) => Object.fromEntries(seen.at(-1)?.searchParams ?? []);
const cards = () => screen.queryAllByTestId('review-card');

beforeEach(() => seedSession(makeUser()));

describe('review inbox (口コミ管理): filters and list', () => {
  it('sends every filter as the request query and keeps it in the URL', async () => {
    const seen: URL[] = [];
    server.use(
      reviewsHandler(() => reviewPage([makeReview(1)]), seen),
      localAccountsHandler(makeLocalAccounts(3, 2)),
      ...inboxSupportHandlers,
    );
    renderApp('/review');
    expect(await screen.findByRole('heading', { level: 1, name: '口コミ管理' })).toBeInTheDocument();
    expect(await screen.findByText('口コミ本文1')).toBeInTheDocument();
    expect(last(seen)).toEqual({ provider: 'google', page: '1', page_size: '10' });

    await userEvent.click(screen.getByRole('tab', { name: 'Yahoo!プレイス' }));
    await waitFor(() => expect(last(seen).provider).toBe('yahoo'));
    expect(screen.getByRole('tab', { name: 'Yahoo!プレイス' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    await userEvent.type(screen.getByLabelText('フリーワード'), '接客');
    await waitFor(() => expect(last(seen).free_word).toBe('接客'));
    await userEvent.type(screen.getByLabelText('開始日'), '2025/01/01');
    await userEvent.type(screen.getByLabelText('終了日'), '2025/03/31');
    await waitFor(() => expect(last(seen)).toMatchObject({ start_at: '2025/01/01', end_at: '2025/03/31' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '★5' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '★4' }));
    await userEvent.click(screen.getByRole('radio', { name: '未返信' }));
    await userEvent.selectOptions(screen.getByLabelText('口コミ種別'), 'クーポン発行口コミ');
    await waitFor(() => expect(last(seen)).toMatchObject({ ratings: '4,5', reply_status: 'unreplied', kind: '2' }));

    // The store picker offers the open tab's stores; the bottom bar applies the checked ones.
    await userEvent.click(screen.getByRole('button', { name: '店舗を選択' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Yahoo!' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /ヤフー店2/ }));
    await userEvent.click(within(screen.getByTestId('bottom-bar')).getByRole('button', { name: '選択した店舗で絞り込む' }));
    await waitFor(() => expect(last(seen).local_account_ids).toBe('y_2'));
    expect(screen.getByTestId('review-store-summary')).toHaveTextContent('1店舗を選択中');
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();

    expect(last(seen)).toEqual({
      provider: 'yahoo',
      local_account_ids: 'y_2',
      free_word: '接客',
      start_at: '2025/01/01',
      end_at: '2025/03/31',
      ratings: '4,5',
      reply_status: 'unreplied',
      kind: '2',
      page: '1',
      page_size: '10',
    });
    const url = new URL(currentLocation(), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      provider: 'yahoo',
      local_account_ids: 'y_2',
      free_word: '接客',
      ratings: '4,5',
      kind: '2',
    });

    await userEvent.click(screen.getByRole('button', { name: '条件をクリア' }));
    // The unfiltered list was fetched first and is still cached (the cache is flushed only when the path changes), so
    // clearing shows it again without a request: the URL is what changes.
    await waitFor(() => expect(Object.fromEntries(new URL(currentLocation(), 'http://localhost').searchParams)).toEqual({ provider: 'yahoo' }));
    expect(screen.getByLabelText('フリーワード')).toHaveValue('');
  });

  it('restores the filters from the URL and refuses an invalid date range', async () => {
    const seen: URL[] = [];
    server.use(
      reviewsHandler(() => reviewPage([]), seen),
      ...inboxSupportHandlers,
    );
    renderApp('/review?provider=yahoo&ratings=5&reply_status=replied&start_at=2025/02/01');
    expect(await screen.findByText('条件に一致する口コミはありません。')).toBeInTheDocument();
    expect(last(seen)).toEqual({ provider: 'yahoo', ratings: '5', reply_status: 'replied', start_at: '2025/02/01', page: '1', page_size: '10' });
    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    expect(screen.getByRole('checkbox', { name: '★5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '返信済み' })).toBeChecked();
    expect(screen.getByText('3件の条件で絞り込み中')).toBeInTheDocument();

    const end = screen.getByLabelText('終了日');
    await userEvent.type(end, '2025/01/31');
    await userEvent.tab();
    expect(await screen.findByText('終了日は開始日以降の日付を入力してください')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(end);
    await userEvent.type(end, '2025/02/30');
    expect(screen.getByText('形式が正しくありません')).toBeInTheDocument();
    expect(seen.every((u) => !u.searchParams.has('end_at'))).toBe(true);
  });

  it('shows Google only, without tabs, when the contract has only the Google flag', async () => {
    const seen: URL[] = [];
    const googleOnly = makeUser({ contracted_contents: { ...allFlags(false), meo_analytics_flag: true } });
    seedSession(googleOnly);
    server.use(
      userInfoHandler({}, googleOnly),
      reviewsHandler(() => reviewPage([makeReview(1)]), seen),
      ...inboxSupportHandlers,
    );
    renderApp('/review');
    expect(await screen.findByText('口コミ本文1')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(last(seen)).toEqual({ page: '1', page_size: '10' });
  });

  // The server answers fewer rows than page_size here only to keep the jsdom render quick.
  it('loads 200 more with the cursor, appends them, and stops on the last page', async () => {
    const seen: URL[] = [];
    const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeReview(from + i));
    server.use(
      reviewsHandler((url) => {
        const cursor = url.searchParams.get('cursor');
        if (cursor === 'c1') return reviewPage(range(11, 40), 55, 'c2');
        if (cursor === 'c2') return reviewPage(range(51, 5), 55, null);
        return reviewPage(range(1, 10), 55, 'c1');
      }, seen),
      ...inboxSupportHandlers,
    );
    renderApp('/review');
    expect(await screen.findByText('全55件')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(cards()).toHaveLength(50));
    expect(last(seen)).toEqual({ provider: 'google', page_size: '200', cursor: 'c1' });
    expect(cards()[10]).toHaveFocus();
    expect(cards()[49]).toHaveTextContent('口コミ本文50');
    await userEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(cards()).toHaveLength(55));
    expect(last(seen).cursor).toBe('c2');
    expect(screen.queryByRole('button', { name: 'さらに表示' })).not.toBeInTheDocument();
  });

  it('says 「N件以上」 when the server capped the count', async () => {
    server.use(
      reviewsHandler(() => reviewPage([makeReview(1)], 10000, 'c1', true)),
      ...inboxSupportHandlers,
    );
    renderApp('/review');
    expect(await screen.findByText('10,000件以上')).toBeInTheDocument();
  });

  it('shows each card: reviewer, accessible stars, date, store, collapsed long text, lazy photos and reply state', async () => {
    const long = '最初の段落です。'.repeat(30);
    server.use(
      reviewsHandler(() =>
        reviewPage([
          makeReview(1, { comment: long, rating: 4, photo_urls: ['https://example.com/p1.jpg', 'javascript:alert(1)'] }),
          makeReview(2, { is_anonymous: true, reviewer_name: 'A Google User', reply_state: 'failed', reply_error: 'Googleへの送信に失敗しました' }),
          makeReview(3, { reply: { comment: 'ご来店ありがとうございました', updated_at: '2025/04/02 09:00' }, reply_state: 'awaiting_approval' }),
        ]),
      ),
      ...inboxSupportHandlers,
    );
    renderApp('/review');
    const [first, second, third] = await screen.findAllByTestId('review-card');
    expect(within(first).getByRole('heading', { name: '投稿者1' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '5段階中4' })).toBeInTheDocument();
    expect(within(first).getByText('2025/04/01 10:30')).toBeInTheDocument();
    expect(within(first).getByText('テスト店1')).toBeInTheDocument();
    expect(within(first).getByText('未返信')).toBeInTheDocument();
    const more = within(first).getByRole('button', { name: '続きを読む' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(first).getByRole('button', { name: '閉じる' })).toHaveAttribute('aria-expanded', 'true');
    const photos = within(first).getAllByRole('img', { name: /口コミの写真/ });
    expect(photos).toHaveLength(1);
    expect(photos[0]).toHaveAttribute('loading', 'lazy');

    expect(within(second).getByRole('heading', { name: '匿名' })).toBeInTheDocument();
    expect(within(second).getByText('送信失敗')).toBeInTheDocument();
    expect(within(second).getByText('Googleへの送信に失敗しました')).toBeInTheDocument();

    expect(within(third).getByText('承認待ち')).toBeInTheDocument();
    expect(within(third).getByTestId('current-reply')).toHaveTextContent('ご来店ありがとうございました');
    expect(within(third).getByRole('button', { name: '返信を編集' })).toBeInTheDocument();
  });

  it('shows no reply box for a Yahoo review or coupon feedback, and says why', async () => {
    server.use(
      reviewsHandler(() =>
        reviewPage([
          makeReview(1, { provider: 'yahoo', local_account_id: 'y_1', can_reply: false }),
          makeReview(2, { provider: 'form', kind: 2, can_reply: false }),
        ]),
      ),
      ...inboxSupportHandlers,
    );
    renderApp('/review');
    const [yahoo, form] = await screen.findAllByTestId('review-card');
    expect(within(yahoo).queryByRole('button', { name: '返信する' })).not.toBeInTheDocument();
    expect(within(yahoo).getByText(/Yahoo!プレイスの口コミには返信機能がないため/)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: '返信する' })).not.toBeInTheDocument();
    expect(within(form).getByText(/クーポン発行口コミはお客様からの感想のため/)).toBeInTheDocument();
  });

  it('fetches the latest reviews and exports the filtered list', async () => {
    const sync: unknown[] = [];
    const exports: unknown[] = [];
    server.use(
      reviewsHandler(() => reviewPage([makeReview(1)])),
      localAccountsHandler(makeLocalAccounts(2, 3)),
      ...inboxSupportHandlers,
      http.post('/api/reviews/sync', async ({ request }) => {
        sync.push(await request.json());
        return json({ message: '最新の口コミを取得しています。反映まで数分かかる場合があります。' });
      }),
      http.post('/api/reviews/file', async ({ request }) => {
        exports.push(await request.json());
        return json({ message: 'データファイルを作成しています。完了までしばらくお待ちください。', data: { id: 3, status: 'queued' } });
      }),
    );
    renderApp('/review?provider=yahoo&ratings=1,2');
    expect(await screen.findByText('口コミ本文1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '最新の口コミを取得' }));
    const started = await screen.findByRole('dialog', { name: '口コミの取得を開始しました' });
    expect(started).toHaveTextContent('最新の口コミを取得しています。');
    expect(sync).toEqual([{}]);
    await userEvent.click(within(started).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Excelで出力' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Excelで出力' }));
    expect(await screen.findByTestId('export-running-dialog')).toHaveTextContent('データファイルを作成しています。');
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
    expect(exports).toEqual([{ format: 'xlsx', local_account_ids: ['y_1', 'y_2', 'y_3'], ratings: [1, 2] }]);
  });
});
