import { eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import type { DemoUser } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reviews, type ReviewRow } from '../reviews/reviews.table';
import { users } from '../../tenancy/tenancy.table';

// Rows for unit-level tests of automatic replies: a linked store and its reviews inserted directly. End-to-end tests
// link stores through the Google emulator instead (linking-flow-testing.ts).

/** A setting as the API takes it: AI replies to 4 and 5 stars at once, 2 stars and below held for approval. */
export const autoReplySettingInput = (overrides: object = {}) => ({
  enabled: true,
  mode: 0,
  ratings: [4, 5],
  fixed_texts: {},
  ai_tone: 'polite',
  ai_mention: '',
  ai_avoid: '',
  delay_minutes: 0,
  approval_max_rating: 2,
  ...overrides,
});

export async function companyIdOf(t: TestApp, who: DemoUser): Promise<number> {
  const [row] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, demoUsers[who].email)).limit(1);
  return row.companyId;
}

let sequence = 0;

export async function insertLinkedStore(t: TestApp, companyId: number, input: { title: string; provider?: 'google' | 'yahoo'; status?: 'linked' | 'unlinked' }): Promise<{ id: number; key: string }> {
  sequence += 1;
  const provider = input.provider ?? 'google';
  const [row] = await t.db
    .insert(localAccounts)
    .values({
      companyId,
      provider,
      providerLocationId: `locations/test-${sequence}`,
      providerAccountId: 'accounts/test',
      title: input.title,
      address: '東京都渋谷区1-1-1',
      status: input.status ?? 'linked',
    })
    .returning({ id: localAccounts.id });
  return { id: row.id, key: `${provider === 'google' ? 'g' : 'y'}_${row.id}` };
}

export interface TestReview {
  companyId: number;
  localAccountId: number;
  rating: number | null;
  comment?: string | null;
  postedAt?: Date;
  reviewerName?: string;
  isAnonymous?: boolean;
  provider?: 'google' | 'yahoo' | 'form';
  replyComment?: string | null;
}

export async function insertReview(t: TestApp, input: TestReview): Promise<ReviewRow> {
  sequence += 1;
  const postedAt = input.postedAt ?? t.clock.now();
  const [row] = await t.db
    .insert(reviews)
    .values({
      companyId: input.companyId,
      localAccountId: input.localAccountId,
      provider: input.provider ?? 'google',
      kind: input.provider === 'form' ? 2 : 1,
      providerReviewId: `test-review-${sequence}`,
      reviewerName: input.reviewerName ?? '山田 太郎',
      isAnonymous: input.isAnonymous ?? false,
      rating: input.rating,
      comment: input.comment ?? null,
      postedAt,
      providerUpdatedAt: postedAt,
      replyComment: input.replyComment ?? null,
      replyState: input.replyComment ? 'replied' : 'none',
    })
    .returning();
  return row;
}
