import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { DeleteMediaPostHistoryApiResponse, ErrorBody } from '../../../api/generated/media-posting.gen';
import { makeUser } from '../../../testing/fixtures';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import { history, mediaHistoriesHandler } from './media.testing';

beforeEach(() => seedSession(makeUser()));

const row = (id: number) => screen.getByTestId(`media-history-${id}`);

describe('media posting history screen (写真投稿履歴)', () => {
  it('lists each store line with status, category, time and the provider error; only posted items can be deleted', async () => {
    server.use(
      mediaHistoriesHandler([
        history(1),
        history(2, { status: 2, posted_at: null, google_url: null, error_message: 'Googleの審査で公開されませんでした', category: 'MENU' }),
        history(3, { status: 0, posted_at: null, google_url: null, scheduled_at: '2026/12/01 10:00' }),
        history(4, { deleted_at: '2026/11/21 12:00' }),
      ]),
    );
    renderApp('/media-posting/history');
    const table = await screen.findByRole('table', { name: '写真投稿履歴の一覧' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);

    expect(within(row(1)).getByRole('rowheader')).toHaveTextContent('テスト店1');
    expect(row(1)).toHaveTextContent('料理・ドリンク');
    expect(row(1)).toHaveTextContent('投稿済み');
    expect(row(1)).toHaveTextContent('2026/11/20 09:05');
    expect(within(row(1)).getByRole('img', { name: '料理・ドリンクの写真' })).toBeInTheDocument();
    expect(within(row(1)).getByRole('link', { name: 'Googleで表示' })).toHaveAttribute('href', 'https://business.google.com/media/1');
    expect(within(row(1)).getByRole('button', { name: 'テスト店1の投稿を削除' })).toBeInTheDocument();

    expect(row(2)).toHaveTextContent('投稿エラー');
    expect(row(2)).toHaveTextContent('メニュー');
    expect(within(row(2)).getByText('Googleの審査で公開されませんでした')).toBeInTheDocument();
    expect(row(3)).toHaveTextContent('投稿待ち');
    expect(row(3)).toHaveTextContent('2026/12/01 10:00');
    expect(row(4)).toHaveTextContent('2026/11/21 12:00 削除済み');
    for (const id of [2, 3, 4]) expect(within(row(id)).queryByRole('button', { name: /の投稿を削除$/ })).not.toBeInTheDocument();
    expect(within(row(4)).queryByRole('link')).not.toBeInTheDocument();
  });

  it('deletes a posted item after confirmation, and says why when Google refuses', async () => {
    const rows = [history(1), history(2)];
    const deleted: string[] = [];
    server.use(
      mediaHistoriesHandler(rows),
      http.delete('/api/media-post/histories/:id', ({ params }) => {
        deleted.push(String(params.id));
        if (params.id === '2') return json<ErrorBody>({ message: 'Googleからの削除に失敗しました', code: 'provider_error' }, 502);
        rows[0] = history(1, { deleted_at: '2026/11/25 10:00' });
        return json<DeleteMediaPostHistoryApiResponse>({ message: 'Googleから削除しました', data: rows[0] });
      }),
    );
    renderApp('/media-posting/history');
    await userEvent.click(await screen.findByRole('button', { name: 'テスト店1の投稿を削除' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('この写真・動画をGoogleから削除しますか？');
    await userEvent.click(within(confirm).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(deleted).toEqual(['1']));
    await userEvent.click(within(await screen.findByTestId('success-dialog')).getByRole('button', { name: 'OK' }));
    expect(await within(row(1)).findByText('2026/11/25 10:00 削除済み')).toBeInTheDocument();
    expect(within(row(1)).queryByRole('button', { name: 'テスト店1の投稿を削除' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'テスト店2の投稿を削除' }));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '削除' }));
    expect(await within(await screen.findByTestId('error-dialog')).findByText('Googleからの削除に失敗しました')).toBeInTheDocument();
    expect(deleted).toEqual(['1', '2']);
  });

  it('says a failed load failed, never that nothing is registered', async () => {
    server.use(http.get('/api/media-post/histories', () => json({ message: 'サーバーエラーが発生しました' }, 500)));
    renderApp('/media-posting/history');
    expect(await screen.findByTestId('query-error')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    expect(screen.queryByText('登録されていません。新規作成してください。')).not.toBeInTheDocument();
  });
});
