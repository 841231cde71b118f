import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { listReviews, untilReviewsSynced } from './support/reviews';
import { signIn } from './support/session';

// The map utilisation tool end to end: a review widget built in the console, its snippet pasted into a page of
// another site (another port, so another origin), the reviews drawn there, one review hidden in the console and gone
// from that page at its next view. The host page's own CSS tries to hide and recolour the widget and cannot.

const WIDGET_NAME = 'ホームページ用の口コミ';

function hostPage(snippet: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>デモ食堂 公式サイト</title>
<style>.mw,.it{display:none!important}p{color:red!important}</style></head>
<body><main><h1>デモ食堂 公式サイト</h1>${snippet}</main></body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

test('a review widget built in the console shows on another site, and a hidden review leaves it', async ({ page, browser }) => {
  await signIn(page, 'owner');
  await untilReviewsSynced(page);
  // A store with reviews, and among its newest ten (the first page of the console's item list, which lists the
  // store's Google reviews and coupon feedback newest first) a Google review (kind 1: coupon feedback joins widgets only
  // once the coupon screen marks it for the map) whose author is unique on that page, to find its switch by name, and
  // whose text is unique among the reviews the widget shows, to see it leave.
  const store = (await listReviews(page, { provider: 'google', page_size: 1 }))[0];
  const shown = await listReviews(page, { local_account_ids: store.local_account_id, page_size: 100 });
  const newest = shown.slice(0, 10);
  const once = <T>(list: T[], value: T) => list.filter((v) => v === value).length === 1;
  const target = newest.find(
    (r) => r.kind === 1 && r.comment && r.rating !== null && once(newest.map((o) => o.reviewer_name), r.reviewer_name) && once(shown.map((o) => o.comment), r.comment),
  );
  if (!target?.comment) throw new Error('no review with a unique author and text to hide');

  await page.goto('/map/review/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('ウィジェット名').fill(WIDGET_NAME);
  await page.getByTestId('store-picker').getByRole('checkbox', { name: new RegExp(store.store_name) }).check();
  // 付箋 with every note on one page, so each review is on screen (a card slider shows three at a time).
  await page.getByRole('radio', { name: '付箋' }).check();
  await page.getByLabel('1ページに表示する件数').fill('0');
  await page.getByLabel('表示する最低評価（星の数）').fill('1');
  await page.getByLabel('表示する件数（最大）').fill('100');
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByText('保存しました。次の埋め込みコードをページに貼り付けてください。')).toBeVisible();

  const widgets = (await (await page.request.get('/api/map-tool/widgets?kind=review')).json()) as { data: { name: string; snippet: string }[] };
  const snippet = widgets.data.find((w) => w.name === WIDGET_NAME)?.snippet ?? '';
  expect(snippet).toContain('/embed/widget.js');
  const host = await hostPage(snippet);
  const visitor = await browser.newPage();
  try {
    await visitor.goto(host.url);
    const widget = visitor.locator('[data-meo-widget]');
    await expect(widget.getByText(target.comment, { exact: false }).first()).toBeVisible();
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText(store.store_name);

    // Hide it from every widget in the console, then the visitor's next page view no longer shows it.
    await page.getByRole('switch', { name: new RegExp(`・${target.reviewer_name}の口コミ`) }).click();
    await expect(page.getByRole('switch', { name: new RegExp(`・${target.reviewer_name}の口コミ`) })).toHaveAttribute('aria-checked', 'false');
    await visitor.reload();
    await expect(widget.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(widget.getByText(target.comment, { exact: false })).toHaveCount(0);
  } finally {
    await visitor.close();
    await host.close();
  }
});
