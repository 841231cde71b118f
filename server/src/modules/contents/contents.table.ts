import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export interface ContentSection {
  heading: string;
  body: string;
}

export const contents = pgTable(
  'contents',
  {
    slug: text('slug', { enum: ['info', 'manual'] }).notNull(),
    ownership: text('ownership', { enum: ['allgrow', 'partner'] }).notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<ContentSection[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.ownership] })],
);
