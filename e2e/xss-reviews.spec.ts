import { expect, test } from '@playwright/test';
import { listReviews, postGoogleReview, readInboxCards, requestReviewSync, untilReviewsSynced } from './support/reviews';
import { signIn } from './support/session';
import { xssPayloads } from './support/xss-corpus';

// Review texts and reviewer names are written by strangers and reach the inbox through the provider sync. 220
// injection payloads go in at the Google emulator (on a partner store, which no other spec lists), come back through
// the real sync, and are shown in the inbox: none may run, each must read as the text it is, and every HTML answer
// carries the content security policy.

const MARKER = '#xss';
const STORE = 'PT-003';
const RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;

test('220 script-injection payloads in Google review texts and reviewer names never run in the inbox', async ({ page }) => {
  test.setTimeout(150_000);
  const hits: string[] = [];
  page.on('dialog', (dialog) => {
    hits.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => hits.push(`pageerror: ${error.message}`));

  const payloads = xssPayloads(MARKER);
  expect(payloads.length).toBeGreaterThanOrEqual(200);
  await signIn(page, 'partner');
  await untilReviewsSynced(page);
  for (let i = 0; i < payloads.length; i += 2) {
    await postGoogleReview(page.request, { storeCode: STORE, starRating: RATINGS[(i / 2) % RATINGS.length], comment: payloads[i], reviewerName: payloads[i + 1] });
  }

  const response = await page.goto('/review');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await requestReviewSync(page);
  await expect
    .poll(async () => (await listReviews(page, { provider: 'google', free_word: MARKER, page_size: 200 })).length, { timeout: 90_000, intervals: [1000, 2000] })
    .toBe(payloads.length / 2);

  // The inbox filtered to the payloads: the first 10, then 「さらに表示」 brings the rest. The list renders only the
  // cards near the viewport, so the cards are read by scrolling through it.
  await page.goto(`/review?free_word=${encodeURIComponent(MARKER)}`);
  const list = page.getByTestId('review-list');
  await expect(list.getByTestId('review-card').first()).toBeVisible();
  expect((await readInboxCards(page)).texts.size).toBe(10);
  await page.getByRole('button', { name: 'さらに表示' }).click();
  // The button reads 読み込み中 while the page loads and is gone once everything is loaded.
  await expect(list.getByRole('button', { name: /^(さらに表示|読み込み中)/ })).toHaveCount(0);
  const injectable = 'script, iframe, object, embed, svg script, [onerror], [onload], [onfocus], [ontoggle], form, base, meta';
  const { texts, matched } = await readInboxCards(page, injectable);
  expect(texts.size).toBe(payloads.length / 2);

  // Every payload is on the page as text, none became markup, and nothing ran.
  const shown = [...texts.values()].join('\n');
  expect(payloads.filter((payload) => !shown.includes(payload))).toEqual([]);
  expect(matched).toBe(0);
  const injected = await list.evaluate((root, selector) => root.querySelectorAll(selector).length, injectable);
  expect(injected).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(hits).toEqual([]);

  // The public coupon pages are HTML answers too.
  const publicPage = await page.request.get('/coupon-review?token=unknown');
  expect(publicPage.headers()['content-security-policy']).toContain("script-src 'self'");
});
