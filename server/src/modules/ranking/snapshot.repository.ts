import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankResults, type RankResultRow } from './ranking.table';

/** One measurement of the company; the caller then checks its measure is one the session may see. */
export async function findResult(db: Db, companyId: number, id: number): Promise<RankResultRow | null> {
  const [row] = await db
    .select()
    .from(rankResults)
    .where(and(eq(rankResults.id, id), eq(rankResults.companyId, companyId)))
    .limit(1);
  return row ?? null;
}
