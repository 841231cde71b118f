import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramCrossposts } from './instagram.table';

export interface CrosspostImage {
  key: string;
  token: string;
  contentType: string;
}

/** The stores of `localAccountIds` that already received this Instagram post. */
export async function crosspostedStores(db: Db, companyId: number, mediaId: string, localAccountIds: readonly number[]): Promise<Set<number>> {
  if (localAccountIds.length === 0) return new Set();
  const rows = await db
    .select({ localAccountId: instagramCrossposts.localAccountId })
    .from(instagramCrossposts)
    .where(and(eq(instagramCrossposts.companyId, companyId), eq(instagramCrossposts.mediaId, mediaId), inArray(instagramCrossposts.localAccountId, [...localAccountIds])));
  return new Set(rows.map((r) => r.localAccountId));
}

/**
 * Claims the post × store pairs not claimed yet and answers the stores this call won: a re-run or a second worker
 * inserting the same pair finds the unique key taken and gets nothing for it.
 */
export async function claimCrossposts(
  db: Db,
  input: { companyId: number; settingId: number; mediaId: string; localAccountIds: readonly number[]; image: CrosspostImage | null; now: Date },
): Promise<number[]> {
  if (input.localAccountIds.length === 0) return [];
  const rows = await db
    .insert(instagramCrossposts)
    .values(
      input.localAccountIds.map((localAccountId) => ({
        companyId: input.companyId,
        settingId: input.settingId,
        mediaId: input.mediaId,
        localAccountId,
        imageKey: input.image?.key ?? null,
        imageToken: input.image?.token ?? null,
        imageType: input.image?.contentType ?? null,
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing({ target: [instagramCrossposts.companyId, instagramCrossposts.mediaId, instagramCrossposts.localAccountId] })
    .returning({ localAccountId: instagramCrossposts.localAccountId });
  return rows.map((r) => r.localAccountId);
}

export async function linkHistory(db: Db, input: { companyId: number; mediaId: string; localAccountId: number; historyId: number }): Promise<void> {
  await db
    .update(instagramCrossposts)
    .set({ postHistoryId: input.historyId })
    .where(and(eq(instagramCrossposts.companyId, input.companyId), eq(instagramCrossposts.mediaId, input.mediaId), eq(instagramCrossposts.localAccountId, input.localAccountId)));
}

/** The public image route: by the unguessable token alone (Google fetches it without a session). */
export async function findCrosspostImage(db: Db, token: string): Promise<{ imageKey: string | null; imageType: string | null } | null> {
  const [row] = await db
    .select({ imageKey: instagramCrossposts.imageKey, imageType: instagramCrossposts.imageType })
    .from(instagramCrossposts)
    .where(eq(instagramCrossposts.imageToken, token))
    .limit(1);
  return row ?? null;
}
