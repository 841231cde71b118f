import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp } from '../../../testing/render';

const fillAndSubmit = async (password: string, confirmation = password) => {
  await userEvent.type(await screen.findByLabelText('新しいパスワード'), password);
  await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
};

describe('PasswordResetScreen', () => {
  it('sends the token and the new password, then says it is done and leads to the login page', async () => {
    let body: unknown;
    server.use(
      http.post('/api/password-reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'パスワードを再設定しました。新しいパスワードでログインしてください。' });
      }),
    );
    renderApp('/user-password-reset?token=abc-123');
    await waitFor(() => expect(document.title).toBe('パスワード再設定 | MAP 管理コンソール'));
    await fillAndSubmit('brand-new-pass');
    expect(await screen.findByRole('status')).toHaveTextContent('パスワードを再設定しました。新しいパスワードでログインしてください。');
    expect(body).toEqual({ token: 'abc-123', password: 'brand-new-pass' });
    expect(screen.queryByLabelText('新しいパスワード')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ログイン画面へ戻る' }));
    await waitFor(() => expect(currentLocation()).toBe('/user-login'));
  });

  it('checks the length and the confirmation before sending anything', async () => {
    let sent = false;
    server.use(
      http.post('/api/password-reset', () => {
        sent = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderApp('/password-reset?token=abc-123');
    await fillAndSubmit('short', 'other');
    expect(await screen.findByText('8文字以上で入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードと確認用パスワードが一致しません。')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('says a used or expired link is invalid, with no dialog, and offers a new request', async () => {
    const invalid = 'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度パスワード再発行をお申し込みください。';
    server.use(http.post('/api/password-reset', () => HttpResponse.json({ message: invalid, code: 'password_reset_link_invalid' }, { status: 404 })));
    renderApp('/password-reset?token=used');
    await fillAndSubmit('brand-new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'パスワード再発行をもう一度申し込む' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without a token instead of showing the form', async () => {
    renderApp('/password-reset');
    expect(await screen.findByRole('alert')).toHaveTextContent('リンクが正しくありません');
    expect(screen.queryByLabelText('新しいパスワード')).not.toBeInTheDocument();
  });
});
