import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertReviews, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { widgetInput, widgetPath } from './map-tool.testing';

// The map utilisation tool end to end through the contract: settings round-trip, the visible flags, and the public
// endpoint an embed reads (only what the widget shows, cacheable, any origin).
let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let shibuya: string;
let reviewIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  const store = demo.owner.google[0];
  shibuya = `g_${store.id}`;
  reviewIds = await insertReviews(t, demo.ownerCompanyId, [
    { localAccountId: store.id, postedAt: new Date('2026-11-01T00:00:00Z'), rating: 5, comment: 'ランチが美味しい', reviewerName: '山田 太郎' },
    { localAccountId: store.id, postedAt: new Date('2026-11-02T00:00:00Z'), rating: 4, comment: '店員さんが親切<script>alert(1)</script>', reviewerName: '佐藤' },
    { localAccountId: store.id, postedAt: new Date('2026-11-03T00:00:00Z'), rating: 2, comment: '待ち時間が長い', reviewerName: '鈴木' },
    { localAccountId: store.id, postedAt: new Date('2026-11-04T00:00:00Z'), rating: 5, comment: '駐車場がない', reviewerName: '高橋' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Signed = owner) => t.inject({ method, url, headers: as.headers, payload });
type Widget = { data: { id: number; public_id: string; settings: Record<string, unknown>; snippet: string } };
const publicRead = (publicId: string, headers: Record<string, string> = {}) => t.inject({ url: `/api/preview/widgets/${publicId}`, headers });

it('saves every setting of a review widget and gives back a snippet with an unguessable id', async () => {
  const input = widgetInput('review', [shibuya], { layout: 2, item_disp: 3, perpage: 3, rating_min: 4, order: 1, keywords_not: '駐車場', customcss: '.mw{color:#333}', title: '渋谷店の口コミ' });
  const created = await send('POST', widgetPath('review'), input);
  expect(created.statusCode).toBe(200);
  const widget = created.json<Widget>().data;
  expect(widget.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/u);
  expect(widget.snippet).toContain(`data-meo-widget="${widget.public_id}"`);
  expect(widget.snippet).toContain('/embed/widget.js');
  const read = (await t.inject({ url: `${widgetPath('review')}/${widget.id}`, headers: owner.headers })).json<Widget>().data;
  expect(read.settings).toEqual(input);
  const listed = (await t.inject({ url: '/api/map-tool/widgets?kind=review', headers: owner.headers })).json<{ data: { id: number }[] }>();
  expect(listed.data.map((w) => w.id)).toContain(widget.id);
});

it('refuses settings outside section 9 with field errors, and a Yahoo store', async () => {
  for (const [field, value] of [['rating_min', 6], ['slider_num', 2], ['perpage', 11], ['order', 4], ['language', 0], ['title_color', 'red']] as const) {
    const res = await send('POST', widgetPath('review'), widgetInput('review', [shibuya], { [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
  }
  expect((await send('POST', widgetPath('review'), { ...widgetInput('review', [shibuya]), extra: 1 })).statusCode).toBe(400);
  const yahoo = await send('POST', widgetPath('post'), widgetInput('post', [`y_${demo.owner.yahoo[0].id}`]));
  expect(yahoo.statusCode).toBe(422);
});

it('serves only what the widget shows, filtered and escaped by construction, and follows the visible flag', async () => {
  const created = (await send('POST', widgetPath('review'), widgetInput('review', [shibuya], { rating_min: 4, order: 2, keywords_not: '駐車場', account_name: false, estimate: true, customcss: '@import url(https://evil.example/x.css); .mw{color:#333}' }))).json<Widget>().data;
  const first = await publicRead(created.public_id);
  expect(first.statusCode).toBe(200);
  expect(first.headers['access-control-allow-origin']).toBe('*');
  expect(first.headers['cache-control']).toBe('public, max-age=30');
  const body = first.json<{ items: { text: string; author: string; rating: number; date: string }[]; css: string; summary: { count: number }; settings: Record<string, unknown> }>();
  expect(body.items.map((i) => i.text)).toEqual(['店員さんが親切<script>alert(1)</script>', 'ランチが美味しい']);
  expect(body.items.every((i) => i.author === '')).toBe(true);
  expect(body.items[1].date).toBe('2026-11-01');
  expect(body.summary.count).toBe(4);
  expect(body.css).toBe('.mw{color:#333}');
  // Nothing the console knows beyond the display: no stores, keywords, names or ids.
  const raw = first.body;
  for (const secret of [shibuya, '駐車場', 'reviewウィジェット', `"id"`, 'company', 'accounts', 'keywords', '山田']) expect(raw).not.toContain(secret);

  const etag = String(first.headers.etag);
  expect((await publicRead(created.public_id, { 'if-none-match': etag })).statusCode).toBe(304);

  const hidden = await send('PUT', `/api/map-tool/review-status/${reviewIds[1]}`, { visible: false });
  expect(hidden.statusCode).toBe(200);
  const after = await publicRead(created.public_id, { 'if-none-match': etag });
  expect(after.statusCode).toBe(200);
  expect(after.json<{ items: { text: string }[] }>().items.map((i) => i.text)).toEqual(['ランチが美味しい']);
  const items = (await t.inject({ url: `/api/map-tool/items?kind=review&local_account_ids=${shibuya}`, headers: owner.headers })).json<{ data: { id: number; visible: boolean }[] }>();
  expect(items.data.find((i) => i.id === reviewIds[1])?.visible).toBe(false);

  await send('PUT', `/api/map-tool/review-status/${reviewIds[1]}`, { visible: true });
  expect((await publicRead(created.public_id)).json<{ items: unknown[] }>().items).toHaveLength(2);
});

it('answers 404 for an unknown or deleted widget, and the public read needs no session', async () => {
  const created = (await send('POST', widgetPath('picture'), widgetInput('picture', [shibuya]))).json<Widget>().data;
  const read = await publicRead(created.public_id);
  expect(read.statusCode).toBe(200);
  expect(read.json<{ items: unknown[]; kind: string }>()).toMatchObject({ kind: 'picture', items: [] });
  expect((await send('DELETE', `${widgetPath('picture')}/${created.id}`)).statusCode).toBe(200);
  expect((await publicRead(created.public_id)).statusCode).toBe(404);
  expect((await publicRead('A'.repeat(22))).statusCode).toBe(404);
  expect((await publicRead('short')).statusCode).toBe(422);
});

it('keeps a store user to widgets of their own stores', async () => {
  const staff = await loginAs(t, 'staff');
  const other = demo.owner.google.find((g) => g.storeCode === 'DF-005');
  if (!other) throw new Error('DF-005 is not linked');
  const foreignWidget = (await send('POST', widgetPath('review'), widgetInput('review', [`g_${other.id}`]))).json<Widget>().data;
  expect((await t.inject({ url: `${widgetPath('review')}/${foreignWidget.id}`, headers: staff.headers })).statusCode).toBe(404);
  expect((await send('POST', widgetPath('review'), widgetInput('review', [`g_${other.id}`]), staff)).statusCode).toBe(404);
  const listed = (await t.inject({ url: '/api/map-tool/widgets', headers: staff.headers })).json<{ data: { id: number }[] }>();
  expect(listed.data.map((w) => w.id)).not.toContain(foreignWidget.id);
});
