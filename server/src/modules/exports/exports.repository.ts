import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { claimOne, complete, defineIntentTable, fail, releaseStale } from '../../jobs/intents';
import { exportFiles, type ExportFileRow, type ExportFormat, type ExportKind } from './exports.table';

export interface OwnerScope {
  userId: number;
  companyId: number;
}

const owned = (id: number, scope: OwnerScope) =>
  and(eq(exportFiles.id, id), eq(exportFiles.userId, scope.userId), eq(exportFiles.companyId, scope.companyId));

export async function insertExport(
  db: Db,
  input: OwnerScope & { kind: ExportKind; format: ExportFormat; fileName: string; createdAt: Date; params?: Record<string, unknown> | null },
): Promise<ExportFileRow> {
  const [row] = await db.insert(exportFiles).values(input).returning();
  return row;
}

/** export_files as an intent table: queued → running (started_at is the claim time) → completed or failed. */
export const exportIntents = defineIntentTable({
  table: exportFiles,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'startedAt', errorMessage: 'errorMessage', completedAt: 'completedAt', failedAt: 'completedAt' },
  states: { ready: ['queued'], claimed: 'running', done: 'completed', failed: 'failed' },
});

/** Takes a queued export for one run; null when it is running elsewhere, done or failed (a retried job is a no-op). */
export const claimExport = (db: Db, id: number, now: Date): Promise<ExportFileRow | null> => claimOne(db, exportIntents, id, { now, set: { errorMessage: null } });

/** null when the row is no longer this run's claim (the sweep took it again after its worker looked dead). */
export const completeExport = (db: Db, claimed: ExportFileRow, done: { fileKey: string; size: number; completedAt: Date; expiresAt: Date }) =>
  complete(db, exportIntents, claimed.id, { at: done.completedAt, attempt: claimed.attempts, set: { fileKey: done.fileKey, size: done.size, expiresAt: done.expiresAt } });

export const failExport = (db: Db, claimed: ExportFileRow, errorMessage: string, at: Date) => fail(db, exportIntents, claimed.id, errorMessage, { at, attempt: claimed.attempts });

export async function requeueFailedExport(db: Db, id: number, scope: OwnerScope): Promise<ExportFileRow | null> {
  const [row] = await db
    .update(exportFiles)
    .set({ status: 'queued', errorMessage: null, completedAt: null, startedAt: null })
    .where(and(owned(id, scope), eq(exportFiles.status, 'failed')))
    .returning();
  return row ?? null;
}

export async function findOwnExport(db: Db, id: number, scope: OwnerScope): Promise<ExportFileRow | null> {
  const [row] = await db.select().from(exportFiles).where(owned(id, scope)).limit(1);
  return row ?? null;
}

export async function listOwnExports(db: Db, scope: OwnerScope, page: { limit: number; offset: number }) {
  const where = and(eq(exportFiles.userId, scope.userId), eq(exportFiles.companyId, scope.companyId));
  const rows = await db.select().from(exportFiles).where(where).orderBy(desc(exportFiles.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await db.select({ n: countInt() }).from(exportFiles).where(where);
  return { rows, total: n };
}

/**
 * The sweep's work list: queued rows nobody dispatched (a process without workers, a lost send) and running rows
 * whose worker died (claimed before staleBefore), which go back to queued first.
 */
export async function findExportsToSweep(db: Db, queuedBefore: Date, staleBefore: Date, limit: number): Promise<number[]> {
  await releaseStale(db, exportIntents, staleBefore);
  const rows = await db
    .select({ id: exportFiles.id })
    .from(exportFiles)
    .where(and(eq(exportFiles.status, 'queued'), lt(exportFiles.createdAt, queuedBefore)))
    .orderBy(exportFiles.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Expired files whose bytes are still stored; the row stays as the record, only the file goes. */
export async function findExpiredStoredExports(db: Db, now: Date, limit: number) {
  return db
    .select({ id: exportFiles.id, fileKey: exportFiles.fileKey })
    .from(exportFiles)
    .where(and(eq(exportFiles.status, 'completed'), isNotNull(exportFiles.fileKey), lt(exportFiles.expiresAt, now)))
    .limit(limit);
}

export async function clearFileKeys(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(exportFiles).set({ fileKey: null }).where(inArray(exportFiles.id, ids));
}
