import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the login pages have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/user-login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expectNoViolations(page);
});

test('the support home with its forms and audit table has no axe violations', async ({ page }) => {
  await signIn(page, 'support');
  await expect(page.getByTestId('impersonation-form')).toBeVisible();
  await expectNoViolations(page);
});

test('home and news have no axe violations', async ({ page }) => {
  await signIn(page, 'owner');
  await expectNoViolations(page);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});
