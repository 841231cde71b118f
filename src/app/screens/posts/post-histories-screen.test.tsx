import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ErrorBody, PostHistory, PostHistoryBody, YahooPinnedRequest } from '../../../features/posts/posts.api';
import { makeUser } from '../../../testing/fixtures';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { lastQuery, makeHistory, postHistoriesHandler } from './post-lists.testing';

const URL_BASE = '/api/post-management';
const row = (id: number) => screen.getByTestId(`post-history-${id}`);
const urlQuery = () => Object.fromEntries(new URL(currentLocation(), 'http://localhost').searchParams);

const histories = (): PostHistory[] => [
  makeHistory(1, { status: 0, provider_state: 'live' }),
  makeHistory(2, { status: 1, provider_state: null, link: null, posted_at: null, can_retry: true, error_message: 'Invalid argument: summary contains a phone number' }),
  makeHistory(3, { status: -1, provider_state: null, link: null }),
  makeHistory(4, { status: null, provider_state: null, link: null, posted_at: null }),
  makeHistory(5, { status: 0, provider_state: 'processing' }),
  makeHistory(6, { status: 1, provider_state: 'rejected', can_retry: false, error_message: 'Googleにより投稿が却下されました' }),
  makeHistory(7, {
    provider: 'yahoo',
    local_account_id: 'y_1',
    account_title: 'ヤフー店1',
    post_type: null,
    yahoo_kind: 'NOTICE',
    title: '臨時休業のお知らせ',
    pinned: false,
    link: null,
  }),
];

beforeEach(() => seedSession(makeUser()));

