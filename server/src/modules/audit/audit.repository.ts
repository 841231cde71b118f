import { desc, eq, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { auditLogs } from '../auth/auth.table';
import { companies, users } from '../../tenancy/tenancy.table';

export interface AuditRow {
  id: number;
  actorName: string | null;
  actorEmail: string | null;
  subjectName: string | null;
  subjectEmail: string | null;
  subjectCorporateName: string | null;
  operationId: string;
  method: string;
  path: string;
  statusCode: number;
  createdAt: Date;
}

// Requests the console makes by itself, not things a person did: the realtime connection's channel signing, the
// header's unread-news poll, the session check on every page load and the thumbnails each media list loads. They are
// still recorded (the audit trail stays complete) but left out of the list and its count in the query, so every page
// is full and the total is right.
export const AUDIT_NOISE_OPERATIONS = ['broadcastingAuth', 'getNewsInfoFlg', 'getUserInfo', 'getMediaPostThumbnail'] as const;

const meaningful = notInArray(auditLogs.operationId, [...AUDIT_NOISE_OPERATIONS]);

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

export async function listAuditRows(db: Db, page: { limit: number; offset: number }): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLogs.id,
      actorName: actor.userName,
      actorEmail: actor.email,
      subjectName: subject.userName,
      subjectEmail: subject.email,
      subjectCorporateName: companies.corporateName,
      operationId: auditLogs.operationId,
      method: auditLogs.method,
      path: auditLogs.path,
      statusCode: auditLogs.statusCode,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(actor, eq(actor.id, auditLogs.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLogs.subjectUserId))
    .leftJoin(companies, eq(companies.id, subject.companyId))
    .where(meaningful)
    .orderBy(desc(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The audit log only grows: count at most `cap` rows so the first page never scans the whole table. */
export async function countAuditRows(db: Db, cap: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(auditLogs).where(meaningful).limit(cap).as('capped');
  const [{ total }] = await db.select({ total: countInt() }).from(capped);
  return total;
}
