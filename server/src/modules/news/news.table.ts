import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../tenancy/tenancy.table';

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: smallint('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    // null: for every ownership; otherwise only users of that ownership see it.
    ownership: text('ownership', { enum: ['allgrow', 'partner'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published_at_idx').on(t.publishedAt, t.id), index('news_category_published_at_idx').on(t.category, t.publishedAt)],
);

export const newsReads = pgTable(
  'news_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);
