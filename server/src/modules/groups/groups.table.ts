import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies } from '../../tenancy/tenancy.table';

// Business info groups (bulk business-info editing) and custom groups (store pickers) share one shape; `kind`
// keeps them apart so one repository serves both.
export const accountGroups = pgTable(
  'account_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['business_info', 'custom'] }).notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_groups_company_kind_idx').on(t.companyId, t.kind, t.id)],
);

export const accountGroupMembers = pgTable(
  'account_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.localAccountId] }), index('account_group_members_local_account_idx').on(t.localAccountId)],
);

export type AccountGroupKind = (typeof accountGroups.$inferSelect)['kind'];
