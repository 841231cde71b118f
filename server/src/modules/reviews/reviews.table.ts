import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies, users } from '../../tenancy/tenancy.table';

/**
 * Where the console's reply to a review stands. `sending` while a reply intent is open, `replied` once the
 * provider accepted it, `failed` when the last attempt was refused, `awaiting_approval` while an automatic reply
 * for a low rating waits for a person.
 */
export const REPLY_STATES = ['none', 'sending', 'replied', 'failed', 'awaiting_approval'] as const;

// Every review of every linked store: Google (kind 1), Yahoo (kind 1) and the console's own coupon feedback
// form (kind 2, provider 'form'). Unique per provider review id within its local account, so a sync that runs
// twice stores each review once. The inbox reads it newest first through the keyset indexes below.
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    provider: text('provider', { enum: ['google', 'yahoo', 'form'] }).notNull(),
    /** 1 Google口コミ (any provider review), 2 クーポン発行口コミ (coupon feedback form). */
    kind: smallint('kind').notNull().default(1),
    providerReviewId: text('provider_review_id').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerPhotoUrl: text('reviewer_photo_url'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** 1–5, or null when the provider gave none (STAR_RATING_UNSPECIFIED). */
    rating: smallint('rating'),
    comment: text('comment'),
    photoUrls: jsonb('photo_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    replyComment: text('reply_comment'),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    replyState: text('reply_state', { enum: REPLY_STATES }).notNull().default('none'),
    replyError: text('reply_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_account_provider_review_key').on(t.localAccountId, t.providerReviewId),
    index('reviews_company_posted_idx').on(t.companyId, t.postedAt.desc(), t.id.desc()),
    index('reviews_account_posted_idx').on(t.localAccountId, t.postedAt.desc(), t.id.desc()),
    index('reviews_account_rating_posted_idx').on(t.localAccountId, t.rating, t.postedAt.desc(), t.id.desc()),
    index('reviews_account_state_posted_idx').on(t.localAccountId, t.replyState, t.postedAt.desc(), t.id.desc()),
  ],
);

// One row per reply write the console asks a provider for (manual, automatic or a deletion). The idempotency key
// is sent with the provider call, so a retried job or a second click applies the write once; the row is the
// intent that outlives a crashed worker.
export const reviewReplyIntents = pgTable(
  'review_reply_intents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    action: text('action', { enum: ['reply', 'delete'] }).notNull(),
    comment: text('comment'),
    source: text('source', { enum: ['manual', 'auto'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the intent was opened or last claimed by a request or the sweep; its age tells a stale claim. A reply
     * queued on a provider's Retry-After is dated one stale window before the time the provider allows.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reply_intents_key').on(t.idempotencyKey),
    index('review_reply_intents_review_idx').on(t.reviewId, t.id),
    index('review_reply_intents_status_idx').on(t.status, t.createdAt),
  ],
);

// Where each linked account's review sync stands: the newest provider update time seen (incremental runs stop
// there) and when the last full reconcile ran (Google's paging can skip reviews, so a periodic full walk repairs).
export const reviewSyncStates = pgTable('review_sync_states', {
  localAccountId: integer('local_account_id')
    .primaryKey()
    .references(() => localAccounts.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  newestUpdateAt: timestamp('newest_update_at', { withTimezone: true }),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastReconciledAt: timestamp('last_reconciled_at', { withTimezone: true }),
  lastError: text('last_error'),
  averageRating: text('average_rating'),
  totalReviewCount: integer('total_review_count'),
});

// When a company last asked for 「最新の口コミを取得」: the once-a-minute gap holds across every API process.
export const reviewSyncRequests = pgTable('review_sync_requests', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewReplyIntentRow = typeof reviewReplyIntents.$inferSelect;
export type ReviewSyncStateRow = typeof reviewSyncStates.$inferSelect;
