import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

// Runs against `npm start` with the in-process Google emulator: the consent page is the emulator's, the callback
// lands on the console's public /open-authorization page.
const chosen = ['デモ食堂 天神店', 'デモカフェ 栄店'];

test('the owner links the demo Google account through the consent page and sees the chosen stores', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/settings/management');
  await page.getByRole('button', { name: 'Googleアカウントを連携' }).click();

  await page.getByRole('button', { name: '許可' }).click();
  await expect(page).toHaveURL(/\/open-authorization\?/);

  for (const title of chosen) await page.getByRole('checkbox', { name: title }).check();
  await page.getByRole('button', { name: '選択した店舗を連携' }).click();

  await expect(page).toHaveURL(/\/business-linkage-completion/);
  await expect(page.getByText('連携が完了しました')).toBeVisible();

  const listed = await (await page.request.get('/api/local-accounts')).json();
  const titles = (listed.data.local_accounts as { title: string; local_account_id: string }[]).map((a) => a.title);
  expect(titles).toEqual(expect.arrayContaining(chosen));
  for (const account of listed.data.local_accounts as { local_account_id: string }[]) expect(account.local_account_id).toMatch(/^g_\d+$/);
});

test('the owner links the demo Yahoo! account through the Yahoo consent page', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/settings/management');
  await page.getByRole('button', { name: 'Yahoo!アカウントを連携' }).click();

  await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/yahoo-open-authorization\?/);

  await page.getByRole('checkbox', { name: 'デモ食堂 渋谷店' }).check();
  await page.getByRole('button', { name: '選択した店舗を連携' }).click();
  await expect(page).toHaveURL(/\/business-linkage-completion/);
  await expect(page.getByText('連携が完了しました')).toBeVisible();

  const listed = await (await page.request.get('/api/local-accounts')).json();
  const yahoo = listed.data.y_local_accounts as { y_local_account_id: string; y_local_account_name: string }[];
  expect(yahoo.map((a) => a.y_local_account_name)).toContain('デモ食堂 渋谷店');
  for (const account of yahoo) expect(account.y_local_account_id).toMatch(/^y_\d+$/);
});

test('a replayed authorisation callback is refused', async ({ page }) => {
  await signIn(page, 'owner');
  const replay = await page.request.post('/api/google-oauth', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(page.url()).origin },
    data: { code: 'not-a-code', state: 'not-a-state' },
  });
  expect(replay.status()).toBe(400);
});
