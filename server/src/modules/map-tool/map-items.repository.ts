import { and, asc, avg, count, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponIssues } from '../coupon-reviews/coupon-reviews.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { mediaPostHistories, mediaPosts } from '../media-posting/media-posting.table';
import { postHistories } from '../posts/posts.table';
import { reviews } from '../reviews/reviews.table';
import type { WidgetSourceItem } from '../../../../src/shared/widget/widget-types';
import { mapHiddenItems, type MapWidgetKind } from './map-tool.table';

// The items widgets show, read from our synced copies only (an embed on a busy site never reaches a provider).
// Google reviews and coupon feedback (kind 2, shown only once the coupon screen marks it for the map); published
// Google posts; photos posted to Google through media posting. Each is scoped by company and the given stores.

/** An item with its review kind (1 Google口コミ, 2 クーポン発行口コミ; posts and photos are 1). */
export type SourceItem = WidgetSourceItem & { itemKind: number };

export interface ItemQuery {
  companyId: number;
  accountIds: readonly number[];
  /** Only visible items (the public read), or all with their flag (the console). */
  visibleOnly: boolean;
  limit: number;
  offset: number;
  /** Reviews only: oldest first (widget order 1) and the minimum rating, so the bounded read holds what is shown. */
  oldestFirst?: boolean;
  ratingMin?: number;
}

const hiddenJoin = (kind: MapWidgetKind, itemId: SQL | typeof reviews.id, companyId: number) =>
  and(eq(mapHiddenItems.companyId, companyId), eq(mapHiddenItems.kind, kind), eq(mapHiddenItems.itemId, itemId));

const reviewVisible = sql<boolean>`(${mapHiddenItems.itemId} is null and (${reviews.kind} = 1 or coalesce(${couponIssues.visibleOnMap}, false)))`;

function reviewWhere(q: ItemQuery): SQL | undefined {
  return and(
    eq(reviews.companyId, q.companyId),
    inArray(reviews.localAccountId, [...q.accountIds]),
    inArray(reviews.provider, ['google', 'form']),
    q.ratingMin !== undefined ? gte(reviews.rating, q.ratingMin) : undefined,
    q.visibleOnly ? sql`${reviewVisible}` : undefined,
  );
}

