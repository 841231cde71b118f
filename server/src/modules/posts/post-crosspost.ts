import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postHistories, postQueues, type PostContent, type PostPayload } from './posts.table';

// The posts pipeline's entry for posts that come from elsewhere (Instagram crossposting): one queue (the spec's
// local_control_queue_id) with one history per store, published by posts.publish like any planned post and shown
// in the post histories. There is no post setting behind them (post_setting_id is null).

export interface CrosspostStore {
  localAccountId: number;
  /** Unique per post × store whoever enqueues it, so a re-run adds nothing. */
  idempotencyKey: string;
}

export interface CrosspostInput {
  companyId: number;
  /** Google summary, already cut to the limit and cleaned. */
  summary: string;
  /** Public URL of the re-hosted photo (Google's sourceUrl). */
  imageUrl: string | null;
  stores: CrosspostStore[];
  now: Date;
}

const EMPTY_CONTENT: PostContent = {
  summary: '',
  event_title: '',
  event_start_date: '',
  event_start_time: '',
  event_end_date: '',
  event_end_time: '',
  offer_coupon_code: '',
  offer_redeem_url: '',
  offer_terms: '',
  call_to_action_type: '',
  call_to_action_url: '',
  yahoo_kind: '',
  yahoo_title: '',
  yahoo_start_date: '',
  yahoo_end_date: '',
};

/** What a crosspost sends: a Google STANDARD post (post type instagram) with the photo by URL. */
export const crosspostPayload = (summary: string, imageUrl: string | null): PostPayload => ({
  provider: 'google',
  postType: 'instagram',
  yahooKind: null,
  summary,
  title: null,
  content: { ...EMPTY_CONTENT, summary },
  imageUrl,
});

/**
 * Enqueues one crosspost to Google stores (call inside the caller's transaction to tie it to the caller's own
 * exactly-once record). Answers the new histories' ids; stores whose key already exists get none.
 */
export async function enqueueCrosspost(db: Db, input: CrosspostInput): Promise<{ queueId: number | null; historyIds: Array<{ localAccountId: number; historyId: number }> }> {
  if (input.stores.length === 0) return { queueId: null, historyIds: [] };
  const [queue] = await db.insert(postQueues).values({ companyId: input.companyId, postSettingId: null, occurrenceAt: input.now, createdAt: input.now }).returning({ id: postQueues.id });
  const payload = crosspostPayload(input.summary, input.imageUrl);
  const inserted = await db
    .insert(postHistories)
    .values(
      input.stores.map((store) => ({
        companyId: input.companyId,
        queueId: queue.id,
        postSettingId: null,
        localAccountId: store.localAccountId,
        provider: 'google' as const,
        idempotencyKey: store.idempotencyKey,
        intentStatus: 'pending' as const,
        claimedAt: input.now,
        payload,
        pinned: null,
        scheduledAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .onConflictDoNothing({ target: postHistories.idempotencyKey })
    .returning({ id: postHistories.id, localAccountId: postHistories.localAccountId });
  if (inserted.length === 0) await db.delete(postQueues).where(and(eq(postQueues.id, queue.id), eq(postQueues.companyId, input.companyId)));
  return { queueId: inserted.length > 0 ? queue.id : null, historyIds: inserted.map((r) => ({ localAccountId: r.localAccountId, historyId: r.id })) };
}
