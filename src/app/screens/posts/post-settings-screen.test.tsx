import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ErrorBody, PostSetting, PostSettingBody, PostSuspendRequest } from '../../../features/posts/posts.api';
import { allFlags, makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { lastQuery, makePost, postSettingsHandler } from './post-lists.testing';

const SUSPEND = '/api/post-management/suspend-resumes/:id';
const bar = () => screen.getByTestId('bottom-bar');
const row = (id: number) => screen.getByTestId(`post-setting-${id}`);
const urlQuery = () => Object.fromEntries(new URL(currentLocation(), 'http://localhost').searchParams);

// Suspend / resume calls answered like the server: 0 ↔ 1, anything else a 409; records each call in order.
const suspendServer = (rows: PostSetting[], refuse: number[] = []) => {
  const calls: { id: number; body: PostSuspendRequest }[] = [];
  server.use(
    http.put(SUSPEND, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as PostSuspendRequest;
      calls.push({ id, body });
      const post = rows.find((p) => p.id === id);
      if (!post || refuse.includes(id)) return json<ErrorBody>({ message: '投稿待ちまたは停止中の投稿のみ停止・再開できます', code: 'post_not_suspendable' }, 409);
      post.status = body.suspended ? 1 : 0;
      return json<PostSettingBody>({ message: body.suspended ? '投稿を停止しました' : '投稿を再開しました', data: post });
    }),
  );
  return calls;
};

beforeEach(() => seedSession(makeUser()));

