import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingProviderName } from '../../providers/listing-provider';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { insightSyncStates, type InsightSource } from './insight.table';

// insight_sync_states rows are the sync's claims and its memory: attempts counts the tries since the last success
// (0 after one) and fences a claim (a run whose row was claimed again since cannot settle it); last_attempt_at is
// the claim time; updated_at is stamped by a success only, so "synced today" is updated_at after Tokyo's midnight.

/** The sources each provider's listing is copied from. */
export const SOURCES_OF: Record<ListingProviderName, readonly InsightSource[]> = {
  google: ['google_metrics', 'google_keywords'],
  yahoo: ['yahoo_access'],
};

/** Minutes a claim (or a failure) holds a source back, times the attempts so far (capped). */
export const BACKOFF_MINUTES = 15;
const MAX_BACKOFF_STEPS = 24;

export interface InsightSyncTarget {
  companyId: number;
  localAccountId: number;
  provider: ListingProviderName;
  providerLocationId: string;
}

export interface DueSource {
  companyId: number;
  localAccountId: number;
  source: InsightSource;
}

const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;
const pk = (localAccountId: number, source: InsightSource): SQL =>
  and(eq(insightSyncStates.localAccountId, localAccountId), eq(insightSyncStates.source, source)) as SQL;

/** Not claimed (or failed) within the backoff: 15 minutes per attempt, up to six hours. */
const backoffOver = (now: Date): SQL =>
  sql`(${insightSyncStates.lastAttemptAt} is null or ${insightSyncStates.lastAttemptAt} < ${at(now)} - make_interval(mins => ${BACKOFF_MINUTES} * least(greatest(${insightSyncStates.attempts}, 1), ${MAX_BACKOFF_STEPS})))`;

/** A claim clears last_error, so a row with attempts and no error is a run in progress (until its claim goes stale). */
const notRunning = (now: Date): SQL =>
  or(
    eq(insightSyncStates.attempts, 0),
    sql`${insightSyncStates.lastError} is not null`,
    isNull(insightSyncStates.lastAttemptAt),
    lt(insightSyncStates.lastAttemptAt, new Date(now.getTime() - BACKOFF_MINUTES * 60_000)),
  ) as SQL;

export async function findSyncTarget(db: Db, localAccountId: number): Promise<InsightSyncTarget | null> {
  const [row] = await db
    .select({ companyId: localAccounts.companyId, localAccountId: localAccounts.id, provider: localAccounts.provider, providerLocationId: localAccounts.providerLocationId })
    .from(localAccounts)
    .where(and(eq(localAccounts.id, localAccountId), eq(localAccounts.status, 'linked')))
    .limit(1);
  return row ?? null;
}

const sourcesTable = sql`(values ('google_metrics', 'google'), ('google_keywords', 'google'), ('yahoo_access', 'yahoo')) as src(source, provider)`;

/**
 * Linked listings × sources with no state yet (the backfill after linking), an unfinished backfill, or no success
 * since Tokyo's midnight, whose backoff is over; the never-synced first, then the longest waiting.
 */
export async function findDueSources(db: Db, now: Date, todayStart: Date, limit: number): Promise<DueSource[]> {
  const result = await db.execute(sql`
    select la.id as "localAccountId", la.company_id as "companyId", src.source as "source"
    from ${localAccounts} la
    join ${sourcesTable} on src.provider = la.provider
    left join ${insightSyncStates} on ${insightSyncStates.localAccountId} = la.id and ${insightSyncStates.source} = src.source
    where la.status = 'linked'
      and (${insightSyncStates.localAccountId} is null or ${insightSyncStates.syncedThrough} is null or ${insightSyncStates.updatedAt} < ${at(todayStart)})
      and ${backoffOver(now)}
    order by (${insightSyncStates.localAccountId} is null) desc, ${insightSyncStates.lastAttemptAt} asc nulls first, la.id, src.source
    limit ${limit}`);
  return (result as unknown as { rows: DueSource[] }).rows.map((row) => ({ localAccountId: Number(row.localAccountId), companyId: Number(row.companyId), source: row.source }));
}

