import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('at 375 px the burger opens the menu with info, news and logout', async ({ page }) => {
  await signIn(page, 'owner');
  const burger = page.getByRole('button', { name: 'メニュー' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'インフォメーション' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /お知らせ/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'ログアウト' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('nothing overflows horizontally at 375 px', async ({ page }) => {
  await signIn(page, 'partner');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
