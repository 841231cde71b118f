import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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

  it('lets support staff issue an impersonation link and copy it', async () => {
    signIn(makeUser({ user_type: 'support' }));
    server.use(
      http.post('/api/impersonate', () =>
        HttpResponse.json({ message: '発行しました', data: { url: 'http://localhost/impersonate/abc', expires_at: '2025/04/01 10:00' } }),
      ),
    );
    renderApp('/');
    const form = await screen.findByTestId('impersonation-form');
    await userEvent.type(within(form).getByLabelText('対象ユーザーのメールアドレス'), 'user@example.jp');
    await userEvent.click(within(form).getByRole('button', { name: '発行する' }));
    expect(await screen.findByTestId('impersonation-url')).toHaveTextContent('http://localhost/impersonate/abc');
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
    // user-event installs its own clipboard stub, so the copy click goes through fireEvent with ours in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'コピー' }));
    expect(await screen.findByText('URLをコピーしました')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/impersonate/abc');
  });

  it('shows support staff the audit of impersonated requests', async () => {
    signIn(makeUser({ user_type: 'support' }));
    server.use(
      http.get('/api/audit-logs', () =>
        HttpResponse.json({
          data: [
            {
              id: 7,
              actor_name: '運営 サポート',
              actor_email: 'support@demo.example',
              subject_name: '山田 太郎',
              subject_email: 'owner@demo.example',
              subject_corporate_name: '株式会社デモフーズ',
              operation_id: 'listNews',
              method: 'GET',
              path: '/api/news',
              status_code: 200,
              created_at: '2026/11/21 10:00',
            },
          ],
          pagination: { page: 1, page_size: 10, total: 1, total_capped: false, current_page: 1, last_page: 1 },
        }),
      ),
    );
    renderApp('/');
    const table = await screen.findByTestId('audit-log-table');
    expect(within(table).getByText('listNews')).toBeInTheDocument();
    expect(within(table).getByText('株式会社デモフーズ / owner@demo.example')).toBeInTheDocument();
    expect(screen.getByText('1件中 1〜1件を表示')).toBeInTheDocument();
  });
});
