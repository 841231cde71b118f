import type { DateRange } from '../../../../src/shared/dates/periods';
import { changeRate, ratingChange } from '../../../../src/shared/insight/store-ranking';
import type { Db } from '../../db/client';
import {
  loadCommentsByAccount,
  loadGoogleBuckets,
  loadGoogleTotals,
  loadReportBrand,
  loadReportStores,
  loadReviewMonths,
  summariseReviews,
  type GoogleFigures,
  type ReportBrand,
  type ReportStore,
} from './report-data';
import { previousRange, type ReportParams } from './report-range';
import { bucketLabelsOf } from './report-xlsx';

// What the client report shows, gathered before drawing: per store the owner-language figures of the period and of
// the one before it, the monthly impressions for the chart, and the kept comment.

export const OWNER_FIGURES = ['impressions', 'call_clicks', 'direction_requests', 'website_clicks', 'bookings', 'new_reviews', 'average_rating'] as const;
export type OwnerFigure = (typeof OWNER_FIGURES)[number];

export interface FigureLine {
  id: OwnerFigure;
  value: number | null;
  previous: number | null;
  /** Percent for counts; points for the average rating. */
  change: number | null;
}

export interface ClientStorePage {
  store: ReportStore;
  figures: FigureLine[];
  monthly: { label: string; value: number }[];
  comment: string | null;
}

export interface ClientReportData {
  brand: ReportBrand;
  range: DateRange;
  previous: DateRange;
  pages: ClientStorePage[];
}

const IMPRESSION_IDS = ['impressions_desktop_maps', 'impressions_mobile_maps', 'impressions_desktop_search', 'impressions_mobile_search'] as const;
const impressionsOf = (f: GoogleFigures | undefined): number | null => (f ? IMPRESSION_IDS.reduce((sum, id) => sum + f[id], 0) : null);

const NO_REVIEWS = { count: 0, average: null };

export async function loadClientReport(db: Db, companyId: number, params: ReportParams): Promise<ClientReportData> {
  const range = { start: params.start, end: params.end };
  const previous = previousRange(range);
  const stores = (await loadReportStores(db, companyId, params.local_account_ids)).filter((s) => s.key.startsWith('g_'));
  const ids = stores.map((s) => s.accountId);
  const [brand, totals, before, monthly, reviews, reviewsBefore, comments] = await Promise.all([
    loadReportBrand(db, companyId),
    loadGoogleTotals(db, companyId, ids, range),
    loadGoogleTotals(db, companyId, ids, previous),
    loadGoogleBuckets(db, companyId, ids, range, 'month'),
    loadReviewMonths(db, companyId, ids, range),
    loadReviewMonths(db, companyId, ids, previous),
    loadCommentsByAccount(db, companyId, ids),
  ]);
  const months = bucketLabelsOf(range, 'month');
  const [reviewTotals, reviewTotalsBefore] = [summariseReviews(reviews), summariseReviews(reviewsBefore)];
  const pages = stores.map((store): ClientStorePage => {
    const now = totals.get(store.accountId);
    const then = before.get(store.accountId);
    const r = reviewTotals.get(store.accountId) ?? NO_REVIEWS;
    const rb = reviewTotalsBefore.get(store.accountId) ?? NO_REVIEWS;
    const pair = (id: OwnerFigure): [number | null, number | null] => {
      if (id === 'impressions') return [impressionsOf(now) ?? 0, impressionsOf(then)];
      if (id === 'new_reviews') return [r.count, rb.count];
      if (id === 'average_rating') return [r.average, rb.average];
      return [now?.[id] ?? 0, then ? then[id] : null];
    };
    const figures = OWNER_FIGURES.map((id): FigureLine => {
      const [value, prev] = pair(id);
      return { id, value, previous: prev, change: id === 'average_rating' ? ratingChange(value, prev) : changeRate(value, prev) };
    });
    const own = monthly.filter((row) => row.accountId === store.accountId);
    return {
      store,
      figures,
      monthly: months.map((label) => ({ label, value: impressionsOf(own.find((row) => row.bucket === label)) ?? 0 })),
      comment: comments.get(store.accountId) ?? null,
    };
  });
  return { brand, range, previous, pages };
}
