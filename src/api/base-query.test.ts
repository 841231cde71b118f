import { http, HttpResponse } from 'msw';
import { realtimeChannelStatusChanged } from '../state/realtime-channel.slice';
import { defineEndpointPolicy, exportJobPolicy } from '../store/endpoint-policy';
import { setupStore } from '../store/setup-store';
import { server } from '../testing/msw-server';
import { baseApi } from './base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportProbe: build.mutation<{ message: string }, void>({ query: () => ({ url: '/export-probe', method: 'POST' }) }),
    plainProbe: build.mutation<{ message: string }, void>({ query: () => ({ url: '/plain-probe', method: 'POST' }) }),
  }),
});
defineEndpointPolicy(probeApi, 'exportProbe', exportJobPolicy);

const received: string[] = [];
beforeEach(() => {
  received.length = 0;
  server.use(
    http.post('/api/:probe', ({ params }) => {
      received.push(String(params.probe));
      return HttpResponse.json({ message: 'ok' });
    }),
  );
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

test('an export is sent once the realtime channel is subscribed, so its completion event cannot come before it', async () => {
  const store = setupStore();
  store.dispatch(realtimeChannelStatusChanged('pending'));
  const exported = store.dispatch(probeApi.endpoints.exportProbe.initiate());
  const plain = store.dispatch(probeApi.endpoints.plainProbe.initiate());
  await plain;
  await settle();
  // Other requests do not wait; the export asked for the channel and waits for it.
  expect(received).toEqual(['plain-probe']);
  expect(store.getState().realtimeChannel.wanted).toBe(true);
  store.dispatch(realtimeChannelStatusChanged('subscribed'));
  expect(await exported.unwrap()).toEqual({ message: 'ok' });
  expect(received).toEqual(['plain-probe', 'export-probe']);
});

test('without a realtime connection to wait for, an export goes at once', async () => {
  const store = setupStore();
  expect(await store.dispatch(probeApi.endpoints.exportProbe.initiate()).unwrap()).toEqual({ message: 'ok' });
  expect(received).toEqual(['export-probe']);
});
