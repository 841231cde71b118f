import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultWidgetSettings } from '../../../shared/widget/widget-defaults';
import { makeUser } from '../../../testing/fixtures';
import { makeItem, makeWidget, mapToolHandlers } from '../../../testing/map-tool-handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { validationFailed } from '../../../testing/users-handlers';

const form = () => screen.getByRole('form', { name: /ウィジェットの(新規作成|編集)$/u });
const number = (name: string) => within(form()).getByRole('spinbutton', { name });
const retype = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};
const preview = () => {
  const root = screen.getByTestId('widget-preview').shadowRoot;
  if (!root) throw new Error('the preview has no shadow root');
  return root;
};

const reviews = [
  makeItem(1, { rating: 5, text: '最高のお店でした', author: '佐藤' }),
  makeItem(2, { rating: 3, text: '普通でした', author: '鈴木' }),
  makeItem(3, { kind: 2, rating: 4, text: 'クーポンから来ました', author: '田中' }),
];

beforeEach(() => seedSession(makeUser()));

describe('review widget editor', () => {
  it('offers the fields of the chosen layout: カード a slider, 付箋 paged notes', async () => {
    server.use(...mapToolHandlers().handlers);
    renderApp('/map/review/new');
    expect(await screen.findByRole('heading', { level: 1, name: '口コミウィジェットの新規作成' })).toBeInTheDocument();
    expect(within(form()).getByRole('radio', { name: 'カード' })).toBeChecked();
    expect(within(form()).getByRole('group', { name: '横に並べる枚数' })).toBeInTheDocument();
    expect(number('自動スライドの間隔（秒）')).toHaveValue(5);
    expect(within(form()).queryByRole('spinbutton', { name: '1ページに表示する件数' })).not.toBeInTheDocument();

    await userEvent.click(within(form()).getByRole('radio', { name: '付箋' }));
    expect(number('1ページに表示する件数')).toHaveValue(6);
    expect(within(form()).queryByRole('group', { name: '横に並べる枚数' })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('spinbutton', { name: '自動スライドの間隔（秒）' })).not.toBeInTheDocument();
  });

  it('enforces the section 9 limits with Japanese messages and sends nothing', async () => {
    const { handlers, calls } = mapToolHandlers();
    server.use(...handlers);
    renderApp('/map/review/new');
    await userEvent.click(await within(await screen.findByTestId('widget-stores')).findByRole('checkbox', { name: /^テスト店1 / }));
    await userEvent.type(within(form()).getByRole('textbox', { name: 'ウィジェット名' }), '本店');
    await userEvent.click(within(form()).getByRole('radio', { name: '付箋' }));
    await retype(number('表示する最低評価（星の数）'), '6');
    await retype(number('1ページに表示する件数'), '11');
    await retype(number('表示する件数（最大）'), '0');
    await retype(within(form()).getByRole('textbox', { name: '星の色' }), 'red');
    await userEvent.click(within(form()).getByRole('button', { name: '作成する' }));

    expect(await within(form()).findByText('1〜5の範囲で入力してください')).toBeInTheDocument();
    expect(within(form()).getByText('0〜10の範囲で入力してください')).toBeInTheDocument();
    expect(within(form()).getByText('1〜100の範囲で入力してください')).toBeInTheDocument();
    expect(within(form()).getByText('#から始まる6桁の16進数で入力してください')).toBeInTheDocument();
    expect(number('表示する最低評価（星の数）')).toHaveAttribute('aria-invalid', 'true');

    await retype(number('表示する最低評価（星の数）'), '0');
    expect(await within(form()).findByText('1〜5の範囲で入力してください')).toBeInTheDocument();
    expect(calls.creates).toEqual([]);
  });

  it('asks for a name and a store', async () => {
    server.use(...mapToolHandlers().handlers);
    renderApp('/map/review/new');
    await userEvent.click(await within(await screen.findByRole('form', { name: '口コミウィジェットの新規作成' })).findByRole('button', { name: '作成する' }));
    expect(await within(form()).findByText('入力してください')).toBeInTheDocument();
    expect(within(form()).getByText('店舗を選択してください')).toBeInTheDocument();
  });

  it('redraws the preview when a setting changes', async () => {
    const widget = makeWidget(7, 'review', { settings: { ...defaultWidgetSettings('review'), name: '本店', accounts: ['g_1'], rating_min: 1, title: '' } });
    const { handlers, calls } = mapToolHandlers({ widgets: [widget], items: reviews });
    server.use(...handlers);
    renderApp('/map/review/7');
    await waitFor(() => expect(preview().textContent).toContain('普通でした'));
    expect(preview().textContent).toContain('最高のお店でした');
    // The preview reads the stores' items in one large page.
    expect(calls.itemLists.some((p) => p.get('local_account_ids') === 'g_1' && p.get('page_size') === '200' && p.get('kind') === 'review')).toBe(true);

    await retype(number('表示する最低評価（星の数）'), '5');
    await waitFor(() => expect(preview().textContent).not.toContain('普通でした'));
    expect(preview().textContent).toContain('最高のお店でした');

    expect(preview().querySelector('h2')?.textContent).toBe('テスト店1');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'タイトル' }), 'お客様の声');
    await waitFor(() => expect(preview().querySelector('h2')?.textContent).toBe('お客様の声'));
  });

  it('creates a widget with the contract body, then shows its embed code on its edit page', async () => {
    const { handlers, calls } = mapToolHandlers();
    server.use(...handlers);
    renderApp('/map/review/new');
    await userEvent.type(await within(await screen.findByRole('form', { name: '口コミウィジェットの新規作成' })).findByRole('textbox', { name: 'ウィジェット名' }), '本店の口コミ');
    await userEvent.click(await within(screen.getByTestId('widget-stores')).findByRole('checkbox', { name: /^テスト店2 / }));
    await userEvent.click(within(form()).getByRole('radio', { name: '新しい順' }));
    await userEvent.click(within(form()).getByRole('radio', { name: 'ランダム' }));
    await userEvent.click(within(form()).getByRole('button', { name: '作成する' }));

    // The page answers the save (「保存しました。…」 and the code): no dialog over it.
    await waitFor(() => expect(calls.creates).toHaveLength(1));
    expect(calls.creates).toEqual([{ kind: 'review', body: { ...defaultWidgetSettings('review'), name: '本店の口コミ', accounts: ['g_2'], order: 3 } }]);
    await waitFor(() => expect(currentLocation()).toBe('/map/review/500'));
    expect(await screen.findByRole('heading', { level: 1, name: '口コミウィジェットの編集' })).toBeInTheDocument();
    const snippet = await screen.findByTestId('widget-snippet');
    expect(snippet).toHaveTextContent('保存しました。次の埋め込みコードをページに貼り付けてください。');
    expect(snippet).toHaveTextContent('<div data-meo-widget="pub500"></div>');
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('saves an edited widget in place and shows its embed code under the form', async () => {
    const { handlers, calls } = mapToolHandlers({ widgets: [makeWidget(7, 'review', { name: '本店' })] });
    server.use(...handlers);
    renderApp('/map/review/7');
    await userEvent.click(await within(await screen.findByRole('form', { name: '口コミウィジェットの編集' })).findByRole('radio', { name: '古い順' }));
    await userEvent.click(within(form()).getByRole('button', { name: '保存する' }));
    expect(await within(form()).findByTestId('saved-snippet')).toHaveTextContent('保存しました。次の埋め込みコードをページに貼り付けてください。');
    expect(calls.updates).toEqual([{ kind: 'review', id: 7, body: { ...defaultWidgetSettings('review'), name: '本店', accounts: ['g_1'], order: 1 } }]);
    expect(within(form()).queryByText('保存していない変更があります。')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/map/review/7');
  });

  it('puts a 422 field error on its field and keeps the typed values', async () => {
    const widget = makeWidget(7, 'review', { name: '本店' });
    const { handlers, calls } = mapToolHandlers({ widgets: [widget], save: () => validationFailed({ name: ['同じ名前のウィジェットがあります'] }) });
    server.use(...handlers);
    renderApp('/map/review/7');
    const name = await within(await screen.findByRole('form', { name: '口コミウィジェットの編集' })).findByRole('textbox', { name: 'ウィジェット名' });
    await retype(name, '支店');
    await userEvent.click(within(form()).getByRole('button', { name: '保存する' }));
    expect(await within(form()).findByText('同じ名前のウィジェットがあります')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('支店');
    expect(calls.updates).toHaveLength(1);
    expect(calls.updates[0]).toMatchObject({ kind: 'review', id: 7, body: { name: '支店', accounts: ['g_1'] } });
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    server.use(...mapToolHandlers({ widgets: [makeWidget(7)] }).handlers);
    renderApp('/map/review/7');
    await userEvent.type(await within(await screen.findByRole('form', { name: '口コミウィジェットの編集' })).findByRole('textbox', { name: 'タイトル' }), '変更');
    expect(within(form()).getByText('保存していない変更があります。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '口コミウィジェット一覧へ戻る' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(currentLocation()).toBe('/map/review/7');
    expect(within(form()).getByRole('textbox', { name: 'タイトル' })).toHaveValue('変更');
  });
});

describe('review visibility on the edit page', () => {
  it('lists the stores’ reviews with their kind, and a switch hides one from every widget', async () => {
    const { handlers, calls } = mapToolHandlers({ widgets: [makeWidget(7)], items: reviews });
    server.use(...handlers);
    renderApp('/map/review/7');
    const list = await screen.findByRole('list', { name: '店舗の口コミ一覧' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Google口コミ');
    expect(rows[2]).toHaveTextContent('クーポン発行口コミ');
    expect(rows[2]).toHaveTextContent('クーポンから来ました');

    const toggle = within(rows[1]).getByRole('switch', { name: 'テスト店1・鈴木の口コミ（2026/03/12）をウィジェットに表示' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('表示');
    await userEvent.click(toggle);
    await waitFor(() => expect(within(rows[1]).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
    expect(within(rows[1]).getByRole('switch')).toHaveTextContent('非表示');
    expect(calls.visibility).toEqual([{ kind: 'review', id: 2, body: { visible: false } }]);
    // A switch says its state itself: no success dialog after a flip.
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('pages through the items ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => makeItem(i + 1, { author: `投稿者${i + 1}` }));
    const { handlers, calls } = mapToolHandlers({ widgets: [makeWidget(7, 'review', { settings: { ...defaultWidgetSettings('review'), name: 'ウィジェット7', accounts: ['g_1', 'g_2'] } })], items: many });
    server.use(...handlers);
    renderApp('/map/review/7');
    expect(within(await screen.findByRole('list', { name: '店舗の口コミ一覧' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('12件中 1〜10件を表示')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('map-item-list')).getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '店舗の口コミ一覧' })).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.itemLists.some((p) => p.get('page') === '2' && p.get('page_size') === '10' && p.get('local_account_ids') === 'g_1,g_2')).toBe(true);
  });
});

describe('post and photo widget editors', () => {
  it('offers the post fields: per page and the date', async () => {
    server.use(...mapToolHandlers().handlers);
    renderApp('/map/post/new');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿ウィジェットの新規作成' })).toBeInTheDocument();
    expect(number('1ページに表示する件数')).toHaveValue(5);
    expect(within(form()).getByRole('switch', { name: '投稿日を表示' })).toHaveAttribute('aria-checked', 'true');
    expect(within(form()).queryByRole('radio', { name: 'カード' })).not.toBeInTheDocument();
  });

  it('offers the slider fields only for スライダー', async () => {
    const { handlers, calls } = mapToolHandlers();
    server.use(...handlers);
    renderApp('/map/picture/new');
    expect(await within(await screen.findByRole('form', { name: '写真ウィジェットの新規作成' })).findByRole('radio', { name: 'ギャラリー' })).toBeChecked();
    expect(within(form()).queryByRole('group', { name: '横に並べる枚数' })).not.toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('radio', { name: 'スライダー' }));
    await userEvent.click(within(within(form()).getByRole('group', { name: '横に並べる枚数' })).getByRole('radio', { name: '5枚' }));
    expect(number('自動スライドの間隔（秒）')).toHaveValue(0);

    await userEvent.type(within(form()).getByRole('textbox', { name: 'ウィジェット名' }), '店内写真');
    await userEvent.click(await within(screen.getByTestId('widget-stores')).findByRole('checkbox', { name: /^テスト店1 / }));
    await userEvent.click(within(form()).getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(calls.creates).toHaveLength(1));
    expect(calls.creates).toEqual([{ kind: 'picture', body: { ...defaultWidgetSettings('picture'), name: '店内写真', accounts: ['g_1'], display: 2, slider_num: 5 } }]);
  });
});
