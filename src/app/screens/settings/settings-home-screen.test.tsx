import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import { CURRENT_PASSWORD, usersHandlers } from '../../../testing/users-handlers';

const signIn = (user = makeUser()) => {
  seedSession(user);
  const stand = usersHandlers({ me: user });
  server.use(...stand.handlers);
  return stand.calls;
};

const closeSuccess = async (message: string) => {
  const dialog = await screen.findByTestId('success-dialog');
  expect(dialog).toHaveTextContent(message);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
};

describe('settings home (設定)', () => {
  it('shows the own account and links only to the settings pages the user may open', async () => {
    signIn(makeUser({ user_name: '山田太郎', can_manage_links: false }));
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    const own = screen.getByRole('region', { name: 'ご自身のアカウント' });
    expect(within(screen.getByTestId('own-account-summary')).getByText('山田太郎')).toBeInTheDocument();
    expect(within(screen.getByTestId('own-account-summary')).getByText('yamada@example.jp')).toBeInTheDocument();
    expect(within(own).getByRole('form', { name: '氏名の変更' })).toBeInTheDocument();
    expect(within(own).getByRole('form', { name: 'メールアドレス変更' })).toBeInTheDocument();
    expect(within(own).getByRole('form', { name: 'パスワード変更' })).toBeInTheDocument();
    const links = screen.getByRole('region', { name: '設定メニュー' });
    expect(within(links).getByRole('link', { name: '店舗情報グループ設定' })).toHaveAttribute('href', '/settings/business');
    expect(within(links).getByRole('link', { name: 'ユーザー管理' })).toHaveAttribute('href', '/settings/account');
    expect(within(links).getByRole('link', { name: '自動返信設定' })).toHaveAttribute('href', '/review/auto-reply-setting');
    expect(within(links).queryByRole('link', { name: '連携管理' })).not.toBeInTheDocument();
  });

  it('links to 連携管理 for the ids configured for link management', async () => {
    signIn(makeUser({ can_manage_links: true }));
    renderApp('/settings');
    const links = await screen.findByRole('region', { name: '設定メニュー' });
    expect(within(links).getByRole('link', { name: '連携管理' })).toHaveAttribute('href', '/settings/management');
  });

  it('shows the not-found page to a store user', async () => {
    signIn(makeUser({ user_type: 'store' }));
    renderApp('/settings');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('renames the user, and the header greets them by the new name', async () => {
    const calls = signIn(makeUser({ user_name: '山田太郎' }));
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: '氏名の変更' });
    const name = within(form).getByLabelText('氏名');
    expect(name).toHaveValue('山田太郎');
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: '氏名を保存する' }));
    expect(await within(form).findByText('入力してください')).toBeInTheDocument();
    expect(calls.profiles).toHaveLength(0);

    await userEvent.type(name, ' 山田花子 ');
    await userEvent.click(within(form).getByRole('button', { name: '氏名を保存する' }));
    await closeSuccess('氏名を更新しました');
    expect(calls.profiles).toEqual([{ user_name: '山田花子' }]);
    await waitFor(() => expect(screen.getByTestId('user-name')).toHaveTextContent('山田花子様'));
    expect(within(screen.getByTestId('own-account-summary')).getByText('山田花子')).toBeInTheDocument();
  });

  it('checks the password confirmation before sending, puts a wrong current password on its field, then changes it', async () => {
    const calls = signIn();
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'パスワード変更' });
    const current = within(form).getByLabelText('現在のパスワード');
    const password = within(form).getByLabelText('新しいパスワード');
    const confirmation = within(form).getByLabelText('新しいパスワード（確認）');
    const submit = within(form).getByRole('button', { name: 'パスワードを変更する' });

    await userEvent.type(current, 'wrong-pass');
    await userEvent.type(password, 'short');
    await userEvent.type(confirmation, 'different1');
    await userEvent.click(submit);
    expect(await within(form).findByText('8文字以上で入力してください')).toBeInTheDocument();
    expect(within(form).getByText('パスワードと確認用パスワードが一致しません。')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(calls.passwords).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'new-password-1');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'new-password-1');
    await userEvent.click(submit);
    expect(await within(form).findByText('現在のパスワードが正しくありません')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveValue('new-password-1');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();

    await userEvent.clear(current);
    await userEvent.type(current, CURRENT_PASSWORD);
    await userEvent.click(submit);
    await closeSuccess('パスワードを変更しました');
    expect(calls.passwords.at(-1)).toEqual({ current_password: CURRENT_PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' });
    expect(current).toHaveValue('');
    expect(password).toHaveValue('');
    expect(confirmation).toHaveValue('');
  });

  it('asks for a new address and the current password, and says the change waits for the mailed link', async () => {
    const calls = signIn();
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'メールアドレス変更' });
    const email = within(form).getByLabelText('新しいメールアドレス');
    const current = within(form).getByLabelText('現在のパスワード');
    const submit = within(form).getByRole('button', { name: '確認メールを送信する' });

    await userEvent.type(email, 'not-an-address');
    await userEvent.click(submit);
    expect(await within(form).findByText('形式が正しくありません')).toBeInTheDocument();
    expect(within(form).getByText('入力してください')).toBeInTheDocument();
    expect(calls.emails).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.jp');
    await userEvent.type(current, 'wrong-pass');
    await userEvent.click(submit);
    expect(await within(form).findByText('現在のパスワードが正しくありません')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('new@example.jp');

    await userEvent.clear(current);
    await userEvent.type(current, CURRENT_PASSWORD);
    await userEvent.click(submit);
    expect(await within(form).findByText('new@example.jp に確認メールを送信しました。メール内のリンクを開くと、メールアドレスの変更が完了します。')).toBeInTheDocument();
    expect(calls.emails.at(-1)).toEqual({ email: 'new@example.jp', current_password: CURRENT_PASSWORD });
    expect(email).toHaveValue('');
    expect(current).toHaveValue('');
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });
});

describe('settings home, the partner brand logo', () => {
  // jsdom has no object URLs; the file field previews the chosen image through one.
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:logo-preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('uploads a logo that the header then shows, and removes it again', async () => {
    const calls = signIn(makeUser({ ownership: 'partner' }));
    renderApp('/settings');
    const panel = await screen.findByTestId('company-logo');
    expect(within(panel).getByText('ロゴは設定されていません（ブランド名を表示します）')).toBeInTheDocument();
    // A Node File: the one fetch and msw take as a multipart part in this environment (jsdom's would not be sent).
    const file = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }) as unknown as File;
    await userEvent.upload(within(panel).getByLabelText('ロゴ画像'), file);
    await userEvent.click(within(panel).getByRole('button', { name: 'ロゴを保存する' }));
    await closeSuccess('ロゴを設定しました');
    expect(calls.logos).toHaveLength(1);
    expect((calls.logos[0] as File).name).toBe('logo.png');
    expect(await within(screen.getByTestId('header-brand')).findByRole('img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    await userEvent.click(within(screen.getByTestId('company-logo')).getByRole('button', { name: 'ロゴを削除する' }));
    await closeSuccess('ロゴを削除しました');
    await waitFor(() => expect(within(screen.getByTestId('header-brand')).queryByRole('img')).not.toBeInTheDocument());
  });

  it('is not offered to the operator brand', async () => {
    signIn(makeUser({ ownership: 'allgrow' }));
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    expect(screen.queryByTestId('company-logo')).not.toBeInTheDocument();
  });
});
