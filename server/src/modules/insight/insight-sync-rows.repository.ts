import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { insightGoogleDaily, insightSearchKeywords, insightYahooDaily, insightYahooKeywords } from './insight.table';

// Writes of the copied figures. A day is upserted on (listing, day) and a month of keywords replaced whole in one
// transaction, so running a sync again over the same range leaves exactly one copy with the provider's latest values.

export type GoogleDailyRow = typeof insightGoogleDaily.$inferInsert;
export type YahooDailyRow = typeof insightYahooDaily.$inferInsert;
export interface KeywordRow {
  keyword: string;
  value: number | null;
  threshold: number | null;
}

/** Rows per INSERT: well under the 65,535 bind parameters of one statement. */
const BATCH = 500;

const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** `set` of an upsert: every column but the key and the owner takes the incoming (excluded) value. */
function takeIncoming(table: PgTable, keep: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!keep.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

const KEY_COLUMNS = ['companyId', 'localAccountId', 'date'];

export async function upsertGoogleDaily(db: Db, rows: readonly GoogleDailyRow[]): Promise<void> {
  for (const batch of chunks(rows)) {
    await db
      .insert(insightGoogleDaily)
      .values(batch)
      .onConflictDoUpdate({ target: [insightGoogleDaily.localAccountId, insightGoogleDaily.date], set: takeIncoming(insightGoogleDaily, KEY_COLUMNS) });
  }
}

export async function upsertYahooDaily(db: Db, rows: readonly YahooDailyRow[]): Promise<void> {
  for (const batch of chunks(rows)) {
    await db
      .insert(insightYahooDaily)
      .values(batch)
      .onConflictDoUpdate({ target: [insightYahooDaily.localAccountId, insightYahooDaily.date], set: takeIncoming(insightYahooDaily, KEY_COLUMNS) });
  }
}

interface MonthKey {
  companyId: number;
  localAccountId: number;
  /** First day of the month, YYYY-MM-01. */
  month: string;
}

/** The month's Google keywords become exactly `rows` (a keyword the provider repeats is kept once, first wins). */
export async function replaceGoogleKeywordMonth(db: Db, key: MonthKey, rows: readonly KeywordRow[], now: Date): Promise<void> {
  const seen = new Set<string>();
  const values = rows
    .filter((row) => (row.value !== null || row.threshold !== null) && !seen.has(row.keyword) && seen.add(row.keyword))
    .map((row) => ({ ...key, keyword: row.keyword, value: row.value, threshold: row.threshold, syncedAt: now }));
  await db.transaction(async (tx) => {
    await tx.delete(insightSearchKeywords).where(and(eq(insightSearchKeywords.localAccountId, key.localAccountId), eq(insightSearchKeywords.month, key.month)));
    for (const batch of chunks(values)) await tx.insert(insightSearchKeywords).values(batch);
  });
}

/** The month's Yahoo search keywords become exactly `rows`. */
export async function replaceYahooKeywordMonth(db: Db, key: MonthKey, rows: readonly { keyword: string; count: number }[]): Promise<void> {
  const seen = new Set<string>();
  const values = rows.filter((row) => !seen.has(row.keyword) && seen.add(row.keyword)).map((row) => ({ ...key, keyword: row.keyword, count: row.count }));
  await db.transaction(async (tx) => {
    await tx.delete(insightYahooKeywords).where(and(eq(insightYahooKeywords.localAccountId, key.localAccountId), eq(insightYahooKeywords.month, key.month)));
    for (const batch of chunks(values)) await tx.insert(insightYahooKeywords).values(batch);
  });
}
