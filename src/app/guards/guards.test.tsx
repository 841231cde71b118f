import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeUser } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../testing/render';
import { USER_KEY } from '../../shared/storage/session-storage';

describe('route guards', () => {
  it('sends an unauthenticated allgrow visitor to /login', async () => {
    renderApp('/news');
    expect(await screen.findByTestId('brand-name')).toHaveTextContent('MEO Dash by AllGrow');
    expect(currentLocation()).toBe('/login');
  });

  it('sends an unauthenticated visitor to the login page of the remembered ownership', async () => {
    seedSession(null, 'partner');
    renderApp('/dashboard');
    expect(await screen.findByTestId('brand-name')).toHaveTextContent('MAP 管理コンソール');
    expect(currentLocation()).toBe('/user-login');
  });

  it('sends a signed-in user on a guest page home', async () => {
    seedSession(makeUser());
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });

  it('shows the loading overlay while the session is checked', async () => {
    seedSession(makeUser());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/users/info', async () => {
        await gate;
        return HttpResponse.json({ data: { y_is_expired: false, url: null, message: null }, user_infomation: makeUser() });
      }),
    );
    renderApp('/');
    expect(await screen.findByText('読み込み中…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeInTheDocument();
  });

  it('renders the page inert beneath the overlay while the session is checked, its requests beside the check', async () => {
    seedSession(makeUser());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    server.use(
      http.get('/api/users/info', async () => {
        order.push('users/info');
        await gate;
        return HttpResponse.json({ data: { y_is_expired: false, url: null, message: null }, user_infomation: makeUser() });
      }),
      http.get('/api/news/info-flg', () => {
        order.push('news/info-flg');
        return HttpResponse.json({ data: { has_unread: false, unread_count: 0 } });
      }),
    );
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'ホーム', hidden: true });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    // Inert: no focus, no clicks and nothing for a screen reader until the overlay lifts.
    expect(heading.closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(order).toContain('news/info-flg'));
    expect(order[0]).toBe('users/info');
    release();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'ホーム' }).closest('[inert]')).toBeNull();
  });

  it('clears the stored user and goes to the partner login when the cookie is dead (401)', async () => {
    seedSession(makeUser({ ownership: 'partner' }));
    server.use(http.get('/api/users/info', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    renderApp('/news');
    await waitFor(() => expect(currentLocation()).toBe('/user-login'));
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('renders the not-found page inside the shell for a path the console does not have', async () => {
    seedSession(makeUser());
    renderApp('/map/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toHaveAttribute('aria-label', 'メインメニュー');
  });

  it('renders public pages without a session', async () => {
    renderApp('/coupon');
    expect(await screen.findByText('クーポンが見つかりません。URLをお確かめください。')).toBeInTheDocument();
    expect(currentLocation()).toBe('/coupon');
  });
});
