import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildLineEmulator, type LinePushedMessage } from '../../../../emulators/line/line-emulator';
import { loadConfig } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { FakeClock } from '../shared/provider-clock';
import { isProviderError } from '../shared/provider-errors';
import { createLineProvider, lineEndpoint } from './line.adapter';

// The LINE push adapter against its emulator (a real channel would need LINE_CHANNEL_ACCESS_TOKEN and a friend's id;
// pushes cost quota, so there is no live run).

const PREFIX = '/emulators/line';
const TO = `U${'1234567890abcdef'.repeat(2)}`;
let emulator: FastifyInstance;
const port = () => createLineProvider({ config: loadConfig({}), fetch: injectFetch(emulator, { stripPrefix: PREFIX }), clock: new FakeClock() });
const messages = async () => (await emulator.inject({ url: '/__admin/messages' })).json<LinePushedMessage[]>();
const calls = async () => (await emulator.inject({ url: '/__admin/calls' })).json<{ status: number }[]>();

beforeAll(async () => {
  emulator = buildLineEmulator();
  await emulator.ready();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.inject({ method: 'POST', url: '/__admin/seed' }));

it('reaches the emulator without a token and the Messaging API with one', () => {
  expect(lineEndpoint(loadConfig({})).baseUrl).toBe('http://127.0.0.1:3000/emulators/line');
  expect(lineEndpoint(loadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'token' }))).toEqual({ baseUrl: 'https://api.line.me', token: 'token' });
});

it('pushes a text message with its retry key, and the same key again is accepted without a second message', async () => {
  const retryKey = randomUUID();
  expect(await port().push({ to: TO, text: '低評価の口コミ', retryKey })).toBe('sent');
  expect(await port().push({ to: TO, text: '低評価の口コミ', retryKey })).toBe('already_sent');
  expect((await messages()).map((m) => [m.to, m.text, m.retryKey])).toEqual([[TO, '低評価の口コミ', retryKey]]);
  expect((await calls()).map((c) => c.status)).toEqual([200, 409]);
});

it('makes one call per push (the alert job retries) and reports a 5xx as transient', async () => {
  await emulator.inject({ method: 'POST', url: '/__admin/failures', payload: { status: 500 } });
  const error = await port().push({ to: TO, text: 'x', retryKey: randomUUID() }).catch((e: unknown) => e);
  expect(isProviderError(error) && [error.provider, error.code]).toEqual(['line', 'provider_unavailable']);
  expect((await calls()).map((c) => c.status)).toEqual([500]);
});

it('reports an unknown recipient as invalid_request and a wrong token as credentials_rejected', async () => {
  const invalid = await port().push({ to: '', text: 'x', retryKey: randomUUID() }).catch((e: unknown) => e);
  expect(isProviderError(invalid) && invalid.code).toBe('invalid_request');
  const wrongToken = createLineProvider({ config: loadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'wrong' }), fetch: injectFetch(emulator, { stripPrefix: '' }), clock: new FakeClock() });
  const rejected = await wrongToken.push({ to: TO, text: 'x', retryKey: randomUUID() }).catch((e: unknown) => e);
  expect(isProviderError(rejected) && rejected.code).toBe('credentials_rejected');
  expect(await messages()).toEqual([]);
});