async function reviewItems(db: Db, q: ItemQuery): Promise<{ items: SourceItem[]; total: number }> {
  const from = () =>
    db
      .select({ id: reviews.id, kind: reviews.kind, rating: reviews.rating, text: reviews.comment, author: reviews.reviewerName, date: reviews.postedAt, photos: reviews.photoUrls, storeName: localAccounts.title, visible: reviewVisible })
      .from(reviews)
      .innerJoin(localAccounts, eq(localAccounts.id, reviews.localAccountId))
      .leftJoin(mapHiddenItems, hiddenJoin('review', reviews.id, q.companyId))
      .leftJoin(couponIssues, eq(couponIssues.reviewId, reviews.id));
  const order = q.oldestFirst ? [asc(reviews.postedAt), asc(reviews.id)] : [desc(reviews.postedAt), desc(reviews.id)];
  const rows = await from().where(reviewWhere(q)).orderBy(...order).limit(q.limit).offset(q.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(reviews)
    .leftJoin(mapHiddenItems, hiddenJoin('review', reviews.id, q.companyId))
    .leftJoin(couponIssues, eq(couponIssues.reviewId, reviews.id))
    .where(reviewWhere(q));
  return {
    total: n,
    items: rows.map((r) => ({ id: r.id, itemKind: r.kind, rating: r.rating, text: r.text ?? '', author: r.author, date: r.date.toISOString(), photos: r.photos, store_name: r.storeName, visible: r.visible })),
  };
}

async function postItems(db: Db, q: ItemQuery): Promise<{ items: SourceItem[]; total: number }> {
  const visible = sql<boolean>`(${mapHiddenItems.itemId} is null)`;
  const where = and(
    eq(postHistories.companyId, q.companyId),
    inArray(postHistories.localAccountId, [...q.accountIds]),
    eq(postHistories.provider, 'google'),
    eq(postHistories.status, 0),
    or(isNull(postHistories.providerState), ne(postHistories.providerState, 'rejected')),
    q.visibleOnly ? isNull(mapHiddenItems.itemId) : undefined,
  );
  const rows = await db
    .select({ id: postHistories.id, payload: postHistories.payload, postedAt: postHistories.postedAt, scheduledAt: postHistories.scheduledAt, storeName: localAccounts.title, visible })
    .from(postHistories)
    .innerJoin(localAccounts, eq(localAccounts.id, postHistories.localAccountId))
    .leftJoin(mapHiddenItems, hiddenJoin('post', sql`${postHistories.id}`, q.companyId))
    .where(where)
    .orderBy(desc(postHistories.postedAt), desc(postHistories.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(postHistories).leftJoin(mapHiddenItems, hiddenJoin('post', sql`${postHistories.id}`, q.companyId)).where(where);
  return {
    total: n,
    items: rows.map((r) => ({ id: r.id, itemKind: 1, rating: null, text: r.payload.summary, author: '', date: (r.postedAt ?? r.scheduledAt).toISOString(), photos: r.payload.imageUrl ? [r.payload.imageUrl] : [], store_name: r.storeName, visible: r.visible })),
  };
}

async function pictureItems(db: Db, q: ItemQuery): Promise<{ items: SourceItem[]; total: number }> {
  const visible = sql<boolean>`(${mapHiddenItems.itemId} is null)`;
  const where = and(
    eq(mediaPostHistories.companyId, q.companyId),
    inArray(mediaPostHistories.localAccountId, [...q.accountIds]),
    eq(mediaPostHistories.status, 'posted'),
    isNull(mediaPostHistories.deletedAt),
    isNotNull(mediaPostHistories.googleUrl),
    eq(mediaPosts.mediaFormat, 'PHOTO'),
    q.visibleOnly ? isNull(mapHiddenItems.itemId) : undefined,
  );
  const base = () =>
    db
      .select({ id: mediaPostHistories.id, url: mediaPostHistories.googleUrl, text: mediaPosts.description, date: mediaPostHistories.postedAt, storeName: localAccounts.title, visible })
      .from(mediaPostHistories)
      .innerJoin(mediaPosts, eq(mediaPosts.id, mediaPostHistories.mediaPostId))
      .innerJoin(localAccounts, eq(localAccounts.id, mediaPostHistories.localAccountId))
      .leftJoin(mapHiddenItems, hiddenJoin('picture', sql`${mediaPostHistories.id}`, q.companyId));
  const rows = await base().where(where).orderBy(desc(mediaPostHistories.postedAt), desc(mediaPostHistories.id)).limit(q.limit).offset(q.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(mediaPostHistories)
    .innerJoin(mediaPosts, eq(mediaPosts.id, mediaPostHistories.mediaPostId))
    .leftJoin(mapHiddenItems, hiddenJoin('picture', sql`${mediaPostHistories.id}`, q.companyId))
    .where(where);
  return {
    total: n,
    items: rows.map((r) => ({ id: r.id, itemKind: 1, rating: null, text: r.text ?? '', author: '', date: (r.date ?? new Date(0)).toISOString(), photos: r.url ? [r.url] : [], store_name: r.storeName, visible: r.visible })),
  };
}

export async function findItems(db: Db, kind: MapWidgetKind, q: ItemQuery): Promise<{ items: SourceItem[]; total: number }> {
  if (kind === 'review') return reviewItems(db, q);
  return kind === 'post' ? postItems(db, q) : pictureItems(db, q);
}

/** The average and count of the stores' visible rated reviews (the widget's summary, over all, not one page). */
export async function reviewSummary(db: Db, companyId: number, accountIds: readonly number[]): Promise<{ average: number; count: number }> {
  const [row] = await db
    .select({ average: avg(reviews.rating), n: count(reviews.rating) })
    .from(reviews)
    .leftJoin(mapHiddenItems, hiddenJoin('review', reviews.id, companyId))
    .leftJoin(couponIssues, eq(couponIssues.reviewId, reviews.id))
    .where(and(eq(reviews.companyId, companyId), inArray(reviews.localAccountId, [...accountIds]), inArray(reviews.provider, ['google', 'form']), sql`${reviewVisible}`));
  // One decimal, as Google's own panel shows it.
  return { average: row.average === null ? 0 : Math.round(Number(row.average) * 10) / 10, count: row.n };
}

/** The store of one review, post history or media history of the company; null when it is not the company's. */
export async function findItemAccount(db: Db, companyId: number, kind: MapWidgetKind, id: number): Promise<number | null> {
  const table = kind === 'review' ? reviews : kind === 'post' ? postHistories : mediaPostHistories;
  const [row] = await db
    .select({ accountId: table.localAccountId })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)));
  return row?.accountId ?? null;
}
