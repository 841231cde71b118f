import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUser } from '../../testing/fixtures';
import { userInfoHandler } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../testing/render';

const signIn = (user = makeUser()) => {
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

const impersonated = makeUser({
  is_impersonate: true,
  impersonated_by: '運営 花子',
  user_type: 'store',
  corporate_name: '株式会社デモ,フーズ',
  user_name: '山田 太郎',
});

describe('ImpersonationBanner', () => {
  it.each(['/', '/info', '/news'])('names whose account is in use on %s', async (route) => {
    signIn(impersonated);
    renderApp(route);
    const banner = await screen.findByRole('region', { name: '代理ログイン中' });
    expect(banner).toHaveTextContent('サポート担当 運営 花子 が 株式会社デモ フーズ 山田 太郎様 として操作しています。');
    expect(within(banner).getByRole('button', { name: '代理ログインを終了' })).toBeVisible();
  });

  it('still says who is in use when the session does not name the support person', async () => {
    signIn({ ...impersonated, impersonated_by: null });
    renderApp('/info');
    const banner = await screen.findByRole('region', { name: '代理ログイン中' });
    expect(banner).toHaveTextContent('運営サポートが 株式会社デモ フーズ 山田 太郎様 として操作しています。');
  });

  it('wraps instead of overflowing on a narrow phone', async () => {
    signIn(impersonated);
    renderApp('/info');
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveStyle({ flexWrap: 'wrap' });
    expect(within(banner).getByText(/サポート担当/)).toHaveStyle({ overflowWrap: 'anywhere', minWidth: '0' });
    // The name may break at its space, but never between the name and 「様」.
    expect(within(banner).getByTestId('impersonation-user')).toHaveTextContent(/^山田 太郎様$/);
    expect(within(banner).getByTestId('impersonation-user')).toHaveStyle({ wordBreak: 'keep-all' });
  });

  it('ends the impersonated session by revoking it on the server', async () => {
    const revoked = jest.fn();
    server.use(
      http.post('/api/logout', () => {
        revoked();
        return HttpResponse.json({ message: 'ログアウトしました' });
      }),
    );
    signIn(impersonated);
    const { store } = renderApp('/info');
    await userEvent.click(await screen.findByRole('button', { name: '代理ログインを終了' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(store.getState().session.user).toBeNull();
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
  });

  it('is absent from an ordinary session', async () => {
    signIn(makeUser());
    renderApp('/info');
    await screen.findByTestId('content-info');
    expect(screen.queryByRole('region', { name: '代理ログイン中' })).not.toBeInTheDocument();
  });
});
