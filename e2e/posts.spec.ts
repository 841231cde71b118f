import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { apiGet, axeViolations, googleCalls } from './support/reviews';
import { closeSuccessDialog, googlePostOf, historyRow, listPostHistories, nearSchedule, noisyJpeg, storeCheckbox, TOKYO, uniqueMarker, untilAfterJob, waitUntil } from './support/posts';
import { signIn } from './support/session';

// Post management (issue 10): a store user's weekly post for their two Google stores goes through the owner's approval,
// is published to the Google emulator at its time, shows as live in the histories and is deleted there again.

// The demo company's stores linked to Google at the first start (server/src/db/seed-demo-links.ts).
// The demo store user runs these two stores (their picker offers nothing else).
const STORES = ['デモ食堂 渋谷店', 'デモ食堂 梅田店'];

// The list labels a post by the start of its text, where the spec's post has its unique marker.
const postIdOf = async (page: Page, marker: string): Promise<number> => {
  const link = page.getByTestId('post-settings-list').getByRole('link', { name: new RegExp(`^${marker} `) });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const id = Number(/\/posts\/settings\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id, String(href)).toBeGreaterThan(0);
  return id;
};

test('a store user\'s weekly post for their two stores is approved by the owner, goes live on Google, and is deleted for every store', async ({ page, browser }) => {
  test.setTimeout(6 * 60_000);
  // The owner is signed in beforehand in a browser of their own: a post still awaiting approval at its time skips
  // that occurrence, so the approval follows the request at once.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner');

  const marker = uniqueMarker();
  const text = `${marker} 週替わりランチのお知らせ（{店舗名}）`;

  // The store user writes the post; their save asks for approval.
  await signIn(page, 'staff');
  await page.goto('/posts/settings/create');
  const form = page.getByRole('form', { name: '投稿を作成' });
  await expect(form).toBeVisible();
  for (const store of STORES) await storeCheckbox(page, store).check();
  await expect(form.getByText('選択中：Google 2店舗・Yahoo!プレイス 0店舗')).toBeVisible();
  await expect(page.getByTestId('google-fields').getByRole('radio', { name: '最新情報' })).toBeChecked();
  await form.getByLabel('本文', { exact: true }).fill(text);
  await expect(page.getByTestId('summary-preview')).toContainText(`（${STORES[0]}）`);
  await form.getByRole('radio', { name: '毎週' }).check();
  const schedule = nearSchedule();
  await form.getByLabel('繰り返しの終了日').fill(schedule.at.plus({ weeks: 4 }).toFormat('yyyy/MM/dd'));
  await form.getByLabel('投稿日', { exact: true }).fill(schedule.date);
  await form.getByLabel('投稿時刻').fill(schedule.time);
  await expect(page.getByTestId('next-occurrences')).toContainText(schedule.at.toFormat('yyyy/MM/dd'));
  await expect(form.getByText('店舗ユーザーの投稿は、通常ユーザーの承認後に投稿されます。')).toBeVisible();
  await form.getByRole('button', { name: '承認申請する' }).click();

  await expect(page).toHaveURL(/\/posts\/settings$/);
  await closeSuccessDialog(page, '承認されると予定どおり投稿されます');
  const postId = await postIdOf(page, marker);
  await expect(page.getByTestId(`post-setting-${postId}`).getByTestId('post-setting-status')).toHaveText('承認待ち');

  // The owner opens it and approves: it waits for its time (投稿待ち). The rest is the owner's.
  await page.close();
  await owner.goto(`/posts/settings/${postId}`);
  await expect(owner.getByTestId('post-status')).toHaveText('状態：承認待ち');
  const approval = owner.getByRole('region', { name: '承認' });
  await expect(approval.getByText('佐藤 花子さんの投稿が承認待ちです。')).toBeVisible();
  await approval.getByRole('button', { name: '承認する' }).click();
  await expect(owner).toHaveURL(/\/posts\/settings$/);
  await closeSuccessDialog(owner);
  await expect(owner.getByTestId(`post-setting-${postId}`).getByTestId('post-setting-status')).toHaveText('投稿待ち');

  // At its time the scheduler opens one history per store and each is sent to Google.
  await waitUntil(owner, schedule.at);
  await untilAfterJob(owner.request, 'posts.schedule', async () => {
    const histories = await listPostHistories(owner, { post_setting_id: postId });
    expect(histories.map((h) => h.status)).toEqual(STORES.map(() => 0));
  });
  const sent = await listPostHistories(owner, { post_setting_id: postId });
  expect(sent.map((h) => h.account_title).sort()).toEqual([...STORES].sort());
  for (const h of sent) {
    expect(h.summary).toBe(text.replace('{店舗名}', h.account_title));
    expect(h.scheduled_at).toBe(schedule.at.toFormat('yyyy/MM/dd HH:mm'));
  }
  expect(new Set(sent.map((h) => h.local_control_queue_id)).size).toBe(1);
  // Weekly: the post waits for the same time a week later.
  const setting = (await apiGet<{ data: { status: number; next_run_at: string | null } }>(owner, `/api/post-management/post-settings/${postId}`)).data;
  expect(setting).toMatchObject({ status: 0, next_run_at: schedule.at.plus({ weeks: 1 }).toFormat('yyyy/MM/dd HH:mm') });

  // Each store was posted once, with its own idempotency key.
  const created = (await googleCalls(owner.request)).filter((c) => c.method === 'POST' && /\/localPosts$/.test(c.path) && c.idempotencyKey?.startsWith(`post-${postId}-`));
  expect(created.map((c) => c.status)).toEqual(STORES.map(() => 200));
  expect(new Set(created.map((c) => c.idempotencyKey)).size).toBe(STORES.length);

  await owner.goto(`/posts/histories?post_setting_id=${postId}`);
  await expect(owner.getByTestId('post-histories-narrowed')).toContainText(`投稿ID ${postId} の履歴を表示中`);
  for (const h of sent) await expect(historyRow(owner, h.id).getByTestId('post-history-status')).toHaveText('成功');

  // Google reviews a post for a while; the refresh job follows it until it is live.
  await untilAfterJob(
    owner.request,
    'posts.refresh',
    async () => {
      const histories = await listPostHistories(owner, { post_setting_id: postId });
      expect(histories.map((h) => h.provider_state)).toEqual(STORES.map(() => 'live'));
    },
    150_000,
  );
  await owner.reload();
  for (const h of sent) {
    await expect(historyRow(owner, h.id).getByTestId('post-provider-state')).toHaveText('公開中');
    await expect(historyRow(owner, h.id).getByRole('link', { name: `${h.account_title}の投稿を表示（新しいタブで開きます）` })).toBeVisible();
  }

  // The history's own page, scanned here since a fresh server has no history when the axe spec runs.
  await historyRow(owner, sent[0].id).getByRole('link', { name: new RegExp(`^${marker} `) }).click();
  await expect(owner.getByTestId('post-history-detail')).toContainText(sent[0].account_title);
  await expect(owner.getByTestId('post-history-detail').getByTestId('post-provider-state')).toHaveText('公開中');
  expect(await axeViolations(owner)).toEqual([]);
  await owner.goBack();

  // 全店舗分を削除 on one row deletes the occurrence at every store, at Google too.
  await historyRow(owner, sent[0].id).getByRole('button', { name: /^全店舗分を削除：/ }).click();
  const confirm = owner.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(`この投稿の全店舗分（投稿済み${STORES.length}件）を削除しますか？媒体からも削除されます。`);
  await confirm.getByRole('button', { name: '全店舗分を削除' }).click();
  const result = owner.getByTestId('bulk-result-dialog');
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'OK' }).click();
  for (const h of sent) await expect(historyRow(owner, h.id).getByTestId('post-history-status')).toHaveText('削除済み');
  const after = await listPostHistories(owner, { post_setting_id: postId });
  expect(after.map((h) => h.status)).toEqual(STORES.map(() => -1));

  const calls = await googleCalls(owner.request);
  for (const h of sent) {
    const { locationId, postId: googlePostId } = googlePostOf(h);
    const deleted = calls.filter((c) => c.method === 'DELETE' && c.path.endsWith(`/locations/${locationId}/localPosts/${googlePostId}`));
    expect(deleted.map((c) => c.status), `${h.account_title} deleted at Google`).toEqual([200]);
  }
  await ownerContext.close();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the post editor is usable on a phone: every field in reach, no sideways scrolling, and the post saved', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/posts/settings/create');
    const form = page.getByRole('form', { name: '投稿を作成' });
    await expect(form).toBeVisible();
    await storeCheckbox(page, STORES[0]).tap();
    await expect(form.getByText('選択中：Google 1店舗・Yahoo!プレイス 0店舗')).toBeVisible();

    const google = page.getByTestId('google-fields');
    await google.getByRole('radio', { name: 'イベント' }).tap();
    const tomorrow = DateTime.now().setZone(TOKYO).plus({ days: 1 });
    const marker = uniqueMarker();
    await google.getByLabel('タイトル').fill(`${marker} 秋の試食会`);
    await google.getByLabel('開始日').fill(tomorrow.toFormat('yyyy/MM/dd'));
    await google.getByLabel('開始時刻').fill('11:00');
    await google.getByLabel('終了日').fill(tomorrow.plus({ days: 7 }).toFormat('yyyy/MM/dd'));
    await google.getByLabel('終了時刻').fill('15:00');
    await google.getByLabel('ボタン', { exact: true }).selectOption({ label: '予約' });
    await google.getByLabel('ボタンのリンク先URL').fill('https://example.com/reserve');
    await form.getByLabel('画像（Googleのみ・1枚）').setInputFiles({ name: 'tasting.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg(300) });
    await form.getByLabel('本文', { exact: true }).fill('試食会を開催します。');
    await form.getByRole('button', { name: '{店舗名}を挿入' }).tap();
    await expect(page.getByTestId('summary-preview')).toContainText(STORES[0]);
    await form.getByLabel('投稿日', { exact: true }).fill(tomorrow.toFormat('yyyy/MM/dd'));
    await form.getByLabel('投稿時刻').fill('10:00');
    await form.getByRole('radio', { name: '毎月' }).tap();
    await form.getByLabel('繰り返しの終了日').fill(tomorrow.plus({ months: 3 }).toFormat('yyyy/MM/dd'));

    // Every control of the editor can be brought into view within the screen's width.
    const controls = form.locator('input:not([type=hidden]), select, textarea, button');
    const count = await controls.count();
    expect(count).toBeGreaterThan(20);
    for (let i = 0; i < count; i += 1) {
      const control = controls.nth(i);
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      const name = (await control.getAttribute('id')) ?? (await control.textContent()) ?? String(i);
      expect(box, name).not.toBeNull();
      expect(box?.x ?? -1, name).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await form.getByRole('button', { name: '保存する' }).tap();
    await expect(page).toHaveURL(/\/posts\/settings$/);
    await closeSuccessDialog(page);
    const row = page.getByRole('list', { name: '予定している投稿' }).getByRole('listitem').filter({ hasText: marker });
    await expect(row).toContainText('投稿待ち');
    await expect(row).toContainText(`${tomorrow.toFormat('yyyy/MM/dd')} 10:00`);
  });
});
