import { expect, test } from '@playwright/test';
import { axeViolations, googleCalls, listReviews, postGoogleReview, requestReviewSync, untilReviewsSynced, type ReviewItem } from './support/reviews';
import { signIn } from './support/session';

// 自動返信設定 (/review/auto-reply-setting) end to end: AI replies switched on for one demo store, then a customer
// writes a new review on Google (the emulator). 最新の口コミを取得 queues the review sync; the sync hands the new
// review to auto-reply.plan, which drafts an AI reply (the LLM emulator) and auto-reply.send posts it to Google,
// all in pg-boss inside the server process.

const store = { title: 'デモカフェ 札幌駅前店', code: 'DF-005' };

test('a new Google review of a store with automatic AI replies is answered by itself', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'owner');
  // The store's existing reviews are in before the setting is saved (they stay unanswered: they predate it).
  await untilReviewsSynced(page);
  await page.goto('/review/auto-reply-setting');
  await expect(page.getByRole('heading', { level: 1, name: '自動返信設定' })).toBeVisible();

  await page.getByRole('checkbox', { name: `${store.title} ${store.code}` }).check();
  const form = page.getByTestId('auto-reply-bulk-form');
  await expect(form.getByRole('heading', { name: '選択した店舗の自動返信設定' })).toBeVisible();
  await expect(form.getByText('対象: 1店舗')).toBeVisible();
  await form.getByRole('group', { name: '自動返信' }).getByRole('radio', { name: '有効' }).check();
  await form.getByRole('group', { name: '返信方法' }).getByRole('radio', { name: 'AI返信' }).check();
  for (const star of [1, 2, 3, 4, 5]) await form.getByRole('checkbox', { name: `★${star}` }).check();
  await form.getByLabel('返信までの待ち時間').selectOption({ label: 'すぐに' });
  await form.getByLabel('低評価の承認').selectOption({ label: '承認なし（すべて自動で送信）' });
  await form.getByRole('button', { name: '選択した店舗に保存' }).click();
  const saved = page.getByTestId('success-dialog');
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(saved).toBeHidden();

  // Only reviews posted after saving are answered: the customer writes one now.
  const comment = `初めて伺いましたが、スタッフの方がとても親切でした。また来ます。e2e-${Date.now()}`;
  await postGoogleReview(page.request, { storeCode: store.code, starRating: 'FIVE', comment, reviewerName: '自動 花子' });

  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: '口コミ管理' })).toBeVisible();
  await requestReviewSync(page);

  // sync → auto-reply.plan → auto-reply.send: poll the inbox endpoint until the new review carries the AI reply.
  // Each job waits for its queue's next poll (5 s on the embedded database), and right after the server starts the
  // sync queue still holds the first syncs of every demo store, hence the long limit.
  let answered: ReviewItem | undefined;
  await expect
    .poll(
      async () => {
        answered = (await listReviews(page, { provider: 'google', free_word: comment.slice(-20), page_size: 10 })).find((r) => r.comment === comment);
        return answered?.reply_state ?? 'not synced yet';
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe('replied');
  const reply = answered?.reply?.comment ?? '';
  expect(reply.trim().length).toBeGreaterThan(10);
  expect(reply).not.toContain('{');
  expect(answered?.store_name).toBe(store.title);

  // The reply went to Google, and the inbox shows it on the review's card.
  const puts = (await googleCalls(page.request)).filter((c) => c.method === 'PUT' && /\/reviews\/[^/]+\/reply$/.test(c.path) && c.status === 200);
  expect(puts.length).toBeGreaterThan(0);
  await page.goto(`/review?provider=google&free_word=${encodeURIComponent(comment.slice(-20))}`);
  const card = page.locator(`article[data-review-id="${answered!.id}"]`);
  await expect(card.getByTestId('reply-state')).toHaveText('返信済み');
  await expect(card.getByTestId('current-reply')).toHaveText(reply);

  // The settings screen's history lists the automatic reply as sent.
  await page.goto('/review/auto-reply-setting');
  await page.getByRole('tab', { name: '履歴' }).click();
  const history = page.getByTestId('auto-reply-queue').getByRole('article').filter({ hasText: comment });
  await expect(history.getByTestId('auto-reply-status')).toHaveText('送信済み');
  expect(await axeViolations(page)).toEqual([]);
});
