import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { createCouponCampaign, listCouponCampaigns, updateCouponCampaign, updateCouponReviewFlag } from './coupon-campaigns.service';
import { listCouponReviews, requestCouponReviewExport, updateCouponReviewMapVisibility } from './coupon-feedback.service';
import { getCouponReviewPage, getIssuedCoupon, submitCouponReview } from './coupon-public.service';

type CouponReviewOperation =
  | 'listCouponReviews'
  | 'createCouponCampaign'
  | 'listCouponCampaigns'
  | 'updateCouponReviewFlag'
  | 'updateCouponCampaign'
  | 'requestCouponReviewExport'
  | 'updateCouponReviewMapVisibility'
  | 'getCouponReviewPage'
  | 'submitCouponReview'
  | 'getIssuedCoupon';

export const couponReviewsHandlers: ModuleHandlers<CouponReviewOperation> = {
  listCouponReviews: async ({ deps, auth, query }) => listCouponReviews(deps, requireAuth(auth), query),
  createCouponCampaign: async ({ deps, auth, body }) => createCouponCampaign(deps, requireAuth(auth), body),
  listCouponCampaigns: async ({ deps, auth, query }) => listCouponCampaigns(deps, requireAuth(auth), query),
  updateCouponReviewFlag: async ({ deps, auth, body }) => updateCouponReviewFlag(deps, requireAuth(auth), body),
  updateCouponCampaign: async ({ deps, auth, params, body }) => updateCouponCampaign(deps, requireAuth(auth), params.id, body),
  requestCouponReviewExport: async ({ deps, auth, body }) => requestCouponReviewExport(deps, requireAuth(auth), body),
  updateCouponReviewMapVisibility: async ({ deps, auth, params, body }) => updateCouponReviewMapVisibility(deps, requireAuth(auth), params.id, body.visible),
  // Public: no session; the token in the query or body is the only key.
  getCouponReviewPage: async ({ deps, query }) => getCouponReviewPage(deps, query.token),
  submitCouponReview: async ({ deps, request, reply, body }) => submitCouponReview(deps, { request, reply }, body),
  getIssuedCoupon: async ({ deps, query }) => getIssuedCoupon(deps, query.token),
};
