import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { queueExport } from '../exports/exports.service';
import { resolveFeedbackFilter, type FeedbackQuery } from './coupon-feedback.filter';
import { findFeedback, listFeedback, setVisibleOnMap } from './coupon-feedback.repository';
import { toFeedback } from './coupon-reviews.mapper';
import { couponReviewsMessagesJa as m } from './coupon-reviews.messages.ja';

/** Counting stops here: the list says 「N件以上」 beyond it. */
export const FEEDBACK_COUNT_CAP = 10_000;

export async function listCouponReviews(deps: Pick<Deps, 'db'>, auth: AuthContext, query: FeedbackQuery & { page?: number; page_size?: number }) {
  const filter = await resolveFeedbackFilter(deps.db, auth.company.id, query, auth.accountScope);
  const { page, pageSize, limit, offset } = pageWindow(query);
  const { rows, total } = await listFeedback(deps.db, filter, { limit, offset, cap: FEEDBACK_COUNT_CAP });
  return { data: rows.map(toFeedback), pagination: toPagination(page, pageSize, total, FEEDBACK_COUNT_CAP) };
}

export async function updateCouponReviewMapVisibility(deps: Pick<Deps, 'db'>, auth: AuthContext, issueId: number, visible: boolean) {
  const companyId = auth.company.id;
  if (!(await findFeedback(deps.db, companyId, issueId, auth.accountScope))) throw notFound();
  if (!(await setVisibleOnMap(deps.db, companyId, issueId, visible))) throw notFound();
  const row = await findFeedback(deps.db, companyId, issueId);
  if (!row) throw notFound();
  return { message: visible ? m.mapVisibilityOn : m.mapVisibilityOff, data: toFeedback(row) };
}

/**
 * The filters are checked now (404 for a foreign store) and handed to the writer as the export's params (with a store
 * user's stores: queueExport records them).
 */
export async function requestCouponReviewExport(deps: Deps, auth: AuthContext, input: FeedbackQuery & { format: 'xlsx' }) {
  await resolveFeedbackFilter(deps.db, auth.company.id, input, auth.accountScope);
  const params = {
    local_account_ids: [...new Set(input.local_account_ids ?? [])],
    start_at: input.start_at ?? null,
    end_at: input.end_at ?? null,
  };
  return queueExport(deps, auth, { kind: 'coupon_reviews', format: input.format, title: m.export.title, params });
}
