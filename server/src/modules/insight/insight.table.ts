import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies } from '../../tenancy/tenancy.table';

// Insight figures copied from the providers, one row per listing per Tokyo day (or month for keywords), wide so an
// analysis over hundreds of stores × 18 months reads one indexed range instead of pivoting a metric-per-row table.
// A re-synced day replaces its row (insert … on conflict do update), so syncing is idempotent.

const count = (name: string) => integer(name).notNull().default(0);

/** Google Business Profile Performance (providers.md: performance v1 daily metrics); days Google has no value yet are not stored. */
export const insightGoogleDaily = pgTable(
  'insight_google_daily',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    /** Tokyo calendar day. */
    date: date('date', { mode: 'string' }).notNull(),
    impressionsDesktopMaps: count('impressions_desktop_maps'),
    impressionsMobileMaps: count('impressions_mobile_maps'),
    impressionsDesktopSearch: count('impressions_desktop_search'),
    impressionsMobileSearch: count('impressions_mobile_search'),
    callClicks: count('call_clicks'),
    directionRequests: count('direction_requests'),
    websiteClicks: count('website_clicks'),
    bookings: count('bookings'),
    foodOrders: count('food_orders'),
    foodMenuClicks: count('food_menu_clicks'),
    conversations: count('conversations'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.localAccountId, t.date] }), index('insight_google_daily_company_date_idx').on(t.companyId, t.date)],
);

/** The metric id of each Google daily column (shared/insight/insight-metrics.ts ids), for the analyses and the reports. */
export const GOOGLE_COLUMNS = {
  impressions_desktop_maps: insightGoogleDaily.impressionsDesktopMaps,
  impressions_mobile_maps: insightGoogleDaily.impressionsMobileMaps,
  impressions_desktop_search: insightGoogleDaily.impressionsDesktopSearch,
  impressions_mobile_search: insightGoogleDaily.impressionsMobileSearch,
  call_clicks: insightGoogleDaily.callClicks,
  direction_requests: insightGoogleDaily.directionRequests,
  website_clicks: insightGoogleDaily.websiteClicks,
  bookings: insightGoogleDaily.bookings,
  food_orders: insightGoogleDaily.foodOrders,
  food_menu_clicks: insightGoogleDaily.foodMenuClicks,
} as const;

/**
 * Monthly search keywords. Google's own screen keeps about five months (providers.md): rows stay here for as long
 * as the listing is linked. Low counts come only as a threshold (value null).
 */
export const insightSearchKeywords = pgTable(
  'insight_search_keywords',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    value: integer('value'),
    threshold: integer('threshold'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.localAccountId, t.month, t.keyword] }),
    index('insight_search_keywords_company_month_idx').on(t.companyId, t.month),
    check('insight_search_keywords_value_check', sql`${t.value} is not null or ${t.threshold} is not null`),
  ],
);

/** Yahoo!プレイス access analytics per day, with the breakdowns the partner contract gives (emulators/yahoo). */
export const insightYahooDaily = pgTable(
  'insight_yahoo_daily',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    pageViews: count('page_views'),
    userViews: count('user_views'),
    searches: count('searches'),
    actions: count('actions'),
    actionCall: count('action_call'),
    actionRoute: count('action_route'),
    actionWebsite: count('action_website'),
    actionReservation: count('action_reservation'),
    deviceSmartphone: count('device_smartphone'),
    devicePc: count('device_pc'),
    deviceTablet: count('device_tablet'),
    genderFemale: count('gender_female'),
    genderMale: count('gender_male'),
    genderUnknown: count('gender_unknown'),
    /** Users by age group: index 0 is under 10, index n is the n×10s (shared/insight age labels). */
    ageGroups: integer('age_groups').array().$type<number[]>().notNull().default(sql`'{}'::integer[]`),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.localAccountId, t.date] }), index('insight_yahoo_daily_company_date_idx').on(t.companyId, t.date)],
);

/** The Yahoo search keywords that led to the place, per month. */
export const insightYahooKeywords = pgTable(
  'insight_yahoo_keywords',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    count: count('count'),
  },
  (t) => [primaryKey({ columns: [t.localAccountId, t.month, t.keyword] }), index('insight_yahoo_keywords_company_month_idx').on(t.companyId, t.month)],
);

export const INSIGHT_SOURCES = ['google_metrics', 'google_keywords', 'yahoo_access'] as const;
export type InsightSource = (typeof INSIGHT_SOURCES)[number];

/** How far each listing's figures are copied; the sweeper backfills what has none and tops up the rest daily. */
export const insightSyncStates = pgTable(
  'insight_sync_states',
  {
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    source: text('source', { enum: INSIGHT_SOURCES }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The last day (keywords: the first day of the last month) copied; null until the backfill finishes. */
    syncedThrough: date('synced_through', { mode: 'string' }),
    backfilledAt: timestamp('backfilled_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Japanese, for the screen; null after a success. */
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.localAccountId, t.source] }), index('insight_sync_states_company_idx').on(t.companyId)],
);

/** The free comment per store printed on the client report; kept so next month's report starts from it. */
export const reportComments = pgTable(
  'report_comments',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.localAccountId] }), index('report_comments_company_idx').on(t.companyId)],
);

export const REPORT_KINDS = ['insight_report', 'yahoo_report', 'client_report'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Monthly delivery of the reports by e-mail (beyond the spec): one schedule per company. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    enabled: boolean('enabled').notNull().default(false),
    /** Day of the month (Tokyo) the reports of the last complete window are sent; 8 or later so figures are settled. */
    dayOfMonth: smallint('day_of_month').notNull().default(10),
    recipients: text('recipients').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    kinds: text('kinds').array().$type<ReportKind[]>().notNull().default(sql`'{}'::text[]`),
    /** YYYY-MM of the last delivery, so a retried or doubled run sends once per month. */
    lastSentMonth: text('last_sent_month'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('report_schedules_day_check', sql`${t.dayOfMonth} between 1 and 28`)],
);
