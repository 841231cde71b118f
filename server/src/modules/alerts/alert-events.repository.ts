import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../tenancy/tenancy.table';
import { alertDeliveries, alertEvents, alertSettings, type AlertEventRow } from './alerts.table';

export type NewAlertEvent = Omit<AlertEventRow, 'id' | 'digestDay'>;
export type NewAlertDelivery = Pick<
  typeof alertDeliveries.$inferInsert,
  'companyId' | 'userId' | 'purpose' | 'eventId' | 'digestDay' | 'channel' | 'target' | 'attemptLimit' | 'idempotencyKey' | 'sendAfter' | 'createdAt'
>;

/** Records the events not recorded yet (per source and user); answers only the new ones. */
export async function insertAlertEvents(db: Db, rows: readonly NewAlertEvent[]): Promise<AlertEventRow[]> {
  if (rows.length === 0) return [];
  return db.insert(alertEvents).values([...rows]).onConflictDoNothing({ target: [alertEvents.sourceKey, alertEvents.userId] }).returning();
}

/** Opens the deliveries not opened yet (per event and channel, per digest day and channel); answers the new ids. */
export async function insertAlertDeliveries(db: Db, rows: readonly NewAlertDelivery[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(alertDeliveries)
    .values(rows.map((row) => ({ ...row, status: 'pending' as const })))
    .onConflictDoNothing()
    .returning({ id: alertDeliveries.id });
  return inserted.map((row) => row.id);
}

export async function findAlertEvent(db: Db, id: number): Promise<AlertEventRow | null> {
  const [row] = await db.select().from(alertEvents).where(eq(alertEvents.id, id)).limit(1);
  return row ?? null;
}

/** The events one digest carried, oldest first. */
export async function findDigestEvents(db: Db, userId: number, day: string): Promise<AlertEventRow[]> {
  return db
    .select()
    .from(alertEvents)
    .where(and(eq(alertEvents.userId, userId), eq(alertEvents.digestDay, day)))
    .orderBy(asc(alertEvents.occurredAt), asc(alertEvents.id));
}

const waiting = (before: Date) => and(eq(alertEvents.digest, true), isNull(alertEvents.digestDay), lt(alertEvents.occurredAt, before));

/** Users with events waiting for a digest, with their channels as set now. */
export async function findDigestRecipients(db: Db, before: Date) {
  const pending = db.selectDistinct({ userId: alertEvents.userId }).from(alertEvents).where(waiting(before)).as('pending');
  return db
    .select({ settings: alertSettings, email: users.email })
    .from(pending)
    .innerJoin(alertSettings, eq(alertSettings.userId, pending.userId))
    .innerJoin(users, eq(users.id, pending.userId))
    .where(isNull(users.deletedAt))
    .orderBy(asc(pending.userId));
}

/**
 * One user's digest of `day`: the deliveries and the events they carry, in one transaction. A second run the same day
 * finds the deliveries already there and takes nothing, so events raised after the first run wait for the next day.
 */
export async function openDigest(db: Db, input: { userId: number; day: string; before: Date; deliveries: readonly NewAlertDelivery[] }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .select({ n: sql<number>`cast(count(*) as int)`.mapWith(Number) })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.userId, input.userId), eq(alertDeliveries.purpose, 'digest'), eq(alertDeliveries.digestDay, input.day)));
    if (opened.n > 0) return [];
    const carried = await tx
      .update(alertEvents)
      .set({ digestDay: input.day })
      .where(and(eq(alertEvents.userId, input.userId), waiting(input.before)))
      .returning({ id: alertEvents.id });
    if (carried.length === 0) return [];
    return insertAlertDeliveries(tx, input.deliveries);
  });
}
