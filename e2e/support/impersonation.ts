import { expect, type Browser, type Page } from '@playwright/test';

/** Support staff create a one-time link on their impersonation screen; the link is opened in a fresh browser context. */
export async function createImpersonationLink(page: Page, email: string) {
  await page.goto('/support/impersonation');
  await page.getByLabel('対象ユーザーのメールアドレス').fill(email);
  await page.getByRole('button', { name: '発行する' }).click();
  const link = page.getByTestId('impersonation-url');
  await expect(link).toContainText('/impersonate/');
  return (await link.textContent())?.trim() ?? '';
}

export async function openImpersonationLink(page: Page, browser: Browser, email: string) {
  const url = await createImpersonationLink(page, email);
  const context = await browser.newContext({ baseURL: new URL(url).origin });
  const target = await context.newPage();
  await target.goto(url);
  await expect(target).toHaveURL(/\/$/);
  return target;
}
