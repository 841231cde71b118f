import { eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app';
import { insightGoogleDaily } from '../insight/insight.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { postHistories, postQueues, type PostPayload } from '../posts/posts.table';
import { measures, rankResults } from '../ranking/ranking.table';

// Rows written straight into the tables the dashboard reads, so every figure is known by hand.

let sequence = 0;

export async function insertGoogleDay(
  t: TestApp,
  companyId: number,
  localAccountId: number,
  date: string,
  figures: Partial<Omit<typeof insightGoogleDaily.$inferInsert, 'companyId' | 'localAccountId' | 'date'>>,
): Promise<void> {
  await t.db.insert(insightGoogleDaily).values({ companyId, localAccountId, date, ...figures });
}

/** A post history of one store: status 0 成功 (published at postedAt), 1 失敗. */
export async function insertPostHistory(t: TestApp, companyId: number, localAccountId: number, postedAt: Date, status: 0 | 1 = 0): Promise<void> {
  sequence += 1;
  const [queue] = await t.db.insert(postQueues).values({ companyId, occurrenceAt: postedAt }).returning({ id: postQueues.id });
  const payload: PostPayload = { provider: 'google', postType: 'action', yahooKind: null, summary: `投稿${sequence}`, title: null, content: {} as PostPayload['content'], imageUrl: null };
  await t.db.insert(postHistories).values({
    companyId, queueId: queue.id, localAccountId, provider: 'google', idempotencyKey: `dashboard-test-${sequence}`, intentStatus: status === 0 ? 'done' : 'failed',
    status, payload, scheduledAt: postedAt, postedAt: status === 0 ? postedAt : null, failedAt: status === 0 ? null : postedAt,
  });
}

/** A measure of the listing with a result per given Tokyo day (YYYY-MM-DD) and status. */
export async function insertMeasurements(t: TestApp, companyId: number, localAccountId: number, results: readonly [string, 'done' | 'failed' | 'pending'][]): Promise<void> {
  sequence += 1;
  const [account] = await t.db.select({ storeId: localAccounts.storeId, provider: localAccounts.provider }).from(localAccounts).where(eq(localAccounts.id, localAccountId));
  const keyword = `計測${sequence}`;
  const [measure] = await t.db
    .insert(measures)
    .values({
      companyId, localAccountId, storeId: account.storeId ?? 0, provider: account.provider, keyword, keywordKey: keyword, kind: 'menu', status: 'measuring',
      pointKind: 'coordinates', pointLat: 35.6581, pointLng: 139.6975, radiusM: 3000, measureTime: '09:00', depth: 20,
    })
    .returning({ id: measures.id });
  await t.db.insert(rankResults).values(
    results.map(([measuredOn, status]) => ({ companyId, measureId: measure.id, measuredOn, status, sendAfter: new Date(`${measuredOn}T00:00:00Z`), depth: 20 })),
  );
}
