import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ListAutoRepliesApiResponse, ListAutoReplySettingsApiResponse } from '../../api/generated/auto-reply.gen';
import { makeLocalAccounts, makeUser } from '../../testing/fixtures';
import { businessInfoGroupsHandler, customGroupsHandler, json, localAccountsHandler } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { renderApp, seedSession } from '../../testing/render';

const empty = { data: [], pagination: { page: 1, page_size: 20, total: 0, current_page: 1, last_page: 1 } };

beforeEach(() => {
  seedSession(makeUser());
  server.use(
    localAccountsHandler(makeLocalAccounts(30)),
    businessInfoGroupsHandler(),
    customGroupsHandler(),
    http.get('/api/auto-reply-setting', () => json<ListAutoReplySettingsApiResponse>(empty)),
    http.get('/api/reviews/auto-replies', () => json<ListAutoRepliesApiResponse>(empty)),
  );
});

const go = async (label: string) => userEvent.click(within(await screen.findByTestId('side-menu')).getByRole('link', { name: label, hidden: true }));
const bar = () => screen.findByTestId('bottom-bar');

describe('selection across screens', () => {
  it('starts every screen with nothing checked, also when coming back to the screen', async () => {
    renderApp('/settings/business');
    expect(await within(await bar()).findByText('選択中 0 / 全30件')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'テスト店3 S-0003' }));
    expect(within(await bar()).getByText('選択中 1 / 全30件')).toBeInTheDocument();

    await go('自動返信設定');
    expect(await within(await bar()).findByText('選択中 0 / 全30件')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'テスト店3 S-0003' })).not.toBeChecked();

    await go('店舗情報グループ設定');
    expect(await screen.findByLabelText('割り当て先のグループ')).toBeInTheDocument();
    expect(await within(await bar()).findByText('選択中 0 / 全30件')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'テスト店3 S-0003' })).not.toBeChecked();
  });
});
