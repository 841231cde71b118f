import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { renderApp } from '../../../../testing/render';
import { importAnswer, makeItem, makeMenu, makeMenuSet, menuServer, refusedAnswer, signIn, yahooAnswer } from './business-menu.testing';

const LABELS = [
  'フード', 'ドリンク', 'コース', 'カット', 'カラー', 'パーマ', '縮毛矯正', 'エクステ', 'トリートメント', 'ヘアセット', 'ヘッドスパ',
  '着付け', 'その他', 'セットメニュー', 'ハンドネイル', 'ハンドケア', 'フットネイル', 'フットケア', 'まつげパーマ', 'まつげエクステ',
  'まつげケア', '眉毛デザイン',
];

// jsdom's File is not the Blob that fetch sends under jest-fixed-jsdom (Node's): files are built with Node's.
const photo = (name: string, bytes: number) => new NodeFile([new Uint8Array(bytes)], name, { type: 'image/jpeg' }) as unknown as File;

beforeEach(() => {
  signIn();
  URL.createObjectURL = (blob: Blob | MediaSource) => `blob:${(blob as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

const form = () => screen.getByRole('form', { name: 'メニューの編集' });
// Rows by their field path (menus.0.sections.1.items.2), counted from 1 here; cheap on a form of 80 items.
const menu = (n: number) => screen.getByTestId(`menus.${n - 1}`);
const section = (m: number, s: number) => screen.getByTestId(`menus.${m - 1}.sections.${s - 1}`);
const item = (m: number, s: number, i: number) => screen.getByTestId(`menus.${m - 1}.sections.${s - 1}.items.${i - 1}`);
const errorDialog = () => screen.findByTestId('error-dialog');

const openStore = async () => {
  renderApp('/business/menu');
  await screen.findByRole('option', { name: 'テスト店1（S-0001）' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '店舗' }), 'テスト店1（S-0001）');
  return screen.findByRole('form', { name: 'メニューの編集' });
};

describe('menu screen (/business/menu)', () => {
  it('offers the 22 categories by their Japanese labels and shows each provider’s reflection state', async () => {
    const record = menuServer(makeMenuSet([makeMenu(2)]));
    await openStore();
    const category = within(menu(1)).getByRole('combobox', { name: 'カテゴリ' });
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['選択してください', ...LABELS]);
    expect(category).toHaveDisplayValue('フード');
    expect(within(item(1, 1, 2)).getByLabelText('商品名')).toHaveValue('商品2');
    expect(record.reads).toEqual(['g_1']);

    const google = screen.getByTestId('reflection-google');
    expect(within(google).getByText('反映済み')).toBeInTheDocument();
    expect(within(google).getByText('自動反映：オフ')).toBeInTheDocument();
    expect(within(google).getByText('最終反映：2026/11/20 10:00')).toBeInTheDocument();
    expect(within(screen.getByTestId('reflection-yahoo')).getByText('自動反映：オン')).toBeInTheDocument();
    expect(screen.getByTestId('menu-item-count')).toHaveTextContent('商品数 2 / 80件');
  });

  it('refuses the 81st menu item with 「メニューは80件までです」, on adding and on saving imported menus', async () => {
    const record = menuServer(makeMenuSet([makeMenu(80)]), { google: () => importAnswer([makeMenu(41), makeMenu(40, { category: 'drink', name: 'ドリンク' })]) });
    await openStore();
    expect(screen.getByTestId('menu-item-count')).toHaveTextContent('商品数 80 / 80件');
    await userEvent.click(within(menu(1)).getByText('商品を追加'));
    expect(await within(menu(1)).findByText('メニューは80件までです')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('menus.0.sections.0.items.80')).not.toBeInTheDocument();
    await userEvent.click(within(form()).getByText('メニューを追加'));
    expect(screen.queryByTestId('menus.1')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Googleから取り込む'));
    await waitFor(() => expect(screen.getByTestId('menu-item-count')).toHaveTextContent('商品数 81 / 80件'));
    await userEvent.click(screen.getByText('保存'));
    // The 81st item counted across menus is the second menu's 40th.
    const name = within(item(2, 1, 40)).getByRole('textbox', { name: '商品名' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('メニューは80件までです'));
    expect(within(item(2, 1, 39)).getByRole('textbox', { name: '商品名' })).not.toHaveAttribute('aria-invalid');
    expect(record.saves).toHaveLength(0);
  }, 90_000);

  it('shows the server’s refusal of an import while automatic reflection is on, and keeps the form', async () => {
    menuServer(makeMenuSet([makeMenu(1)]), { yahoo: refusedAnswer });
    await openStore();
    await userEvent.clear(within(item(1, 1, 1)).getByLabelText('商品名'));
    await userEvent.type(within(item(1, 1, 1)).getByLabelText('商品名'), '日替わり定食');
    await userEvent.click(within(form()).getByRole('button', { name: 'Yahoo!から取り込む' }));
    expect(await errorDialog()).toHaveTextContent('自動反映がオンのため取り込みできません');
    expect(within(item(1, 1, 1)).getByLabelText('商品名')).toHaveValue('日替わり定食');
  });

  it('shows the error dialog with the server’s message when the provider answers no data', async () => {
    menuServer(makeMenuSet([makeMenu(1)]), { google: () => importAnswer(null, 'Googleにメニューが登録されていません') });
    await openStore();
    await userEvent.click(within(form()).getByRole('button', { name: 'Googleから取り込む' }));
    expect(await errorDialog()).toHaveTextContent('Googleにメニューが登録されていません');
    expect(within(item(1, 1, 1)).getByLabelText('商品名')).toHaveValue('商品1');
  });

  it('fills the form with imported menus, unsaved until 保存', async () => {
    const record = menuServer(makeMenuSet([makeMenu(1)]), {
      yahoo: () => yahooAnswer([{ category: 'course', name: '宴会', sections: [{ name: '飲み放題', items: [makeItem('2時間コース', { price: 4000 })] }] }]),
    });
    await openStore();
    await userEvent.click(within(form()).getByRole('button', { name: 'Yahoo!から取り込む' }));
    await waitFor(() => expect(within(menu(1)).getByRole('combobox', { name: 'カテゴリ' })).toHaveDisplayValue('コース'));
    expect(within(item(1, 1, 1)).getByLabelText('価格（円）')).toHaveValue(4000);
    expect(screen.getByText('保存していない変更があります。')).toBeInTheDocument();
    expect(record.saves).toHaveLength(0);
  });

  it('saves as multipart POST with _method=PUT: the payload as JSON and the new photos, then shows the saved copy', async () => {
    const stored = makeItem('ハンバーグ', { photo_url: '/api/menu-photos/old', description: '自家製' });
    const record = menuServer(makeMenuSet([makeMenu(0, { sections: [{ name: '定食', items: [stored] }] })]));
    await openStore();
    expect(within(item(1, 1, 1)).getByRole('img', { name: 'ハンバーグの現在の写真' })).toHaveAttribute('src', '/api/menu-photos/old');

    await userEvent.click(within(form()).getByRole('button', { name: 'セクションを追加' }));
    const added = section(1, 2);
    await userEvent.type(within(added).getByLabelText('セクション名'), 'デザート');
    await userEvent.type(within(added).getByLabelText('商品名'), 'プリン');
    await userEvent.type(within(added).getByLabelText('価格（円）'), '380');
    await userEvent.upload(within(added).getByLabelText('写真'), photo('pudding.jpg', 20 * 1024));
    await userEvent.click(within(added).getByRole('button', { name: '商品を追加' }));
    await userEvent.type(within(item(1, 2, 2)).getByLabelText('商品名'), 'ゼリー');
    await userEvent.click(within(item(1, 2, 2)).getByRole('button', { name: '商品2を上へ移動' }));
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(record.saves).toHaveLength(1));
    const sent = record.saves[0];
    expect(sent.method).toBe('PUT');
    expect(sent.photos).toEqual(['pudding.jpg']);
    expect(sent.payload).toEqual({
      local_account_id: 'g_1',
      menus: [
        {
          category: 'food',
          name: 'ランチ',
          sections: [
            { name: '定食', items: [{ name: 'ハンバーグ', price: 500, description: '自家製', photo_url: '/api/menu-photos/old', photo_index: null }] },
            {
              name: 'デザート',
              items: [
                { name: 'ゼリー', price: null, description: '', photo_url: null, photo_index: null },
                { name: 'プリン', price: 380, description: '', photo_url: null, photo_index: 0 },
              ],
            },
          ],
        },
      ],
    });
    expect(await screen.findByTestId('success-dialog')).toHaveTextContent('メニューを保存しました');
    expect(within(item(1, 2, 2)).getByRole('img', { name: 'プリンの現在の写真' })).toHaveAttribute('src', '/api/menu-photos/p0');
    expect(screen.getByTestId('reflection-google')).toHaveTextContent('反映待ち');
  });

  it('refuses forbidden characters and a missing category before sending', async () => {
    const record = menuServer(makeMenuSet([]));
    await openStore();
    expect(screen.getByText('メニューが登録されていません。「メニューを追加」から作成してください。')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'メニューを追加' }));
    await userEvent.type(within(menu(1)).getByLabelText('メニュー名'), 'ランチ<特選>');
    await userEvent.type(within(item(1, 1, 1)).getByLabelText('価格（円）'), '-1');
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await within(menu(1)).findByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
    expect(within(menu(1)).getByRole('combobox', { name: 'カテゴリ' })).toHaveAccessibleDescription('選択してください');
    expect(within(section(1, 1)).getByLabelText('セクション名')).toHaveAccessibleDescription('入力してください');
    expect(within(item(1, 1, 1)).getByLabelText('価格（円）')).toHaveAccessibleDescription('0〜99999999の範囲で入力してください');
    expect(record.saves).toHaveLength(0);
  });

  it('puts the server’s field errors on their fields (a photo’s on its item) and keeps everything typed', async () => {
    const record = menuServer(makeMenuSet([makeMenu(2)]), {
      refuse: () => ({
        message: '入力内容に誤りがあります',
        code: 'validation_failed',
        errors: { 'menus.0.sections.0.items.1.name': ['この商品名は使用できません'], 'photos.0': ['画像を読み込めません'] },
      }),
    });
    await openStore();
    const second = within(item(1, 1, 2)).getByLabelText('商品名');
    await userEvent.clear(second);
    await userEvent.type(second, '季節の天ぷら');
    await userEvent.upload(within(item(1, 1, 2)).getByLabelText('写真'), photo('tempura.jpg', 20 * 1024));
    await userEvent.click(within(form()).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(record.saves).toHaveLength(1));
    await waitFor(() => expect(second).toHaveAccessibleDescription('この商品名は使用できません'));
    expect(within(item(1, 1, 2)).getByText('画像を読み込めません')).toBeInTheDocument();
    expect(second).toHaveValue('季節の天ぷら');
    expect(within(item(1, 1, 2)).getByRole('img', { name: 'tempura.jpgのプレビュー' })).toBeInTheDocument();
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });

  it('takes at most 10 new photos per save, as the server does', async () => {
    const record = menuServer(makeMenuSet([makeMenu(11)]));
    await openStore();
    for (let i = 1; i <= 11; i += 1) await userEvent.upload(within(item(1, 1, i)).getByLabelText('写真'), photo(`p${i}.jpg`, 20 * 1024));
    await userEvent.click(screen.getByText('保存'));
    await waitFor(() => expect(within(item(1, 1, 11)).getByLabelText('写真')).toHaveAccessibleDescription(expect.stringContaining('1回の保存で追加できる写真は10枚までです')));
    expect(within(item(1, 1, 10)).getByLabelText('写真')).not.toHaveAttribute('aria-invalid');
    expect(record.saves).toHaveLength(0);
  }, 60_000);
});
