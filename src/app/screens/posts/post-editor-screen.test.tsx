import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../testing/fixtures';
import { userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { field, postServer } from './post-editor.testing';

const signIn = (userType: 'normal' | 'store') => {
  const user = makeUser({ user_type: userType });
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

const form = () => screen.getByRole('form', { name: '投稿を作成' });
const chooseStore = async (name: string) => userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`^${name} `) }));
const showYahooStores = async () => userEvent.click(await screen.findByRole('radio', { name: 'Yahoo!' }));
const submit = (name = '保存する') => userEvent.click(within(form()).getByRole('button', { name }));

describe('post editor: create (/posts/settings/create)', () => {
  it('shows the Google fields for a Google store, per post type, and the call-to-action URL only where it applies', async () => {
    signIn('normal');
    postServer(null);
    renderApp('/posts/settings/create');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿を作成' })).toBeInTheDocument();
    expect(screen.queryByTestId('google-fields')).not.toBeInTheDocument();
    expect(screen.queryByTestId('yahoo-fields')).not.toBeInTheDocument();

    await chooseStore('テスト店1');
    const google = await screen.findByTestId('google-fields');
    expect(screen.queryByTestId('yahoo-fields')).not.toBeInTheDocument();
    expect(within(google).queryByLabelText('タイトル')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('画像（Googleのみ・1枚）')).toBeInTheDocument();

    await userEvent.selectOptions(within(google).getByLabelText('ボタン'), '予約');
    expect(within(google).getByLabelText('ボタンのリンク先URL')).toBeInTheDocument();
    await userEvent.selectOptions(within(google).getByLabelText('ボタン'), '今すぐ電話');
    expect(within(google).queryByLabelText('ボタンのリンク先URL')).not.toBeInTheDocument();

    await userEvent.click(within(google).getByRole('radio', { name: 'イベント' }));
    expect(within(google).getByLabelText('タイトル')).toBeInTheDocument();
    expect(within(google).getByLabelText('開始日')).toBeInTheDocument();
    expect(within(google).getByLabelText('終了時刻')).toBeInTheDocument();
    expect(within(google).queryByLabelText('クーポンコード')).not.toBeInTheDocument();

    await userEvent.click(within(google).getByRole('radio', { name: '特典' }));
    expect(within(google).getByLabelText('クーポンコード')).toBeInTheDocument();
    expect(within(google).getByLabelText('特典利用のリンク')).toBeInTheDocument();
    expect(within(google).getByLabelText('利用規約')).toBeInTheDocument();
    expect(within(google).queryByLabelText('ボタン')).not.toBeInTheDocument();
    expect(within(google).getByText('特典の投稿にはボタンを設定できません。')).toBeInTheDocument();
  });

  it('shows only the Yahoo fields for a Yahoo store, and both when both are chosen', async () => {
    signIn('normal');
    postServer(null);
    renderApp('/posts/settings/create');
    await showYahooStores();
    await chooseStore('ヤフー店1');
    const yahoo = await screen.findByTestId('yahoo-fields');
    expect(screen.queryByTestId('google-fields')).not.toBeInTheDocument();
    expect(within(yahoo).getByRole('combobox', { name: 'お知らせの種類' })).toHaveTextContent('休業日');
    expect(within(yahoo).getByLabelText('掲載開始日')).toBeInTheDocument();
    expect(within(form()).queryByLabelText('画像（Googleのみ・1枚）')).not.toBeInTheDocument();
    // A Yahoo notice takes 1,000 characters: the counter says the tighter limit.
    expect(within(form()).getByText('0 / 1,000')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Google' }));
    await chooseStore('テスト店2');
    expect(await screen.findByTestId('google-fields')).toBeInTheDocument();
    expect(screen.getByTestId('yahoo-fields')).toBeInTheDocument();
    expect(screen.getByText('選択中：Google 1店舗・Yahoo!プレイス 1店舗')).toBeInTheDocument();
  });

  it('inserts placeholders where the cursor is and previews the text per chosen store at the scheduled time', async () => {
    signIn('normal');
    postServer(null);
    renderApp('/posts/settings/create');
    await chooseStore('テスト店1');
    await chooseStore('テスト店2');
    const summary = within(form()).getByLabelText('本文');
    await userEvent.type(summary, 'いらっしゃいませ！');
    await userEvent.click(within(form()).getByRole('button', { name: '{店舗名}を挿入' }));
    await userEvent.type(summary, 'の');
    await userEvent.click(within(form()).getByRole('button', { name: '{月}を挿入' }));
    await userEvent.type(summary, '月{{日}のおすすめ({{曜日})');
    expect(summary).toHaveValue('いらっしゃいませ！{店舗名}の{月}月{日}のおすすめ({曜日})');
    expect(within(form()).getByText('33 / 1,500')).toBeInTheDocument();

    const date = within(form()).getByLabelText('投稿日');
    await userEvent.clear(date);
    await userEvent.type(date, '2099/03/09');
    await userEvent.type(within(form()).getByLabelText('投稿時刻'), '08:05');
    const preview = screen.getByTestId('summary-preview');
    expect(preview).toHaveTextContent('いらっしゃいませ！テスト店1の3月9のおすすめ(月)');
    await userEvent.selectOptions(screen.getByLabelText('プレビューする店舗'), 'テスト店2');
    expect(preview).toHaveTextContent('いらっしゃいませ！テスト店2の3月9のおすすめ(月)');
    expect(screen.getByText('2099/03/09 08:05 に投稿した場合')).toBeInTheDocument();
  });

  it('adds a post template’s text for a Normal user', async () => {
    signIn('normal');
    postServer(null);
    renderApp('/posts/settings/create');
    await screen.findByRole('form', { name: '投稿を作成' });
    const summary = within(form()).getByLabelText('本文');
    await userEvent.type(summary, 'こんにちは');
    await userEvent.selectOptions(await within(form()).findByRole('combobox', { name: 'テンプレートから挿入' }), '季節のおすすめ');
    expect(summary).toHaveValue('こんにちは\n{店舗名}の季節のおすすめです');
  });

  it('offers no templates to a store user', async () => {
    signIn('store');
    postServer(null);
    renderApp('/posts/settings/create');
    await screen.findByRole('form', { name: '投稿を作成' });
    await screen.findByRole('checkbox', { name: /^テスト店1 / });
    expect(within(form()).queryByRole('combobox', { name: 'テンプレートから挿入' })).not.toBeInTheDocument();
  });

  it('refuses before sending: summary over 1,500, event title over 58, a phone number, CTA URL rules and the repeat end date', async () => {
    signIn('normal');
    const record = postServer(null);
    renderApp('/posts/settings/create');
    await screen.findByRole('form', { name: '投稿を作成' });
    await submit();
    expect(await within(form()).findByText('投稿する店舗を選択してください')).toBeInTheDocument();

    await chooseStore('テスト店1');
    const google = await screen.findByTestId('google-fields');
    await userEvent.click(within(google).getByRole('radio', { name: 'イベント' }));
    await userEvent.type(within(google).getByLabelText('タイトル'), 'あ'.repeat(59));
    const summary = within(form()).getByLabelText('本文');
    await userEvent.click(summary);
    await userEvent.paste('い'.repeat(1501));
    expect(within(form()).getByText('1,501 / 1,500')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('radio', { name: '毎週' }));
    await submit();
    expect(await within(form()).findByText('1500文字以内で入力してください')).toBeInTheDocument();
    expect(within(google).getByText('58文字以内で入力してください')).toBeInTheDocument();
    expect(within(form()).getByText('繰り返しの終了日を入力してください')).toBeInTheDocument();

    await userEvent.clear(summary);
    await userEvent.type(summary, 'ご予約は03-1234-5678まで');
    await waitFor(() =>
      expect(summary).toHaveAccessibleDescription(expect.stringContaining('Googleの投稿本文に電話番号を含めることはできません')),
    );

    await userEvent.click(within(google).getByRole('radio', { name: '最新情報' }));
    await userEvent.selectOptions(within(google).getByLabelText('ボタン'), '詳細');
    await submit();
    expect(await within(google).findByText('ボタンのリンク先URLを入力してください')).toBeInTheDocument();
    await userEvent.type(within(google).getByLabelText('ボタンのリンク先URL'), 'example.com');
    await submit();
    expect(await within(google).findByText('形式が正しくありません')).toBeInTheDocument();
    expect(record.saves).toHaveLength(0);
  });

  it('sends a store user’s post for approval as multipart, with only the chosen type’s fields, and goes to the list', async () => {
    signIn('store');
    const record = postServer(null);
    renderApp('/posts/settings/create');
    await chooseStore('テスト店1');
    await chooseStore('テスト店3');
    const google = await screen.findByTestId('google-fields');
    await userEvent.selectOptions(within(google).getByLabelText('ボタン'), '予約');
    await userEvent.type(within(google).getByLabelText('ボタンのリンク先URL'), 'https://example.com/book');
    await userEvent.type(within(form()).getByLabelText('本文'), '{{店舗名}の新メニュー');
    const date = within(form()).getByLabelText('投稿日');
    await userEvent.clear(date);
    await userEvent.type(date, '2099/01/31');
    await userEvent.type(within(form()).getByLabelText('投稿時刻'), '10:00');
    await userEvent.click(within(form()).getByRole('radio', { name: '毎月' }));
    await userEvent.type(within(form()).getByLabelText('繰り返しの終了日'), '2099/04/30');
    expect(screen.getByTestId('next-occurrences')).toHaveTextContent('2099/01/31（土）10:00、2099/02/28（土）10:00、2099/03/31（火）10:00、ほか1回');
    expect(within(form()).getByText('店舗ユーザーの投稿は、通常ユーザーの承認後に投稿されます。')).toBeInTheDocument();
    await submit('承認申請する');

    await waitFor(() => expect(record.saves).toHaveLength(1));
    const { method, fields } = record.saves[0];
    expect(method).toBe('create');
    expect(fields.filter(([k]) => k === 'local_account_ids[]').map(([, v]) => v)).toEqual(['g_1', 'g_3']);
    expect(field(fields, 'post_type')).toBe('action');
    expect(field(fields, 'summary')).toBe('{店舗名}の新メニュー');
    expect(field(fields, 'call_to_action_type')).toBe('BOOK');
    expect(field(fields, 'call_to_action_url')).toBe('https://example.com/book');
    expect(field(fields, 'event_title')).toBe('');
    expect(field(fields, 'yahoo_kind')).toBe('');
    expect(field(fields, 'schedule_date')).toBe('2099/01/31');
    expect(field(fields, 'schedule_time')).toBe('10:00');
    expect(field(fields, 'repeat')).toBe('2');
    expect(field(fields, 'repeat_end_date')).toBe('2099/04/30');
    expect(field(fields, '_method')).toBeUndefined();
    await waitFor(() => expect(currentLocation()).toBe('/posts/settings'));
  });

  it('puts a server field error on its field and keeps everything typed', async () => {
    signIn('normal');
    const record = postServer(null, () => ({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { yahoo_title: ['このタイトルは使用できません'] } }));
    renderApp('/posts/settings/create');
    await showYahooStores();
    await chooseStore('ヤフー店2');
    const yahoo = await screen.findByTestId('yahoo-fields');
    await userEvent.selectOptions(within(yahoo).getByLabelText('お知らせの種類'), 'お知らせ');
    await userEvent.type(within(yahoo).getByLabelText('タイトル'), '臨時休業');
    await userEvent.type(within(form()).getByLabelText('本文'), '本日は臨時休業します');
    const date = within(form()).getByLabelText('投稿日');
    await userEvent.clear(date);
    await userEvent.type(date, '2099/05/01');
    await userEvent.type(within(form()).getByLabelText('投稿時刻'), '07:30');
    await submit();

    expect(await within(yahoo).findByText('このタイトルは使用できません')).toBeInTheDocument();
    expect(within(yahoo).getByLabelText('タイトル')).toHaveAttribute('aria-invalid', 'true');
    expect(within(yahoo).getByLabelText('タイトル')).toHaveValue('臨時休業');
    expect(within(form()).getByLabelText('本文')).toHaveValue('本日は臨時休業します');
    expect(field(record.saves[0].fields, 'yahoo_kind')).toBe('NOTICE');
    expect(field(record.saves[0].fields, 'post_type')).toBeUndefined();
    expect(currentLocation()).toBe('/posts/settings/create');
  });
});
