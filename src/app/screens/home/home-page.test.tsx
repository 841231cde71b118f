import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { can } from '../../../shared/access/access-rules';
import { allFlags, makeNews, makeUser } from '../../../testing/fixtures';
import { newsListHandler, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import { menuTable } from '../../menu/menu.table';

const signIn = (user = makeUser()) => {
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

describe('HomeScreen', () => {
  it('shows the latest five news and shortcuts from the menu table', async () => {
    const user = makeUser({ contracted_contents: { ...allFlags(false), meo_analytics_flag: true } });
    signIn(user);
    server.use(newsListHandler(makeNews(5, 12, 1, 5)));
    renderApp('/');
    expect(within(await screen.findByTestId('news-list')).getAllByRole('listitem')).toHaveLength(5);
    const shortcuts = within(screen.getByTestId('shortcuts')).getAllByRole('link');
    expect(shortcuts.map((a) => a.getAttribute('data-menu-key'))).toEqual(menuTable('allgrow').filter((e) => can(user, e.rule)).map((e) => e.rule));
    expect(screen.queryByTestId('impersonation-form')).not.toBeInTheDocument();
  });

  it('keeps the news panel the height of five rows while loading, loaded or empty, so the shortcuts never move', async () => {
    signIn(makeUser({ contracted_contents: { ...allFlags(false), meo_analytics_flag: true } }));
    const gate: { open: (() => void) | null } = { open: null };
    server.use(
      http.get('/api/news', async () => {
        await new Promise<void>((resolve) => (gate.open = resolve));
        await delay(0);
        return HttpResponse.json(makeNews(2, 2, 1, 5));
      }),
    );
    renderApp('/');
    const box = await screen.findByTestId('latest-news');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveStyle({ minHeight: 'calc(5 * 3rem)' });
    await waitFor(() => expect(gate.open).not.toBeNull());
    gate.open?.();
    const rows = within(await screen.findByTestId('news-list')).getAllByRole('listitem');
    expect(screen.getByTestId('latest-news')).toHaveStyle({ minHeight: 'calc(5 * 3rem)' });
    // One line per row, of a known height; a long title is cut and kept whole in its title attribute.
    expect(rows[0]).toHaveStyle({ height: '3rem' });
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('title');
  });

  it('gives support staff a メニュー card with their own screens', async () => {
    signIn(makeUser({ user_type: 'support', contracted_contents: allFlags(false) }));
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'メニュー' });
    const shortcuts = within(card).getAllByRole('link');
    expect(shortcuts.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['なりすましリンク発行', '/support/impersonation'],
      ['代理ログインの操作履歴', '/support/audit-logs'],
    ]);
    await userEvent.click(shortcuts[0]);
    expect(await screen.findByTestId('impersonation-form')).toBeInTheDocument();
  });
});
