import { eq } from 'drizzle-orm';
import { FakeClock } from '../../testing/fake-clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companies } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { mediaPostHistories, mediaPosts } from '../media-posting/media-posting.table';
import { crosspostPayload } from '../posts/post-crosspost';
import { postHistories, postQueues } from '../posts/posts.table';
import { reviews } from '../reviews/reviews.table';
import { stores } from '../stores/stores.table';
import { insightGoogleDaily, insightYahooDaily, insightYahooKeywords } from './insight.table';

// Hand-computed analysis fixtures: three linked Google stores and a Yahoo one of the demo company, a Google store of
// the partner company, and a few days of figures chosen so ties, gaps, week edges and the Tokyo day of an event show.

/** 2026/03/15 12:00 in Tokyo: the full window is 2024/09/01–2026/02/28. */
export const ANALYSIS_NOW = new Date('2026-03-15T03:00:00Z');

export interface AnalysisFixture extends TestApp {
  ownerCompanyId: number;
  partnerCompanyId: number;
  g1: number;
  g2: number;
  g3: number;
  y1: number;
  unlinked: number;
  foreign: number;
}

type AccountInput = { companyId: number; provider: 'google' | 'yahoo'; code: string | null; storeCode?: string; title: string; status?: 'linked' | 'unlinked' };

async function addAccount(t: TestApp, input: AccountInput): Promise<number> {
  let storeId: number | null = null;
  if (input.storeCode) {
    const [store] = await t.db
      .insert(stores)
      .values({ companyId: input.companyId, storeCode: input.storeCode, name: input.title, prefecture: '東京都', address: '東京都渋谷区1-1' })
      .returning({ id: stores.id });
    storeId = store.id;
  }
  const [row] = await t.db
    .insert(localAccounts)
    .values({
      companyId: input.companyId,
      provider: input.provider,
      providerLocationId: `locations/analysis-${input.title}`,
      storeId,
      title: input.title,
      storeCode: input.code,
      address: '東京都渋谷区1-1',
      status: input.status ?? 'linked',
      linkedAt: ANALYSIS_NOW,
    })
    .returning({ id: localAccounts.id });
  return row.id;
}

const google = (companyId: number, localAccountId: number, date: string, impressionsDesktopMaps: number) => ({
  companyId,
  localAccountId,
  date,
  impressionsDesktopMaps,
  callClicks: impressionsDesktopMaps * 2,
});

async function addEvents(t: TestApp, companyId: number, a: { g1: number; g2: number; g3: number }): Promise<void> {
  const review = (localAccountId: number, postedAt: string, rating: number | null, kind = 1) => ({
    companyId,
    localAccountId,
    provider: kind === 1 ? ('google' as const) : ('form' as const),
    kind,
    providerReviewId: `analysis-${localAccountId}-${postedAt}`,
    reviewerName: 'テスト',
    rating,
    postedAt: new Date(postedAt),
    providerUpdatedAt: new Date(postedAt),
  });
  await t.db.insert(reviews).values([
    review(a.g1, '2025-12-01T03:00:00Z', 3),
    review(a.g1, '2026-01-10T03:00:00Z', 5),
    review(a.g1, '2026-01-20T03:00:00Z', 4),
    // 2026/02/01 00:30 in Tokyo: a February review although it is still January in UTC.
    review(a.g1, '2026-01-31T15:30:00Z', 3),
    review(a.g2, '2026-01-15T03:00:00Z', 2),
    review(a.g2, '2026-01-16T03:00:00Z', null),
    review(a.g3, '2026-01-12T03:00:00Z', 1, 2),
  ]);
  const [queue] = await t.db.insert(postQueues).values({ companyId, occurrenceAt: new Date('2026-01-10T00:00:00Z') }).returning({ id: postQueues.id });
  const post = (localAccountId: number, status: number | null, postedAt: string | null) => ({
    companyId,
    queueId: queue.id,
    localAccountId,
    provider: 'google' as const,
    idempotencyKey: `analysis-post-${localAccountId}`,
    intentStatus: 'done' as const,
    status,
    payload: crosspostPayload('お知らせ', null),
    scheduledAt: new Date('2026-01-10T00:00:00Z'),
    postedAt: postedAt ? new Date(postedAt) : null,
  });
  await t.db.insert(postHistories).values([post(a.g1, 0, '2026-01-10T00:00:00Z'), post(a.g2, 1, null), post(a.g3, -1, '2026-01-10T00:00:00Z')]);
  const [media] = await t.db
    .insert(mediaPosts)
    .values({ companyId, mediaFormat: 'PHOTO', category: 'FOOD_AND_DRINK', fileKey: 'analysis/photo.jpg', contentType: 'image/jpeg', fileSize: 1, dueAt: new Date('2026-02-01T00:00:00Z') })
    .returning({ id: mediaPosts.id });
  const photo = (localAccountId: number, status: 'posted' | 'failed') => ({
    companyId,
    mediaPostId: media.id,
    localAccountId,
    idempotencyKey: `analysis-media-${localAccountId}`,
    status,
    dueAt: new Date('2026-02-01T00:00:00Z'),
    postedAt: status === 'posted' ? new Date('2026-02-01T00:00:00Z') : null,
  });
  await t.db.insert(mediaPostHistories).values([photo(a.g2, 'posted'), photo(a.g3, 'failed')]);
}

