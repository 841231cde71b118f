import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request rate limits' counters on PostgreSQL without Redis (pg-rate-limit-store.ts): one row per limited key
 * (operation, route and client), its hits in the current window and when that window ends, at the database's time.
 */
export const requestRateCounters = pgTable('request_rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
