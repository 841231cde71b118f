import { expect, test, type Page } from '@playwright/test';
import { newYearPreset } from '../src/features/business-bulk/model/holiday-presets';
import { apiGet } from './support/reviews';
import { signIn } from './support/session';

// Bulk listing edits (issue 11): the New Year holidays set on three demo stores through the dry-run diff, applied as a
// run with progress, and found at the Google and Yahoo!プレイス emulators; the bulk screens at 375 px.

interface Summary {
  store_id: number;
  store_code: string;
  google: { local_account_id: string } | null;
  yahoo: { local_account_id: string } | null;
}
interface GoogleDate {
  year: number;
  month: number;
  day: number;
}
interface GoogleLocation {
  specialHours?: { specialHourPeriods: { startDate: GoogleDate; closed?: boolean }[] };
}
interface YahooPlace {
  special_hours: { date: string; closed: boolean }[];
}

const CODES = ['DF-001', 'DF-002', 'DF-005'];

const storeOf = async (page: Page, code: string): Promise<Summary> => {
  const answer = await apiGet<{ data: Summary[] }>(page, `/api/business/listings?free_word=${code}&page_size=20`);
  const store = answer.data.find((s) => s.store_code === code);
  expect(store, code).toBeTruthy();
  return store as Summary;
};

const isoOf = (slash: string) => slash.replaceAll('/', '-');
const googleDateOf = (d: GoogleDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

test('New Year holidays set on DF-001, DF-002 and DF-005 through the dry run reach the Google and Yahoo emulators', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const preset = newYearPreset(new Date());
  await signIn(page, 'owner');
  const stores = await Promise.all(CODES.map((code) => storeOf(page, code)));
  const googleKeys = stores.map((s) => s.google?.local_account_id).filter((k): k is string => !!k);
  const yahooStores = stores.filter((s) => s.yahoo !== null);
  expect(googleKeys, 'the three stores are linked to Google').toHaveLength(3);
  expect(yahooStores.map((s) => s.store_code), 'DF-002 and DF-005 are also on Yahoo!プレイス').toEqual(expect.arrayContaining(['DF-002', 'DF-005']));

  // Step 1: the three Google stores, then the Yahoo!プレイス ones.
  await page.goto('/business/update');
  const picker = page.getByTestId('store-picker');
  for (const code of CODES) await picker.getByLabel(new RegExp(code)).check();
  await picker.getByRole('radio', { name: 'Yahoo!' }).check();
  for (const store of yahooStores) await picker.getByLabel(new RegExp(store.store_code)).check();
  const lines = 3 + yahooStores.length;
  await expect(page.getByTestId('bulk-chosen-count')).toHaveText(`選択中の店舗・媒体：${lines}件`);
  await page.getByTestId('bottom-bar').getByRole('button', { name: '変更内容の入力へ' }).click();

  // Step 2: the New Year preset.
  await page.getByRole('checkbox', { name: '特別営業時間' }).check();
  await page.getByRole('button', { name: `年末年始（${preset.from}〜${preset.to} 休業）` }).click();
  await expect(page.getByTestId('bulk-section-special_hours').getByRole('textbox', { name: '日付', exact: true })).toHaveCount(preset.entries.length);
  await page.getByRole('button', { name: '変更内容を確認する' }).click();

  // Step 3: the dry run shows every store × provider with before → after; nothing has been sent.
  const preview = page.getByTestId('bulk-preview');
  await expect(preview.getByTestId('bulk-preview-counts')).toContainText(`対象 ${lines}件`);
  for (const key of googleKeys) {
    const line = preview.getByTestId(`preview-line-${key}`);
    await expect(line).toContainText('特別営業時間');
    await expect(line).toContainText(`変更後：`);
    await expect(line).toContainText(`${preset.from} 休業`);
    await expect(line).toContainText(`${preset.to} 休業`);
  }
  const before = await apiGet<GoogleLocation>(page, '/emulators/google/__admin/locations/DF-001');
  expect((before.specialHours?.specialHourPeriods ?? []).map((p) => googleDateOf(p.startDate))).not.toContain(isoOf(preset.from));

  await preview.getByRole('button', { name: /件に反映する$/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '反映する' }).click();

  // Step 4: the run goes to 完了 (realtime progress, or the poll).
  const run = page.getByTestId('bulk-run');
  await expect(run).toBeVisible();
  await expect(run.getByTestId('bulk-run-status')).toHaveText('完了', { timeout: 180_000 });
  await expect(run.getByRole('progressbar', { name: '反映の進み具合' })).toHaveAttribute('aria-valuenow', String(lines));
  await expect(run.getByTestId('bulk-failed-results')).toHaveCount(0);
  await expect(run.getByTestId('bulk-all-results')).toContainText('成功');

  const days = preset.entries.map((e) => isoOf(e.date));
  for (const code of CODES) {
    const google = await apiGet<GoogleLocation>(page, `/emulators/google/__admin/locations/${code}`);
    const closed = (google.specialHours?.specialHourPeriods ?? []).filter((p) => p.closed).map((p) => googleDateOf(p.startDate));
    expect(closed, `${code} at Google`).toEqual(expect.arrayContaining(days));
  }
  for (const store of yahooStores) {
    const yahoo = await apiGet<YahooPlace>(page, `/emulators/yahoo/__admin/places/${store.store_code}`);
    expect(yahoo.special_hours.filter((d) => d.closed).map((d) => d.date), `${store.store_code} at Yahoo!プレイス`).toEqual(expect.arrayContaining(days));
  }

  // The run is listed among the past runs and opens again.
  await page.getByRole('button', { name: '新しい一括更新を始める' }).click();
  await expect(page.getByTestId('bulk-runs')).toContainText('完了');
});

test('the bulk screens are usable at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'owner');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.goto('/business/update');
  await expect(page.getByTestId('store-picker')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/business/update/all');
  await page.getByRole('checkbox', { name: '特別営業時間' }).check();
  await page.getByRole('checkbox', { name: '営業時間', exact: true }).check();
  await page.getByRole('button', { name: /^年末年始/ }).click();
  await expect(page.getByTestId('bulk-section-special_hours')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  const form = page.getByTestId('bulk-changes-form');
  const controls = form.locator('input:not([type="checkbox"]):not([type="radio"]), select, textarea');
  for (let i = 0; i < (await controls.count()); i += 1) {
    const box = await controls.nth(i).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }

  await page.goto('/business/update/setting-all');
  await expect(page.getByTestId('auto-reflection-list')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/business/create/yahoo');
  await expect(page.getByTestId('create-yahoo-form')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
