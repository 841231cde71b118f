import { and, eq, sql } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { providerConnections } from '../../provider-access/provider-connections.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies } from '../../tenancy/tenancy.table';
import { insertReviews, linkDemo, type LinkedDemo } from './reviews.testing';
import { reviews } from './reviews.table';

interface Item {
  id: number;
  local_account_id: string;
  store_name: string;
  provider: string;
  kind: number;
  posted_at: string;
  reply: { comment: string; updated_at: string | null } | null;
  reply_state: string;
  can_reply: boolean;
  rating: number | null;
}
interface ListBody {
  data: Item[];
  pagination: { page: number; page_size: number; total: number; total_capped?: boolean; last_page: number };
  next_cursor: string | null;
}

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let partner: Signed;
const ids: Record<string, number> = {};
const key = (provider: 'g' | 'y', id: number) => `${provider}_${id}`;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  const [g1, g2, g3] = demo.owner.google;
  const [y1] = demo.owner.yahoo;
  const seeds = {
    a: { localAccountId: g1.id, postedAt: new Date('2026-03-10T03:00:00Z'), rating: 5, comment: '最高のランチでした', reviewerName: '山田 一郎', replyComment: 'ありがとうございます' },
    b: { localAccountId: g1.id, postedAt: new Date('2026-03-09T03:00:00Z'), rating: 1, comment: '100%満足とは言えません', reviewerName: '佐藤' },
    c: { localAccountId: g2.id, postedAt: new Date('2026-03-01T15:00:00Z'), rating: 3, comment: '1000円で満足' },
    d: { localAccountId: g2.id, postedAt: new Date('2026-03-01T14:59:59Z'), rating: 2, comment: 'a_b テスト' },
    e: { localAccountId: y1.id, provider: 'yahoo' as const, postedAt: new Date('2026-03-08T03:00:00Z'), rating: 4, comment: 'ヤフーの口コミ' },
    f: { localAccountId: g3.id, provider: 'form' as const, kind: 2 as const, postedAt: new Date('2026-03-07T03:00:00Z'), rating: 5, comment: 'クーポンの感想' },
    g: { localAccountId: g1.id, postedAt: new Date('2026-03-06T03:00:00Z'), rating: null, comment: null, reviewerName: 'Google ユーザー' },
  };
  const names = Object.keys(seeds) as (keyof typeof seeds)[];
  const inserted = await insertReviews(t, demo.ownerCompanyId, names.map((n) => seeds[n]));
  names.forEach((n, i) => (ids[n] = inserted[i]));
});
afterAll(async () => {
  await t.close();
});

const list = async (who: Signed, query = '') => t.inject({ url: `/api/reviews${query ? `?${query}` : ''}`, headers: who.headers });
const names = async (query: string): Promise<string[]> => {
  const res = await list(owner, query);
  expect(res.statusCode).toBe(200);
  const byId = new Map(Object.entries(ids).map(([n, id]) => [id, n]));
  return res.json<ListBody>().data.map((item) => byId.get(item.id) ?? `?${item.id}`);
};

it('lists the company reviews newest first as review items', async () => {
  expect(await names('page_size=50')).toEqual(['a', 'b', 'e', 'f', 'g', 'c', 'd']);
  const body = (await list(owner, 'page_size=50')).json<ListBody>();
  const a = body.data[0];
  expect(a).toMatchObject({
    local_account_id: key('g', demo.owner.google[0].id),
    store_name: 'デモ食堂 渋谷店',
    provider: 'google',
    kind: 1,
    posted_at: '2026/03/10 12:00',
    reply: { comment: 'ありがとうございます', updated_at: '2026/03/10 12:00' },
    reply_state: 'replied',
    can_reply: true,
  });
  const byId = new Map(body.data.map((item) => [item.id, item]));
  expect(byId.get(ids.e)).toMatchObject({ provider: 'yahoo', local_account_id: key('y', demo.owner.yahoo[0].id), can_reply: false });
  expect(byId.get(ids.f)).toMatchObject({ provider: 'form', kind: 2, can_reply: false });
  expect(byId.get(ids.g)).toMatchObject({ rating: null, reply: null, reply_state: 'none' });
  expect(body.pagination).toMatchObject({ page: 1, page_size: 50, total: 7, total_capped: false, last_page: 1 });
  expect(body.next_cursor).toBeNull();
});

