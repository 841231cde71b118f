import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  AccountGroup,
  CreateBusinessInfoGroupApiResponse,
  DeleteCustomBusinessAccountGroupApiResponse,
  ErrorBody,
  GroupRequest,
  ListBusinessInfoGroupsApiResponse,
  ListCustomBusinessAccountGroupsApiResponse,
  UpdateBusinessInfoGroupApiResponse,
} from '../../../api/generated/groups.gen';
import { makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const group = (id: number, name: string, members: string[] = []): AccountGroup => ({
  id,
  name,
  local_account_ids: members,
  created_at: '2025-04-01T00:00:00Z',
  updated_at: '2025-04-01T00:00:00Z',
});

const groupHandlers = (business: AccountGroup[], custom: AccountGroup[]) => [
  http.get('/api/business-info-groups', () => json<ListBusinessInfoGroupsApiResponse>({ data: business })),
  http.get('/api/custom-business-account-group', () => json<ListCustomBusinessAccountGroupsApiResponse>({ data: custom })),
];

beforeEach(() => seedSession(makeUser()));

describe('settings business screen (店舗情報グループ設定)', () => {
  it('creates a group, and shows a server field error on the name field', async () => {
    const business = [group(1, '関東エリア', ['g_1'])];
    const sent: GroupRequest[] = [];
    server.use(
      ...groupHandlers(business, []),
      http.post('/api/business-info-groups', async ({ request }) => {
        const body = (await request.json()) as GroupRequest;
        sent.push(body);
        if (body.name === '関東エリア')
          return json<ErrorBody>({ message: '入力内容に誤りがあります', errors: { name: ['このグループ名は既に使われています'] } }, 422);
        business.push(group(2, body.name));
        return json<CreateBusinessInfoGroupApiResponse>({ message: 'グループを作成しました', data: group(2, body.name) });
      }),
    );
    renderApp('/settings/business');
    expect(await screen.findByRole('heading', { level: 1, name: '店舗情報グループ設定' })).toBeInTheDocument();
    const section = await screen.findByTestId('group-section-business');
    expect(await within(section).findByText('関東エリア')).toBeInTheDocument();

    const name = within(section).getByLabelText('グループ名');
    await userEvent.type(name, '関東エリア');
    await userEvent.click(within(section).getByRole('button', { name: '店舗情報グループを作成' }));
    expect(await within(section).findByText('このグループ名は既に使われています')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, '関西エリア');
    await userEvent.click(within(section).getByRole('button', { name: '店舗情報グループを作成' }));
    expect(await screen.findByText('グループを作成しました')).toBeInTheDocument();
    expect(await within(section).findByText('関西エリア')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ name: '関西エリア', local_account_ids: [] });
  });

  it('validates the name before sending', async () => {
    server.use(...groupHandlers([], []));
    renderApp('/settings/business');
    const section = await screen.findByTestId('group-section-custom');
    await userEvent.click(within(section).getByRole('button', { name: 'カスタムグループを作成' }));
    expect(await within(section).findByText('入力してください')).toBeInTheDocument();
    expect(within(section).getByText('登録されていません。新規作成してください。')).toBeInTheDocument();
  });

  it('deletes a custom group only after confirmation', async () => {
    let deleted: string | null = null;
    server.use(
      ...groupHandlers([], [group(9, '旗艦店')]),
      http.delete('/api/custom-business-account-group/:id', ({ params }) => {
        deleted = String(params.id);
        return json<DeleteCustomBusinessAccountGroupApiResponse>({ message: '削除しました' });
      }),
    );
    renderApp('/settings/business');
    await userEvent.click(await screen.findByRole('button', { name: '旗艦店 削除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getAllByText('グループ「旗艦店」を削除しますか？').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(deleted).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '旗艦店 削除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(deleted).toBe('9'));
  });

  it('assigns the checked stores to the chosen group from the bottom bar', async () => {
    let put: GroupRequest | null = null;
    server.use(
      localAccountsHandler(makeLocalAccounts(30)),
      ...groupHandlers([group(1, '関東エリア', ['g_1', 'g_2'])], []),
      http.put('/api/business-info-groups/:id', async ({ request }) => {
        put = (await request.json()) as GroupRequest;
        return json<UpdateBusinessInfoGroupApiResponse>({ message: '保存しました', data: group(1, '関東エリア', put.local_account_ids) });
      }),
    );
    renderApp('/settings/business');
    const bar = await screen.findByTestId('bottom-bar');
    expect(await within(bar).findByText('選択中 0 / 全30件')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'グループに設定' })).toBeDisabled();
    const target = screen.getByLabelText('割り当て先のグループ');
    await waitFor(() => expect(within(target).getByRole('option', { name: '関東エリア' })).toBeInTheDocument());
    await userEvent.selectOptions(target, '関東エリア');
    expect(within(bar).getByText('選択中 2 / 全30件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'テスト店3 S-0003' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'グループに設定' }));
    await waitFor(() => expect(put).toEqual({ name: '関東エリア', local_account_ids: ['g_1', 'g_2', 'g_3'] }));
  });
});
