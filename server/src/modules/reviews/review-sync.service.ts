import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import type { GoogleReview } from '../../providers/google/google.types';
import { isProviderError } from '../../providers/shared/provider-errors';
import type { YahooReview } from '../../providers/yahoo/yahoo.types';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { AUTO_REPLY_PLAN_JOB, type AutoReplyPlanPayload } from './review-events';
import {
  findSyncState,
  newestStoredReviewId,
  recordSyncFailure,
  recordSyncSuccess,
  removeVanishedReviews,
  upsertProviderReviews,
  type ProviderReview,
  type SyncTarget,
} from './review-sync.repository';
import { reviewsMessagesJa as m } from './reviews.messages.ja';

export type SyncMode = 'incremental' | 'full';

/** Google answers at most 50 reviews a page; Yahoo's partner API the same. */
const PAGE_SIZE = 50;

export interface SyncOutcome {
  ok: boolean;
  /** Reviews stored for the first time. */
  inserted: number;
  /** Reviews the provider no longer lists, removed after a complete full walk. */
  removed: number;
  pages: number;
  error?: string;
}

interface Walk {
  newest: Date | null;
  inserted: number;
  pages: number;
  averageRating: number | null;
  totalReviewCount: number | null;
  /** Every provider review id a full walk listed (incremental walks stop early and list only the newest). */
  listed: Set<string>;
  /** New reviews raise alerts once a first full walk has stored the store's history (all of it is new before). */
  alerting: boolean;
}

const fromGoogle = (review: GoogleReview): ProviderReview => ({
  providerReviewId: review.reviewId,
  reviewerName: review.reviewer.displayName,
  reviewerPhotoUrl: review.reviewer.profilePhotoUrl,
  isAnonymous: review.reviewer.isAnonymous,
  rating: review.rating,
  comment: review.comment,
  postedAt: review.createdAt,
  providerUpdatedAt: review.updatedAt,
  reply: review.reply,
});

// Yahoo!プレイス reviews are never edited and have no replies: the posting time is also the update time.
const fromYahoo = (review: YahooReview): ProviderReview => ({
  providerReviewId: review.reviewId,
  reviewerName: review.authorNickname,
  reviewerPhotoUrl: null,
  isAnonymous: false,
  rating: review.rating >= 1 && review.rating <= 5 ? Math.round(review.rating) : null,
  comment: review.text === '' ? null : review.text,
  postedAt: review.postedAt,
  providerUpdatedAt: review.postedAt,
  reply: null,
});

/** A new rated review may be low enough for someone's alert; the alerts port compares it with each user's threshold. */
async function raiseReviewAlerts(deps: Deps, target: SyncTarget, inserted: { id: number; providerReviewId: string }[], items: ProviderReview[]) {
  const byProviderId = new Map(items.map((item) => [item.providerReviewId, item]));
  for (const { id, providerReviewId } of inserted) {
    const item = byProviderId.get(providerReviewId);
    if (!item || item.rating === null) continue;
    const source = { companyId: target.companyId, localAccountId: target.localAccountId, sourceKey: `review-${id}` };
    await deps.alerts.raise({ ...source, kind: 'low_rating', rating: item.rating, reviewer: item.isAnonymous ? null : item.reviewerName, comment: item.comment });
  }
}

const later = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null || a >= b ? a : b);

/** New reviews go to the automatic-reply planner; a lost hand-off is logged, never a failed sync. */
async function announce(deps: Deps, companyId: number, reviewIds: number[]): Promise<void> {
  if (reviewIds.length === 0) return;
  const payload: AutoReplyPlanPayload = { companyId, reviewIds };
  try {
    await deps.jobs.send(AUTO_REPLY_PLAN_JOB, payload);
  } catch (error) {
    deps.logger.warn({ err: error, companyId, count: reviewIds.length }, 'could not hand new reviews to the auto-reply planner');
  }
}

/**
 * Stores one provider page and reports how far it got: in an incremental run the pages are newest first, so the
 * first review at or below the watermark ends the walk (everything older was stored by an earlier run).
 */
async function storePage(deps: Deps, target: SyncTarget, items: ProviderReview[], watermark: Date | null, walk: Walk): Promise<boolean> {
  const fresh = watermark ? items.filter((item) => item.providerUpdatedAt > watermark) : items;
  const provider = target.provider;
  const inserted = await upsertProviderReviews(deps.db, { companyId: target.companyId, localAccountId: target.localAccountId, provider }, fresh, deps.clock.now());
  const ids = inserted.map((row) => row.id);
  await announce(deps, target.companyId, ids);
  if (walk.alerting) await raiseReviewAlerts(deps, target, inserted, fresh);
  walk.inserted += ids.length;
  walk.pages += 1;
  for (const item of items) walk.listed.add(item.providerReviewId);
  for (const item of fresh) walk.newest = later(walk.newest, item.providerUpdatedAt);
  return fresh.length < items.length;
}

