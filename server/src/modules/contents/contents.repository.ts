import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contents } from './contents.table';

export async function findContent(db: Db, slug: 'info' | 'manual', ownership: 'allgrow' | 'partner') {
  const rows = await db
    .select()
    .from(contents)
    .where(and(eq(contents.slug, slug), eq(contents.ownership, ownership)))
    .limit(1);
  return rows[0] ?? null;
}