async function ensureState(db: Db, target: DueSource, now: Date): Promise<void> {
  await db
    .insert(insightSyncStates)
    .values({ localAccountId: target.localAccountId, source: target.source, companyId: target.companyId, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * Takes one listing × source for this worker (one UPDATE whose condition is checked again on the row, so two
 * workers never both take it). `due`: only past its backoff (the sweeper); `now`: unless a run is in progress (a
 * manual sync). Answers the attempt number that fences the claim, or null when it was not taken.
 */
export async function claimSource(db: Db, target: DueSource, now: Date, mode: 'due' | 'now'): Promise<number | null> {
  await ensureState(db, target, now);
  const [row] = await db
    .update(insightSyncStates)
    .set({ attempts: sql`${insightSyncStates.attempts} + 1`, lastAttemptAt: now, lastError: null })
    .where(and(pk(target.localAccountId, target.source), mode === 'due' ? backoffOver(now) : notRunning(now)))
    .returning({ attempts: insightSyncStates.attempts });
  return row?.attempts ?? null;
}

export async function findState(db: Db, localAccountId: number, source: InsightSource) {
  const [row] = await db.select().from(insightSyncStates).where(pk(localAccountId, source)).limit(1);
  return row ?? null;
}

/** A run confirms its claim before working: the row still carries its attempt and no one settled it since. */
export async function stillClaimed(db: Db, localAccountId: number, source: InsightSource, attempt: number): Promise<boolean> {
  const state = await findState(db, localAccountId, source);
  return state !== null && state.attempts === attempt && state.lastError === null;
}

export async function recordSuccess(db: Db, key: { localAccountId: number; source: InsightSource; attempt: number }, result: { syncedThrough: string; now: Date }): Promise<void> {
  await db
    .update(insightSyncStates)
    .set({
      syncedThrough: result.syncedThrough,
      backfilledAt: sql`coalesce(${insightSyncStates.backfilledAt}, ${at(result.now)})`,
      attempts: 0,
      lastError: null,
      updatedAt: result.now,
    })
    .where(and(pk(key.localAccountId, key.source), eq(insightSyncStates.attempts, key.attempt)));
}

/** The error stays on the state (Japanese, for the screen); the attempts kept make the next try wait longer. */
export async function recordFailure(db: Db, key: { localAccountId: number; source: InsightSource; attempt: number }, message: string): Promise<void> {
  await db
    .update(insightSyncStates)
    .set({ lastError: message })
    .where(and(pk(key.localAccountId, key.source), eq(insightSyncStates.attempts, key.attempt)));
}

export interface SyncStateView {
  localAccountId: number;
  provider: ListingProviderName;
  source: InsightSource;
  syncedThrough: string | null;
  backfilledAt: Date | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
}

/** Every source of the company's linked listings (all, or the given ones), with its state when it has one. */
export async function listSyncStates(db: Db, companyId: number, localAccountIds?: readonly number[]): Promise<SyncStateView[]> {
  const accounts = await db
    .select({ id: localAccounts.id, provider: localAccounts.provider })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), localAccountIds ? inArray(localAccounts.id, [...localAccountIds]) : undefined))
    .orderBy(asc(localAccounts.id));
  if (accounts.length === 0) return [];
  const states = await db
    .select()
    .from(insightSyncStates)
    .where(and(eq(insightSyncStates.companyId, companyId), inArray(insightSyncStates.localAccountId, accounts.map((a) => a.id))));
  const byKey = new Map(states.map((s) => [`${s.localAccountId}:${s.source}`, s]));
  return accounts.flatMap((account) =>
    SOURCES_OF[account.provider].map((source) => {
      const state = byKey.get(`${account.id}:${source}`);
      return {
        localAccountId: account.id,
        provider: account.provider,
        source,
        syncedThrough: state?.syncedThrough ?? null,
        backfilledAt: state?.backfilledAt ?? null,
        lastError: state?.lastError ?? null,
        lastAttemptAt: state?.lastAttemptAt ?? null,
      };
    }),
  );
}
