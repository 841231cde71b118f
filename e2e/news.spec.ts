import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('the unread badge clears once every unread news item has been read', async ({ page }) => {
  await signIn(page, 'owner');
  const badge = page.getByLabel('未読のお知らせがあります').first();
  await expect(badge).toBeVisible();

  const list = await (await page.request.get('/api/news?page=1&page_size=200')).json();
  const unread = (list.data as { id: number; title: string; is_read: boolean }[]).filter((n) => !n.is_read);
  expect(unread.length).toBeGreaterThan(0);

  for (const item of unread) {
    await page.goto('/news');
    await page.getByRole('link', { name: item.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/news/${item.id}$`));
    await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
  }
  await page.goto('/news');
  await expect(page.getByLabel('未読のお知らせがあります')).toHaveCount(0);
});

test('news pages through with the pagination summary', async ({ page }) => {
  await signIn(page, 'partner');
  await page.goto('/news');
  await expect(page.getByText(/\d+件中 1〜\d+件を表示/)).toBeVisible();
});

test('the information page and the manual show their content', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/info');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/manual');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
