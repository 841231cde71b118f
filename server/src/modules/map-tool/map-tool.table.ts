import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../tenancy/tenancy.table';

export const MAP_WIDGET_KINDS = ['review', 'post', 'picture'] as const;
export type MapWidgetKind = (typeof MAP_WIDGET_KINDS)[number];

// One embeddable widget. public_id is random (never the row id), so a snippet on a public page tells nothing about
// the company or how many widgets it has. settings holds the contract's settings object of the kind, as saved
// (custom CSS unfiltered: it is filtered whenever served, so a better filter applies to old widgets too).
export const mapWidgets = pgTable(
  'map_widgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: MAP_WIDGET_KINDS }).notNull(),
    publicId: text('public_id').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** The stores of settings.accounts, as local account ids: the scope checks and the public read use these. */
    accountIds: jsonb('account_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('map_widgets_public_id_key').on(t.publicId),
    index('map_widgets_company_idx').on(t.companyId, t.kind, t.id),
    check('map_widgets_kind_check', sql`${t.kind} in ('review', 'post', 'picture')`),
  ],
);

// Items hidden from every widget of the company (the spec's visible flags by review_id, post_id and media_id). Only
// hidden items have a row: showing one again deletes it, so new reviews and posts appear without a write.
export const mapHiddenItems = pgTable(
  'map_hidden_items',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: MAP_WIDGET_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.itemId] })],
);

export type MapWidgetRow = typeof mapWidgets.$inferSelect;
