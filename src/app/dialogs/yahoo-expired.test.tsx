import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUser } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderApp, seedSession } from '../../testing/render';

describe('Yahoo token expired dialog', () => {
  it('cannot be dismissed and re-runs the check on OK', async () => {
    seedSession(makeUser());
    let calls = 0;
    server.use(
      http.get('/api/users/info', () => {
        calls += 1;
        const expired = calls === 1;
        return HttpResponse.json({
          data: { y_is_expired: expired, url: expired ? 'https://yahoo.example/renew' : null, message: expired ? 'Yahoo!の連携が切れています' : null },
          user_infomation: makeUser(),
        });
      }),
    );
    renderApp('/info');
    const dialog = await screen.findByTestId('yahoo-expired-dialog');
    expect(dialog).toHaveTextContent('Yahoo!の連携が切れています');
    expect(screen.getByRole('link', { name: '再認証する' })).toHaveAttribute('href', 'https://yahoo.example/renew');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('yahoo-expired-dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '閉じる' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('yahoo-expired-dialog')).not.toBeInTheDocument());
  });

  it('reopens when the token is still expired', async () => {
    seedSession(makeUser());
    let calls = 0;
    server.use(
      http.get('/api/users/info', () => {
        calls += 1;
        return HttpResponse.json({ data: { y_is_expired: true, url: 'https://yahoo.example/renew', message: '期限切れ' }, user_infomation: makeUser() });
      }),
    );
    renderApp('/info');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByTestId('yahoo-expired-dialog')).toBeInTheDocument();
  });
});
