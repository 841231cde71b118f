import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FakePusher, loadFakePusher } from '../../../features/realtime/fake-pusher.testing';
import { RealtimeConnection } from '../../../features/realtime/realtime-connection';
import { makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, renderWithProviders, seedSession } from '../../../testing/render';
import { App } from '../../app';
import { inboxSupportHandlers, makeReview, reviewPage, reviewsHandler } from './review-inbox.testing';

const channel = `private-export_excel_channel.${makeUser().disp_user_id}`;

const renderInboxWithRealtime = () =>
  renderWithProviders(
    <>
      <App />
      <RealtimeConnection loadPusher={loadFakePusher} />
    </>,
    { route: '/review' },
  );

const listensForSyncEnd = () => FakePusher.instances.at(-1)?.bindings.get(channel)?.has('ReviewSyncCompleted') ?? false;

beforeEach(() => {
  FakePusher.instances = [];
  seedSession(makeUser());
});

describe('review inbox (口コミ管理): 最新の口コミを取得', () => {
  it('says the fetch has started (not that it is done) and what happens when it ends', async () => {
    server.use(
      reviewsHandler(() => reviewPage([makeReview(1)])),
      localAccountsHandler(makeLocalAccounts(2, 0)),
      ...inboxSupportHandlers,
      http.post('/api/reviews/sync', () => json({ message: '最新の口コミを取得しています。反映まで数分かかる場合があります。' })),
    );
    renderApp('/review');
    expect(await screen.findByText('口コミ本文1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '最新の口コミを取得' }));
    const dialog = await screen.findByRole('dialog', { name: '口コミの取得を開始しました' });
    expect(dialog).toHaveTextContent('最新の口コミを取得しています。反映まで数分かかる場合があります。');
    expect(dialog).toHaveTextContent('取得が終わると、新しい口コミがこの一覧に自動で表示されます。');
    expect(screen.queryByText('処理が完了しました')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the channel without an interaction once the list has answered, not while the list is on its way', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/reviews', async () => {
        await answered;
        return json(reviewPage([makeReview(1)]));
      }),
      localAccountsHandler(makeLocalAccounts(2, 0)),
      ...inboxSupportHandlers,
    );
    renderInboxWithRealtime();
    expect(await screen.findByRole('heading', { name: '口コミ管理' })).toBeInTheDocument();
    // The screen is up and waits for the list's answer.
    expect(await screen.findByRole('button', { name: '最新の口コミを取得' })).toBeInTheDocument();
    expect(FakePusher.instances).toHaveLength(0);

    answer();
    expect(await screen.findByText('口コミ本文1')).toBeInTheDocument();
    await waitFor(() => expect(listensForSyncEnd()).toBe(true));
  });

  it('shows a new review without a reload when the server announces that the sync has ended', async () => {
    let fetched = false;
    server.use(
      reviewsHandler(() => reviewPage(fetched ? [makeReview(2, { comment: '新着の口コミです' }), makeReview(1)] : [makeReview(1)])),
      localAccountsHandler(makeLocalAccounts(2, 0)),
      ...inboxSupportHandlers,
    );
    renderInboxWithRealtime();
    expect(await screen.findByText('口コミ本文1')).toBeInTheDocument();
    await waitFor(() => expect(listensForSyncEnd()).toBe(true));

    fetched = true;
    act(() => FakePusher.instances.at(-1)?.emit(channel, 'ReviewSyncCompleted', { inserted: 1 }));
    expect(await screen.findByText('新着の口コミです')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
