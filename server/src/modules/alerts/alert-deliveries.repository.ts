import { and, desc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { defineIntentTable, readyRows, staleClaims } from '../../jobs/intents';
import type { AlertKind } from '../../notifications/alert-port';
import { alertDeliveries, alertEvents, type AlertDeliveryRow } from './alerts.table';

// alert_deliveries rows are the sending intents: claimed by a worker, ended sent or failed; a failed attempt goes
// back to pending with a later send_after until its attempt limit.
export const deliveryIntents = defineIntentTable({
  table: alertDeliveries,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage', completedAt: 'sentAt', failedAt: 'failedAt' },
  states: { ready: ['pending'], claimed: 'claimed', done: 'sent', failed: 'failed' },
});

/** Pending rows whose time has come, and claims a dead worker left behind. */
export const dueDeliveries = (now: Date, staleBefore: Date): SQL =>
  or(and(readyRows(deliveryIntents), lte(alertDeliveries.sendAfter, now)), staleClaims(deliveryIntents, staleBefore)) as SQL;

export async function findDueDeliveryIds(db: Db, now: Date, staleBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: alertDeliveries.id })
    .from(alertDeliveries)
    .where(dueDeliveries(now, staleBefore))
    .orderBy(alertDeliveries.sendAfter, alertDeliveries.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface HistoryRow {
  delivery: AlertDeliveryRow;
  kind: AlertKind | null;
  storeName: string | null;
  summary: string | null;
}

/** One user's deliveries, newest first. */
export async function listUserDeliveries(db: Db, userId: number, page: { limit: number; offset: number }): Promise<{ rows: HistoryRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ delivery: alertDeliveries, kind: alertEvents.kind, storeName: alertEvents.storeName, summary: alertEvents.summary })
      .from(alertDeliveries)
      .leftJoin(alertEvents, eq(alertEvents.id, alertDeliveries.eventId))
      .where(eq(alertDeliveries.userId, userId))
      .orderBy(desc(alertDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`cast(count(*) as int)`.mapWith(Number) }).from(alertDeliveries).where(eq(alertDeliveries.userId, userId)),
  ]);
  return { rows, total };
}

/** The user's own delivery; another user's (of any company) is not found. */
export async function findUserDelivery(db: Db, userId: number, id: number): Promise<AlertDeliveryRow | null> {
  const [row] = await db.select().from(alertDeliveries).where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.id, id))).limit(1);
  return row ?? null;
}

/** A failed delivery sent again at once with `extraAttempts` more tries (and the same idempotency key). */
export async function requeueFailedDelivery(db: Db, userId: number, id: number, now: Date, extraAttempts: number): Promise<AlertDeliveryRow | null> {
  const [row] = await db
    .update(alertDeliveries)
    .set({ status: 'pending', sendAfter: now, failedAt: null, attemptLimit: sql`${alertDeliveries.attempts} + ${extraAttempts}` })
    .where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.id, id), eq(alertDeliveries.status, 'failed')))
    .returning();
  return row ?? null;
}
