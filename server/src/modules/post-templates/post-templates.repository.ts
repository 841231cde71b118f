import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { postManuscripts, type PostManuscriptRow, type PostTemplateType } from './post-templates.table';

// Every statement carries the company: another company's template id simply matches nothing (→ 404).
const owned = (companyId: number, id: number) => and(eq(postManuscripts.companyId, companyId), eq(postManuscripts.id, id));

export interface PostManuscriptInput {
  title: string;
  postType: PostTemplateType;
  body: string;
}

/** Newest first (by creation), served by post_manuscripts_company_idx. */
export async function listPostManuscripts(db: Db, companyId: number, page: { limit: number; offset: number }): Promise<{ rows: PostManuscriptRow[]; total: number }> {
  const where = eq(postManuscripts.companyId, companyId);
  const rows = await db.select().from(postManuscripts).where(where).orderBy(desc(postManuscripts.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await db.select({ n: countInt() }).from(postManuscripts).where(where);
  return { rows, total: n };
}

/** null when the template is not the company's. */
export async function findPostManuscript(db: Db, companyId: number, id: number): Promise<PostManuscriptRow | null> {
  const [row] = await db.select().from(postManuscripts).where(owned(companyId, id)).limit(1);
  return row ?? null;
}

export async function insertPostManuscript(db: Db, input: PostManuscriptInput & { companyId: number; userId: number; now: Date }): Promise<PostManuscriptRow> {
  const [row] = await db
    .insert(postManuscripts)
    .values({
      companyId: input.companyId,
      title: input.title,
      postType: input.postType,
      body: input.body,
      createdByUserId: input.userId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row;
}

/** null when the template is not the company's. */
export async function updatePostManuscript(db: Db, companyId: number, id: number, input: PostManuscriptInput & { now: Date }): Promise<PostManuscriptRow | null> {
  const [row] = await db
    .update(postManuscripts)
    .set({ title: input.title, postType: input.postType, body: input.body, updatedAt: input.now })
    .where(owned(companyId, id))
    .returning();
  return row ?? null;
}

/** False when the template is not the company's. */
export async function deletePostManuscript(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db.delete(postManuscripts).where(owned(companyId, id)).returning({ id: postManuscripts.id });
  return rows.length > 0;
}