describe('post histories (/posts/histories)', () => {
  it('shows each history’s result, the provider’s state and link, and a failure’s reason', async () => {
    server.use(postHistoriesHandler(histories));
    renderApp('/posts/histories');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿履歴' })).toBeInTheDocument();
    await screen.findByRole('table', { name: '投稿履歴' });
    expect(within(row(1)).getByTestId('post-history-status')).toHaveTextContent('成功');
    expect(within(row(1)).getByTestId('post-provider-state')).toHaveTextContent('公開中');
    expect(within(row(1)).getByRole('link', { name: 'テスト店1の投稿を表示（新しいタブで開きます）' })).toHaveAttribute('href', 'https://local.google.com/place?post=1');
    expect(within(row(1)).getByRole('link', { name: '送信した本文1' })).toHaveAttribute('href', '/posts/histories/1');
    expect(within(row(2)).getByTestId('post-history-status')).toHaveTextContent('失敗');
    expect(within(row(2)).getByTestId('post-history-error')).toHaveTextContent('エラー内容：Invalid argument: summary contains a phone number');
    expect(within(row(3)).getByTestId('post-history-status')).toHaveTextContent('削除済み');
    expect(within(row(4)).getByTestId('post-history-status')).toHaveTextContent('送信中');
    expect(within(row(5)).getByTestId('post-provider-state')).toHaveTextContent('審査中');
    expect(within(row(6)).getByTestId('post-provider-state')).toHaveTextContent('却下');
    expect(within(row(6)).queryByRole('button', { name: /再送信/ })).not.toBeInTheDocument();
    expect(within(row(7)).getByText('Yahoo!プレイス')).toBeInTheDocument();
    expect(within(row(7)).getByRole('link', { name: '臨時休業のお知らせ' })).toBeInTheDocument();
    // Only a posted item can be deleted, only a retryable failure sent again, only a Yahoo notice pinned.
    expect(within(row(3)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(1)).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sends the filters as the request query, keeps them in the URL and widens a list narrowed to one post', async () => {
    const seen: URL[] = [];
    server.use(postHistoriesHandler(histories, seen));
    renderApp('/posts/histories?post_setting_id=7');
    await screen.findByTestId('post-history-1');
    expect(lastQuery(seen)).toEqual({ post_setting_id: '7', page: '1', page_size: '20' });
    expect(screen.getByTestId('post-histories-narrowed')).toHaveTextContent('投稿ID 7 の履歴を表示中');

    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    await userEvent.type(screen.getByLabelText('フリーワード'), '休業');
    await userEvent.type(screen.getByLabelText('投稿予定日（開始）'), '2026/11/01');
    await userEvent.type(screen.getByLabelText('投稿予定日（終了）'), '2026/11/30');
    await userEvent.selectOptions(screen.getByLabelText('媒体'), 'Google');
    await userEvent.selectOptions(screen.getByLabelText('ステータス'), '削除済み');
    await waitFor(() => expect(lastQuery(seen)).toEqual({
      post_setting_id: '7',
      free_word: '休業',
      start_at: '2026/11/01',
      end_at: '2026/11/30',
      provider: 'google',
      status: '-1',
      page: '1',
      page_size: '20',
    }));
    expect(screen.queryByLabelText('作成日（開始）')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'すべての履歴を表示' }));
    await waitFor(() => expect(urlQuery()).toEqual({ free_word: '休業', start_at: '2026/11/01', end_at: '2026/11/30', provider: 'google', status: '-1' }));
  });

  it('sends a failure again', async () => {
    const retried: number[] = [];
    server.use(
      postHistoriesHandler(histories),
      http.post(`${URL_BASE}/post-histories/:id/retry`, ({ params }) => {
        retried.push(Number(params.id));
        return json<PostHistoryBody>({ message: '投稿を再送信します', data: makeHistory(2, { status: null }) });
      }),
    );
    renderApp('/posts/histories');
    await userEvent.click(await within(await screen.findByTestId('post-history-2')).findByRole('button', { name: '再送信：テスト店1' }));
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('投稿を再送信します');
    expect(retried).toEqual([2]);
  });

  it('deletes one posted item after confirmation', async () => {
    const deleted: number[] = [];
    server.use(
      postHistoriesHandler(histories),
      http.delete(`${URL_BASE}/post-histories/:id`, ({ params }) => {
        deleted.push(Number(params.id));
        return json<PostHistoryBody>({ message: '投稿を削除しました', data: makeHistory(1, { status: -1 }) });
      }),
    );
    renderApp('/posts/histories');
    await userEvent.click(await within(await screen.findByTestId('post-history-1')).findByRole('button', { name: '削除：テスト店1' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('テスト店1の投稿を削除しますか？媒体からも削除されます。');
    await userEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    expect(deleted).toEqual([]);
    await userEvent.click(within(row(1)).getByRole('button', { name: '削除：テスト店1' }));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '削除' }));
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('投稿を削除しました');
    expect(deleted).toEqual([1]);
  });

  it('deletes every posted item of one queue after saying how many, then lists the stores it could not delete', async () => {
    const seen: URL[] = [];
    const queue = [
      makeHistory(1),
      makeHistory(11, { local_account_id: 'g_2', account_title: 'テスト店2' }),
      makeHistory(12, { local_account_id: 'y_1', account_title: 'ヤフー店1', provider: 'yahoo', pinned: false }),
    ];
    const deleteCalls: string[] = [];
    server.use(
      postHistoriesHandler((url) => (url.searchParams.get('local_control_queue_id') === '500' ? queue : histories()), seen),
      http.delete(`${URL_BASE}/post-histories-all`, ({ request }) => {
        deleteCalls.push(new URL(request.url).search);
        return json({
          message: '2件の投稿を削除しました',
          succeeded: 2,
          failed: 1,
          skipped: 1,
          results: [
            { local_account_id: 'g_1', status: 'succeeded' },
            { local_account_id: 'g_2', status: 'succeeded' },
            { local_account_id: 'y_1', status: 'failed', code: 'provider_error', message: 'Yahoo!プレイスが削除を受け付けませんでした' },
            { local_account_id: 'g_3', status: 'skipped', code: 'post_history_not_deletable', message: '投稿に成功した履歴のみ削除できます' },
          ],
        });
      }),
    );
    renderApp('/posts/histories');
    await userEvent.click(await within(await screen.findByTestId('post-history-1')).findByRole('button', { name: '全店舗分を削除：2026/11/20 10:00' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('この投稿の全店舗分（投稿済み3件）を削除しますか？媒体からも削除されます。');
    expect(Object.fromEntries(seen.at(-1)?.searchParams ?? [])).toMatchObject({ local_control_queue_id: '500', status: '0' });
    await userEvent.click(within(confirm).getByRole('button', { name: '全店舗分を削除' }));

    const result = await screen.findByTestId('bulk-result-dialog');
    expect(deleteCalls).toEqual(['?local_control_queue_id=500']);
    expect(result).toHaveTextContent('2件の投稿を削除しました');
    expect(result).toHaveTextContent('成功 2件 / 失敗 1件 / 対象外 1件');
    expect(within(result).getByRole('region', { name: '処理できなかった店舗' })).toHaveTextContent('ヤフー店1：Yahoo!プレイスが削除を受け付けませんでした');
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('pins a posted Yahoo notice without a dialog', async () => {
    let pinned = false;
    const sent: YahooPinnedRequest[] = [];
    server.use(
      postHistoriesHandler(() => histories().map((h) => (h.id === 7 ? { ...h, pinned } : h))),
      http.put(`${URL_BASE}/yahoo-posts/pinned/:id`, async ({ request }) => {
        const body = (await request.json()) as YahooPinnedRequest;
        sent.push(body);
        pinned = body.pinned;
        return json<PostHistoryBody>({ message: '固定表示を変更しました', data: makeHistory(7, { pinned }) });
      }),
    );
    renderApp('/posts/histories');
    const toggle = await within(await screen.findByTestId('post-history-7')).findByRole('checkbox', { name: 'ヤフー店1のお知らせを固定表示する' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(within(row(7)).getByRole('checkbox', { name: 'ヤフー店1のお知らせを固定表示する' })).toBeChecked());
    expect(sent).toEqual([{ pinned: true }]);
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('says a failed load is a failure, never an empty list', async () => {
    server.use(http.get(`${URL_BASE}/post-histories`, () => json<ErrorBody>({ message: 'サーバーエラー' }, 500)));
    renderApp('/posts/histories');
    expect(await screen.findByTestId('query-error')).toBeInTheDocument();
    expect(screen.queryByText('投稿履歴はありません。')).not.toBeInTheDocument();
  });
});

describe('post history detail (/posts/histories/:id)', () => {
  it('shows the history with its actions and links to the same queue and the post', async () => {
    const retried: number[] = [];
    server.use(
      http.get(`${URL_BASE}/post-histories/:id`, ({ params }) =>
        json<PostHistoryBody>({
          message: '',
          data: makeHistory(Number(params.id), {
            status: 1,
            can_retry: true,
            provider_state: null,
            link: null,
            posted_at: null,
            post_type: 'event',
            title: '冬の感謝祭',
            summary: '12月は全品10%オフ。\nご来店お待ちしています。',
            error_message: 'Quota exceeded',
          }),
        }),
      ),
      http.post(`${URL_BASE}/post-histories/:id/retry`, ({ params }) => {
        retried.push(Number(params.id));
        return json<PostHistoryBody>({ message: '投稿を再送信します', data: makeHistory(Number(params.id), { status: null }) });
      }),
    );
    renderApp('/posts/histories/42');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿履歴の詳細' })).toBeInTheDocument();
    const detail = await screen.findByTestId('post-history-detail');
    expect(within(detail).getByTestId('post-history-status')).toHaveTextContent('失敗');
    expect(within(detail).getByTestId('post-history-error')).toHaveTextContent('Quota exceeded');
    expect(within(detail).getByText('イベント')).toBeInTheDocument();
    expect(within(detail).getByText('冬の感謝祭')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: '同じ投稿の全店舗の履歴を見る' })).toHaveAttribute('href', '/posts/histories?local_control_queue_id=500');
    expect(within(detail).getByRole('link', { name: '投稿の設定を開く' })).toHaveAttribute('href', '/posts/settings/7');
    await userEvent.click(screen.getByRole('button', { name: '再送信：テスト店1' }));
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('投稿を再送信します');
    expect(retried).toEqual([42]);
  });

  it('answers an id that cannot exist with the not-found page', async () => {
    renderApp('/posts/histories/abc');
    expect(await screen.findByText('お探しのページは見つかりませんでした。')).toBeInTheDocument();
  });
});
