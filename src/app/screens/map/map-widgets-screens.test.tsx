import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../testing/fixtures';
import { userInfoHandler } from '../../../testing/handlers';
import { makeWidget, mapToolHandlers } from '../../../testing/map-tool-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
const closeSuccess = async () => userEvent.click(within(await screen.findByTestId('success-dialog')).getByRole('button', { name: 'OK' }));

beforeEach(() => seedSession(makeUser()));
afterEach(() => setClipboard(undefined));

describe('map tool home and lists (MEO活用ツール)', () => {
  it('lists every kind of widget with its embed code, and copies the code', async () => {
    const review = makeWidget(1, 'review', { name: '本店の口コミ' });
    const { handlers } = mapToolHandlers({ widgets: [review, makeWidget(2, 'post', { name: 'お知らせ' }), makeWidget(3, 'picture', { name: '店内写真' })] });
    server.use(...handlers);
    const copied: string[] = [];
    setClipboard({ writeText: async (text: string) => void copied.push(text) });
    renderApp('/map');

    expect(await screen.findByRole('heading', { level: 1, name: 'MEO活用ツール' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: '作成済みのウィジェット' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('本店の口コミ');
    expect(items[0]).toHaveTextContent('種類: 口コミ / 更新日時: 2026/04/02 10:00');
    expect(items[1]).toHaveTextContent('種類: 投稿');
    expect(items[2]).toHaveTextContent('種類: 写真');
    expect(within(items[0]).getByText(review.snippet)).toBeInTheDocument();
    // The home deletes nothing; each kind's list does.
    expect(screen.queryByRole('button', { name: /を削除$/u })).not.toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: '本店の口コミを編集' })).toHaveAttribute('href', '/map/review/1');

    const nav = screen.getByRole('navigation', { name: 'ウィジェットの種類' });
    expect(within(nav).getByRole('link', { name: '口コミウィジェット' })).toHaveAttribute('href', '/map/review');
    expect(within(nav).getByRole('link', { name: '写真ウィジェットを作成' })).toHaveAttribute('href', '/map/picture/new');

    fireEvent.click(within(items[0]).getByRole('button', { name: '本店の口コミの埋め込みコードをコピー' }));
    expect(await within(items[0]).findByText('コードをコピーしました')).toBeInTheDocument();
    expect(copied).toEqual([review.snippet]);
  });

  it('says why a copy failed', async () => {
    server.use(...mapToolHandlers({ widgets: [makeWidget(1)] }).handlers);
    setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    renderApp('/map');
    fireEvent.click(await screen.findByRole('button', { name: 'ウィジェット1の埋め込みコードをコピー' }));
    expect(await screen.findByText('コピーできませんでした')).toBeInTheDocument();
  });

  it('names the tool MAP活用ツール for a partner, and shows the empty message', async () => {
    const partner = makeUser({ ownership: 'partner' });
    seedSession(partner, 'partner');
    server.use(userInfoHandler({}, partner), ...mapToolHandlers().handlers);
    renderApp('/map');
    expect(await screen.findByRole('heading', { level: 1, name: 'MAP活用ツール' })).toBeInTheDocument();
    expect(await screen.findByText('登録されていません。新規作成してください。')).toBeInTheDocument();
  });

  it('lists one kind, and deletes a widget after asking', async () => {
    const { handlers, calls } = mapToolHandlers({ widgets: [makeWidget(1, 'post', { name: 'お知らせ' }), makeWidget(2, 'post', { name: 'キャンペーン' })] });
    server.use(...handlers);
    renderApp('/map/post');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿ウィジェット' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '投稿ウィジェットを作成' })).toHaveAttribute('href', '/map/post/new');
    const list = await screen.findByRole('list', { name: '作成済みのウィジェット' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: 'お知らせを削除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('ウィジェットを削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(calls.deletes).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: 'お知らせを削除' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '削除' }));
    await closeSuccess();
    expect(calls.deletes).toEqual([{ kind: 'post', id: 1 }]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: '作成済みのウィジェット' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('is not found without the review contract', async () => {
    const base = makeUser();
    const user = { ...base, contracted_contents: { ...base.contracted_contents, has_review_contract: false } };
    seedSession(user);
    server.use(userInfoHandler({}, user), ...mapToolHandlers().handlers);
    renderApp('/map/review');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
