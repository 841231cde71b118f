import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies, users } from '../../tenancy/tenancy.table';

export const MEDIA_CATEGORIES = [
  'COVER', 'PROFILE', 'LOGO', 'EXTERIOR', 'INTERIOR', 'PRODUCT', 'FOOD_AND_DRINK', 'MENU', 'COMMON_AREA', 'ROOMS',
  'TEAMS', 'AT_WORK', 'ADDITIONAL',
] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/** waiting 0 投稿待ち · processing 4 処理中 · posted 1 投稿済み · failed 2 投稿エラー · cancelled 3 キャンセル */
export const MEDIA_POST_STATES = ['waiting', 'processing', 'posted', 'failed', 'cancelled'] as const;
export type MediaPostState = (typeof MEDIA_POST_STATES)[number];

// One upload for many Google stores: the checked (and, for a photo, re-encoded) bytes and their thumbnail live in
// file storage under file_key / thumbnail_key; due_at is the scheduled time, or the creation time when immediate.
export const mediaPosts = pgTable(
  'media_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    mediaFormat: text('media_format', { enum: ['PHOTO', 'VIDEO'] }).notNull(),
    category: text('category', { enum: MEDIA_CATEGORIES }).notNull(),
    description: text('description'),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    thumbnailKey: text('thumbnail_key'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_posts_company_idx').on(t.companyId, t.id),
    check('media_posts_media_format_check', sql`${t.mediaFormat} in ('PHOTO', 'VIDEO')`),
  ],
);

// The post at one store: the history the console lists and the intent the media job claims. Its idempotency key
// goes with the provider's media.create, so a re-run after a crash between Google's answer and this row's update
// gets Google's first answer back instead of a second photo.
export const mediaPostHistories = pgTable(
  'media_post_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    mediaPostId: integer('media_post_id')
      .notNull()
      .references(() => mediaPosts.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: MEDIA_POST_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the job took (or last renewed) the row; its age tells a claim left by a crashed worker. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    errorMessage: text('error_message'),
    googleMediaName: text('google_media_name'),
    googleUrl: text('google_url'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleteIdempotencyKey: text('delete_idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_post_histories_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('media_post_histories_post_account_key').on(t.mediaPostId, t.localAccountId),
    index('media_post_histories_company_idx').on(t.companyId, t.id),
    index('media_post_histories_status_due_idx').on(t.status, t.dueAt),
    check('media_post_histories_status_check', sql`${t.status} in ('waiting', 'processing', 'posted', 'failed', 'cancelled')`),
  ],
);

export type MediaPostRow = typeof mediaPosts.$inferSelect;
export type MediaPostHistoryRow = typeof mediaPostHistories.$inferSelect;
