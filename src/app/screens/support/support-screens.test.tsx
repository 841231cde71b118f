import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUser } from '../../../testing/fixtures';
import { userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const signIn = (user = makeUser()) => {
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

const auditRow = (id: number, operation_id: string, method: string, path: string, status_code = 200) => ({
  id,
  actor_name: '運営 サポート',
  actor_email: 'support@demo.example',
  subject_name: '山田 太郎',
  subject_email: 'owner@demo.example',
  subject_corporate_name: '株式会社デモフーズ',
  operation_id,
  method,
  path,
  status_code,
  created_at: '2026/11/21 10:00',
});

describe('support screens', () => {
  it('lets support staff issue an impersonation link and copy it', async () => {
    signIn(makeUser({ user_type: 'support' }));
    server.use(
      http.post('/api/impersonate', () =>
        HttpResponse.json({ message: '発行しました', data: { url: 'http://localhost/impersonate/abc', expires_at: '2025/04/01 10:00' } }),
      ),
    );
    renderApp('/support/impersonation');
    expect(await screen.findByRole('heading', { level: 1, name: 'なりすましリンク発行' })).toBeInTheDocument();
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

  it('shows support staff what was done as whom, in Japanese', async () => {
    signIn(makeUser({ user_type: 'support' }));
    server.use(
      http.get('/api/audit-logs', () =>
        HttpResponse.json({
          data: [auditRow(8, 'replyToReview', 'POST', '/api/reviews/reply'), auditRow(7, 'getNewsDetail', 'GET', '/api/news/detail/3', 404), auditRow(6, 'unknown', 'GET', '/api/nope', 404)],
          pagination: { page: 1, page_size: 10, total: 3, total_capped: false, current_page: 1, last_page: 1 },
        }),
      ),
    );
    renderApp('/support/audit-logs');
    const table = await screen.findByTestId('audit-log-table');
    expect(within(table).getByText('口コミに返信')).toBeInTheDocument();
    expect(within(table).getByText('お知らせを閲覧')).toBeInTheDocument();
    expect(within(table).getByText('不明な操作')).toBeInTheDocument();
    expect(within(table).getAllByText('株式会社デモフーズ / owner@demo.example')).toHaveLength(3);
    expect(within(table).getByText('成功')).toBeInTheDocument();
    expect(within(table).getAllByText('失敗（404）')).toHaveLength(2);
    expect(table).not.toHaveTextContent('replyToReview');
    expect(table).not.toHaveTextContent('/api/');
    expect(screen.getByText('3件中 1〜3件を表示')).toBeInTheDocument();
  });

  it.each(['/support/impersonation', '/support/audit-logs'])('is not found for anyone but support staff (%s)', async (route) => {
    signIn(makeUser({ user_type: 'support', is_impersonate: true }));
    renderApp(route);
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.queryByTestId('impersonation-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('audit-log-table')).not.toBeInTheDocument();
  });
});
