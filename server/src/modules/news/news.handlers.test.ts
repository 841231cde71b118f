import { news } from './news.table';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: Signed;
let staff: Signed;
let partner: Signed;
beforeAll(async () => {
  t = await createTestApp();
  [owner, staff, partner] = [await loginAs(t, 'owner'), await loginAs(t, 'staff'), await loginAs(t, 'partner')];
});
afterAll(async () => {
  await t.close();
});

interface Item {
  id: number;
  category: number;
  title: string;
  published_at: string;
  is_read: boolean;
}
interface ListBody {
  data: Item[];
  pagination: { page: number; page_size: number; total: number; current_page: number; last_page: number };
}

const list = async (s: Signed, query = '') => (await t.inject({ url: `/api/news${query}`, headers: s.headers })).json<ListBody>();
const flag = async (s: Signed) => (await t.inject({ url: '/api/news/info-flg', headers: s.headers })).json().data;

it('lists published news newest first, 10 per page, with Japanese dates', async () => {
  const page1 = await list(owner);
  // 7 for everyone + 1 allgrow-only; the partner-only item and the scheduled one are hidden.
  expect(page1.pagination).toEqual({ page: 1, page_size: 10, total: 8, current_page: 1, last_page: 1 });
  expect(page1.data).toHaveLength(8);
  const dates = page1.data.map((n) => n.published_at);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(dates[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  expect(page1.data.every((n) => n.is_read === false)).toBe(true);
  expect(page1.data.some((n) => n.title.includes('予告'))).toBe(false);

  const page2 = await list(owner, '?page=2&page_size=3');
  expect(page2.pagination).toEqual({ page: 2, page_size: 3, total: 8, current_page: 2, last_page: 3 });
  expect(page2.data.map((n) => n.id)).toEqual(page1.data.slice(3, 6).map((n) => n.id));
});

it('filters by category and validates the query', async () => {
  const maintenance = await list(owner, '?category=1');
  expect(maintenance.data.length).toBeGreaterThan(0);
  expect(maintenance.data.every((n) => n.category === 1)).toBe(true);
  const bad = await t.inject({ url: '/api/news?category=7&page_size=500', headers: owner.headers });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors as object).sort()).toEqual(['category', 'page_size']);
});

it('shows partner-only news to the partner and never to allgrow (and 404 on its detail)', async () => {
  const partnerList = await list(partner);
  const partnerOnly = partnerList.data.find((n) => n.title.includes('パートナー様向け'));
  expect(partnerOnly).toBeDefined();
  expect(partnerList.data.some((n) => n.title.includes('セミナー'))).toBe(false);
  expect((await list(owner)).data.some((n) => n.id === partnerOnly?.id)).toBe(false);
  const detail = await t.inject({ url: `/api/news/detail/${partnerOnly?.id}`, headers: owner.headers });
  expect(detail.statusCode).toBe(404);
  expect(detail.json()).toMatchObject({ code: 'not_found' });
});

it('reading a detail marks it read for that user only and updates the badge', async () => {
  const before = await flag(owner);
  expect(before).toEqual({ has_unread: true, unread_count: 8 });
  const first = (await list(owner)).data[0];
  const detail = await t.inject({ url: `/api/news/detail/${first.id}`, headers: owner.headers });
  expect(detail.statusCode).toBe(200);
  expect(detail.json().data).toMatchObject({ id: first.id, is_read: true, body: expect.any(String) });
  // Reading twice is harmless.
  expect((await t.inject({ url: `/api/news/detail/${first.id}`, headers: owner.headers })).statusCode).toBe(200);

  expect((await list(owner)).data[0].is_read).toBe(true);
  expect(await flag(owner)).toEqual({ has_unread: true, unread_count: 7 });
  // Same company, another user: untouched. Another company: untouched.
  expect((await list(staff)).data[0].is_read).toBe(false);
  expect((await list(partner)).data.every((n) => !n.is_read)).toBe(true);
  expect((await flag(partner)).unread_count).toBe(8);
});

it('the badge clears once everything is read', async () => {
  for (const item of (await list(staff, '?page_size=50')).data) {
    await t.inject({ url: `/api/news/detail/${item.id}`, headers: staff.headers });
  }
  expect(await flag(staff)).toEqual({ has_unread: false, unread_count: 0 });
});

it('scheduled news is invisible until its time comes', async () => {
  const all = await t.db.select({ id: news.id, publishedAt: news.publishedAt }).from(news);
  const scheduled = all.find((n) => n.publishedAt.getTime() > t.clock.now().getTime());
  expect(scheduled).toBeDefined();
  expect((await t.inject({ url: `/api/news/detail/${scheduled?.id}`, headers: owner.headers })).statusCode).toBe(404);
  t.clock.advance(7 * 86_400 + 3600);
  // The session would have expired by now: sign in again at the new time.
  const later = await loginAs(t, 'owner');
  expect((await t.inject({ url: `/api/news/detail/${scheduled?.id}`, headers: later.headers })).statusCode).toBe(200);
});
