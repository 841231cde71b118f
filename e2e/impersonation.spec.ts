import { expect, test } from '@playwright/test';
import { signIn, userInfo } from './support/session';
import { createImpersonationLink, openImpersonationLink } from './support/impersonation';

test('support staff sign in as a user through a one-time link, and the visit is audited', async ({ page, browser }) => {
  await signIn(page, 'support');
  const target = await openImpersonationLink(page, browser, 'owner@demo.example');
  const actor = await userInfo(target);
  expect(actor.is_impersonate).toBe(true);
  expect(actor.user_name).toBe('山田 太郎');
  expect(actor.impersonated_by).toBe('運営 サポート');
  await target.goto('/news');
  await expect(target.getByRole('heading', { level: 1 })).toBeVisible();

  const audit = await (await page.request.get('/api/audit-logs?page=1&page_size=50')).json();
  const rows = audit.data as { subject_email: string; operation_id: string }[];
  expect(rows.some((r) => r.subject_email === 'owner@demo.example' && r.operation_id === 'listNews')).toBe(true);
  await page.goto('/support/audit-logs');
  const table = page.getByTestId('audit-log-table');
  await expect(table.getByText('お知らせ一覧を閲覧').first()).toBeVisible();
  await expect(table.getByText('listNews')).toHaveCount(0);
  await expect(table.getByText('株式会社デモフーズ / owner@demo.example').first()).toBeVisible();
  await target.context().close();
});

test('an impersonated session shows its banner on every page, and ending it signs out', async ({ page, browser }) => {
  await signIn(page, 'support');
  const target = await openImpersonationLink(page, browser, 'owner@demo.example');
  await target.setViewportSize({ width: 375, height: 700 });
  const banner = target.getByRole('region', { name: '代理ログイン中' });
  await expect(banner).toHaveText(/サポート担当 運営 サポート が 株式会社デモフーズ 山田 太郎様 として操作しています。/);
  await target.goto('/news');
  await expect(banner).toBeVisible();
  expect(await target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await banner.getByRole('button', { name: '代理ログインを終了' }).click();
  await expect(target).toHaveURL(/\/login$/);
  expect((await target.request.get('/api/users/info')).status()).toBe(401);
  await target.context().close();
});

test('an impersonation link works only once', async ({ page, browser }) => {
  await signIn(page, 'support');
  const url = await createImpersonationLink(page, 'partner@demo.example');
  const first = await browser.newContext();
  const p1 = await first.newPage();
  await p1.goto(url);
  await expect(p1).toHaveURL(/\/$/);
  const second = await browser.newContext();
  const p2 = await second.newPage();
  await p2.goto(url);
  await expect(p2.getByText('このリンクは無効か、有効期限が切れています')).toBeVisible();
  await first.close();
  await second.close();
});

test('a normal user has no impersonation form and the server refuses the call', async ({ page }) => {
  await signIn(page, 'owner');
  await expect(page.getByLabel('対象ユーザーのメールアドレス')).toHaveCount(0);
  const res = await page.request.post('/api/impersonate', {
    data: { email: 'staff@demo.example' },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(403);
});
