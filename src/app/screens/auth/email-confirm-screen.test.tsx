import { screen } from '@testing-library/react';
import { http } from 'msw';
import type { ErrorBody } from '../../../api/generated/users.gen';
import { makeUser } from '../../../testing/fixtures';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { usersHandlers, VALID_EMAIL_TOKEN } from '../../../testing/users-handlers';

const stand = () => {
  const { handlers, calls } = usersHandlers();
  server.use(...handlers);
  return calls;
};

describe('email confirm screen (/email-confirm)', () => {
  it('applies the change once, without a session, and links to the login page', async () => {
    const calls = stand();
    renderApp(`/email-confirm?token=${VALID_EMAIL_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更' })).toBeInTheDocument();
    expect(await screen.findByText('メールアドレスを変更しました。次回から新しいメールアドレスでログインしてください。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
    expect(calls.confirms).toEqual([{ token: VALID_EMAIL_TOKEN }]);
    expect(currentLocation()).toBe(`/email-confirm?token=${VALID_EMAIL_TOKEN}`);
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('works for a signed-in partner too, linking to the partner login', async () => {
    seedSession(makeUser({ ownership: 'partner' }));
    stand();
    renderApp(`/email-confirm?token=${VALID_EMAIL_TOKEN}`);
    expect(await screen.findByTestId('email-confirm-done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/user-login');
  });

  it('shows the server’s reason for a used or expired link on the page, not in a dialog', async () => {
    const calls = stand();
    renderApp('/email-confirm?token=used-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('このリンクは無効か、有効期限が切れています');
    expect(calls.confirms).toEqual([{ token: 'used-token' }]);
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toBeInTheDocument();
  });

  it('shows the field message when the new address was taken meanwhile', async () => {
    stand();
    server.use(
      http.post('/api/users/confirm-mail-address', () =>
        json<ErrorBody>({ message: '入力内容に誤りがあります', code: 'email_taken', errors: { token: ['このメールアドレスはすでに使用されています'] } }, 422),
      ),
    );
    renderApp('/email-confirm?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('このメールアドレスはすでに使用されています');
  });

  it('says the link is broken when it has no token, and sends nothing', async () => {
    const calls = stand();
    renderApp('/email-confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('リンクが正しくありません。メールに記載されたリンクをそのまま開いてください。');
    expect(calls.confirms).toHaveLength(0);
  });
});
