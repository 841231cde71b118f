// Companies and users: every module's rows belong to a company and name its users, so these tables and the lookups
// shared by sign-in and user management sit below the feature modules.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  corporateName: text('corporate_name').notNull(),
  ownership: text('ownership', { enum: ['allgrow', 'partner'] }).notNull(),
  hasRankingContract: boolean('has_ranking_contract').notNull().default(false),
  hasReviewContract: boolean('has_review_contract').notNull().default(false),
  meoAnalyticsFlag: boolean('meo_analytics_flag').notNull().default(false),
  meoAnalyticsWithMeasureFlag: boolean('meo_analytics_with_measure_flag').notNull().default(false),
  hasYRankingContract: boolean('has_y_ranking_contract').notNull().default(false),
  yMeoAnalyticsFlag: boolean('y_meo_analytics_flag').notNull().default(false),
  yMeoAnalyticsWithMeasureFlag: boolean('y_meo_analytics_with_measure_flag').notNull().default(false),
  contractedLinkageCount: integer('contracted_linkage_count').notNull().default(0),
  /** Map-rank measurement: how many measures may be measuring at once, and for which kinds (1 menu, 2 service, 3 all). */
  measureContractCount: integer('measure_contract_count').notNull().default(0),
  measureContractScope: smallint('measure_contract_scope').notNull().default(3),
  logoUrl: text('logo_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    dispUserId: text('disp_user_id').notNull(),
    userType: text('user_type', { enum: ['normal', 'store', 'support'] }).notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    // Copied from the company so that one address can exist once per login page (ownership).
    ownership: text('ownership', { enum: ['allgrow', 'partner'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Created by an invitation whose link has not been used yet: the password hash is a random one nobody knows. */
    invitationPending: boolean('invitation_pending').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_disp_user_id_key').on(t.dispUserId),
    // Live users only: a deleted user's address can be invited again.
    uniqueIndex('users_ownership_email_key').on(t.ownership, t.email).where(sql`${t.deletedAt} is null`),
    index('users_email_idx').on(t.email),
    index('users_company_id_idx').on(t.companyId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
