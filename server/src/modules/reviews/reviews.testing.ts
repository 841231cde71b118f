import { and, eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import { linkDemoProviders } from '../../db/seed-demo-links';
import { injectFetch } from '../../testing/inject-fetch';
import type { TestApp } from '../../testing/test-app';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { users } from '../../tenancy/tenancy.table';
import { runReviewSync } from './reviews.jobs';
import { listSyncTargets } from './review-sync.repository';
import { reviews } from './reviews.table';

// Test support for the review module: the demo companies linked to the emulators exactly as npm start links them,
// and the sync job run in-process (the test app has no workers).

export interface LinkedDemo {
  ownerCompanyId: number;
  partnerCompanyId: number;
  /** The owner company's linked accounts by provider, with their emulator store codes. */
  owner: { google: { id: number; storeCode: string; location: string }[]; yahoo: { id: number; storeCode: string; location: string }[] };
}

export async function companyOf(t: TestApp, who: keyof typeof demoUsers): Promise<number> {
  const [user] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, demoUsers[who].email));
  return user.companyId;
}

export async function linkDemo(t: TestApp): Promise<LinkedDemo> {
  await linkDemoProviders(t.deps, { fetch: injectFetch(t.app) });
  const ownerCompanyId = await companyOf(t, 'owner');
  const rows = await t.db
    .select({ id: localAccounts.id, provider: localAccounts.provider, storeCode: localAccounts.storeCode, location: localAccounts.providerLocationId })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, ownerCompanyId), eq(localAccounts.status, 'linked')))
    .orderBy(localAccounts.id);
  const of = (provider: 'google' | 'yahoo') => rows.filter((r) => r.provider === provider).map((r) => ({ id: r.id, storeCode: r.storeCode ?? '', location: r.location }));
  return { ownerCompanyId, partnerCompanyId: await companyOf(t, 'partner'), owner: { google: of('google'), yahoo: of('yahoo') } };
}

/** Every linked account of the company, synced now (full on the first run). */
export async function syncCompany(t: TestApp, companyId: number, mode?: 'incremental' | 'full'): Promise<void> {
  const localAccountIds = (await listSyncTargets(t.db, { companyId })).map((target) => target.localAccountId);
  await runReviewSync(t.deps, { companyId, localAccountIds, mode });
}

/** A customer writes a Google review at the emulator. */
export async function addGoogleReview(t: TestApp, storeCode: string, body: { starRating: string; comment?: string; reviewerName?: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/emulators/google/__admin/reviews', payload: { storeCode, ...body } });
  if (res.statusCode !== 201) throw new Error(`admin review failed: ${res.statusCode} ${res.body}`);
  return res.json<{ reviewId: string; name: string }>();
}

export interface EmulatorCall {
  method: string;
  path: string;
  status: number;
  idempotencyKey?: string;
}

export async function emulatorCalls(t: TestApp, emulator: 'google' | 'yahoo'): Promise<EmulatorCall[]> {
  return (await t.app.inject({ method: 'GET', url: `/emulators/${emulator}/__admin/calls` })).json<EmulatorCall[]>();
}

export async function clearEmulatorCalls(t: TestApp, emulator: 'google' | 'yahoo'): Promise<void> {
  await t.app.inject({ method: 'DELETE', url: `/emulators/${emulator}/__admin/calls` });
}

export async function injectFailure(t: TestApp, emulator: 'google' | 'yahoo', rule: { match: { method?: string; pathPrefix?: string }; status: 429 | 500 | 503; times?: number; retryAfterSeconds?: number }) {
  const res = await t.app.inject({ method: 'POST', url: `/emulators/${emulator}/__admin/failures`, payload: rule });
  if (res.statusCode !== 201) throw new Error(`failure rule refused: ${res.body}`);
}

export interface ReviewSeed {
  localAccountId: number;
  provider?: 'google' | 'yahoo' | 'form';
  kind?: 1 | 2;
  postedAt: Date;
  rating?: number | null;
  comment?: string | null;
  reviewerName?: string;
  replyComment?: string | null;
}

let seedSequence = 0;

/** Reviews written straight into the table, for list tests that need exact dates, texts and ties. */
export async function insertReviews(t: TestApp, companyId: number, seeds: readonly ReviewSeed[]): Promise<number[]> {
  if (seeds.length === 0) return [];
  const rows = await t.db
    .insert(reviews)
    .values(
      seeds.map((s) => {
        seedSequence += 1;
        return {
          companyId,
          localAccountId: s.localAccountId,
          provider: s.provider ?? 'google',
          kind: s.kind ?? 1,
          providerReviewId: `seeded-${seedSequence}`,
          reviewerName: s.reviewerName ?? `投稿者${seedSequence}`,
          rating: s.rating === undefined ? 5 : s.rating,
          comment: s.comment === undefined ? `口コミ${seedSequence}` : s.comment,
          postedAt: s.postedAt,
          providerUpdatedAt: s.postedAt,
          replyComment: s.replyComment ?? null,
          replyUpdatedAt: s.replyComment ? s.postedAt : null,
          replyState: s.replyComment ? ('replied' as const) : ('none' as const),
        };
      }),
    )
    .returning({ id: reviews.id });
  return rows.map((r) => r.id);
}
