import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUser } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp } from '../../../testing/render';
import { USER_KEY } from '../../../shared/storage/session-storage';

describe('password reissue and impersonation exchange', () => {
  it('sends the ownership with the e-mail and shows the server message', async () => {
    let body: unknown;
    server.use(
      http.post('/api/password-reissue', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'メールを送信しました' });
      }),
    );
    renderApp('/user-forgot-password');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'a@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '再発行する' }));
    expect(await screen.findByTestId('reissue-message')).toHaveTextContent('メールを送信しました');
    expect(body).toEqual({ email: 'a@example.jp', ownership: 'partner' });
  });

  it('exchanges a valid link, stores the impersonated user and goes home', async () => {
    server.use(
      http.post('/api/impersonate/:token', () =>
        HttpResponse.json({ message: 'ok', data: { token: 't', user_infomation: makeUser({ is_impersonate: true }) } }),
      ),
      http.get('/api/users/info', () =>
        HttpResponse.json({ data: { y_is_expired: false, url: null, message: null }, user_infomation: makeUser({ is_impersonate: true }) }),
      ),
    );
    renderApp('/impersonate/good');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({ is_impersonate: true });
  });

  it('explains an invalid link', async () => {
    server.use(http.post('/api/impersonate/:token', () => HttpResponse.json({ message: 'invalid', code: 'invalid_link' }, { status: 404 })));
    renderApp('/impersonate/bad');
    expect(await screen.findByTestId('impersonate-error')).toHaveTextContent('このリンクは無効か、有効期限が切れています。');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
