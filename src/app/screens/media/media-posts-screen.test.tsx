import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { MediaPostStatusRequest, UpdateMediaPostStatusApiResponse } from '../../../api/generated/media-posting.gen';
import { allFlags, makeUser } from '../../../testing/fixtures';
import { json, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { mediaPost, mediaPostsHandler, target } from './media.testing';

beforeEach(() => seedSession(makeUser()));

describe('media posting list screen (写真投稿)', () => {
  it('shows each post with its thumbnail, Japanese category, schedule, status and every store with the provider error', async () => {
    server.use(
      mediaPostsHandler([
        mediaPost(1),
        mediaPost(2, { status: 4, targets: [target(21, { status: 4 }), target(22, { status: 1, posted_at: '2026/11/20 09:05' })] }),
        mediaPost(3, {
          status: 2,
          media_format: 'VIDEO',
          category: 'AT_WORK',
          thumbnail_url: null,
          scheduled_at: null,
          targets: [target(31, { status: 2, error_message: 'Googleが動画を処理できませんでした' }), target(32, { status: 1 })],
        }),
        mediaPost(4, { status: 1, category: 'FOOD_AND_DRINK', targets: [target(41, { status: 1 })] }),
        mediaPost(5, { status: 3, targets: [target(51, { status: 3 })] }),
      ]),
    );
    renderApp('/media-posting');
    const list = await screen.findByRole('list', { name: '写真投稿の一覧' });
    const card = (id: number) => within(list).getByTestId(`media-post-${id}`);

    expect(within(card(1)).getByRole('heading', { name: '投稿No.1 外観' })).toBeInTheDocument();
    expect(within(card(1)).getByRole('img', { name: '外観の写真' })).toHaveAttribute('src', '/api/media-post/thumbnails/1');
    expect(within(card(1)).getAllByText('投稿待ち')[0]).toBeInTheDocument();
    expect(card(1)).toHaveTextContent('投稿予定日時2026/12/01 10:00');
    expect(card(1)).toHaveTextContent('店舗ごとの状況投稿待ち 2');

    expect(card(2)).toHaveTextContent('処理中');
    expect(card(2)).toHaveTextContent('処理中 1・投稿済み 1');

    expect(within(card(3)).getByRole('heading', { name: '投稿No.3 仕事風景' })).toBeInTheDocument();
    expect(within(card(3)).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card(3)).getByText('動画')).toBeInTheDocument();
    expect(card(3)).toHaveTextContent('投稿予定日時すぐに投稿');
    expect(card(3)).toHaveTextContent('投稿エラー');
    await userEvent.click(within(card(3)).getByText('投稿先店舗（2店舗）'));
    expect(within(card(3)).getByText('Googleが動画を処理できませんでした')).toBeVisible();

    expect(within(card(4)).getByRole('heading', { name: '投稿No.4 料理・ドリンク' })).toBeInTheDocument();
    expect(card(4)).toHaveTextContent('投稿済み');
    expect(card(5)).toHaveTextContent('キャンセル');

    // Only a post still waiting at every store can be cancelled.
    expect(within(card(1)).getByRole('button', { name: '投稿No.1をキャンセル' })).toBeInTheDocument();
    for (const id of [2, 3, 4, 5]) expect(within(card(id)).queryByRole('button', { name: /をキャンセル$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新規投稿' })).toHaveAttribute('href', '/media-posting/create');
    expect(screen.getByRole('link', { name: '写真投稿履歴' })).toBeInTheDocument();
  });

  it('cancels a waiting post after confirmation, and the list shows it cancelled', async () => {
    const posts = [mediaPost(7)];
    const sent: { id: string; body: MediaPostStatusRequest }[] = [];
    server.use(
      mediaPostsHandler(posts),
      http.put('/api/media-post/update-status/:id', async ({ request, params }) => {
        const body = (await request.json()) as MediaPostStatusRequest;
        sent.push({ id: String(params.id), body });
        posts[0] = mediaPost(7, { status: 3, targets: [target(71, { status: 3 }), target(72, { status: 3 })] });
        return json<UpdateMediaPostStatusApiResponse>({ message: '写真投稿をキャンセルしました', data: posts[0] });
      }),
    );
    renderApp('/media-posting');
    await userEvent.click(await screen.findByRole('button', { name: '投稿No.7をキャンセル' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('この写真投稿をキャンセルしますか？');
    await userEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '投稿No.7をキャンセル' }));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '投稿をキャンセル' }));
    await waitFor(() => expect(sent).toEqual([{ id: '7', body: { status: 3 } }]));
    expect(await within(await screen.findByTestId('success-dialog')).findByText('写真投稿をキャンセルしました')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '投稿No.7をキャンセル' })).not.toBeInTheDocument());
    expect(screen.getByTestId('media-post-7')).toHaveTextContent('キャンセル 2');
  });

  it('filters by status through the URL and asks the server for that status only', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/media-post', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        asked.push(status);
        const posts = status === '2' ? [mediaPost(3, { status: 2, targets: [target(31, { status: 2 })] })] : [mediaPost(1), mediaPost(3, { status: 2 })];
        return json({ data: posts, pagination: { page: 1, page_size: 20, total: posts.length, current_page: 1, last_page: 1 } });
      }),
    );
    renderApp('/media-posting');
    await screen.findByTestId('media-post-1');
    await userEvent.selectOptions(screen.getByLabelText('ステータス'), '投稿エラー');
    await waitFor(() => expect(screen.queryByTestId('media-post-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('media-post-3')).toBeInTheDocument();
    expect(asked).toEqual([null, '2']);
    expect(currentLocation()).toBe('/media-posting?status=2');
  });

  it('says a failed load failed, with a retry, never that nothing is registered', async () => {
    let calls = 0;
    server.use(
      http.get('/api/media-post', () => {
        calls += 1;
        return calls === 1 ? json({ message: 'サーバーエラーが発生しました' }, 500) : json({ data: [], pagination: { page: 1, page_size: 20, total: 0, current_page: 1, last_page: 1 } });
      }),
    );
    renderApp('/media-posting');
    expect(await screen.findByTestId('query-error')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('query-error')).getByRole('button'));
    expect(await screen.findByText('登録されていません。新規作成してください。')).toBeInTheDocument();
  });

  it('is not offered without the Google analytics flag', async () => {
    const user = makeUser({ contracted_contents: { ...allFlags(true), meo_analytics_flag: false } });
    seedSession(user);
    server.use(userInfoHandler({}, user));
    for (const path of ['/media-posting', '/media-posting/create', '/media-posting/history']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      unmount();
    }
  });
});
