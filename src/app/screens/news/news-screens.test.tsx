import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeNews, makeUser } from '../../../testing/fixtures';
import { newsListHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';

beforeEach(() => seedSession(makeUser()));

describe('news screens', () => {
  it('lists news with category tags, unread marks and pagination', async () => {
    server.use(newsListHandler(makeNews(10, 23)));
    renderApp('/news');
    const list = await screen.findByTestId('news-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByTestId('news-category')[0]).toHaveTextContent('メンテナンス');
    expect(within(list).getAllByTestId('news-unread')).toHaveLength(5);
    expect(screen.getByText('23件中 1〜10件を表示')).toBeInTheDocument();
    expect(screen.getByText('全3 ページ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(currentLocation()).toBe('/news?page=2'));
  });

  it('shows the empty message', async () => {
    server.use(newsListHandler(makeNews(0, 0)));
    renderApp('/news');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('お知らせはありません。');
  });

  it('shows the detail as text with line breaks kept and clears the unread badge', async () => {
    let read = false;
    server.use(
      http.get('/api/news/info-flg', () => HttpResponse.json({ data: { has_unread: !read, unread_count: read ? 0 : 1 } })),
      http.get('/api/news/detail/:id', () => {
        read = true;
        return HttpResponse.json({
          data: { id: 5, category: 2, title: '新機能', published_at: '2025/04/02', is_read: true, body: '<b>一行目</b>\n二行目' },
        });
      }),
    );
    renderApp('/news/5');
    const body = await screen.findByTestId('news-body');
    expect(body.textContent).toBe('<b>一行目</b>\n二行目');
    expect(body.querySelector('b')).toBeNull();
    expect(screen.getByText('機能追加')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
  });
});
