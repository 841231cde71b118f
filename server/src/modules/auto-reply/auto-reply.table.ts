import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reviews } from '../reviews/reviews.table';
import { companies, users } from '../../tenancy/tenancy.table';

/** Fixed reply texts by star rating ('1' … '5'). */
export type FixedTextsByRating = Partial<Record<'1' | '2' | '3' | '4' | '5', string>>;

// Automatic reply setting of one linked account (store). Mode 0 AI返信, 1 定型文返信.
export const autoReplySettings = pgTable(
  'auto_reply_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    enabled: boolean('enabled').notNull().default(false),
    mode: smallint('mode').notNull().default(0),
    /** Star ratings answered automatically. */
    ratings: jsonb('ratings').$type<number[]>().notNull(),
    fixedTexts: jsonb('fixed_texts').$type<FixedTextsByRating>().notNull(),
    aiTone: text('ai_tone').notNull().default(''),
    aiMention: text('ai_mention').notNull().default(''),
    aiAvoid: text('ai_avoid').notNull().default(''),
    delayMinutes: integer('delay_minutes').notNull().default(0),
    /** Ratings at or below this wait for a person's approval instead of being sent; null: none wait. */
    approvalMaxRating: smallint('approval_max_rating'),
    /** Only reviews posted after this moment are answered automatically (set when the setting is switched on). */
    activeSince: timestamp('active_since', { withTimezone: true }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auto_reply_settings_account_key').on(t.localAccountId), index('auto_reply_settings_company_idx').on(t.companyId)],
);

export const AUTO_REPLY_STATES = ['scheduled', 'awaiting_approval', 'sending', 'sent', 'failed', 'rejected'] as const;

// One automatic reply per review: the plan (draft, when to send) and its outcome. Unique per review, so a sync
// that sees the review again or a job run twice never plans a second reply; the idempotency key goes with the
// provider write so a worker dying mid-send never publishes twice.
export const autoReplies = pgTable(
  'auto_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    // A review the provider no longer lists is deleted by the reviews module, which does not know this table.
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    mode: smallint('mode').notNull(),
    draft: text('draft'),
    status: text('status', { enum: AUTO_REPLY_STATES }).notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auto_replies_review_key').on(t.reviewId),
    index('auto_replies_due_idx').on(t.status, t.sendAfter),
    index('auto_replies_company_idx').on(t.companyId, t.id),
  ],
);

export type AutoReplySettingRow = typeof autoReplySettings.$inferSelect;
export type AutoReplyRow = typeof autoReplies.$inferSelect;
