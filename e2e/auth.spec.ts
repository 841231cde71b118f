import { expect, test } from '@playwright/test';
import { accounts, demoPassword } from './support/accounts';
import { fillLogin, signIn, signOut } from './support/session';

test('an operator signs in, sees the shell in Japanese and signs out', async ({ page }) => {
  await signIn(page, 'owner');
  await expect(page.getByText('株式会社デモフーズ').first()).toBeVisible();
  await expect(page.getByText(/山田 太郎\s*様/).first()).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/news');
  await expect(page).toHaveURL(/\/login$/);
});

test('a partner signs in on the partner page and is sent back there after signing out', async ({ page }) => {
  await signIn(page, 'partner');
  await expect(page.getByText('パートナー商事株式会社').first()).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(/\/user-login$/);
  await page.goto('/info');
  await expect(page).toHaveURL(/\/user-login$/);
});

test('the login pages are branded per ownership', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/ログイン.*MEO Dash by AllGrow/);
  await page.goto('/user-login');
  await expect(page).toHaveTitle(/ログイン.*MAP 管理コンソール/);
  await expect(page.getByText(/AllGrow/)).toHaveCount(0);
});

test('a user of the other ownership is pointed to the right login page only with the right password', async ({ page }) => {
  await page.goto('/user-login');
  await fillLogin(page, accounts.owner.email, demoPassword);
  await expect(page.getByText('このアカウントは通常のログイン画面（/login）からログインしてください').first()).toBeVisible();
  await expect(page).toHaveURL(/\/user-login$/);
  await page.getByRole('link', { name: '通常のログイン画面へ' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/user-login');
  await fillLogin(page, accounts.owner.email, 'wrong-password-1');
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません').first()).toBeVisible();
});

test('the form shows a Japanese field error before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill('not-an-address');
  await page.getByLabel('パスワード', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('形式が正しくありません')).toBeVisible();
});

test('too many sign-in attempts open one busy dialog', async ({ page }) => {
  await page.goto('/login');
  const busy = page.getByText('処理が混み合っています。しばらく時間をおいてから操作してください。');
  let status = 0;
  for (let i = 0; i < 40 && status !== 429; i += 1) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/login')),
      fillLogin(page, 'ratelimit@demo.example', `wrong-password-${i}`),
    ]);
    status = response.status();
  }
  expect(status).toBe(429);
  await expect(busy).toBeVisible();
  await expect(busy).toHaveCount(1);
});
