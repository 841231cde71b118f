import { expect, test, type Page } from '@playwright/test';
import { fillLogin } from './support/session';

const EMAIL = 'staff@demo.example';
const NEW_PASSWORD = 'e2e-reset-password-1';

async function mailedResetLink(page: Page): Promise<string> {
  const outbox = (await (await page.request.get('/emulators/mail.json')).json()) as unknown;
  const mails = (Array.isArray(outbox) ? outbox : (outbox as { data: unknown[] }).data) as { to: string; body?: string; text?: string }[];
  const mail = mails.find((m) => m.to === EMAIL);
  const link = /https?:\/\/\S+\/password-reset\?token=[\w-]+/.exec(mail?.body ?? mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

// Runs after every other spec (its own project): it replaces the staff user's password.
test('forgot-password mails a one-time link whose page sets the new password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /パスワード/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('メールアドレス').fill(EMAIL);
  await page.getByRole('button', { name: /送信|再発行/ }).click();
  await expect(page.getByText('パスワード再発行のメールを送信しました。メールをご確認ください。').first()).toBeVisible();
  const link = await mailedResetLink(page);

  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByRole('status')).toContainText('パスワードを再設定しました');

  // The link is used up.
  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByRole('alert')).toContainText('このリンクは無効か、有効期限が切れています');

  await page.goto('/login');
  await fillLogin(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});
