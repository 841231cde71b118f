import { addListener } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { DialogHost } from '../../app/dialogs/dialog-host';
import { makeUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
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

test('connects after sign-in with the server endpoint settings and subscribes to the own export channel', async () => {
  renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
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
});

test('no connection without a user; disconnects when the session is cleared (logout)', async () => {
  const signedOut = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(FakePusher.instances).toHaveLength(0);
  signedOut.unmount();

  const { store } = renderWithProviders(<RealtimeConnection loadPusher={loadPusher} />, { preloadedState: signedInState() });
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  act(() => {
    store.dispatch(sessionCleared());
  });
  await waitFor(() => expect(FakePusher.instances[0].disconnected).toBe(true));
  expect(FakePusher.instances).toHaveLength(1);
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
  // The four export events, the end of a review sync, a bulk edit's progress and the subscription itself.
  await waitFor(() => expect(FakePusher.instances[0]?.bindings.get(channel)?.size).toBe(7));
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
  await waitFor(() => expect(FakePusher.instances[0]?.bindings.get(channel)?.has('pusher:subscription_succeeded')).toBe(true));
  act(() => FakePusher.instances[0].emit(channel, 'pusher:subscription_succeeded', {}));
  expect(resubscribed).toBe(0);
  act(() => FakePusher.instances[0].emit(channel, 'pusher:subscription_succeeded', {}));
  expect(resubscribed).toBe(1);
});
