import { setupStore } from '../store/setup-store';
import { CHANNEL_WAIT_MS, realtimeChannelReady, realtimeChannelStatusChanged } from './realtime-channel.slice';
import { sessionCleared } from './session.slice';

const readiness = (store: ReturnType<typeof setupStore>) => {
  const state = { ready: false };
  void store.dispatch(realtimeChannelReady()).then(() => {
    state.ready = true;
  });
  return state;
};

const flush = () => Promise.resolve().then(() => undefined);

afterEach(() => jest.useRealTimers());

test('with no connection to come (nobody signed in, or no realtime) a request does not wait and changes nothing', async () => {
  const store = setupStore();
  const wait = readiness(store);
  await flush();
  expect(wait.ready).toBe(true);
  expect(store.getState().realtimeChannel).toEqual({ wanted: false, status: 'off' });
});

test('a pending channel is asked for and holds the request until it is subscribed or has failed', async () => {
  for (const outcome of ['subscribed', 'failed'] as const) {
    const store = setupStore();
    store.dispatch(realtimeChannelStatusChanged('pending'));
    const wait = readiness(store);
    await flush();
    expect(wait.ready).toBe(false);
    expect(store.getState().realtimeChannel.wanted).toBe(true);
    store.dispatch(realtimeChannelStatusChanged(outcome));
    await flush();
    expect(wait.ready).toBe(true);
  }
});

test('a channel that never answers holds the request for CHANNEL_WAIT_MS at most', async () => {
  jest.useFakeTimers();
  const store = setupStore();
  store.dispatch(realtimeChannelStatusChanged('pending'));
  const wait = readiness(store);
  await jest.advanceTimersByTimeAsync(CHANNEL_WAIT_MS - 1);
  expect(wait.ready).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(wait.ready).toBe(true);
});

test('signing out forgets the channel', () => {
  const store = setupStore();
  store.dispatch(realtimeChannelStatusChanged('pending'));
  void store.dispatch(realtimeChannelReady());
  store.dispatch(realtimeChannelStatusChanged('subscribed'));
  expect(store.getState().realtimeChannel).toEqual({ wanted: true, status: 'subscribed' });
  store.dispatch(sessionCleared());
  expect(store.getState().realtimeChannel).toEqual({ wanted: false, status: 'off' });
});
