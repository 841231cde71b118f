import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reportComments, reportSchedules, type ReportKind } from './insight.table';

export type ReportCommentRow = typeof reportComments.$inferSelect;
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

/** The kept comments of the given accounts, or of every linked account of the company when `accountIds` is null. */
export async function findReportComments(db: Db, companyId: number, accountIds: readonly number[] | null): Promise<ReportCommentRow[]> {
  if (accountIds !== null && accountIds.length === 0) return [];
  const rows = await db
    .select({ comment: reportComments })
    .from(reportComments)
    .innerJoin(localAccounts, and(eq(localAccounts.id, reportComments.localAccountId), eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked')))
    .where(and(eq(reportComments.companyId, companyId), accountIds === null ? undefined : inArray(reportComments.localAccountId, [...accountIds])))
    .orderBy(asc(reportComments.localAccountId));
  return rows.map((r) => r.comment);
}

/** One kept comment per store: a new text replaces it, an empty one removes it. */
export async function saveReportComments(db: Db, companyId: number, comments: { localAccountId: number; comment: string }[], now: Date) {
  const kept = comments.filter((c) => c.comment !== '');
  const cleared = comments.filter((c) => c.comment === '').map((c) => c.localAccountId);
  if (kept.length > 0) {
    await db
      .insert(reportComments)
      .values(kept.map((c) => ({ companyId, localAccountId: c.localAccountId, comment: c.comment, updatedAt: now })))
      .onConflictDoUpdate({
        target: reportComments.localAccountId,
        set: { comment: sql`excluded.comment`, updatedAt: now },
        // The key is the account alone; an account is one company's, but the update stays scoped all the same.
        setWhere: eq(reportComments.companyId, companyId),
      });
  }
  if (cleared.length > 0) {
    await db.delete(reportComments).where(and(eq(reportComments.companyId, companyId), inArray(reportComments.localAccountId, cleared)));
  }
}

export async function findReportSchedule(db: Db, companyId: number): Promise<ReportScheduleRow | null> {
  const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.companyId, companyId)).limit(1);
  return row ?? null;
}

export async function upsertReportSchedule(
  db: Db,
  companyId: number,
  input: { enabled: boolean; dayOfMonth: number; recipients: string[]; kinds: ReportKind[] },
  now: Date,
): Promise<ReportScheduleRow> {
  const [row] = await db
    .insert(reportSchedules)
    .values({ companyId, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: reportSchedules.companyId, set: { ...input, updatedAt: now } })
    .returning();
  return row;
}

/** Enabled schedules whose day has come this month (Tokyo) and that have not sent this month yet. */
export async function findDueSchedules(db: Db, input: { day: number; month: string }): Promise<ReportScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.enabled, true),
        sql`${reportSchedules.dayOfMonth} <= ${input.day}`,
        or(isNull(reportSchedules.lastSentMonth), ne(reportSchedules.lastSentMonth, input.month)),
      ),
    )
    .orderBy(asc(reportSchedules.companyId));
}

/**
 * Marks the month as sent; null when another run already did (or the schedule was switched off meanwhile), so
 * only one run goes on to enqueue and mail.
 */
export async function claimScheduleMonth(db: Db, companyId: number, month: string, now: Date): Promise<ReportScheduleRow | null> {
  const [row] = await db
    .update(reportSchedules)
    .set({ lastSentMonth: month, updatedAt: now })
    .where(
      and(
        eq(reportSchedules.companyId, companyId),
        eq(reportSchedules.enabled, true),
        or(isNull(reportSchedules.lastSentMonth), ne(reportSchedules.lastSentMonth, month)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findCompanyForDelivery(db: Db, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.corporateName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return company ?? null;
}

/**
 * The user the delivered files belong to (an export row has an owner, and only the owner can download it): the
 * first recipient who is an active normal user of the company, else the company's first active normal user.
 */
export async function findDeliveryOwner(db: Db, companyId: number, recipients: readonly string[]): Promise<number | null> {
  const active = and(eq(users.companyId, companyId), isNull(users.deletedAt), eq(users.userType, 'normal'));
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(active).orderBy(asc(users.id));
  const lower = recipients.map((r) => r.toLowerCase());
  const recipient = rows.find((r) => lower.includes(r.email.toLowerCase()));
  return (recipient ?? rows[0])?.id ?? null;
}
