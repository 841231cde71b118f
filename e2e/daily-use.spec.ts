import { expect, test } from '@playwright/test';
import { postGoogleReview, requestReviewSync } from './support/reviews';
import { signIn } from './support/session';

// Daily-use fixes of the outside review (issue 9), as a person meets them in the browser.

test('automatic replies are saved as ★4・★5 when nothing is changed, and the form says so before saving', async ({ page }) => {
  // A partner store no other spec writes reviews to, so the saved setting answers nothing elsewhere.
  await signIn(page, 'partner');
  await page.goto('/review/auto-reply-setting');
  await page.getByRole('checkbox', { name: 'ヘアサロン パートナー 横浜店 PT-001' }).check();
  const form = page.getByTestId('auto-reply-bulk-form');
  for (const star of [1, 2, 3]) await expect(form.getByRole('checkbox', { name: `★${star}` })).not.toBeChecked();
  for (const star of [4, 5]) await expect(form.getByRole('checkbox', { name: `★${star}` })).toBeChecked();
  await expect(form.getByText('保存される内容')).toBeVisible();

  const saving = page.waitForRequest((r) => r.url().endsWith('/api/auto-reply-setting') && r.method() === 'PUT');
  await form.getByRole('button', { name: '選択した店舗に保存' }).click();
  const sent = (await saving).postDataJSON() as { local_account_ids: string[]; setting: { ratings: number[] } };
  expect(sent.setting.ratings).toEqual([4, 5]);
  await page.getByTestId('success-dialog').getByRole('button', { name: 'OK' }).click();

  const stored = await page.request.get(`/api/auto-reply-setting?local_account_ids=${sent.local_account_ids[0]}`);
  expect(((await stored.json()) as { data: { ratings: number[] }[] }).data[0].ratings).toEqual([4, 5]);
});

test('a new review on Google appears in the open inbox after 最新の口コミを取得, without reloading', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'partner');
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: '口コミ管理' })).toBeVisible();
  const comment = `駅から近くて便利でした。e2e-inbox-${Date.now()}`;
  await postGoogleReview(page.request, { storeCode: 'PT-002', starRating: 'FOUR', comment, reviewerName: '更新 太郎' });

  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await requestReviewSync(page);
  await expect(page.getByText(comment)).toBeVisible({ timeout: 60_000 });
  expect(reloaded).toBe(false);
});

test('an export shows one dialog at a time: the finished one replaces the running one, and closing it leaves none', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/settings/business');
  await page.getByRole('button', { name: 'Excelで出力' }).click();
  await expect(page.getByTestId('export-running-dialog')).toBeVisible();
  // The person waits without closing it; the realtime event brings the finished dialog in its place.
  const completed = page.getByTestId('export-completed-dialog');
  await expect(completed).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('export-running-dialog')).toHaveCount(0);
  await completed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
