import { expect, test } from '@playwright/test';
import { apiGet, googleCalls } from './support/reviews';
import { closeSuccessDialog, historyRow, listPostHistories, runJob, storeCheckbox, uniqueMarker, untilAfterJob } from './support/posts';
import { signIn } from './support/session';

// Instagram crossposting (issue 10): an Instagram professional account linked through the emulator's consent, a
// store chosen, and the account's next post crossposted once to that store's Google listing, visible in the histories.

// A store no other spec links Instagram to, so this spec's crosspost is the only one there.
const STORE = 'デモカフェ 札幌駅前店';

interface InstagramSettingItem {
  id: number;
  instagram_account: { username: string };
  local_accounts: { local_account_id: string; title: string }[];
  last_checked_at: string | null;
  last_error: string | null;
}

test('a linked Instagram account\'s new post is crossposted to the chosen store on Google and shows in the histories', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner');
  await page.goto('/posts/instagram/create-new');
  await page.getByRole('button', { name: 'Instagramと連携する' }).click();
  // The emulator's consent page, then back to the create screen with the account connected.
  await page.getByRole('button', { name: '許可' }).click();
  await expect(page.getByTestId('instagram-account')).toHaveText(/^@.+ と連携しています$/);
  const username = /^@(.+) と連携しています$/.exec((await page.getByTestId('instagram-account').textContent()) ?? '')?.[1] ?? '';
  await closeSuccessDialog(page);

  await storeCheckbox(page, STORE).check();
  const form = page.getByRole('form', { name: 'Instagram連携設定の新規作成' });
  await expect(form.getByTestId('selected-stores')).toHaveText('選択中の店舗：1件');
  await expect(form.getByRole('checkbox', { name: '連携を有効にする' })).toBeChecked();
  await form.getByRole('button', { name: '登録する' }).click();
  await closeSuccessDialog(page);
  await expect(page).toHaveURL(/\/posts\/instagram$/);
  await expect(page.getByTestId('instagram-setting-list').getByRole('link', { name: `@${username}の連携設定を編集` }).first()).toBeVisible();

  const settings = (await apiGet<{ data: InstagramSettingItem[] }>(page, '/api/instagram-settings?page_size=100')).data;
  const setting = settings.find((s) => s.local_accounts.some((a) => a.title === STORE));
  expect(setting, 'the new setting').toBeDefined();
  const settingId = setting?.id ?? 0;
  const storeKey = setting?.local_accounts[0].local_account_id ?? '';

  // The first check only notes where the account's posts stand: the back catalogue is never crossposted.
  await untilAfterJob(page.request, 'instagram.crosspost', async () => {
    const checked = (await apiGet<{ data: InstagramSettingItem }>(page, `/api/instagram-settings/${settingId}`)).data;
    expect(checked.last_checked_at).not.toBeNull();
    expect(checked.last_error).toBeNull();
  });
  expect(await listPostHistories(page, { local_account_ids: storeKey, page_size: 200 }).then((list) => list.filter((h) => h.post_type === 'instagram'))).toEqual([]);

  // The shop posts on Instagram; the next check crossposts it, cleaned of the phone number and the URL.
  const marker = uniqueMarker();
  const caption = `${marker} 季節の新メニューが登場しました！ご予約はお電話で 03-1234-5678 詳しくは https://example.com/menu #カフェ`;
  const created = await page.request.post('/emulators/instagram/__admin/media', { data: { caption } });
  expect(created.status(), await created.text()).toBe(201);
  const mediaId = ((await created.json()) as { id: string }).id;

  await untilAfterJob(page.request, 'instagram.crosspost', async () => {
    const crossposted = (await listPostHistories(page, { local_account_ids: storeKey, free_word: marker })).filter((h) => h.post_type === 'instagram');
    expect(crossposted.map((h) => h.status)).toEqual([0]);
  });
  const [history] = (await listPostHistories(page, { local_account_ids: storeKey, free_word: marker })).filter((h) => h.post_type === 'instagram');
  expect(history.account_title).toBe(STORE);
  expect(history.post_setting_id).toBeNull();
  expect(history.summary).toContain('季節の新メニューが登場しました');
  expect(history.summary).toContain('#カフェ');
  expect(history.summary).not.toContain('03-1234-5678');
  expect(history.summary).not.toContain('https://example.com');
  // The photo is handed to Google from the server's own address.
  const image = (await apiGet<{ data: { image_url: string | null } }>(page, `/api/post-management/post-histories/${history.id}`)).data.image_url;
  expect(image).not.toBeNull();
  const served = await page.request.get(image ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);

  // Google received it once, under the crosspost's own key.
  const posts = (await googleCalls(page.request)).filter((c) => c.method === 'POST' && /\/localPosts$/.test(c.path) && c.idempotencyKey?.startsWith(`instagram-${settingId}-${mediaId}-`));
  expect(posts.map((c) => c.status)).toEqual([200]);

  // Another check adds nothing twice.
  await runJob(page.request, 'instagram.crosspost');
  await page.goto(`/posts/histories?free_word=${marker}`);
  await expect(page.getByRole('heading', { level: 1, name: '投稿履歴' })).toBeVisible();
  const row = historyRow(page, history.id);
  await expect(row).toContainText(STORE);
  await expect(row.getByTestId('post-history-status')).toHaveText('成功');
  await expect(row).toContainText('Instagram');
  await page.waitForTimeout(6000);
  const again = (await listPostHistories(page, { local_account_ids: storeKey, free_word: marker })).filter((h) => h.post_type === 'instagram');
  expect(again.map((h) => h.id)).toEqual([history.id]);
});
