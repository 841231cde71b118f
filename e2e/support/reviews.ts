import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Helpers of the review-management specs (issue 4): the inbox cards, the API as the signed-in page sees it, and
// the in-process Google emulator's admin routes (call log, new reviews).

export interface ReviewItem {
  id: number;
  local_account_id: string;
  store_name: string;
  provider: 'google' | 'yahoo' | 'form';
  kind: 1 | 2;
  reviewer_name: string;
  is_anonymous: boolean;
  rating: number | null;
  comment: string | null;
  reply: { comment: string; updated_at: string | null } | null;
  reply_state: 'none' | 'sending' | 'replied' | 'failed' | 'awaiting_approval';
  can_reply: boolean;
}

export interface EmulatorCall {
  method: string;
  path: string;
  status: number;
  idempotencyKey?: string;
  time: string;
}

/** GET an API path with the page's session and return the parsed body. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** Reviews as the inbox endpoint answers them (newest first). */
export async function listReviews(page: Page, query: Record<string, string | number> = {}): Promise<ReviewItem[]> {
  const search = new URLSearchParams(Object.entries({ page_size: 100, ...query }).map(([k, v]) => [k, String(v)]));
  return (await apiGet<{ data: ReviewItem[] }>(page, `/api/reviews?${search}`)).data;
}

export async function findReview(page: Page, id: number, query: Record<string, string | number> = {}): Promise<ReviewItem | undefined> {
  return (await listReviews(page, { page_size: 200, ...query })).find((r) => r.id === id);
}

/**
 * The demo stores are linked and their first review sync queued once the server listens, so the first spec of a
 * run may arrive before the reviews: wait until the inbox endpoint has some of each provider asked for.
 */
export async function untilReviewsSynced(page: Page, providers: ('google' | 'yahoo')[] = ['google']) {
  for (const provider of providers) {
    await expect
      .poll(async () => (await listReviews(page, { provider, page_size: 1 })).length, { timeout: 60_000, intervals: [500, 1000, 2000] })
      .toBeGreaterThan(0);
  }
}

/** The Google emulator's log of provider calls (admin routes are left out of it). */
export async function googleCalls(request: APIRequestContext): Promise<EmulatorCall[]> {
  const res = await request.get('/emulators/google/__admin/calls');
  expect(res.status()).toBe(200);
  return (await res.json()) as EmulatorCall[];
}

/** A customer writes a review on Google (the emulator); the console picks it up with its next sync. */
export async function postGoogleReview(
  request: APIRequestContext,
  review: { storeCode: string; starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE'; comment: string; reviewerName: string },
): Promise<{ reviewId: string; name: string }> {
  const res = await request.post('/emulators/google/__admin/reviews', { data: review });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { reviewId: string; name: string };
}

/**
 * The first card of the list that is still unanswered and can be answered here, pinned by its review id: once a
 * reply is sent the filter would match the next card instead.
 */
export async function pinUnrepliedCard(page: Page): Promise<{ card: Locator; reviewId: number }> {
  const list = page.getByTestId('review-list');
  await expect(list.getByRole('article').first()).toBeVisible();
  const candidate = list
    .getByRole('article')
    .filter({ has: page.getByTestId('reply-state').getByText('未返信', { exact: true }) })
    .filter({ has: page.getByRole('button', { name: '返信する', exact: true }) })
    .first();
  await expect(candidate).toBeVisible();
  const reviewId = Number(await candidate.getAttribute('data-review-id'));
  expect(reviewId).toBeGreaterThan(0);
  return { card: page.locator(`article[data-review-id="${reviewId}"]`), reviewId };
}

/**
 * The inbox renders only the cards near the viewport (a windowed list): this scrolls the window through the whole
 * list as a reader would and returns every card met (text by review id) and how many elements matching
 * `countSelector` the rendered cards held along the way.
 */
export async function readInboxCards(page: Page, countSelector?: string): Promise<{ texts: Map<string, string>; matched: number }> {
  const texts = new Map<string, string>();
  let matched = 0;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 2000; step += 1) {
    const seen = await page.evaluate(async (selector) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="review-list"] [data-testid="review-card"]')];
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      return {
        cards: cards.map((card) => [card.dataset.reviewId ?? '', card.textContent ?? ''] as [string, string]),
        matched: selector ? cards.reduce((n, card) => n + card.querySelectorAll(selector).length, 0) : 0,
        atEnd,
      };
    }, countSelector);
    for (const [id, text] of seen.cards) texts.set(id, text);
    matched += seen.matched;
    if (seen.atEnd) break;
  }
  return { texts, matched };
}

/** axe with the WCAG 2.1 AA rule set the other specs use; a non-empty list names each rule and its nodes. */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No horizontal scrolling at the page's current width. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Presses 「最新の口コミを取得」 and closes the dialog saying the fetch has started. A company may ask once a minute,
 * and another spec of the same company may just have asked: the busy dialog is closed and the press repeated.
 */
export async function requestReviewSync(page: Page) {
  const started = page.getByRole('dialog', { name: '口コミの取得を開始しました' });
  const busy = page.getByTestId('busy-dialog');
  await expect(async () => {
    if (await busy.isVisible()) await busy.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: '最新の口コミを取得' }).click();
    await expect(started.or(busy)).toBeVisible();
    await expect(started).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 75_000, intervals: [5000] });
  await started.getByRole('button', { name: 'OK' }).click();
}