it('filters by store, free word, JST day range, rating, reply status, kind and provider', async () => {
  const [g1, g2] = demo.owner.google;
  const [y1] = demo.owner.yahoo;
  expect(await names(`local_account_ids=${key('g', g1.id)}`)).toEqual(['a', 'b', 'g']);
  expect(await names(`local_account_ids=${key('g', g2.id)},${key('y', y1.id)}`)).toEqual(['e', 'c', 'd']);
  // % and _ are searched as themselves, not as LIKE wildcards.
  expect(await names(`free_word=${encodeURIComponent('100%')}`)).toEqual(['b']);
  expect(await names('free_word=a_b')).toEqual(['d']);
  expect(await names(`free_word=${encodeURIComponent('山田')}`)).toEqual(['a']);
  expect(await names(`free_word=${encodeURIComponent('ありがとう')}`)).toEqual(['a']);
  // 2026-03-01T15:00Z is 2026/03/02 00:00 in Tokyo; 14:59:59Z is still 2026/03/01.
  expect(await names('start_at=2026/03/02&end_at=2026/03/02')).toEqual(['c']);
  expect(await names('end_at=2026/03/01')).toEqual(['d']);
  expect(await names('start_at=2026/03/08')).toEqual(['a', 'b', 'e']);
  expect(await names('ratings=1,2')).toEqual(['b', 'd']);
  expect(await names('reply_status=replied')).toEqual(['a']);
  expect(await names('reply_status=unreplied')).toEqual(['b', 'e', 'f', 'g', 'c', 'd']);
  expect(await names('kind=2')).toEqual(['f']);
  expect(await names('provider=yahoo')).toEqual(['e']);
  expect(await names('provider=google&ratings=5')).toEqual(['a', 'f']);
});

it('rejects impossible dates and reversed ranges on their fields', async () => {
  const bad = await list(owner, 'start_at=2026/02/30');
  expect(bad.statusCode).toBe(422);
  expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: { start_at: ['存在しない日付です'] } });
  const reversed = await list(owner, 'start_at=2026/03/05&end_at=2026/03/01');
  expect(reversed.statusCode).toBe(422);
  expect(reversed.json<{ errors: Record<string, string[]> }>().errors.end_at).toEqual(['終了日は開始日以降の日付を入力してください']);
});

it('shows Google only, Yahoo only or both as the contract flags say', async () => {
  const companyId = demo.ownerCompanyId;
  const yahooKey = key('y', demo.owner.yahoo[0].id);
  const googleKey = key('g', demo.owner.google[0].id);
  try {
    await t.db.update(companies).set({ yMeoAnalyticsFlag: false }).where(eq(companies.id, companyId));
    const googleOnly = await loginAs(t, 'owner');
    expect((await list(googleOnly, 'page_size=50')).json<ListBody>().data.map((i) => i.provider).sort()).toEqual(['form', 'google', 'google', 'google', 'google', 'google']);
    expect((await list(googleOnly, `local_account_ids=${yahooKey}`)).statusCode).toBe(404);

    await t.db.update(companies).set({ yMeoAnalyticsFlag: true, meoAnalyticsFlag: false }).where(eq(companies.id, companyId));
    const yahooOnly = await loginAs(t, 'owner');
    expect((await list(yahooOnly, 'page_size=50')).json<ListBody>().data.map((i) => i.id)).toEqual([ids.e]);
    expect((await list(yahooOnly, `local_account_ids=${googleKey}`)).statusCode).toBe(404);
  } finally {
    await t.db.update(companies).set({ meoAnalyticsFlag: true, yMeoAnalyticsFlag: true }).where(eq(companies.id, companyId));
  }
});

it('offers no reply while the Google linkage has expired', async () => {
  await t.db.update(providerConnections).set({ tokenState: 'expired' }).where(eq(providerConnections.companyId, demo.ownerCompanyId));
  // What marking a linkage expired does besides the row (provider-access.service, token-state.service).
  await t.deps.sessionCache.invalidate({ companyIds: [demo.ownerCompanyId] });
  try {
    expect((await list(owner, 'page_size=50')).json<ListBody>().data.every((i) => !i.can_reply)).toBe(true);
  } finally {
    await t.db.update(providerConnections).set({ tokenState: 'active' }).where(eq(providerConnections.companyId, demo.ownerCompanyId));
    await t.deps.sessionCache.invalidate({ companyIds: [demo.ownerCompanyId] });
  }
});

