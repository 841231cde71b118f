import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BusinessListing, ListingField } from '../../../../src/shared/business/listing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { companies, users } from '../../tenancy/tenancy.table';
import type { BulkChanges } from './bulk-plan';

// A bulk edit of business info (/business/update): the run, and one line per chosen store × provider. The request
// writes both at once (so it answers fast for 1,000 stores); the business.bulk-apply job then applies the lines
// store by store — record saved and reflections queued in one transaction — and each line then follows its
// reflection (listing_reflections.bulk_run_id) until the provider answered.

export const BULK_SCOPES = ['selected', 'all'] as const;

/** pending: the store is not applied yet · reflected: its reflection tells the rest · skipped · unchanged. */
export const BULK_LINE_STATES = ['pending', 'reflected', 'skipped', 'unchanged'] as const;
export type BulkLineState = (typeof BULK_LINE_STATES)[number];

export const businessBulkRuns = pgTable(
  'business_bulk_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    scope: text('scope', { enum: BULK_SCOPES }).notNull(),
    changes: jsonb('changes').$type<BulkChanges>().notNull(),
    /** Lines (store × provider) chosen. */
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last line settled; cleared again by a retry. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('business_bulk_runs_company_idx').on(t.companyId, t.createdAt, t.id), check('business_bulk_runs_scope_check', sql`${t.scope} in ('selected', 'all')`)],
);

export const businessBulkLines = pgTable(
  'business_bulk_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => businessBulkRuns.id, { onDelete: 'cascade' }),
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
    state: text('state', { enum: BULK_LINE_STATES }).notNull().default('pending'),
    fields: text('fields').array().$type<ListingField[]>().notNull().default(sql`'{}'::text[]`),
    before: jsonb('before').$type<Partial<BusinessListing>>(),
    after: jsonb('after').$type<Partial<BusinessListing>>(),
    skippedReason: text('skipped_reason'),
    /** The reflection this line queued (listing_reflections.id, same module). */
    reflectionId: integer('reflection_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('business_bulk_lines_run_account_key').on(t.runId, t.localAccountId),
    index('business_bulk_lines_run_store_idx').on(t.runId, t.state, t.storeId),
    index('business_bulk_lines_reflection_idx').on(t.reflectionId),
    check('business_bulk_lines_state_check', sql`${t.state} in ('pending', 'reflected', 'skipped', 'unchanged')`),
    check('business_bulk_lines_provider_check', sql`${t.provider} in ('google', 'yahoo')`),
  ],
);

export type BulkRunRow = typeof businessBulkRuns.$inferSelect;
export type BulkLineRow = typeof businessBulkLines.$inferSelect;
