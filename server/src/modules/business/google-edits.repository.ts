import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingField } from '../../../../src/shared/business/listing';
import { toGoogleEdit, type GoogleEditDto } from './google-edits.mapper';
import { googleEdits, type GoogleEditRow, type GoogleEditStatus } from './google-edits.table';

const open = eq(googleEdits.status, 'open');

/** Each store's open Google edit, in the contract's GoogleEdit shape; stores without one are absent. */
export async function openGoogleEditOf(db: Db, companyId: number, storeIds: readonly number[]): Promise<Map<number, GoogleEditDto>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(googleEdits)
    .where(and(eq(googleEdits.companyId, companyId), inArray(googleEdits.storeId, [...storeIds]), open))
    .orderBy(asc(googleEdits.id));
  return new Map(rows.map((row) => [row.storeId, toGoogleEdit(row)]));
}

export async function findGoogleEdit(db: Db, companyId: number, id: number): Promise<GoogleEditRow | null> {
  const [row] = await db.select().from(googleEdits).where(and(eq(googleEdits.companyId, companyId), eq(googleEdits.id, id)));
  return row ?? null;
}

export async function findOpenEditOfAccount(db: Db, companyId: number, localAccountId: number): Promise<GoogleEditRow | null> {
  const [row] = await db.select().from(googleEdits).where(and(eq(googleEdits.companyId, companyId), eq(googleEdits.localAccountId, localAccountId), open));
  return row ?? null;
}

/** Inserts an open edit; null when the account already has one (a concurrent watch got there first). */
export async function insertOpenEdit(db: Db, row: Omit<typeof googleEdits.$inferInsert, 'status'>): Promise<GoogleEditRow | null> {
  const [inserted] = await db
    .insert(googleEdits)
    .values({ ...row, status: 'open' })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** Closes an open edit; null when it was no longer open (decided meanwhile). */
export async function closeEdit(
  db: Db,
  companyId: number,
  id: number,
  close: { status: Exclude<GoogleEditStatus, 'open'>; at: Date; userId?: number | null; fields?: readonly ListingField[] },
): Promise<GoogleEditRow | null> {
  const [row] = await db
    .update(googleEdits)
    .set({
      status: close.status,
      decidedAt: close.at,
      decidedByUserId: close.userId ?? null,
      decidedFields: close.fields ? [...close.fields] : null,
      updatedAt: close.at,
    })
    .where(and(eq(googleEdits.companyId, companyId), eq(googleEdits.id, id), open))
    .returning();
  return row ?? null;
}
