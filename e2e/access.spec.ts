import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support/session';

const publicRoutes = ['/open-authorization', '/yahoo-open-authorization', '/business-linkage-completion', '/coupon-review', '/coupon'];

test('public routes open without signing in', async ({ page }) => {
  for (const route of publicRoutes) {
    await page.goto(route);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  }
});

test('a signed-in user is sent home from the login and forgot-password pages', async ({ page }) => {
  await signIn(page, 'owner');
  for (const route of ['/login', '/user-login', '/forgot-password', '/user-forgot-password']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('an unauthenticated visitor goes to the login page of the ownership they used last', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'partner');
  await signOut(page);
  await page.goto('/manual');
  await expect(page).toHaveURL(/\/user-login$/);
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/no-such-page');
  await expect(page.getByText('ページが見つかりません')).toBeVisible();
});

test('the session cookie is HttpOnly, SameSite=Lax and lasts a day', async ({ page, context }) => {
  await signIn(page, 'owner');
  const cookie = (await context.cookies()).find((c) => c.name === 'access_token');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_400 - 120);
  expect(lifetime).toBeLessThanOrEqual(86_400 + 5);
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
});
