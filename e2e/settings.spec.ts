import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeSuccessDialog, storeCheckbox } from './support/posts';
import { fillLogin, signIn } from './support/session';

const PASSWORD = 'e2e-invited-pass-1';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectPhoneFit(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The invitation link in the dev outbox, as a path of this server. */
async function mailedLink(page: Page, to: string, path: string): Promise<string> {
  const mails = (await (await page.request.get('/emulators/mail.json')).json()) as { to: string; body?: string; text?: string }[] | { data: { to: string; body?: string; text?: string }[] };
  const list = Array.isArray(mails) ? mails : mails.data;
  const mail = list.find((m) => m.to === to);
  const link = new RegExp(`https?://\\S+/${path}\\?token=[\\w-]+`).exec(mail?.body ?? mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** The admin invites a user from ユーザー管理; answers the invited address. */
async function invite(page: Page, name: string, type: '通常ユーザー' | '店舗ユーザー', store?: string): Promise<string> {
  const email = `e2e-${type === '店舗ユーザー' ? 'store' : 'normal'}-${Date.now()}@example.jp`;
  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { level: 1, name: 'ユーザー管理' })).toBeVisible();
  await page.getByRole('button', { name: 'ユーザーを追加' }).click();
  const form = page.getByTestId('company-user-form');
  await form.getByLabel('氏名').fill(name);
  await form.getByLabel('メールアドレス').fill(email);
  await form.getByRole('radio', { name: type }).check();
  if (store) await storeCheckbox(page, store).check();
  await form.getByRole('button', { name: '招待メールを送信して追加' }).click();
  await closeSuccessDialog(page, 'ユーザーを作成し、招待メールを送信しました');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('招待中');
  return email;
}

/** The invited user opens the mailed link in their own browser, sets a password and signs in. */
async function acceptInvitation(browser: Browser, admin: Page, email: string): Promise<Page> {
  const link = await mailedLink(admin, email, 'password-reset');
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(PASSWORD);
  await page.getByLabel('新しいパスワード（確認）').fill(PASSWORD);
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByRole('status')).toContainText('パスワードを再設定しました');
  await page.goto('/login');
  await fillLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test('an invited store user signs in from the mailed link and sees only their store', async ({ page, browser }) => {
  await signIn(page, 'owner');
  const email = await invite(page, 'e2e 店長', '店舗ユーザー', 'デモ食堂 渋谷店');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('店舗ユーザー');
  await expect(row).toContainText('デモ食堂 渋谷店');
  await expectNoViolations(page);
  await expectPhoneFit(page);

  const invited = await acceptInvitation(browser, page, email);
  const accounts = (await (await invited.request.get('/api/local-accounts')).json()) as { data: { local_accounts: { title: string }[]; y_local_accounts: unknown[] } };
  expect(accounts.data.local_accounts.map((a) => a.title)).toEqual(['デモ食堂 渋谷店']);
  expect(accounts.data.y_local_accounts).toEqual([]);
  // Settings are for normal users: the store user has no 設定 and cannot open user management.
  await expect(invited.getByRole('navigation').getByRole('link', { name: 'ユーザー管理' })).toHaveCount(0);
  expect((await invited.request.get('/api/users')).status()).toBe(403);
  await invited.context().close();
});

test('an invited normal user changes their own password on 設定, which then signs them in', async ({ page, browser }) => {
  await signIn(page, 'owner');
  const email = await invite(page, 'e2e 担当者', '通常ユーザー');
  const invited = await acceptInvitation(browser, page, email);

  await invited.goto('/settings');
  await expect(invited.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(invited.getByTestId('own-account-summary')).toContainText(email);
  await expectNoViolations(invited);
  await expectPhoneFit(invited);
  const form = invited.getByRole('form', { name: 'パスワード変更' });
  await form.getByLabel('現在のパスワード').fill('not-my-password');
  await form.getByLabel('新しいパスワード', { exact: true }).fill('e2e-changed-pass-2');
  await form.getByLabel('新しいパスワード（確認）').fill('e2e-changed-pass-2');
  await form.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(form.getByText('現在のパスワードが正しくありません')).toBeVisible();
  await form.getByLabel('現在のパスワード').fill(PASSWORD);
  await form.getByRole('button', { name: 'パスワードを変更する' }).click();
  await closeSuccessDialog(invited, 'パスワードを変更しました');

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto('/login');
  await fillLogin(fresh, email, 'e2e-changed-pass-2');
  await expect(fresh).toHaveURL(/\/$/);
  await fresh.context().close();
  await invited.context().close();
});