export async function createAnalysisFixture(): Promise<AnalysisFixture> {
  const t = await createTestApp({ clock: new FakeClock(ANALYSIS_NOW) });
  const rows = await t.db.select({ id: companies.id, name: companies.corporateName }).from(companies);
  const idOf = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
  const ownerCompanyId = idOf('株式会社デモフーズ');
  const partnerCompanyId = idOf('パートナー商事株式会社');
  const g1 = await addAccount(t, { companyId: ownerCompanyId, provider: 'google', code: 'AN-001', title: '分析 渋谷店' });
  const g2 = await addAccount(t, { companyId: ownerCompanyId, provider: 'google', code: 'AN-002', title: '分析 新宿店' });
  // No code of its own: the store's code shows.
  const g3 = await addAccount(t, { companyId: ownerCompanyId, provider: 'google', code: null, storeCode: 'AN-003', title: '分析 池袋店' });
  const y1 = await addAccount(t, { companyId: ownerCompanyId, provider: 'yahoo', code: 'AN-001', title: '分析 渋谷店 Yahoo' });
  const unlinked = await addAccount(t, { companyId: ownerCompanyId, provider: 'google', code: 'AN-009', title: '分析 解除済み', status: 'unlinked' });
  const foreign = await addAccount(t, { companyId: partnerCompanyId, provider: 'google', code: 'PT-001', title: '他社 横浜店' });
  const c = ownerCompanyId;
  await t.db.insert(insightGoogleDaily).values([
    google(c, g1, '2025-12-15', 10),
    google(c, g1, '2026-01-05', 10),
    google(c, g1, '2026-01-20', 5),
    google(c, g1, '2026-02-02', 7),
    google(c, g2, '2026-01-06', 15),
    google(c, g2, '2026-02-03', 7),
    // A Sunday: still the week of Monday 2026/01/05.
    google(c, g3, '2026-01-11', 4),
    google(c, g3, '2026-02-10', 3),
    google(partnerCompanyId, foreign, '2026-01-05', 1000),
  ]);
  await t.db.insert(insightYahooDaily).values([
    { companyId: c, localAccountId: y1, date: '2026-01-03', pageViews: 40, searches: 12, ageGroups: [0, 1, 5, 2] },
    { companyId: c, localAccountId: y1, date: '2026-02-04', pageViews: 30, searches: 8, ageGroups: [1, 0, 3] },
  ]);
  await t.db.insert(insightYahooKeywords).values([
    { companyId: c, localAccountId: y1, month: '2026-01-01', keyword: '渋谷 ランチ', count: 9 },
    { companyId: c, localAccountId: y1, month: '2026-02-01', keyword: '渋谷 ランチ', count: 3 },
    { companyId: c, localAccountId: y1, month: '2026-02-01', keyword: '渋谷 カフェ', count: 12 },
    { companyId: c, localAccountId: y1, month: '2026-01-01', keyword: '渋谷 定食', count: 5 },
    { companyId: c, localAccountId: y1, month: '2025-06-01', keyword: '古い キーワード', count: 99 },
  ]);
  await addEvents(t, c, { g1, g2, g3 });
  return { ...t, ownerCompanyId, partnerCompanyId, g1, g2, g3, y1, unlinked, foreign };
}

/** Turns the company's analytics contracts off (or back on). */
export async function setAnalyticsFlags(t: TestApp, companyId: number, on: boolean): Promise<void> {
  await t.db.update(companies).set({ meoAnalyticsFlag: on, yMeoAnalyticsFlag: on }).where(eq(companies.id, companyId));
  // Contracts change outside the console (by the operator, in SQL), which cached sessions only see after
  // SESSION_CACHE_SECONDS; the tests want the change at once.
  await t.deps.sessionCache.invalidate({ companyIds: [companyId] });
}
