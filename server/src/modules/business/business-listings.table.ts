import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BusinessListing, ListingField } from '../../../../src/shared/business/listing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { companies, users } from '../../tenancy/tenancy.table';

// Business info (issue 11). Our record of each store's listing, each provider's current version as last read, the
// reflections (provider writes as intents) and the change history. Listings are kept whole as jsonb in the shared
// shape (src/shared/business/listing.ts) so every comparison reads the same fields.

export const listingRecords = pgTable(
  'listing_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    listing: jsonb('listing').$type<BusinessListing>().notNull(),
    /** Optimistic concurrency: every save names the version it was loaded with and bumps it. */
    version: integer('version').notNull().default(1),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listing_records_store_key').on(t.storeId), index('listing_records_company_idx').on(t.companyId, t.storeId)],
);

/** A provider's current version of a store's listing, as last read (or as it answered a reflection). */
export const listingProviderVersions = pgTable(
  'listing_provider_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    provider: text('provider', { enum: ['google', 'yahoo'] }).notNull(),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    listing: jsonb('listing').$type<BusinessListing>().notNull(),
    /** The provider's own shape as read (what the listing has no room for, e.g. Yahoo's HOLIDAY hours, is kept by writes). */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('listing_provider_versions_store_provider_key').on(t.storeId, t.provider),
    index('listing_provider_versions_company_idx').on(t.companyId, t.storeId),
    check('listing_provider_versions_provider_check', sql`${t.provider} in ('google', 'yahoo')`),
  ],
);

/** Where a change came from: the form, a bulk edit (H2), an import, or the Google edit watch (H7). */
export const LISTING_CHANGE_SOURCES = ['edit', 'bulk', 'import', 'google_edit_detected', 'google_edit_accepted', 'google_edit_reverted'] as const;
export type ListingChangeSource = (typeof LISTING_CHANGE_SOURCES)[number];

/** What a reflection sent, in the provider's own shape, fixed when it was queued so every attempt sends the same. */
export type ReflectionSent =
  | {
      provider: 'google';
      /** The location patch; an empty updateMask sends none. */
      patch: Record<string, unknown>;
      updateMask: string[];
      /** The attributes write (locations/{l}/attributes), when attributes changed. */
      attributes?: { attributes: { name: string; valueType: 'BOOL'; values: boolean[] }[]; attributeMask: string[] };
    }
  | { provider: 'yahoo'; update: Record<string, unknown> };

// One reflection: our record's changed fields sent to one provider listing. status queued → sending (claimed) →
// done | failed (jobs/intents.ts); claimed_at is the claim time, and on a queued row the time it may be sent from.
export const listingReflections = pgTable(
  'listing_reflections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    provider: text('provider', { enum: ['google', 'yahoo'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: LISTING_CHANGE_SOURCES }).notNull(),
    /** The bulk run that queued it (H2 owns the runs table; no foreign key across modules). */
    bulkRunId: integer('bulk_run_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    fields: text('fields').array().$type<ListingField[]>().notNull(),
    /** Our record's values of the fields when it was queued (the change row's "after"). */
    listing: jsonb('listing').$type<BusinessListing>().notNull(),
    sent: jsonb('sent').$type<ReflectionSent>().notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    errorMessage: text('error_message'),
    retryable: boolean('retryable').notNull().default(true),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_reflections_idempotency_key').on(t.idempotencyKey),
    index('listing_reflections_store_idx').on(t.companyId, t.storeId, t.provider, t.id),
    index('listing_reflections_status_idx').on(t.status, t.claimedAt),
    index('listing_reflections_bulk_run_idx').on(t.bulkRunId),
    check('listing_reflections_status_check', sql`${t.status} in ('queued', 'sending', 'done', 'failed')`),
    check('listing_reflections_provider_check', sql`${t.provider} in ('google', 'yahoo')`),
    check(
      'listing_reflections_source_check',
      sql`${t.source} in ('edit', 'bulk', 'import', 'google_edit_detected', 'google_edit_accepted', 'google_edit_reverted')`,
    ),
  ],
);

// The change history of a store: a save of our record (target record) and each provider's answer to a reflection
// (target google / yahoo, with the reflection).
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: LISTING_CHANGE_SOURCES }).notNull(),
    target: text('target', { enum: ['record', 'google', 'yahoo'] }).notNull(),
    fields: text('fields').array().$type<ListingField[]>().notNull(),
    before: jsonb('before').$type<Partial<BusinessListing>>().notNull(),
    after: jsonb('after').$type<Partial<BusinessListing>>().notNull(),
    reflectionId: integer('reflection_id').references(() => listingReflections.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_changes_store_idx').on(t.companyId, t.storeId, t.createdAt, t.id),
    check('listing_changes_target_check', sql`${t.target} in ('record', 'google', 'yahoo')`),
    check(
      'listing_changes_source_check',
      sql`${t.source} in ('edit', 'bulk', 'import', 'google_edit_detected', 'google_edit_accepted', 'google_edit_reverted')`,
    ),
  ],
);

export type ListingRecordRow = typeof listingRecords.$inferSelect;
export type ListingProviderVersionRow = typeof listingProviderVersions.$inferSelect;
export type ListingReflectionRow = typeof listingReflections.$inferSelect;
export type ListingChangeRow = typeof listingChanges.$inferSelect;
