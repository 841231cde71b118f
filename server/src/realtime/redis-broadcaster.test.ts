import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BroadcastMessage, Broadcaster } from './broadcaster';
import { createRedisBroadcaster, REDIS_REALTIME_CHANNEL } from './redis-broadcaster';

// Needs a Redis server: runs where REDIS_URL is set (CI does), skipped elsewhere.
const redisUrl = process.env.REDIS_URL;
const suite = redisUrl ? describe : describe.skip;

suite('createRedisBroadcaster', () => {
  const opened: Broadcaster[] = [];
  const open = (options?: Parameters<typeof createRedisBroadcaster>[1]) => {
    const broadcaster = createRedisBroadcaster(redisUrl ?? '', options);
    opened.push(broadcaster);
    return broadcaster;
  };
  afterAll(async () => {
    await Promise.all(opened.map((b) => b.close()));
  });

  // Other suites may publish on the same Redis channel at the same time: wait for our own message only.
  const receivedOwn = (broadcaster: Broadcaster, nonce: string) =>
    new Promise<BroadcastMessage>((resolve) => {
      const stop = broadcaster.subscribe((message) => {
        if (message.data.nonce !== nonce) return;
        stop();
        resolve(message);
      });
    });

  test('a message published by one broadcaster reaches the listeners of every broadcaster, its own included', async () => {
    const a = open();
    const b = open();
    // Both subscriber connections confirm SUBSCRIBE before anything is published (a loaded CI machine is slow).
    await Promise.all([a.ready(), b.ready()]);
    const nonce = randomUUID();
    const onA = receivedOwn(a, nonce);
    const onB = receivedOwn(b, nonce);
    const message = { channel: 'private-export_excel_channel.demo-owner', event: 'ExportExcelFailed', data: { message: '失敗', nonce } };
    await a.publish(message);
    expect(await onA).toEqual(message);
    expect(await onB).toEqual(message);
  });

  test('a foreign message on the Redis channel is reported, not delivered', async () => {
    const invalid: string[] = [];
    const b = open({ onInvalid: (raw) => invalid.push(raw) });
    const delivered: BroadcastMessage[] = [];
    b.subscribe((m) => delivered.push(m));
    await b.ready();
    const raw = new Redis(redisUrl ?? '');
    try {
      await raw.publish(REDIS_REALTIME_CHANNEL, '{"not":"a broadcast"}');
    } finally {
      await raw.quit();
    }
    for (let waited = 0; waited < 10_000 && !invalid.length; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalid).toContain('{"not":"a broadcast"}');
    expect(delivered).not.toContainEqual({ not: 'a broadcast' });
  });
});
