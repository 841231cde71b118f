import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  CompleteGoogleOauthApiResponse,
  ErrorBody,
  LinkLocationsRequest,
  LinkOauthLocationsApiResponse,
  OauthCallbackRequest,
} from '../../../api/generated/local-accounts.gen';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp } from '../../../testing/render';

const locations = (provider: 'google' | 'yahoo'): CompleteGoogleOauthApiResponse => ({
  data: {
    provider,
    account_label: 'owner@example.jp',
    linked_count: 4,
    contracted_linkage_count: 5,
    locations: [
      {
        location_id: 'locations/1',
        provider,
        title: '渋谷店',
        store_code: 'S-1',
        address: '東京都渋谷区',
        phone: null,
        is_linked: false,
        local_account_id: null,
      },
      {
        location_id: 'locations/2',
        provider,
        title: '新宿店',
        store_code: 'S-2',
        address: '東京都新宿区',
        phone: null,
        is_linked: false,
        local_account_id: null,
      },
      {
        location_id: 'locations/3',
        provider,
        title: '池袋店',
        store_code: 'S-3',
        address: '東京都豊島区',
        phone: null,
        is_linked: true,
        local_account_id: 'g_3',
      },
    ],
  },
});

describe('open-authorization pages', () => {
  it('exchanges the code once, lists the locations and refuses a link over the contract', async () => {
    const exchanged: OauthCallbackRequest[] = [];
    server.use(
      http.post('/api/google-oauth', async ({ request }) => {
        exchanged.push((await request.json()) as OauthCallbackRequest);
        return json(locations('google'));
      }),
      http.put('/api/oauth-links', () => json<ErrorBody>({ message: '契約数を超えるため連携できません', code: 'linkage_limit_exceeded' }, 422)),
    );
    renderApp('/open-authorization?code=abc&state=st1');
    expect(await screen.findByRole('checkbox', { name: /渋谷店/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /池袋店/ })).toBeDisabled();
    expect(screen.getByTestId('oauth-linked-count')).toHaveTextContent('連携数 4 / 契約数 5');
    expect(exchanged).toEqual([{ code: 'abc', state: 'st1' }]);
    await userEvent.click(screen.getByRole('checkbox', { name: /渋谷店/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /新宿店/ }));
    await userEvent.click(screen.getByRole('button', { name: '選択した店舗を連携' }));
    expect(await screen.findByTestId('oauth-link-error')).toHaveTextContent('契約数を超えるため連携できません');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('links the chosen Yahoo places and shows the completion page', async () => {
    let linked: LinkLocationsRequest | null = null;
    server.use(
      http.post('/api/yahoo-oauth', () => json(locations('yahoo'))),
      http.put('/api/oauth-links', async ({ request }) => {
        linked = (await request.json()) as LinkLocationsRequest;
        return json<LinkOauthLocationsApiResponse>({
          message: '連携しました',
          data: { local_account_ids: ['y_1'], linked_count: 5, contracted_linkage_count: 5 },
        });
      }),
    );
    renderApp('/yahoo-open-authorization?code=abc&state=st2');
    await userEvent.click(await screen.findByRole('checkbox', { name: /渋谷店/ }));
    await userEvent.click(screen.getByRole('button', { name: '選択した店舗を連携' }));
    await waitFor(() => expect(currentLocation()).toBe('/business-linkage-completion'));
    expect(linked).toEqual({ provider: 'yahoo', location_ids: ['locations/1'] });
    expect(await screen.findByTestId('linkage-complete')).toHaveTextContent('連携が完了しました');
    expect(screen.getByRole('link', { name: '連携管理へ戻る' })).toHaveAttribute('href', '/settings/management');
  });

  it('explains a missing code and a refused state', async () => {
    renderApp('/open-authorization');
    expect(await screen.findByTestId('oauth-error')).toHaveTextContent('認証情報が見つかりません。');
  });

  it('shows the server message when the state is refused', async () => {
    server.use(http.post('/api/google-oauth', () => json<ErrorBody>({ message: '認証の有効期限が切れています', code: 'invalid_state' }, 400)));
    renderApp('/open-authorization?code=abc&state=old');
    expect(await screen.findByTestId('oauth-error')).toHaveTextContent('認証の有効期限が切れています');
  });
});

describe('business linkage completion page', () => {
  it('says the linking is complete without signing in', async () => {
    renderApp('/business-linkage-completion');
    expect(await screen.findByText('連携が完了しました')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '連携完了' })).toBeInTheDocument();
  });
});