async function walkGoogle(deps: Deps, target: SyncTarget, watermark: Date | null, walk: Walk): Promise<void> {
  const google = await providerAccessFor(deps, target.companyId, 'google');
  const ref = { account: target.providerAccountId ?? '', location: target.providerLocationId };
  let pageToken: string | undefined;
  do {
    const page = await google.adapter.listReviews(google.credentials, ref, { pageSize: PAGE_SIZE, pageToken, orderBy: 'updateTime desc' });
    walk.averageRating = page.averageRating;
    walk.totalReviewCount = page.totalReviewCount;
    const reachedWatermark = await storePage(deps, target, page.items.map(fromGoogle), watermark, walk);
    pageToken = reachedWatermark ? undefined : (page.nextPageToken ?? undefined);
  } while (pageToken);
}

async function walkYahoo(deps: Deps, target: SyncTarget, watermark: Date | null, walk: Walk): Promise<void> {
  const { adapter: api } = await providerAccessFor(deps, target.companyId, 'yahoo');
  if (!(await api.capabilities()).reviews) throw new DomainError('yahoo_reviews_unavailable', 409, m.yahooReviewsUnavailable);
  for (let start = 1; ; start += PAGE_SIZE) {
    const page = await api.listReviews(target.providerLocationId, { start, results: PAGE_SIZE, sort: '-posted_at' });
    walk.averageRating = page.averageRating;
    walk.totalReviewCount = page.total;
    const reachedWatermark = await storePage(deps, target, page.items.map(fromYahoo), watermark, walk);
    if (reachedWatermark || page.items.length === 0 || start - 1 + page.items.length >= page.total) return;
  }
}

/**
 * Reviewers delete their reviews one at a time. A listing that suddenly lacks most of a store's reviews (a suspended
 * profile answering none, a location mix-up) is a provider anomaly, and a store's history must not be wiped for it:
 * more than a quarter of the stored reviews, and more than a few, removes nothing (and is logged).
 */
const FEW_REMOVALS = 5;
const plausibleRemoval = (stored: number, gone: number): boolean => gone <= FEW_REMOVALS || gone * 4 <= stored;

/**
 * A review the full walk did not list was deleted at the provider, but only if the walk listed as many reviews as the
 * provider counts: Google's paging can leave reviews out of every page (which the reconcile exists to repair), and
 * such a gap must never remove a review that still exists.
 */
async function removeVanished(deps: Deps, target: SyncTarget, walk: Walk, storedUpTo: number): Promise<number> {
  const localAccountId = target.localAccountId;
  if (walk.totalReviewCount === null || walk.listed.size !== walk.totalReviewCount) {
    deps.logger.info({ localAccountId, listed: walk.listed.size, total: walk.totalReviewCount }, 'review listing incomplete: nothing removed');
    return 0;
  }
  const outcome = await removeVanishedReviews(deps.db, localAccountId, { listed: walk.listed, storedUpTo, allow: plausibleRemoval });
  if (outcome.gone > outcome.removed) deps.logger.warn({ localAccountId, ...outcome }, 'provider listing lost too many reviews at once: nothing removed');
  return outcome.removed;
}

const failureMessage = (error: unknown): string =>
  error instanceof DomainError || isProviderError(error) ? error.message : m.syncFailed;

/**
 * Fetches one linked account's reviews. Incremental runs stop at the newest update time already stored; a full
 * reconcile (also the first run) walks every page, repairing reviews Google's paging skipped. A failure is
 * recorded on the account's sync state and never thrown, so one broken store does not stop the others.
 */
export async function syncAccount(deps: Deps, target: SyncTarget, mode: SyncMode): Promise<SyncOutcome> {
  const state = await findSyncState(deps.db, target.localAccountId);
  const watermark = mode === 'incremental' ? (state?.newestUpdateAt ?? null) : null;
  const walk: Walk = { newest: null, inserted: 0, pages: 0, averageRating: null, totalReviewCount: null, listed: new Set(), alerting: state?.lastReconciledAt != null };
  let removed = 0;
  try {
    const storedUpTo = watermark === null ? await newestStoredReviewId(deps.db, target.localAccountId) : 0;
    if (target.provider === 'google') await walkGoogle(deps, target, watermark, walk);
    else await walkYahoo(deps, target, watermark, walk);
    if (watermark === null) removed = await removeVanished(deps, target, walk, storedUpTo);
    await recordSyncSuccess(deps.db, target, {
      newestUpdateAt: walk.newest,
      reconciled: watermark === null,
      averageRating: walk.averageRating,
      totalReviewCount: walk.totalReviewCount,
      now: deps.clock.now(),
    });
    return { ok: true, inserted: walk.inserted, removed, pages: walk.pages };
  } catch (error) {
    const message = failureMessage(error);
    deps.logger.warn({ err: error, localAccountId: target.localAccountId, mode }, 'review sync failed');
    await recordSyncFailure(deps.db, target, message, deps.clock.now());
    return { ok: false, inserted: walk.inserted, removed, pages: walk.pages, error: message };
  }
}
