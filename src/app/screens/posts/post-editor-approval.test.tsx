import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../testing/fixtures';
import { userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { field, makePost, postServer } from './post-editor.testing';

const signIn = (userType: 'normal' | 'store') => {
  const user = makeUser({ user_type: userType });
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

const form = () => screen.getByRole('form', { name: '投稿を編集' });

describe('post editor: edit and approval (/posts/settings/[id])', () => {
  it('loads the post into the editor: its stores, type, texts and schedule', async () => {
    signIn('normal');
    postServer(makePost());
    renderApp('/posts/settings/7');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿を編集' })).toBeInTheDocument();
    const google = await screen.findByTestId('google-fields');
    expect(screen.getByTestId('post-status')).toHaveTextContent('状態：投稿待ち');
    expect(await screen.findByRole('checkbox', { name: /^テスト店1 / })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^テスト店2 / })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^テスト店3 / })).not.toBeChecked();
    expect(within(google).getByRole('radio', { name: 'イベント' })).toBeChecked();
    expect(within(google).getByLabelText('タイトル')).toHaveValue('夏祭り');
    expect(within(google).getByLabelText('開始日')).toHaveValue('2099/08/01');
    expect(within(google).getByLabelText('ボタン')).toHaveValue('LEARN_MORE');
    expect(within(google).getByLabelText('ボタンのリンク先URL')).toHaveValue('https://example.com/summer');
    expect(within(form()).getByLabelText('本文')).toHaveValue('{店舗名}で{月}月{日}日から夏祭りを開催します');
    expect(within(form()).getByLabelText('投稿日')).toHaveValue('2099/07/20');
    expect(within(form()).getByLabelText('投稿時刻')).toHaveValue('09:00');
    expect(screen.getByTestId('summary-preview')).toHaveTextContent('テスト店1で7月20日から夏祭りを開催します');
    expect(screen.queryByRole('button', { name: '承認する' })).not.toBeInTheDocument();
  });

  it('saves an edit as POST with _method=PUT', async () => {
    signIn('normal');
    const record = postServer(makePost());
    renderApp('/posts/settings/7');
    const google = await screen.findByTestId('google-fields');
    await userEvent.clear(within(google).getByLabelText('タイトル'));
    await userEvent.type(within(google).getByLabelText('タイトル'), '秋祭り');
    await userEvent.click(within(form()).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(record.saves).toHaveLength(1));
    expect(record.saves[0]).toMatchObject({ method: 'update', id: '7' });
    expect(field(record.saves[0].fields, '_method')).toBe('PUT');
    expect(field(record.saves[0].fields, 'event_title')).toBe('秋祭り');
    expect(field(record.saves[0].fields, 'remove_image')).toBe('false');
    await waitFor(() => expect(currentLocation()).toBe('/posts/settings'));
  });

  it('keeps the changed stores and texts when the server refuses an edit', async () => {
    signIn('normal');
    const record = postServer(makePost(), () => ({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { event_title: ['使用できない表現が含まれています'] } }));
    renderApp('/posts/settings/7');
    const google = await screen.findByTestId('google-fields');
    await userEvent.click(await screen.findByRole('checkbox', { name: /^テスト店2 / }));
    await userEvent.clear(within(google).getByLabelText('タイトル'));
    await userEvent.type(within(google).getByLabelText('タイトル'), '冬祭り');
    await userEvent.click(within(form()).getByRole('button', { name: '保存する' }));
    expect(await within(google).findByText('使用できない表現が含まれています')).toBeInTheDocument();
    expect(record.saves[0].fields.filter(([k]) => k === 'local_account_ids[]').map(([, v]) => v)).toEqual(['g_1']);
    // Whatever the cache does after the refusal, the user's choice of stores and their text stay.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('checkbox', { name: /^テスト店2 / })).not.toBeChecked();
    expect(within(google).getByLabelText('タイトル')).toHaveValue('冬祭り');
    expect(screen.getByText('選択中：Google 1店舗・Yahoo!プレイス 0店舗')).toBeInTheDocument();
  });

  it('lets a Normal user approve a post waiting for approval', async () => {
    signIn('normal');
    const record = postServer(makePost({ status: 8, permissions: { edit: true, approve: true, suspend: false, delete: true } }));
    renderApp('/posts/settings/7');
    const panel = await screen.findByRole('region', { name: '承認' });
    expect(within(panel).getByText('店舗 花子さんの投稿が承認待ちです。')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: '承認する' }));
    await waitFor(() => expect(record.decisions).toEqual([{ id: '7', body: { action: 'approve' } }]));
    await waitFor(() => expect(currentLocation()).toBe('/posts/settings'));
  });

  it('needs a comment to send a post back, and sends it with the comment', async () => {
    signIn('normal');
    const record = postServer(makePost({ status: 8, permissions: { edit: true, approve: true, suspend: false, delete: true } }));
    renderApp('/posts/settings/7');
    const panel = await screen.findByRole('region', { name: '承認' });
    await userEvent.click(within(panel).getByRole('button', { name: '差し戻す' }));
    expect(await within(panel).findByText('差し戻しの理由を入力してください')).toBeInTheDocument();
    expect(record.decisions).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText('差し戻しの理由'), '日付を確認してください');
    await userEvent.click(within(panel).getByRole('button', { name: '差し戻す' }));
    await waitFor(() => expect(record.decisions).toEqual([{ id: '7', body: { action: 'send_back', comment: '日付を確認してください' } }]));
  });

  it('shows no approval buttons to a store user, whose save is a request for approval', async () => {
    signIn('store');
    postServer(makePost({ status: 8, permissions: { edit: true, approve: false, suspend: false, delete: true } }));
    renderApp('/posts/settings/7');
    await screen.findByTestId('google-fields');
    expect(screen.queryByRole('region', { name: '承認' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '承認する' })).not.toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: '承認申請する' })).toBeInTheDocument();
  });

  it('shows the author the send-back comment on a sent-back post and resubmits by saving', async () => {
    signIn('store');
    const record = postServer(makePost({ status: 9, send_back_comment: '日付を確認してください', permissions: { edit: true, approve: false, suspend: false, delete: true } }));
    renderApp('/posts/settings/7');
    expect(await screen.findByTestId('send-back-comment')).toHaveTextContent('日付を確認してください');
    expect(screen.getByTestId('post-status')).toHaveTextContent('状態：差し戻し');
    await screen.findByTestId('google-fields');
    await userEvent.click(within(form()).getByRole('button', { name: '承認申請する' }));
    await waitFor(() => expect(record.saves).toHaveLength(1));
    expect(field(record.saves[0].fields, '_method')).toBe('PUT');
  });

  it('says a post the user may not edit cannot be edited, without a save button', async () => {
    signIn('store');
    postServer(makePost({ status: 2, permissions: { edit: false, approve: false, suspend: false, delete: false } }));
    renderApp('/posts/settings/7');
    expect(await screen.findByText('この投稿は編集できません。')).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: /保存する|承認申請する/ })).not.toBeInTheDocument();
  });
});
