import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies, users } from '../../tenancy/tenancy.table';

export type MenuSetKind = 'menus' | 'services';

/** A stored menu item: the photo by its token (its URL depends on the public origin). */
export interface StoredMenuItem {
  name: string;
  price: number | null;
  description: string;
  photoToken: string | null;
}
export interface StoredMenu {
  category: string;
  name: string;
  sections: { name: string; items: StoredMenuItem[] }[];
}
export interface StoredService {
  kind: 'structured' | 'free_form';
  serviceTypeId: string | null;
  category: string | null;
  name: string;
  description: string;
}
export type MenuSetContent = { kind: 'menus'; menus: StoredMenu[] } | { kind: 'services'; services: StoredService[] };

// Our copy of one store's menus or services (one row per store and kind), shared by its Google and Yahoo accounts.
export const storeMenuSets = pgTable(
  'store_menu_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    // The store of the linked accounts (local_accounts.store_id); this module may not import the stores module.
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: ['menus', 'services'] }).notNull(),
    content: jsonb('content').$type<MenuSetContent>().notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_menu_sets_store_kind_key').on(t.storeId, t.kind),
    index('store_menu_sets_company_idx').on(t.companyId, t.storeId),
    check('store_menu_sets_kind_check', sql`${t.kind} in ('menus', 'services')`),
  ],
);

// A menu item photo, checked and stored re-encoded; served by its unguessable token (the URL handed to providers).
export const menuPhotos = pgTable(
  'menu_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    token: text('token').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menu_photos_token_key').on(t.token), index('menu_photos_store_idx').on(t.companyId, t.storeId)],
);

// One reflection of a saved menu set to one linked account: an intent row (jobs/intents.ts) carrying the content
// as saved and the idempotency key every attempt sends, so a retried job never applies a save twice.
export const menuReflections = pgTable(
  'menu_reflections',
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
    kind: text('kind', { enum: ['menus', 'services'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'claimed', 'done', 'failed', 'superseded'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    content: jsonb('content').$type<MenuSetContent>().notNull(),
    errorMessage: text('error_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('menu_reflections_idempotency_key').on(t.idempotencyKey),
    index('menu_reflections_account_idx').on(t.companyId, t.localAccountId, t.kind, t.id),
    index('menu_reflections_intent_idx').on(t.status, t.claimedAt),
    check('menu_reflections_status_check', sql`${t.status} in ('pending', 'claimed', 'done', 'failed', 'superseded')`),
    check('menu_reflections_provider_check', sql`${t.provider} in ('google', 'yahoo')`),
    check('menu_reflections_kind_check', sql`${t.kind} in ('menus', 'services')`),
  ],
);

export type StoreMenuSetRow = typeof storeMenuSets.$inferSelect;
export type MenuPhotoRow = typeof menuPhotos.$inferSelect;
export type MenuReflectionRow = typeof menuReflections.$inferSelect;
