import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BusinessListing, ListingField } from '../../../../src/shared/business/listing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { companies, users } from '../../tenancy/tenancy.table';

export const GOOGLE_EDIT_STATUSES = ['open', 'accepted', 'reverted', 'superseded', 'resolved'] as const;
export type GoogleEditStatus = (typeof GOOGLE_EDIT_STATUSES)[number];

// A change Google made to a linked listing on its own (locations.getGoogleUpdated), found by the daily watch. One
// open edit per Google account at most: a different change replaces it (superseded), the same change found again
// the next day is not recorded twice (fingerprint), and one that no longer differs from our record is resolved.
// accepted / reverted are the user's decisions.
export const googleEdits = pgTable(
  'business_google_edits',
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
    status: text('status', { enum: GOOGLE_EDIT_STATUSES }).notNull(),
    /** The listing fields Google changed that differ from our record. */
    fields: text('fields').array().$type<ListingField[]>().notNull(),
    /** Google's version of the whole listing, in the console's shape. */
    googleValues: jsonb('google_values').$type<BusinessListing>().notNull(),
    /** Our record's values of the fields when the edit was found. */
    recordValues: jsonb('record_values').$type<Partial<BusinessListing>>().notNull(),
    /** Google's own diffMask paths, as answered. */
    diffMask: text('diff_mask').array().$type<string[]>().notNull(),
    /** Hash of the fields and Google's values of them: the same change found again is the same edit. */
    fingerprint: text('fingerprint').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The fields the decision covered (a subset of fields when the user chose some). */
    decidedFields: text('decided_fields').array().$type<ListingField[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_google_edits_open_key').on(t.localAccountId).where(sql`${t.status} = 'open'`),
    index('business_google_edits_store_idx').on(t.companyId, t.storeId, t.status),
    check('business_google_edits_status_check', sql`${t.status} in ('open', 'accepted', 'reverted', 'superseded', 'resolved')`),
  ],
);

export type GoogleEditRow = typeof googleEdits.$inferSelect;
