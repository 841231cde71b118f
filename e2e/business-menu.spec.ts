import { expect, test, type Page } from '@playwright/test';
import { closeSuccessDialog, uniqueMarker } from './support/posts';
import { apiGet } from './support/reviews';
import { signIn } from './support/session';

// Business info menus (issue 11): the owner adds a section with two items to DF-001's menus, saves, and the
// reflection puts them into the Google emulator's food menu of the location.

const STORE = 'デモ食堂 渋谷店（DF-001）';

interface LocalAccounts {
  data: { local_accounts: { local_account_id: string; store_code: string }[] };
}
interface EmulatorLabel {
  displayName: string;
  description?: string;
}
interface EmulatorFoodMenus {
  menus: { labels: EmulatorLabel[]; sections: { labels: EmulatorLabel[]; items: { labels: EmulatorLabel[]; attributes?: { price?: { currencyCode: string; units: string } } }[] }[] }[];
}

const googleKeyOf = async (page: Page, storeCode: string): Promise<string> => {
  const accounts = await apiGet<LocalAccounts>(page, '/api/local-accounts');
  const key = accounts.data.local_accounts.find((a) => a.store_code === storeCode)?.local_account_id;
  expect(key, storeCode).toBeTruthy();
  return key ?? '';
};

// Saves reach only the accounts whose automatic reflection is on (the default); another spec may have turned it off.
const setAutoReflection = async (page: Page, key: string, on: boolean) => {
  const res = await page.request.put('/api/business/auto-reflection', {
    data: { local_accounts: [key], auto_reflect: on },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
};

test('a menu section with two items saved for DF-001 reaches the Google emulator’s food menu', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await signIn(page, 'owner');
  await setAutoReflection(page, await googleKeyOf(page, 'DF-001'), true);
  const marker = uniqueMarker();

  await page.goto('/business/menu');
  await page.getByRole('combobox', { name: '店舗', exact: true }).selectOption({ label: STORE });
  const form = page.getByRole('form', { name: 'メニューの編集' });
  await expect(form).toBeVisible();
  await expect(page.getByTestId('reflection-google')).toContainText('自動反映：オン');

  // Import is refused while automatic reflection to Google is on, with the spec's message.
  await form.getByRole('button', { name: 'Googleから取り込む' }).click();
  const refusal = page.getByTestId('error-dialog');
  await expect(refusal).toContainText('自動反映がオンのため取り込みできません');
  await refusal.getByRole('button', { name: 'OK' }).click();

  // A new menu (after whatever DF-001 already has) with one section of two items.
  const before = await form.getByRole('group', { name: /^メニュー\d+$/ }).count();
  await form.getByRole('button', { name: 'メニューを追加' }).click();
  const menu = form.getByRole('group', { name: `メニュー${before + 1}`, exact: true });
  await menu.getByRole('combobox', { name: 'カテゴリ' }).selectOption({ label: 'フード' });
  await menu.getByLabel('メニュー名').fill(`${marker} 夜の部`);
  const section = menu.getByRole('group', { name: 'セクション1', exact: true });
  await section.getByLabel('セクション名').fill('おつまみ');
  await section.getByRole('group', { name: '商品1', exact: true }).getByLabel('商品名').fill('枝豆');
  await section.getByRole('group', { name: '商品1', exact: true }).getByLabel('価格（円）').fill('380');
  await section.getByRole('button', { name: '商品を追加' }).click();
  const second = section.getByRole('group', { name: '商品2', exact: true });
  await second.getByLabel('商品名').fill('冷奴');
  await second.getByLabel('価格（円）').fill('420');
  await second.getByLabel('説明').fill('国産大豆の豆腐');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await closeSuccessDialog(page);

  // The reflection runs as a job; the screen follows it until Google has the menus.
  await expect(page.getByTestId('reflection-google-status')).toHaveText('反映済み', { timeout: 90_000 });
  await expect(page.getByTestId('reflection-google')).not.toContainText('最終反映：なし');

  await expect(async () => {
    const google = await apiGet<EmulatorFoodMenus>(page, '/emulators/google/__admin/food-menus?storeCode=DF-001');
    const sent = google.menus.find((m) => m.labels[0]?.displayName === `${marker} 夜の部`);
    expect(sent, JSON.stringify(google.menus)).toBeTruthy();
    expect(sent?.sections.map((s) => s.labels[0]?.displayName)).toEqual(['おつまみ']);
    expect(sent?.sections[0].items.map((i) => [i.labels[0]?.displayName, i.labels[0]?.description ?? '', i.attributes?.price?.units])).toEqual([
      ['枝豆', '', '380'],
      ['冷奴', '国産大豆の豆腐', '420'],
    ]);
    expect(sent?.sections[0].items[0].attributes?.price?.currencyCode).toBe('JPY');
  }).toPass({ timeout: 30_000, intervals: [1000, 2000, 5000] });
});
