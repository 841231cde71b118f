import { expect, test } from '@playwright/test';
import { fillLogin } from './support/session';

// Runs after every other spec (its own project): it replaces the staff user's password.
test('forgot-password mails a temporary password that signs the user in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /パスワード/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('メールアドレス').fill('staff@demo.example');
  await page.getByRole('button', { name: /送信|再発行/ }).click();
  await expect(page.getByText('パスワード再発行のメールを送信しました。メールをご確認ください。').first()).toBeVisible();

  const outbox = (await (await page.request.get('/emulators/mail.json')).json()) as unknown;
  const mails = (Array.isArray(outbox) ? outbox : (outbox as { data: unknown[] }).data) as { to: string; body?: string; text?: string }[];
  const mail = mails.find((m) => m.to === 'staff@demo.example');
  expect(mail).toBeDefined();
  const password = /[A-Za-z0-9_-]{10,}/.exec((mail?.body ?? mail?.text ?? '').split(/パスワード[:：]\s*/)[1] ?? '')?.[0];
  expect(password).toBeTruthy();

  await page.goto('/login');
  await fillLogin(page, 'staff@demo.example', password ?? '');
  await expect(page).toHaveURL(/\/$/);
});
