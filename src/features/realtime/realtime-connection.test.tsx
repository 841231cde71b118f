import { addListener } from '@reduxjs/toolkit';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DialogHost } from '../../app/dialogs/dialog-host';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import type { AppStore } from '../../store/setup-store';
import { realtimeChannelReady } from '../../state/realtime-channel.slice';
import { sessionCleared } from '../../state/session.slice';
import { FakePusher, loadFakePusher } from './fake-pusher.testing';
import { RealtimeConnection } from './realtime-connection';
import { realtimeEventReceived, realtimeResubscribed, type RealtimeEventPayload } from './realtime.slice';

const loadPusher = loadFakePusher;
const channel = 'private-export_excel_channel.demo-owner';

beforeEach(() => {
  FakePusher.instances = [];
});

const signedInState = () => ({ session: { user: makeUser({ disp_user_id: 'demo-owner' }), ownership: 'allgrow' as const, verified: true, loggingOut: false } });

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

// The user's first interaction: what opens the connection when no request asked for it first.
const interact = () => fireEvent.pointerDown(document.body);

// A request that waits for the channel, as the base query does for an export; `ready` turns true when it may go.
const waitingRequest = (store: AppStore) => {
  const request = { ready: false };
  act(() => {
    void store.dispatch(realtimeChannelReady()).then(() => {
      request.ready = true;
    });
  });
  return request;
};

test('opens nothing with the page; the first interaction connects with the server endpoint settings to the own export channel', async () => {
  const { store } = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
  await settle();
  expect(FakePusher.instances).toHaveLength(0);
  expect(store.getState().realtimeChannel).toEqual({ wanted: false, status: 'pending' });
  interact();
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  const [pusher] = FakePusher.instances;
  expect(pusher.key).toBe('meo-console');
  expect(pusher.options).toMatchObject({
    cluster: 'mt1',
    wsHost: 'localhost',
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    authEndpoint: '/api/broadcasting/auth',
    auth: { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  });
  expect([...pusher.bindings.keys()]).toEqual([channel]);
  act(() => pusher.emit(channel, 'pusher:subscription_succeeded', {}));
  expect(store.getState().realtimeChannel.status).toBe('subscribed');
  // Later interactions change nothing: one connection.
  fireEvent.keyDown(document.body, { key: 'Tab' });
  await settle();
  expect(FakePusher.instances).toHaveLength(1);
});

test('a key press is an interaction too', async () => {
  renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
  await settle();
  fireEvent.keyDown(document.body, { key: 'Tab' });
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
});

test('a request that waits for the channel opens it without an interaction and goes once it is subscribed', async () => {
  const { store } = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
  await settle();
  const request = waitingRequest(store);
  await waitFor(() => expect(FakePusher.instances[0]?.bindings.get(channel)?.has('pusher:subscription_succeeded')).toBe(true));
  await settle();
  expect(request.ready).toBe(false);
  act(() => FakePusher.instances[0].emit(channel, 'pusher:subscription_succeeded', {}));
  await waitFor(() => expect(request.ready).toBe(true));
});

test('a refused channel lets a waiting request go at once', async () => {
  const { store } = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
  await settle();
  const request = waitingRequest(store);
  await waitFor(() => expect(FakePusher.instances[0]?.bindings.get(channel)?.has('pusher:subscription_error')).toBe(true));
  act(() => FakePusher.instances[0].emit(channel, 'pusher:subscription_error', { status: 403 }));
  await waitFor(() => expect(request.ready).toBe(true));
  expect(store.getState().realtimeChannel.status).toBe('failed');
});

test('no connection without a user; disconnects when the session is cleared (logout)', async () => {
  const signedOut = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />);
  await settle();
  interact();
  await settle();
  expect(FakePusher.instances).toHaveLength(0);
  // Nobody to connect for: a request does not wait.
  const request = waitingRequest(signedOut.store);
  await waitFor(() => expect(request.ready).toBe(true));
  signedOut.unmount();

  const { store } = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
  interact();
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  act(() => {
    store.dispatch(sessionCleared());
  });
  await waitFor(() => expect(FakePusher.instances[0].disconnected).toBe(true));
  expect(FakePusher.instances).toHaveLength(1);
  expect(store.getState().realtimeChannel).toEqual({ wanted: false, status: 'off' });
});

test('events become realtimeEventReceived actions; a Failed export opens the error dialog with its message', async () => {
  const seen: RealtimeEventPayload[] = [];
  const { store } = renderWithProviders(
    <>
      <RealtimeConnection loadPusher={loadPusher} />
      <DialogHost />
    </>,
    { preloadedState: signedInState() },
  );
  // The listener middleware accepts addListener at run time: the way other features subscribe to the stream.
  store.dispatch(addListener({ actionCreator: realtimeEventReceived, effect: (action) => void seen.push(action.payload) }));
  interact();
  // The four export events, the end of a review sync, a bulk edit's progress and the subscription's success and refusal.
  await waitFor(() => expect(FakePusher.instances[0]?.bindings.get(channel)?.size).toBe(8));
  act(() => {
    FakePusher.instances[0].emit(channel, 'ExportExcelCompleted', { message: '/api/data-files/1/download' });
    FakePusher.instances[0].emit(channel, 'ExportReportFailed', { message: 'レポートの作成に失敗しました。' });
  });
  expect(await screen.findByText('レポートの作成に失敗しました。')).toBeInTheDocument();
  // Exactly one error dialog, for the Failed event; the Completed dialog belongs to the exports feature.
  const errors = store.getState().dialogs.open.filter((d) => d.id === 'error');
  expect(errors.map((d) => d.props)).toEqual([{ lines: ['レポートの作成に失敗しました。'] }]);
  expect(seen).toEqual([
    { event: 'ExportExcelCompleted', channel, message: '/api/data-files/1/download' },
    { event: 'ExportReportFailed', channel, message: 'レポートの作成に失敗しました。' },
  ]);
});

test('a subscription that succeeds again after a dropped connection dispatches realtimeResubscribed once per comeback', async () => {
  const { store } = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
  let resubscribed = 0;
  store.dispatch(addListener({ actionCreator: realtimeResubscribed, effect: () => void (resubscribed += 1) }));
  interact();
  await waitFor(() => expect(FakePusher.instances[0]?.bindings.get(channel)?.has('pusher:subscription_succeeded')).toBe(true));
  act(() => FakePusher.instances[0].emit(channel, 'pusher:subscription_succeeded', {}));
  expect(resubscribed).toBe(0);
  act(() => FakePusher.instances[0].emit(channel, 'pusher:subscription_succeeded', {}));
  expect(resubscribed).toBe(1);
});