it('answers 404 for a store key of another company or one that does not exist', async () => {
  expect((await list(partner, `local_account_ids=${key('g', demo.owner.google[0].id)}`)).statusCode).toBe(404);
  expect((await list(owner, 'local_account_ids=g_999999')).statusCode).toBe(404);
  // The partner's inbox never shows the owner's reviews.
  const partnerIds = (await list(partner, 'page_size=200')).json<ListBody>().data.map((i) => i.id);
  expect(partnerIds.filter((id) => Object.values(ids).includes(id))).toEqual([]);
});

describe('paging a large store', () => {
  let truth: number[] = [];

  beforeAll(async () => {
    // 1,030 reviews on the partner's first store, many sharing one posting time (ties on posted_at, even at the
    // microsecond), so the keyset must order by (posted_at, id) to neither skip nor repeat.
    const [account] = await t.db
      .select({ id: localAccounts.id })
      .from(localAccounts)
      .where(and(eq(localAccounts.companyId, demo.partnerCompanyId), eq(localAccounts.status, 'linked')))
      .orderBy(localAccounts.id)
      .limit(1);
    await t.db.execute(sql`
      insert into reviews (company_id, local_account_id, provider, kind, provider_review_id, reviewer_name, rating, comment, posted_at, provider_updated_at, reply_state)
      select ${demo.partnerCompanyId}, ${account.id}, 'google', 1, 'bulk-' || g, '投稿者' || g, 1 + g % 5, '本文' || g,
             timestamptz '2026-01-01 00:00:00+00' + (g / 4) * interval '1 minute' + (g % 2) * interval '1 microsecond',
             timestamptz '2026-01-01 00:00:00+00', 'none'
      from generate_series(1, 1030) g`);
    const rows = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.companyId, demo.partnerCompanyId)).orderBy(sql`posted_at desc, id desc`);
    truth = rows.map((r) => r.id);
  });

  it('walks every row exactly once by cursor, each page as cheap as the first', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(partner, `page_size=200${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<ListBody>();
      expect(body.pagination).toMatchObject({ total: 1000, total_capped: true, page: pages + 1 });
      seen.push(...body.data.map((i) => i.id));
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toEqual(truth);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps page numbers and cursors consistent, with filters too', async () => {
    const byPage: number[] = [];
    for (let page = 1; page <= 3; page += 1) byPage.push(...(await list(partner, `page=${page}&page_size=7`)).json<ListBody>().data.map((i) => i.id));
    expect(byPage).toEqual(truth.slice(0, 21));
    const first = (await list(partner, 'page=2&page_size=7')).json<ListBody>();
    const next = (await list(partner, `page_size=7&cursor=${first.next_cursor}`)).json<ListBody>();
    expect(next.data.map((i) => i.id)).toEqual(truth.slice(14, 21));
    expect(next.pagination.page).toBe(3);

    const fives: number[] = [];
    let cursor: string | null = null;
    do {
      const body: ListBody = (await list(partner, `ratings=5&page_size=50${cursor ? `&cursor=${cursor}` : ''}`)).json<ListBody>();
      fives.push(...body.data.map((i) => i.id));
      cursor = body.next_cursor;
    } while (cursor);
    const expected = (await t.db.select({ id: reviews.id }).from(reviews).where(sql`company_id = ${demo.partnerCompanyId} and rating = 5`).orderBy(sql`posted_at desc, id desc`)).map((r) => r.id);
    expect(fives).toEqual(expected);
  });

  it('allows page numbers only within the first 1,000 rows', async () => {
    expect((await list(partner, 'page=100&page_size=10')).statusCode).toBe(200);
    expect((await list(partner, 'page=5&page_size=200')).statusCode).toBe(200);
    const deep = await list(partner, 'page=101&page_size=10');
    expect(deep.statusCode).toBe(422);
    expect(deep.json()).toMatchObject({ code: 'page_too_deep', errors: { page: ['1,000件目より後の口コミは「さらに表示」で読み込んでください。'] } });
    expect((await list(partner, 'page=6&page_size=200')).statusCode).toBe(422);
  });

  it('refuses a cursor it did not hand out', async () => {
    const res = await list(partner, `cursor=${Buffer.from('r1:abc').toString('base64url')}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_cursor', errors: { cursor: [expect.any(String)] } });
  });
});
