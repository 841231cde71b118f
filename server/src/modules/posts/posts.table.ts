import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies, users } from '../../tenancy/tenancy.table';

/** The editor's fields as the contract names them (empty text = no value); kept whole so the editor reads them back. */
export interface PostContent {
  summary: string;
  event_title: string;
  event_start_date: string;
  event_start_time: string;
  event_end_date: string;
  event_end_time: string;
  offer_coupon_code: string;
  offer_redeem_url: string;
  offer_terms: string;
  call_to_action_type: string;
  call_to_action_url: string;
  yahoo_kind: string;
  yahoo_title: string;
  yahoo_start_date: string;
  yahoo_end_date: string;
}

// A planned post (spec: post settings): what to say, to which stores, when and how often. Status 0 投稿待ち,
// 1 停止中, 2 投稿済み, 8 承認待ち, 9 差し戻し. next_run_at is the next occurrence not yet turned into histories;
// null once none is left.
export const postSettings = pgTable(
  'post_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    status: smallint('status').notNull(),
    postType: text('post_type', { enum: ['action', 'offer', 'event', 'instagram'] }),
    content: jsonb('content').$type<PostContent>().notNull(),
    searchText: text('search_text').notNull(),
    scheduleDate: date('schedule_date', { mode: 'string' }).notNull(),
    scheduleTime: text('schedule_time').notNull(),
    repeat: smallint('repeat').notNull(),
    repeatEndDate: date('repeat_end_date', { mode: 'string' }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    imageKey: text('image_key'),
    imageToken: text('image_token'),
    imageType: text('image_type'),
    sendBackComment: text('send_back_comment'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_settings_company_idx').on(t.companyId, t.id),
    // The list's order (next occurrence first, then newest; id desc is nulls first in SQL): its first page reads 20
    // entries instead of sorting all.
    index('post_settings_company_next_run_idx').on(t.companyId, t.nextRunAt, t.id.desc().nullsFirst()),
    index('post_settings_due_idx').on(t.status, t.nextRunAt),
    uniqueIndex('post_settings_image_token_key').on(t.imageToken),
    check('post_settings_status_check', sql`${t.status} in (0, 1, 2, 8, 9)`),
    check('post_settings_repeat_check', sql`${t.repeat} in (1, 2, 3, 4)`),
    check('post_settings_post_type_check', sql`${t.postType} in ('action', 'offer', 'event', 'instagram')`),
  ],
);

export const postSettingAccounts = pgTable(
  'post_setting_accounts',
  {
    postSettingId: integer('post_setting_id')
      .notNull()
      .references(() => postSettings.id, { onDelete: 'cascade' }),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.postSettingId, t.localAccountId] }), index('post_setting_accounts_account_idx').on(t.companyId, t.localAccountId)],
);

// One occurrence of a post (its stores at one scheduled time): the spec's local_control_queue_id. The unique pair
// makes a scheduler run twice over the same due post open it once.
export const postQueues = pgTable(
  'post_queues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    postSettingId: integer('post_setting_id').references(() => postSettings.id, { onDelete: 'set null' }),
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('post_queues_setting_occurrence_key').on(t.postSettingId, t.occurrenceAt), index('post_queues_company_idx').on(t.companyId, t.id)],
);

/** What is sent to the provider, fixed when the occurrence is opened so every attempt sends the same post. */
export interface PostPayload {
  provider: 'google' | 'yahoo';
  postType: 'action' | 'offer' | 'event' | 'instagram' | null;
  yahooKind: string | null;
  summary: string;
  title: string | null;
  content: PostContent;
  imageUrl: string | null;
}

// One post × store of one occurrence: the intent row of its provider write (idempotency key, claim, attempts) and
// the history the console lists. intent_status: pending → claimed → done | failed (jobs/intents.ts); status is the
// spec's 0 成功 / 1 失敗 / -1 削除済み, null while sending.
export const postHistories = pgTable(
  'post_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    queueId: integer('queue_id')
      .notNull()
      .references(() => postQueues.id),
    postSettingId: integer('post_setting_id').references(() => postSettings.id, { onDelete: 'set null' }),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    provider: text('provider', { enum: ['google', 'yahoo'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    intentStatus: text('intent_status', { enum: ['pending', 'claimed', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    status: smallint('status'),
    payload: jsonb('payload').$type<PostPayload>().notNull(),
    providerPostId: text('provider_post_id'),
    providerState: text('provider_state', { enum: ['processing', 'live', 'rejected'] }),
    link: text('link'),
    errorMessage: text('error_message'),
    retryable: boolean('retryable').notNull().default(true),
    pinned: boolean('pinned'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    refreshAfter: timestamp('refresh_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_histories_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('post_histories_queue_account_key').on(t.queueId, t.localAccountId),
    index('post_histories_company_idx').on(t.companyId, t.scheduledAt, t.id),
    index('post_histories_intent_idx').on(t.intentStatus, t.claimedAt),
    index('post_histories_refresh_idx').on(t.providerState, t.refreshAfter),
    check('post_histories_status_check', sql`${t.status} in (0, 1, -1)`),
    check('post_histories_intent_status_check', sql`${t.intentStatus} in ('pending', 'claimed', 'done', 'failed')`),
    check('post_histories_provider_check', sql`${t.provider} in ('google', 'yahoo')`),
    check('post_histories_provider_state_check', sql`${t.providerState} in ('processing', 'live', 'rejected')`),
  ],
);

export type PostSettingRow = typeof postSettings.$inferSelect;
export type PostQueueRow = typeof postQueues.$inferSelect;
export type PostHistoryRow = typeof postHistories.$inferSelect;
