import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { googleCalls } from './support/reviews';
import { closeSuccessDialog, noisyJpeg, storeCheckbox, TOKYO, uniqueMarker } from './support/posts';
import { signIn } from './support/session';

// Photo posting (issue 10): one photo to two Google stores at once, and a scheduled one cancelled before its time.

const STORES = [
  { name: 'デモ食堂 渋谷店', code: 'DF-001' },
  { name: 'デモ食堂 梅田店', code: 'DF-002' },
];

/** The card of the media post whose description is `description`. */
const cardOf = (page: Page, description: string) => page.getByTestId('media-post-list').locator(':scope > li').filter({ hasText: description });

async function fillPost(page: Page, description: string) {
  await page.goto('/media-posting/create');
  const form = page.getByTestId('media-post-form');
  await expect(form).toBeVisible();
  for (const store of STORES) await storeCheckbox(page, store.name).check();
  await expect(form.getByText('投稿先: 2店舗')).toBeVisible();
  await form.getByLabel('写真・動画').setInputFiles({ name: 'interior.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg() });
  await expect(form.getByText('写真 400×400ピクセル')).toBeVisible();
  await form.getByLabel('カテゴリ').selectOption({ label: '店内' });
  await form.getByLabel('説明文').fill(description);
  return form;
}

test('a photo posted at once to two stores is 投稿済み at both, and at Google', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  const description = `${uniqueMarker()} 店内の写真です`;
  const form = await fillPost(page, description);
  await expect(form.getByRole('radio', { name: 'すぐに投稿' })).toBeChecked();
  await form.getByRole('button', { name: '投稿する' }).click();

  await expect(page).toHaveURL(/\/media-posting$/);
  await closeSuccessDialog(page);
  const card = cardOf(page, description);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 3 })).toContainText('店内');
  await expect(card.getByText('すぐに投稿', { exact: true })).toBeVisible();
  // The list follows a post on its way to Google (it polls while one is active).
  await expect(card.getByText('投稿済み', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('投稿済み 2', { exact: true })).toBeVisible();
  await card.getByText(/^投稿先店舗/).click();
  for (const store of STORES) await expect(card.getByRole('listitem').filter({ hasText: store.name }).getByText('投稿済み', { exact: true })).toBeVisible();
  await expect(card.getByRole('img')).toBeVisible();

  // Google received the photo once per store.
  const locations = (await (await page.request.get('/emulators/google/__admin/locations')).json()) as { locationId: string; storeCode: string }[];
  const calls = await googleCalls(page.request);
  for (const store of STORES) {
    const locationId = locations.find((l) => l.storeCode === store.code)?.locationId;
    expect(locationId, store.code).toBeTruthy();
    const created = calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/locations/${locationId}/media`) && c.status === 200);
    expect(created.length, `${store.name} media created at Google`).toBeGreaterThanOrEqual(1);
  }

  // The history lists each store's posted photo.
  await page.goto('/media-posting/history');
  const table = page.getByTestId('media-history-table');
  for (const store of STORES) await expect(table.getByRole('row').filter({ hasText: store.name }).filter({ hasText: '投稿済み' }).first()).toBeVisible();
});

test('a scheduled photo post waits for its time and can be cancelled (キャンセル)', async ({ page }) => {
  await signIn(page, 'owner');
  const description = `${uniqueMarker()} 明日の投稿です`;
  const form = await fillPost(page, description);
  const tomorrow = DateTime.now().setZone(TOKYO).plus({ days: 1 });
  await form.getByRole('radio', { name: '日時を指定して投稿' }).check();
  await form.getByLabel('投稿日').fill(tomorrow.toFormat('yyyy/MM/dd'));
  await form.getByLabel('投稿時刻').fill('10:00');
  await form.getByRole('button', { name: '投稿する' }).click();

  await expect(page).toHaveURL(/\/media-posting$/);
  await closeSuccessDialog(page);
  const card = cardOf(page, description);
  await expect(card.getByText(`${tomorrow.toFormat('yyyy/MM/dd')} 10:00`)).toBeVisible();
  await expect(card.getByText('投稿待ち', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('投稿待ち 2', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^投稿No\.\d+をキャンセル$/ }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('この写真投稿をキャンセルしますか？');
  await confirm.getByRole('button', { name: '投稿をキャンセル' }).click();
  await closeSuccessDialog(page);
  await expect(card.getByText('キャンセル', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('キャンセル 2', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /をキャンセル$/ })).toHaveCount(0);
});
