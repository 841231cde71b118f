import { expect, test, type WebSocket } from '@playwright/test';
import { signIn, signOut } from './support/session';

// The e2e server runs without Redis and without an export in flight, so this proves the browser side end to end:
// a signed-in page opens no socket by itself; the user's first interaction opens the Pusher websocket on
// /app/meo-console, authorises its private channel through POST /api/broadcasting/auth (cookie + X-Requested-With)
// and receives subscription_succeeded; logout closes it. (An export asks for the channel itself: exports.spec.ts.)

const payloadText = (payload: string | Buffer) => (typeof payload === 'string' ? payload : payload.toString('utf8'));

test('the signed-in owner subscribes to their export channel over the Pusher websocket on first interaction; logout closes it', async ({ page }) => {
  const sockets: WebSocket[] = [];
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/app/meo-console')) return;
    sockets.push(ws);
    ws.on('framereceived', (frame) => frames.push(payloadText(frame.payload)));
  });
  const authAnswers: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/broadcasting/auth')) authAnswers.push(res.status());
  });

  await signIn(page, 'owner');
  await page.waitForLoadState('networkidle');
  expect(sockets).toHaveLength(0);

  await page.keyboard.press('Shift');
  await expect.poll(() => sockets.length).toBe(1);
  expect(sockets[0].url()).toMatch(/\/app\/meo-console\?protocol=7&client=js&version=8\.\d+\.\d+/);
  await expect.poll(() => frames.some((f) => f.includes('pusher:connection_established'))).toBe(true);
  await expect
    .poll(() =>
      frames.some((f) => {
        const frame = JSON.parse(f) as { event?: string; channel?: string };
        return frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === 'private-export_excel_channel.demo-owner';
      }),
    )
    .toBe(true);
  expect(authAnswers).toEqual([200]);

  const closed = new Promise<void>((resolve) => sockets[0].on('close', () => resolve()));
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await closed;
});

test('another user\'s channel cannot be authorised from the browser session', async ({ page }) => {
  await signIn(page, 'staff');
  const res = await page.request.post('/api/broadcasting/auth', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    form: { socket_id: '123.456', channel_name: 'private-export_excel_channel.demo-owner' },
  });
  expect(res.status()).toBe(403);
});