describe('post list (/posts/settings)', () => {
  it('lists Google and Yahoo posts with their status, next run, repeat, stores and author', async () => {
    const rows = [
      makePost(1, { status: 0, repeat: 1, repeat_end_date: '2027/03/31', local_accounts: [
        { local_account_id: 'g_1', title: 'テスト店1', provider: 'google' },
        { local_account_id: 'y_1', title: 'ヤフー店1', provider: 'yahoo' },
      ] }),
      makePost(2, { status: 1, post_type: null, yahoo_kind: 'NOTICE', yahoo_title: '年末年始のお知らせ', local_accounts: [{ local_account_id: 'y_1', title: 'ヤフー店1', provider: 'yahoo' }] }),
      makePost(3, { status: 2, next_run_at: null }),
      makePost(4, { status: 8, author_name: '店舗スタッフ' }),
      makePost(5, { status: 9, send_back_comment: '価格を確認してください' }),
    ];
    server.use(postSettingsHandler(() => rows));
    renderApp('/posts/settings');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿管理' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '予定している投稿' });
    expect(within(row(1)).getByTestId('post-setting-status')).toHaveTextContent('投稿待ち');
    expect(within(row(1)).getByText('Google / Yahoo!プレイス')).toBeInTheDocument();
    expect(within(row(1)).getByText('毎週 2027/03/31まで')).toBeInTheDocument();
    expect(within(row(1)).getByText('テスト店1 ほか1店舗')).toBeInTheDocument();
    expect(within(row(1)).getByText('2026/12/01 10:00')).toBeInTheDocument();
    expect(within(row(1)).getByRole('link', { name: '投稿本文1です。' })).toHaveAttribute('href', '/posts/settings/1');
    expect(within(row(2)).getByTestId('post-setting-status')).toHaveTextContent('停止中');
    expect(within(row(2)).getByRole('link', { name: '年末年始のお知らせ' })).toBeInTheDocument();
    expect(within(row(2)).getByText('お知らせ')).toBeInTheDocument();
    expect(within(row(2)).getByText('Yahoo!プレイス')).toBeInTheDocument();
    expect(within(row(3)).getByTestId('post-setting-status')).toHaveTextContent('投稿済み');
    expect(within(row(3)).getByText('なし')).toBeInTheDocument();
    expect(within(row(4)).getByTestId('post-setting-status')).toHaveTextContent('承認待ち');
    expect(within(row(4)).getByText('店舗スタッフ')).toBeInTheDocument();
    expect(within(row(5)).getByTestId('post-setting-status')).toHaveTextContent('差し戻し');
    expect(within(row(5)).getByText('差し戻し理由：価格を確認してください')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '履歴を見る：投稿本文1です。' })).toHaveAttribute('href', '/posts/histories?post_setting_id=1');
    expect(screen.getByRole('link', { name: '新規作成' })).toHaveAttribute('href', '/posts/settings/create');
  });

  it('sends the filters as the request query and keeps them in the URL', async () => {
    const seen: URL[] = [];
    server.use(postSettingsHandler(() => [makePost(1)], seen), localAccountsHandler(makeLocalAccounts(2, 2)));
    renderApp('/posts/settings');
    await screen.findByTestId('post-setting-1');
    expect(lastQuery(seen)).toEqual({ page: '1', page_size: '20' });

    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    await userEvent.type(screen.getByLabelText('フリーワード'), 'セール');
    await waitFor(() => expect(lastQuery(seen).free_word).toBe('セール'));
    await userEvent.type(screen.getByLabelText('投稿予定日（開始）'), '2026/12/01');
    await userEvent.type(screen.getByLabelText('投稿予定日（終了）'), '2026/12/31');
    await userEvent.type(screen.getByLabelText('作成日（開始）'), '2026/11/01');
    await userEvent.type(screen.getByLabelText('作成日（終了）'), '2026/11/30');
    await userEvent.selectOptions(screen.getByLabelText('媒体'), 'Yahoo!プレイス');
    await userEvent.selectOptions(screen.getByLabelText('ステータス'), '停止中');
    await waitFor(() => expect(lastQuery(seen).status).toBe('1'));

    await userEvent.click(screen.getByRole('button', { name: '店舗を選択' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Yahoo!' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /ヤフー店2/ }));
    await userEvent.click(within(bar()).getByRole('button', { name: '選択した店舗で絞り込む' }));
    await waitFor(() => expect(lastQuery(seen).local_account_ids).toBe('y_2'));
    expect(screen.getByTestId('post-store-summary')).toHaveTextContent('1店舗を選択中');

    const expected = {
      local_account_ids: 'y_2',
      free_word: 'セール',
      start_at: '2026/12/01',
      end_at: '2026/12/31',
      secondary_start_at: '2026/11/01',
      secondary_end_at: '2026/11/30',
      provider: 'yahoo',
      status: '1',
    };
    expect(lastQuery(seen)).toEqual({ ...expected, page: '1', page_size: '20' });
    expect(urlQuery()).toEqual(expected);

    await userEvent.click(screen.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(urlQuery()).toEqual({}));
  });

  it('restores the filters and page from the URL', async () => {
    const seen: URL[] = [];
    const rows = Array.from({ length: 25 }, (_, i) => makePost(i + 1));
    server.use(postSettingsHandler(() => rows, seen));
    renderApp('/posts/settings?status=8&provider=google&page=2&free_word=%E5%B9%B4%E6%9C%AB');
    expect(await screen.findByTestId('post-setting-21')).toBeInTheDocument();
    expect(lastQuery(seen)).toEqual({ status: '8', provider: 'google', free_word: '年末', page: '2', page_size: '20' });
    expect(screen.getByText('25件中 21〜25件を表示')).toBeInTheDocument();
  });

  it('suspends a waiting post and resumes a stopped one from its row, as the permissions allow', async () => {
    const rows = [makePost(1, { status: 0 }), makePost(2, { status: 1 }), makePost(3, { status: 0, permissions: { edit: false, approve: false, suspend: false, delete: false } })];
    const calls = suspendServer(rows);
    server.use(postSettingsHandler(() => rows));
    renderApp('/posts/settings');
    await userEvent.click(await within(await screen.findByTestId('post-setting-1')).findByRole('button', { name: '停止：投稿本文1です。' }));
    const done = await screen.findByTestId('success-dialog');
    expect(done).toHaveTextContent('投稿を停止しました');
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(row(1)).getByTestId('post-setting-status')).toHaveTextContent('停止中'));

    await userEvent.click(within(row(2)).getByRole('button', { name: '再開：投稿本文2です。' }));
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('投稿を再開しました');
    expect(calls).toEqual([
      { id: 1, body: { suspended: true } },
      { id: 2, body: { suspended: false } },
    ]);
    expect(within(row(3)).queryByRole('button', { name: /停止|再開|削除/ })).not.toBeInTheDocument();
  });

  it('stops the checked posts through the bottom bar and lists what each one did', async () => {
    const rows = [makePost(1, { status: 0 }), makePost(2, { status: 0 }), makePost(3, { status: 2 }), makePost(4, { status: 0 })];
    const calls = suspendServer(rows, [4]);
    server.use(postSettingsHandler(() => rows));
    renderApp('/posts/settings');
    await screen.findByTestId('post-setting-1');
    expect(within(bar()).getByText('選択中 0 / 全4件')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '停止' })).toBeDisabled();

    await userEvent.click(within(bar()).getByRole('button', { name: 'すべて選択' }));
    expect(within(bar()).getByText('選択中 4 / 全4件')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '投稿本文3です。を選択' })).toBeChecked();
    await userEvent.click(within(bar()).getByRole('button', { name: '停止' }));

    const result = await screen.findByTestId('bulk-result-dialog');
    expect(result).toHaveTextContent('2件の投稿を停止しました');
    expect(result).toHaveTextContent('成功 2件 / 失敗 1件 / 対象外 1件');
    expect(within(result).getByRole('region', { name: '処理できなかった店舗' })).toHaveTextContent('投稿本文4です。：投稿待ちまたは停止中の投稿のみ停止・再開できます');
    expect(within(result).getByRole('region', { name: '対象外の店舗' })).toHaveTextContent('投稿本文3です。：投稿待ちの投稿のみ停止できます');
    // One call per eligible post, one after another; no per-call dialog.
    expect(calls.map((c) => c.id)).toEqual([1, 2, 4]);
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(row(1)).getByTestId('post-setting-status')).toHaveTextContent('停止中'));
    expect(within(bar()).getByText('選択中 0 / 全4件')).toBeInTheDocument();
  });

  it('deletes the checked posts only after confirmation', async () => {
    let rows = [makePost(1), makePost(2), makePost(3)];
    const deleted: number[] = [];
    server.use(
      postSettingsHandler(() => rows),
      http.delete('/api/post-management/post-settings/:id', ({ params }) => {
        deleted.push(Number(params.id));
        rows = rows.filter((p) => p.id !== Number(params.id));
        return json({ message: '投稿を削除しました' });
      }),
    );
    renderApp('/posts/settings');
    await screen.findByTestId('post-setting-1');
    await userEvent.click(screen.getByRole('checkbox', { name: '投稿本文1です。を選択' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '投稿本文3です。を選択' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '削除' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('選択した2件の投稿を削除しますか？');
    await userEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    expect(deleted).toEqual([]);

    await userEvent.click(within(bar()).getByRole('button', { name: '削除' }));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '削除' }));
    expect(await screen.findByTestId('bulk-result-dialog')).toHaveTextContent('2件の投稿を削除しました');
    expect(deleted).toEqual([1, 3]);
    await waitFor(() => expect(screen.queryByTestId('post-setting-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('post-setting-2')).toBeInTheDocument();
  });

  it('stops a batch at the first 429 and reports the rest as left out', async () => {
    const rows = [makePost(1), makePost(2), makePost(3)];
    const calls: number[] = [];
    server.use(
      postSettingsHandler(() => rows),
      http.put(SUSPEND, ({ params }) => {
        calls.push(Number(params.id));
        return json<ErrorBody>({ message: '処理が混み合っています。', code: 'rate_limited' }, 429);
      }),
    );
    renderApp('/posts/settings');
    await screen.findByTestId('post-setting-1');
    await userEvent.click(within(bar()).getByRole('button', { name: 'すべて選択' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '停止' }));
    const result = await screen.findByTestId('bulk-result-dialog');
    expect(calls).toEqual([1]);
    expect(result).toHaveTextContent('成功 0件 / 失敗 1件 / 対象外 2件');
    expect(within(result).getByRole('region', { name: '対象外の店舗' })).toHaveTextContent('投稿本文2です。：処理が混み合っているため中断しました');
  });

  it('deletes one post from its row after confirmation', async () => {
    const deleted: number[] = [];
    server.use(
      postSettingsHandler(() => [makePost(1), makePost(2)]),
      http.delete('/api/post-management/post-settings/:id', ({ params }) => {
        deleted.push(Number(params.id));
        return json({ message: '投稿を削除しました' });
      }),
    );
    renderApp('/posts/settings');
    await userEvent.click(await within(await screen.findByTestId('post-setting-2')).findByRole('button', { name: '削除：投稿本文2です。' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('「投稿本文2です。」を削除しますか？');
    await userEvent.click(within(confirm).getByRole('button', { name: '削除' }));
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('投稿を削除しました');
    expect(deleted).toEqual([2]);
  });

  it('says a failed load is a failure with a retry, never an empty list', async () => {
    let fail = true;
    server.use(
      http.get('/api/post-management/post-settings', () =>
        fail ? json<ErrorBody>({ message: 'サーバーエラー' }, 500) : json({ data: [], pagination: { page: 1, page_size: 20, total: 0, current_page: 1, last_page: 1 } }),
      ),
    );
    renderApp('/posts/settings');
    expect(await screen.findByTestId('query-error')).toHaveTextContent('データを読み込めませんでした');
    expect(screen.queryByText('登録されていません。新規作成してください。')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('登録されていません。新規作成してください。')).toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(max-width: 767px)' })) as typeof window.matchMedia;
    try {
      server.use(postSettingsHandler(() => [makePost(1)]));
      renderApp('/posts/settings');
      const cards = await screen.findByRole('list', { name: '予定している投稿' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getByRole('heading', { name: '投稿本文1です。 最新情報' })).toBeInTheDocument();
      expect(within(cards).getByText('次回投稿日時')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('is not offered without the post management contract', async () => {
    const user = makeUser({ contracted_contents: allFlags(false) });
    seedSession(user);
    server.use(userInfoHandler({}, user));
    renderApp('/posts/settings');
    expect(await screen.findByText('お探しのページは見つかりませんでした。')).toBeInTheDocument();
  });
});
