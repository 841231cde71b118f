import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyUser } from '../../../api/generated/users.gen';
import { makeUser } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import { makeCompanyUser, usersHandlers, validationFailed } from '../../../testing/users-handlers';

// The store picker lists the default linked stores (fixtures: テスト店1〜3 on Google, ヤフー店1 on Yahoo!).
const company = (): CompanyUser[] => [
  makeCompanyUser(1, { user_name: '山田太郎', email: 'yamada@example.jp', is_self: true }),
  makeCompanyUser(3, { user_name: '鈴木一郎', email: 'suzuki@example.jp', user_type: 'store', stores: [{ key: 'g_1', title: 'テスト店1' }] }),
];

const stand = (options: Parameters<typeof usersHandlers>[0] = {}) => {
  const result = usersHandlers({ users: company(), ...options });
  server.use(...result.handlers);
  return result.calls;
};

const openCreate = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'ユーザーを追加' }));
  return screen.findByRole('form', { name: 'ユーザーを追加' });
};
const closeSuccess = async () => userEvent.click(within(await screen.findByTestId('success-dialog')).getByRole('button', { name: 'OK' }));

beforeEach(() => seedSession(makeUser()));

describe('user form (ユーザー管理)', () => {
  it('shows the store picker only for a store user', async () => {
    stand();
    renderApp('/settings/account');
    const form = await openCreate();
    expect(within(form).getByRole('radio', { name: '通常ユーザー' })).toBeChecked();
    expect(within(form).queryByTestId('store-picker')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '店舗ユーザー' }));
    expect(await within(form).findByTestId('store-picker')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: '閲覧できる店舗' })).toBeInTheDocument();
    // Enter in the picker's search box filters; it does not submit the form (which would mark every field as failed).
    await userEvent.type(within(form).getByLabelText('店舗を検索'), 'テスト店2{Enter}');
    await waitFor(() => expect(within(form).queryByLabelText(/テスト店1/)).not.toBeInTheDocument());
    expect(within(form).getByLabelText('メールアドレス')).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByText('閲覧できる店舗を1つ以上選択してください')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '通常ユーザー' }));
    expect(within(form).queryByTestId('store-picker')).not.toBeInTheDocument();
  });

  it('says in Japanese what is missing or malformed, and requires a store for a store user', async () => {
    const calls = stand();
    renderApp('/settings/account');
    const form = await openCreate();
    await userEvent.click(within(form).getByRole('radio', { name: '店舗ユーザー' }));
    await userEvent.click(within(form).getByRole('button', { name: '招待メールを送信して追加' }));
    expect(await within(form).findAllByText('入力してください')).toHaveLength(2);
    expect(within(form).getByText('閲覧できる店舗を1つ以上選択してください')).toBeInTheDocument();
    expect(within(form).getByLabelText('氏名')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(form).getByLabelText('メールアドレス'), 'tanaka@');
    await userEvent.click(within(form).getByRole('button', { name: '招待メールを送信して追加' }));
    expect(await within(form).findByText('形式が正しくありません')).toBeInTheDocument();

    await userEvent.click(await within(form).findByLabelText(/テスト店2/));
    expect(within(form).getByTestId('user-stores-count')).toHaveTextContent('1店舗を選択中');
    await waitFor(() => expect(within(form).queryByText('閲覧できる店舗を1つ以上選択してください')).not.toBeInTheDocument());
    expect(calls.creates).toHaveLength(0);
  });

  it('invites a store user with the chosen stores; a server field error lands on its field and every value stays', async () => {
    const calls = stand({
      create: (body) => (body.email === 'sato@example.jp' ? validationFailed({ email: ['このメールアドレスはすでに使用されています'] }) : undefined),
    });
    renderApp('/settings/account');
    const form = await openCreate();
    const name = within(form).getByLabelText('氏名');
    const email = within(form).getByLabelText('メールアドレス');
    await userEvent.type(name, '佐藤花子');
    await userEvent.type(email, 'sato@example.jp');
    await userEvent.click(within(form).getByRole('radio', { name: '店舗ユーザー' }));
    await userEvent.click(await within(form).findByLabelText(/テスト店1/));
    await userEvent.click(within(form).getByLabelText(/テスト店3/));

    await userEvent.click(within(form).getByRole('button', { name: '招待メールを送信して追加' }));
    expect(await within(form).findByText('このメールアドレスはすでに使用されています')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveValue('佐藤花子');
    expect(email).toHaveValue('sato@example.jp');
    expect(within(form).getByRole('radio', { name: '店舗ユーザー' })).toBeChecked();
    expect(within(form).getByLabelText(/テスト店1/)).toBeChecked();
    expect(within(form).getByTestId('user-stores-count')).toHaveTextContent('2店舗を選択中');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, ' hanako@example.jp ');
    await userEvent.click(within(form).getByRole('button', { name: '招待メールを送信して追加' }));
    await closeSuccess();
    expect(calls.creates.at(-1)).toEqual({ user_name: '佐藤花子', email: 'hanako@example.jp', user_type: 'store', local_account_ids: ['g_1', 'g_3'] });
    expect(screen.queryByRole('form', { name: 'ユーザーを追加' })).not.toBeInTheDocument();
    const row = await screen.findByText('hanako@example.jp');
    expect(row.closest('tr')).toHaveTextContent('招待中');
  });

  it('sends no stores for a normal user', async () => {
    const calls = stand();
    renderApp('/settings/account');
    const form = await openCreate();
    await userEvent.type(within(form).getByLabelText('氏名'), '田中');
    await userEvent.type(within(form).getByLabelText('メールアドレス'), 'tanaka@example.jp');
    await userEvent.click(within(form).getByRole('radio', { name: '店舗ユーザー' }));
    await userEvent.click(await within(form).findByLabelText(/テスト店1/));
    await userEvent.click(within(form).getByRole('radio', { name: '通常ユーザー' }));
    await userEvent.click(within(form).getByRole('button', { name: '招待メールを送信して追加' }));
    await closeSuccess();
    expect(calls.creates).toEqual([{ user_name: '田中', email: 'tanaka@example.jp', user_type: 'normal', local_account_ids: [] }]);
  });

  it('edits a user with the address read-only and the picker starting from their stores; a 422 keeps the values', async () => {
    const calls = stand({
      update: (_id, body) => (body.user_type === 'normal' ? validationFailed({ user_type: ['通常ユーザーが1人もいなくなるため、この操作はできません'] }) : undefined),
    });
    renderApp('/settings/account');
    await userEvent.click(await screen.findByRole('button', { name: '鈴木一郎を編集' }));
    const form = await screen.findByRole('form', { name: 'ユーザー「鈴木一郎」を編集' });
    const email = within(form).getByLabelText('メールアドレス');
    expect(email).toHaveValue('suzuki@example.jp');
    expect(email).toHaveAttribute('readonly');
    expect(within(form).getByRole('radio', { name: '店舗ユーザー' })).toBeChecked();
    expect(await within(form).findByLabelText(/テスト店1/)).toBeChecked();
    // The list's bulk bar steps aside while the form's picker is open.
    expect(screen.queryByRole('button', { name: '選択したユーザーを削除' })).not.toBeInTheDocument();

    const name = within(form).getByLabelText('氏名');
    await userEvent.clear(name);
    await userEvent.type(name, '鈴木次郎');
    await userEvent.click(within(form).getByLabelText(/テスト店2/));
    await userEvent.click(within(form).getByRole('radio', { name: '通常ユーザー' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await within(form).findByText('通常ユーザーが1人もいなくなるため、この操作はできません')).toBeInTheDocument();
    expect(name).toHaveValue('鈴木次郎');
    expect(within(form).getByRole('radio', { name: '通常ユーザー' })).toBeChecked();
    expect(calls.updates).toEqual([{ id: 3, body: { user_name: '鈴木次郎', user_type: 'normal', local_account_ids: [] } }]);

    await userEvent.click(within(form).getByRole('radio', { name: '店舗ユーザー' }));
    expect(await within(form).findByLabelText(/テスト店2/)).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await closeSuccess();
    expect(calls.updates.at(-1)).toEqual({ id: 3, body: { user_name: '鈴木次郎', user_type: 'store', local_account_ids: ['g_1', 'g_2'] } });
    expect(await screen.findByRole('button', { name: '鈴木次郎を編集' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /を編集/ })).not.toBeInTheDocument();
  });

  it('does not let the signed-in user change their own type', async () => {
    stand();
    renderApp('/settings/account');
    await userEvent.click(await screen.findByRole('button', { name: '山田太郎を編集' }));
    const form = await screen.findByRole('form', { name: 'ユーザー「山田太郎」を編集' });
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('種別')).toHaveValue('通常ユーザー');
    expect(within(form).getByLabelText('種別')).toHaveAccessibleDescription('ご自身の種別は変更できません。');
  });
});
