import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reviews } from '../reviews/reviews.table';
import { companies } from '../../tenancy/tenancy.table';

// A coupon campaign of one Google-linked store: what the coupon gives, its validity and the texts of the public
// feedback page. The public page is reached by an unguessable token; `enabled` is the store's coupon review flag.
// Compliance (docs/providers.md): the coupon thanks the customer for feedback in the console's own form and never
// depends on posting a public review or on the rating.
export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    enabled: boolean('enabled').notNull().default(false),
    publicToken: text('public_token').notNull(),
    couponTitle: text('coupon_title').notNull(),
    couponContent: text('coupon_content').notNull(),
    couponTerms: text('coupon_terms').notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    /** Days a coupon stays usable after it is issued; null: until validUntil. */
    validDays: integer('valid_days'),
    pageTitle: text('page_title').notNull(),
    pageMessage: text('page_message').notNull().default(''),
    thanksMessage: text('thanks_message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_campaigns_account_key').on(t.localAccountId),
    uniqueIndex('coupon_campaigns_public_token_key').on(t.publicToken),
    index('coupon_campaigns_company_idx').on(t.companyId, t.id),
  ],
);

// The coupon issued for one piece of feedback (a kind 2 review). The customer opens it by its own token.
export const couponIssues = pgTable(
  'coupon_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => couponCampaigns.id),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    couponCode: text('coupon_code').notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    /** Shown on the map review widget (update-mapreview). */
    visibleOnMap: boolean('visible_on_map').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_issues_review_key').on(t.reviewId),
    uniqueIndex('coupon_issues_access_token_key').on(t.accessTokenHash),
    index('coupon_issues_campaign_idx').on(t.campaignId, t.id),
  ],
);

export type CouponCampaignRow = typeof couponCampaigns.$inferSelect;
export type CouponIssueRow = typeof couponIssues.$inferSelect;
