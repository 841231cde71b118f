import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  CompleteInstagramAuthorizationApiResponse,
  CreateInstagramAuthorizationLinkApiResponse,
  ErrorBody,
  InstagramSetting,
  InstagramSettingRequest,
  ListInstagramSettingsApiResponse,
} from '../../../api/generated/instagram.gen';
import { makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, renderWithProviders, seedSession } from '../../../testing/render';
import { InstagramCreateScreen } from './instagram-editor-screens';

const URL = '/api/instagram-settings';
const account = { id: 7, username: 'demofoods_official', token_expires_at: '2026/06/01 10:00' };

const setting = (id: number, over: Partial<InstagramSetting> = {}): InstagramSetting => ({
  id,
  instagram_account: account,
  local_accounts: [{ local_account_id: 'g_1', title: 'テスト店1', provider: 'google' }],
  required_hashtags: ['ランチ'],
  excluded_hashtags: ['休業'],
  remove_hashtags: true,
  enabled: true,
  last_checked_at: '2026/04/01 09:30',
  last_error: null,
  created_at: '2026/04/01 09:00',
  updated_at: '2026/04/01 09:00',
  ...over,
});

// An in-memory settings store behind the operations, recording what the screens sent.
const instagramServer = (initial: InstagramSetting[]) => {
  const rows = [...initial];
  const sent: { method: string; url: string; body?: unknown }[] = [];
  server.use(
    localAccountsHandler(makeLocalAccounts(3, 1)),
    http.get(URL, () => json<ListInstagramSettingsApiResponse>({ data: rows, pagination: { page: 1, page_size: 10, total: rows.length, current_page: 1, last_page: 1 } })),
    http.get(`${URL}/:id`, ({ params }) => {
      const row = rows.find((r) => r.id === Number(params.id));
      return row ? json({ message: '', data: row }) : json<ErrorBody>({ message: '見つかりません', code: 'not_found' }, 404);
    }),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as InstagramSettingRequest;
      sent.push({ method: 'POST', url: URL, body });
      const created = setting(100, { required_hashtags: body.required_hashtags, excluded_hashtags: body.excluded_hashtags, remove_hashtags: body.remove_hashtags });
      rows.unshift(created);
      return json({ message: 'Instagram連携設定を作成しました', data: created });
    }),
    http.put(`${URL}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as InstagramSettingRequest;
      sent.push({ method: 'PUT', url: `${URL}/${String(params.id)}`, body });
      return json({ message: 'Instagram連携設定を更新しました', data: setting(Number(params.id), { enabled: body.enabled }) });
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      sent.push({ method: 'DELETE', url: `${URL}/${String(params.id)}` });
      rows.splice(rows.findIndex((r) => r.id === Number(params.id)), 1);
      return json({ message: 'Instagram連携設定を削除しました' });
    }),
    http.post(`${URL}/oauth/authorization-link`, async ({ request }) => {
      sent.push({ method: 'POST', url: 'authorization-link', body: await request.json() });
      return json<CreateInstagramAuthorizationLinkApiResponse>({ data: { url: 'http://localhost/emulators/instagram/oauth/authorize?state=s', expires_at: '2026-04-01T00:10:00Z' } });
    }),
    http.post(`${URL}/oauth/callback`, async ({ request }) => {
      sent.push({ method: 'POST', url: 'callback', body: await request.json() });
      return json<CompleteInstagramAuthorizationApiResponse>({ message: 'Instagramアカウントを連携しました', data: account });
    }),
  );
  return sent;
};

const closeSuccess = async () => userEvent.click(within(await screen.findByTestId('success-dialog')).getByRole('button', { name: 'OK' }));
const chooseStore = async (name: string) => userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`^${name} `) }));

beforeEach(() => seedSession(makeUser()));

describe('Instagram link settings (Instagram連携管理)', () => {
  it('lists each setting with its account, stores, rules and state, and deletes one after confirming', async () => {
    const sent = instagramServer([
      setting(1),
      setting(2, { enabled: false, required_hashtags: [], excluded_hashtags: [], remove_hashtags: false, last_error: 'Instagramとの連携の有効期限が切れました。連携管理から再度連携してください。' }),
    ]);
    renderApp('/posts/instagram');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram連携管理' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: '登録済みの連携設定' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('@demofoods_official有効');
    expect(items[0]).toHaveTextContent('投稿先の店舗: テスト店1');
    expect(items[0]).toHaveTextContent('次のハッシュタグを含む投稿のみ：#ランチ / 次のハッシュタグを含む投稿は除外：#休業 / ハッシュタグを削除');
    expect(items[1]).toHaveTextContent('停止中');
    expect(items[1]).toHaveTextContent('すべての写真投稿');
    expect(within(items[1]).getByTestId('instagram-setting-error')).toHaveTextContent('Instagramとの連携の有効期限が切れました。');

    await userEvent.click(within(items[0]).getByRole('button', { name: '@demofoods_officialの連携設定を削除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Instagram連携設定を削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await closeSuccess();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '登録済みの連携設定' })).getAllByRole('listitem')).toHaveLength(1));
    expect(sent).toContainEqual({ method: 'DELETE', url: `${URL}/1` });
  });

  it('shows the empty message when nothing is registered', async () => {
    instagramServer([]);
    renderApp('/posts/instagram');
    expect(await screen.findByText('登録されていません。新規作成してください。')).toBeInTheDocument();
  });

  it('starts the consent at Instagram from the create screen', async () => {
    const sent = instagramServer([]);
    const leave = jest.fn();
    renderWithProviders(<InstagramCreateScreen navigate={leave} />, { route: '/posts/instagram/create-new' });
    expect(await screen.findByText(/Instagramアカウントが連携されていません/u)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登録する' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Instagramと連携する' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost/emulators/instagram/oauth/authorize?state=s'));
    expect(sent).toContainEqual({ method: 'POST', url: 'authorization-link', body: {} });
  });

  it('completes the link on return, refuses no stores, then creates the setting with the chosen stores and rules', async () => {
    const sent = instagramServer([]);
    renderApp('/posts/instagram/create-new?code=abc&state=xyz');
    expect(await screen.findByText('@demofoods_official と連携しています')).toBeInTheDocument();
    await closeSuccess();
    expect(sent).toContainEqual({ method: 'POST', url: 'callback', body: { code: 'abc', state: 'xyz' } });
    await waitFor(() => expect(currentLocation()).toBe('/posts/instagram/create-new'));

    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('投稿先の店舗を選択してください')).toBeInTheDocument();

    await chooseStore('テスト店2');
    await userEvent.type(screen.getByRole('textbox', { name: '含むハッシュタグ（いずれかを含む投稿のみ連携）' }), '#ランチ 限定');
    await userEvent.type(screen.getByRole('textbox', { name: '除外するハッシュタグ（含む投稿は連携しません）' }), '#休業');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ハッシュタグを削除する' }));
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    await closeSuccess();
    await waitFor(() => expect(currentLocation()).toBe('/posts/instagram'));
    expect(sent.find((s) => s.method === 'POST' && s.url === URL)?.body).toEqual({
      instagram_account_id: 7,
      local_account_ids: ['g_2'],
      required_hashtags: ['ランチ', '限定'],
      excluded_hashtags: ['休業'],
      remove_hashtags: true,
      enabled: true,
    });
  });

  it('refuses more than 30 hashtags before sending', async () => {
    const sent = instagramServer([]);
    renderApp('/posts/instagram/create-new?code=abc&state=xyz');
    await closeSuccess();
    await chooseStore('テスト店1');
    const many = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    await userEvent.type(screen.getByRole('textbox', { name: '含むハッシュタグ（いずれかを含む投稿のみ連携）' }), many);
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('ハッシュタグは最大30件までです')).toBeInTheDocument();
    expect(sent.filter((s) => s.url === URL)).toEqual([]);
  });

  it('edits a setting: its account, stores and rules are loaded and saved back', async () => {
    const sent = instagramServer([setting(5)]);
    renderApp('/posts/instagram/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram連携設定の編集' })).toBeInTheDocument();
    expect(await screen.findByText('@demofoods_official と連携しています')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '含むハッシュタグ（いずれかを含む投稿のみ連携）' })).toHaveValue('#ランチ');
    expect(screen.getByRole('checkbox', { name: 'ハッシュタグを削除する' })).toBeChecked();
    expect(screen.getByTestId('selected-stores')).toHaveTextContent('選択中の店舗：1件');
    await userEvent.click(screen.getByRole('checkbox', { name: '連携を有効にする' }));
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    await closeSuccess();
    await waitFor(() => expect(currentLocation()).toBe('/posts/instagram'));
    expect(sent.find((s) => s.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `${URL}/5`,
      body: { instagram_account_id: 7, local_account_ids: ['g_1'], required_hashtags: ['ランチ'], excluded_hashtags: ['休業'], remove_hashtags: true, enabled: false },
    });
  });
});
