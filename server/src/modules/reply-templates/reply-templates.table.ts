import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from '../../tenancy/tenancy.table';

// Reply manuscripts (返信テンプレート): a company's reusable reply texts. Placeholders such as {投稿者名} and
// {店舗名} are filled in the reply box from the review being answered.
export const replyManuscripts = pgTable(
  'reply_manuscripts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reply_manuscripts_company_idx').on(t.companyId, t.id)],
);

export type ReplyManuscriptRow = typeof replyManuscripts.$inferSelect;
