import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The shared rate limiter's call log on PostgreSQL (pg-limit-store.ts): one row per call and limit key, at the
 * database's time in epoch milliseconds. Rows leave once they are older than their key's window.
 */
export const providerLimitCalls = pgTable(
  'provider_limit_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('provider_limit_calls_key_at_idx').on(t.key, t.atMs)],
);
