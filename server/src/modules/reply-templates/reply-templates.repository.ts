import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { replyManuscripts, type ReplyManuscriptRow } from './reply-templates.table';

// Every statement carries the company: another company's template id simply matches nothing (→ 404).
const owned = (companyId: number, id: number) => and(eq(replyManuscripts.companyId, companyId), eq(replyManuscripts.id, id));

export interface ManuscriptText {
  title: string;
  body: string;
}

/** Newest first (by creation), served by reply_manuscripts_company_idx. */
export async function listManuscripts(db: Db, companyId: number, page: { limit: number; offset: number }): Promise<{ rows: ReplyManuscriptRow[]; total: number }> {
  const where = eq(replyManuscripts.companyId, companyId);
  const rows = await db.select().from(replyManuscripts).where(where).orderBy(desc(replyManuscripts.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await db.select({ n: countInt() }).from(replyManuscripts).where(where);
  return { rows, total: n };
}

export async function insertManuscript(db: Db, input: ManuscriptText & { companyId: number; userId: number; now: Date }): Promise<ReplyManuscriptRow> {
  const [row] = await db
    .insert(replyManuscripts)
    .values({ companyId: input.companyId, title: input.title, body: input.body, createdByUserId: input.userId, createdAt: input.now, updatedAt: input.now })
    .returning();
  return row;
}

/** null when the template is not the company's. */
export async function updateManuscript(db: Db, companyId: number, id: number, input: ManuscriptText & { now: Date }): Promise<ReplyManuscriptRow | null> {
  const [row] = await db
    .update(replyManuscripts)
    .set({ title: input.title, body: input.body, updatedAt: input.now })
    .where(owned(companyId, id))
    .returning();
  return row ?? null;
}

/** False when the template is not the company's. */
export async function deleteManuscript(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db.delete(replyManuscripts).where(owned(companyId, id)).returning({ id: replyManuscripts.id });
  return rows.length > 0;
}
