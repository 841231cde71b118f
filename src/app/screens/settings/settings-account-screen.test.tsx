import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyUser } from '../../../api/generated/users.gen';
import { makeUser } from '../../../testing/fixtures';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { makeCompanyUser, usersHandlers } from '../../../testing/users-handlers';

const company = (): CompanyUser[] => [
  makeCompanyUser(1, { user_name: '山田太郎', email: 'yamada@example.jp', is_self: true }),
  makeCompanyUser(2, { user_name: '佐藤花子', email: 'sato@example.jp', invitation_pending: true }),
  makeCompanyUser(3, {
    user_name: '鈴木一郎',
    email: 'suzuki@example.jp',
    user_type: 'store',
    stores: [
      { key: 'g_1', title: '渋谷店' },
      { key: 'y_2', title: '新宿店' },
    ],
  }),
  makeCompanyUser(4, { user_name: 'サポート担当', email: 'support@example.jp', user_type: 'support', editable: false }),
];

const stand = (options: Parameters<typeof usersHandlers>[0] = {}) => {
  const result = usersHandlers({ users: company(), ...options });
  server.use(...result.handlers);
  return result.calls;
};

const rowOf = async (id: number) => screen.findByTestId(`company-user-${id}`);
const closeDialog = async (testId: string) => userEvent.click(within(await screen.findByTestId(testId)).getByRole('button', { name: 'OK' }));

beforeEach(() => seedSession(makeUser()));

describe('user management (ユーザー管理)', () => {
  it('lists the users with their type, stores and state, and offers only the actions each allows', async () => {
    stand();
    renderApp('/settings/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'ユーザー管理' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'ユーザー一覧' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['選択', '氏名', 'メールアドレス', '種別', '閲覧できる店舗', '状態', '操作']);

    const self = await rowOf(1);
    expect(self).toHaveTextContent('山田太郎（ご自身）');
    expect(self).toHaveTextContent('通常ユーザー');
    expect(self).toHaveTextContent('すべての店舗');
    expect(self).toHaveTextContent('利用中');
    expect(within(self).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(self).queryByRole('button', { name: '山田太郎を削除' })).not.toBeInTheDocument();
    expect(within(self).getByRole('button', { name: '山田太郎を編集' })).toBeInTheDocument();

    const invited = await rowOf(2);
    expect(invited).toHaveTextContent('招待中');
    expect(within(invited).getByRole('button', { name: '佐藤花子に招待メールを再送' })).toBeInTheDocument();
    expect(within(invited).getByRole('checkbox', { name: '佐藤花子を選択' })).toBeInTheDocument();

    const storeUser = await rowOf(3);
    expect(storeUser).toHaveTextContent('店舗ユーザー');
    expect(storeUser).toHaveTextContent('渋谷店、新宿店');
    expect(within(storeUser).queryByRole('button', { name: '鈴木一郎に招待メールを再送' })).not.toBeInTheDocument();

    const support = await rowOf(4);
    expect(support).toHaveTextContent('サポートユーザー');
    expect(within(support).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(support).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches by free word and pages, both kept in the URL', async () => {
    const calls = stand({ users: Array.from({ length: 12 }, (_, i) => makeCompanyUser(i + 1)) });
    renderApp('/settings/account');
    await rowOf(1);
    expect(screen.getByText('12件中 1〜10件を表示')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await rowOf(11)).toBeInTheDocument();
    expect(calls.lists.at(-1)?.get('page')).toBe('2');
    expect(currentLocation()).toBe('/settings/account?page=2');

    await userEvent.type(screen.getByLabelText('フリーワード'), 'ユーザー12');
    await waitFor(() => expect(calls.lists.at(-1)?.get('free_word')).toBe('ユーザー12'));
    expect(calls.lists.at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(decodeURIComponent(currentLocation())).toBe('/settings/account?free_word=ユーザー12'));
    expect(await rowOf(12)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('company-user-11')).not.toBeInTheDocument());
  });

  it('resends an invitation to a user who has not set a password yet', async () => {
    const calls = stand();
    renderApp('/settings/account');
    await userEvent.click(within(await rowOf(2)).getByRole('button', { name: '佐藤花子に招待メールを再送' }));
    await closeDialog('success-dialog');
    expect(calls.resends).toEqual([2]);
  });

  it('deletes the checked users from the bottom bar after confirming, sending their ids comma-joined', async () => {
    const calls = stand();
    renderApp('/settings/account');
    await userEvent.click(within(await rowOf(2)).getByRole('checkbox', { name: '佐藤花子を選択' }));
    await userEvent.click(within(await rowOf(3)).getByRole('checkbox', { name: '鈴木一郎を選択' }));
    const bar = screen.getByTestId('bottom-bar');
    expect(bar).toHaveTextContent('選択中 2 / 全4件');

    await userEvent.click(within(bar).getByRole('button', { name: '選択したユーザーを削除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('選択した2人のユーザーを削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(calls.deletes).toHaveLength(0);

    await userEvent.click(within(bar).getByRole('button', { name: '選択したユーザーを削除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    await closeDialog('success-dialog');
    expect(calls.deletes).toEqual(['2,3']);
    await waitFor(() => expect(screen.queryByTestId('company-user-2')).not.toBeInTheDocument());
    expect(screen.queryByTestId('company-user-3')).not.toBeInTheDocument();
    expect(screen.getByTestId('bottom-bar')).toHaveTextContent('選択中 0 / 全2件');
  });

  it('selects every deletable user of the page with すべて選択, and deletes one row on its own', async () => {
    const calls = stand();
    renderApp('/settings/account');
    await rowOf(1);
    await userEvent.click(within(screen.getByTestId('bottom-bar')).getByRole('button', { name: 'すべて選択' }));
    expect(screen.getByTestId('bottom-bar')).toHaveTextContent('選択中 2 / 全4件');
    await userEvent.click(within(screen.getByTestId('bottom-bar')).getByRole('button', { name: 'クリア' }));
    expect(screen.getByTestId('bottom-bar')).toHaveTextContent('選択中 0 / 全4件');

    await userEvent.click(within(await rowOf(3)).getByRole('button', { name: '鈴木一郎を削除' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('ユーザー「鈴木一郎」を削除しますか？');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    await closeDialog('success-dialog');
    expect(calls.deletes).toEqual(['3']);
  });

  it('shows the server’s refusal (the last normal user) in the error dialog and keeps the selection', async () => {
    stand({ remove: () => json({ message: '通常ユーザーが1人もいなくなるため、この操作はできません', code: 'last_normal_user' }, 422) });
    renderApp('/settings/account');
    await userEvent.click(within(await rowOf(2)).getByRole('checkbox', { name: '佐藤花子を選択' }));
    await userEvent.click(within(screen.getByTestId('bottom-bar')).getByRole('button', { name: '選択したユーザーを削除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    expect(await screen.findByTestId('error-dialog')).toHaveTextContent('通常ユーザーが1人もいなくなるため、この操作はできません');
    await closeDialog('error-dialog');
    expect(await rowOf(2)).toBeInTheDocument();
    expect(within(await rowOf(2)).getByRole('checkbox', { name: '佐藤花子を選択' })).toBeChecked();
  });

  it('shows the not-found page to a store user', async () => {
    const storeUser = makeUser({ user_type: 'store' });
    seedSession(storeUser);
    stand({ me: storeUser });
    renderApp('/settings/account');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
