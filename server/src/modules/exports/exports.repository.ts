import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
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

/** Takes a queued export for one run; null when it is running elsewhere, done or failed (a retried job is a no-op). */
export async function claimExport(db: Db, id: number, now: Date): Promise<ExportFileRow | null> {
  const [row] = await db
    .update(exportFiles)
    .set({ status: 'running', attempts: sql`${exportFiles.attempts} + 1`, startedAt: now, errorMessage: null })
    .where(and(eq(exportFiles.id, id), eq(exportFiles.status, 'queued')))
    .returning();
  return row ?? null;
}

export async function completeExport(db: Db, id: number, done: { fileKey: string; size: number; completedAt: Date; expiresAt: Date }) {
  const [row] = await db
    .update(exportFiles)
    .set({ status: 'completed', ...done })
    .where(and(eq(exportFiles.id, id), eq(exportFiles.status, 'running')))
    .returning();
  return row ?? null;
}

export async function failExport(db: Db, id: number, errorMessage: string, at: Date) {
  const [row] = await db
    .update(exportFiles)
    .set({ status: 'failed', errorMessage, completedAt: at })
    .where(and(eq(exportFiles.id, id), eq(exportFiles.status, 'running')))
    .returning();
  return row ?? null;
}

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
 * whose worker died (older than staleBefore), which go back to queued first.
 */
export async function findExportsToSweep(db: Db, queuedBefore: Date, staleBefore: Date, limit: number): Promise<number[]> {
  await db
    .update(exportFiles)
    .set({ status: 'queued' })
    .where(and(eq(exportFiles.status, 'running'), lt(exportFiles.startedAt, staleBefore)));
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
