import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeUser } from '../../../testing/fixtures';
import { userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp } from '../../../testing/render';
import { OWNERSHIP_KEY, USER_KEY } from '../../../shared/storage/session-storage';

describe('LoginScreen', () => {
  it('shows required errors in Japanese', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'ログイン' }));
    expect(await screen.findAllByText('入力してください')).toHaveLength(2);
  });

  it('shows the e-mail format error', async () => {
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('パスワード'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('形式が正しくありません')).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a 422 field error on the email field and opens no dialog', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          { message: '入力内容に誤りがあります', code: 'invalid_credentials', errors: { email: ['メールアドレスまたはパスワードが正しくありません'] } },
          { status: 422 },
        ),
      ),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'a@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    const message = await screen.findByText('メールアドレスまたはパスワードが正しくありません');
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('points a partner account to its own login page when the server says it belongs there', async () => {
    const toPartner = 'このアカウントはパートナー用ログイン画面（/user-login）からログインしてください';
    server.use(
      http.post('/api/login', () => HttpResponse.json({ message: toPartner, code: 'wrong_login_page', errors: { email: [toPartner] } }, { status: 422 })),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'partner@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(toPartner)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'パートナー用ログイン画面へ' });
    expect(link).toHaveAttribute('href', '/user-login');
    await userEvent.click(link);
    await waitFor(() => expect(currentLocation()).toBe('/user-login'));
    expect(await screen.findByTestId('brand-name')).toHaveTextContent('MAP 管理コンソール');
  });

  it('offers no other login page for wrong credentials', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          { message: '入力内容に誤りがあります', code: 'invalid_credentials', errors: { email: ['メールアドレスまたはパスワードが正しくありません'] } },
          { status: 422 },
        ),
      ),
    );
    renderApp('/user-login');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'a@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('メールアドレスまたはパスワードが正しくありません')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '通常のログイン画面へ' })).not.toBeInTheDocument();
  });

  it('stores the user and goes home on success', async () => {
    let body: unknown;
    server.use(
      http.post('/api/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok', data: { token: 't', user_infomation: makeUser({ user_name: '佐藤' }) } });
      }),
      userInfoHandler({}, makeUser({ user_name: '佐藤' })),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'a@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(body).toEqual({ email: 'a@example.jp', password: 'right', ownership: 'allgrow' });
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({ user_name: '佐藤' });
    expect(localStorage.getItem(OWNERSHIP_KEY)).toBe('allgrow');
  });

  it('brands the partner page differently and remembers the ownership', async () => {
    renderApp('/user-login');
    expect(await screen.findByTestId('brand-name')).toHaveTextContent('MAP 管理コンソール');
    await waitFor(() => expect(document.title).toBe('ログイン | MAP 管理コンソール'));
    expect(localStorage.getItem(OWNERSHIP_KEY)).toBe('partner');
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute('href', '/user-forgot-password');
  });

  it('brands the allgrow page', async () => {
    renderApp('/login');
    expect(await screen.findByTestId('brand-name')).toHaveTextContent('MEO Dash by AllGrow');
    await waitFor(() => expect(document.title).toBe('ログイン | MEO Dash by AllGrow'));
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute('href', '/forgot-password');
  });
});
