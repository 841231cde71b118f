import { expect, type Page } from '@playwright/test';
import { accounts, demoPassword, loginPath, type AccountKey } from './accounts';

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

export async function signIn(page: Page, key: AccountKey) {
  const account = accounts[key];
  await page.goto(loginPath(account.ownership));
  await fillLogin(page, account.email, demoPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main')).toBeVisible();
}

export async function signOut(page: Page) {
  const logout = page.getByRole('button', { name: 'ログアウト' });
  if (!(await logout.isVisible())) await page.getByRole('button', { name: 'メニュー' }).click();
  await page.getByRole('button', { name: 'ログアウト' }).first().click();
}

/** The signed-in user's profile as the server answers it, read with the page's own cookie. */
export async function userInfo(page: Page) {
  const res = await page.request.get('/api/users/info');
  expect(res.status()).toBe(200);
  return (await res.json()).user_infomation;
}
