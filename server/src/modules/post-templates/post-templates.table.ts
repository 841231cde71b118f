import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, users } from '../../tenancy/tenancy.table';

export const POST_TEMPLATE_TYPES = ['action', 'offer', 'event'] as const;
export type PostTemplateType = (typeof POST_TEMPLATE_TYPES)[number];

// Post manuscripts (投稿テンプレート): a company's reusable post texts. The post placeholders in the body are left as
// written; the post editor fills them in per store and publication time.
export const postManuscripts = pgTable(
  'post_manuscripts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    postType: text('post_type').$type<PostTemplateType>().notNull().default('action'),
    body: text('body').notNull(),
    // A deleted author leaves the company's template in place.
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_manuscripts_company_idx').on(t.companyId, t.id),
    check('post_manuscripts_post_type_check', sql`${t.postType} in ('action', 'offer', 'event')`),
  ],
);

export type PostManuscriptRow = typeof postManuscripts.$inferSelect;
