import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  AuthenticationLinkRequest,
  CheckOauthTokenApiResponse,
  CreateAuthenticationLinkApiResponse,
  LocalAccountKeysRequest,
  UnlinkLocalAccountsApiResponse,
} from '../../../api/generated/local-accounts.gen';
import { makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, renderWithProviders, seedSession } from '../../../testing/render';
import { SettingsManagementScreen } from './settings-management-screen';

const tokenHandler = (yahoo: 'none' | 'active' | 'expired' = 'active') =>
  http.get('/api/local-accounts/oauth/check-token', () =>
    json<CheckOauthTokenApiResponse>({
      data: {
        google: { status: 'active', account_label: 'owner@example.jp', linked_count: 2, linked_at: '2025-04-01T01:00:00Z' },
        yahoo: { status: yahoo, account_label: yahoo === 'none' ? null : 'yahoo-owner', linked_count: 1, linked_at: null },
        linked_count: 3,
        contracted_linkage_count: 5,
      },
    }),
  );

const manager = makeUser({ can_manage_links: true });

describe('settings management screen (連携管理)', () => {
  beforeEach(() => seedSession(manager));

  it('starts Google linking by sending the browser to the answered URL', async () => {
    const navigate = jest.fn();
    let sent: AuthenticationLinkRequest | null = null;
    server.use(
      tokenHandler(),
      localAccountsHandler(makeLocalAccounts(2, 1)),
      http.post('/api/local-accounts/oauth/authentication-link', async ({ request }) => {
        sent = (await request.json()) as AuthenticationLinkRequest;
        return json<CreateAuthenticationLinkApiResponse>({
          data: { url: 'https://accounts.example/consent?state=s1', expires_at: '2025-04-01T00:10:00Z' },
        });
      }),
    );
    renderWithProviders(<SettingsManagementScreen navigate={navigate} />, { route: '/settings/management' });
    expect(await screen.findByTestId('linked-count')).toHaveTextContent('連携数 3 / 契約数 5');
    expect(screen.getByTestId('link-status-google')).toHaveTextContent('連携中');
    await userEvent.click(screen.getByRole('button', { name: 'Googleアカウントを連携' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://accounts.example/consent?state=s1'));
    expect(sent).toEqual({ provider: 'google', renew: false });
    expect(screen.getByRole('button', { name: 'Yahoo!アカウントを連携' })).toBeInTheDocument();
  });

  it('shows the renew message before leaving', async () => {
    const navigate = jest.fn();
    server.use(
      tokenHandler('expired'),
      http.post('/api/local-accounts/oauth/authentication-link', () =>
        json<CreateAuthenticationLinkApiResponse>({
          message: 'Yahoo!の再認証画面へ移動します',
          data: { url: 'https://yahoo.example/consent', expires_at: '2025-04-01T00:10:00Z' },
        }),
      ),
    );
    renderWithProviders(<SettingsManagementScreen navigate={navigate} />, { route: '/settings/management' });
    expect(await screen.findByTestId('link-status-yahoo')).toHaveTextContent('再認証が必要です');
    await userEvent.click(screen.getByRole('button', { name: 'Yahoo! 再認証' }));
    expect(await screen.findByTestId('renew-message')).toHaveTextContent('Yahoo!の再認証画面へ移動します');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('renew-continue'));
    expect(navigate).toHaveBeenCalledWith('https://yahoo.example/consent');
  });

  it('unlinks a store only after confirmation', async () => {
    let unlinked: LocalAccountKeysRequest | null = null;
    server.use(
      tokenHandler(),
      localAccountsHandler(makeLocalAccounts(2, 1)),
      http.put('/api/local-accounts/oauth/unlink', async ({ request }) => {
        unlinked = (await request.json()) as LocalAccountKeysRequest;
        return json<UnlinkLocalAccountsApiResponse>({ message: '連携を解除しました' });
      }),
    );
    renderWithProviders(<SettingsManagementScreen navigate={jest.fn()} />, { route: '/settings/management' });
    const table = await screen.findByTestId('linked-stores');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(within(table).getByRole('button', { name: 'ヤフー店1 連携解除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getAllByText('「ヤフー店1」の連携を解除しますか？').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(unlinked).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'ヤフー店1 連携解除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '連携解除' }));
    await waitFor(() => expect(unlinked).toEqual({ local_account_ids: ['y_1'] }));
  });

  it('is reachable through the shell only for link managers', async () => {
    server.use(tokenHandler(), userInfoHandler({}, manager));
    renderApp('/settings/management');
    expect(await screen.findByRole('heading', { level: 1, name: '連携管理' })).toBeInTheDocument();
  });
});

describe('settings management screen for other users', () => {
  it('shows the not-found page', async () => {
    seedSession(makeUser({ can_manage_links: false }));
    renderApp('/settings/management');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
