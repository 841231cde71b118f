import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { sendGoogleError } from './google-errors';
import { starValue, type GoogleReview } from './google-types';
import { paginate } from './paging';

type Query = Record<string, string | undefined>;
interface LocationParams { accountId: string; locationId: string }
interface ReviewParams extends LocationParams { reviewId: string }

const ORDERS: Record<string, (a: GoogleReview, b: GoogleReview) => number> = {
  'updateTime desc': (a, b) => b.updateTime.localeCompare(a.updateTime),
  rating: (a, b) => starValue(a.starRating) - starValue(b.starRating),
  'rating desc': (a, b) => starValue(b.starRating) - starValue(a.starRating),
};

export function averageRating(reviews: readonly GoogleReview[]): number {
  if (reviews.length === 0) return 0;
  const total = reviews.reduce((sum, review) => sum + starValue(review.starRating), 0);
  return Math.round((total / reviews.length) * 10) / 10;
}

function reviewsOf(ctx: EmulatorContext, params: LocationParams): GoogleReview[] | undefined {
  const owned = ctx.data.locations.some((entry) => entry.id === params.locationId && entry.accountId === params.accountId);
  return owned ? ctx.data.reviews.get(params.locationId) : undefined;
}

function findReview(ctx: EmulatorContext, params: ReviewParams, reply: FastifyReply): GoogleReview | undefined {
  const review = reviewsOf(ctx, params)?.find((candidate) => candidate.reviewId === params.reviewId);
  if (!review) sendGoogleError(reply, 'NOT_FOUND', 'Requested entity was not found.');
  return review;
}

export function registerReviewRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const base = '/v4/accounts/:accountId/locations/:locationId/reviews';

  app.get(base, async (request, reply) => {
    const reviews = reviewsOf(ctx, request.params as LocationParams);
    if (!reviews) return sendGoogleError(reply, 'NOT_FOUND', 'Requested entity was not found.');
    const query = request.query as Query;
    const orderBy = (query.orderBy ?? 'updateTime desc').trim().replace(/\s+/g, ' ');
    const compare = ORDERS[orderBy];
    if (!compare) return sendGoogleError(reply, 'INVALID_ARGUMENT', `Invalid orderBy: ${orderBy}.`);
    // The review id breaks ties so that pages never overlap or skip when many reviews share a rating.
    const listed = reviews.filter((review) => !ctx.data.listingGaps.has(review.reviewId));
    const sorted = listed.sort((a, b) => compare(a, b) || a.reviewId.localeCompare(b.reviewId));
    const page = paginate(sorted, query, 50, 50);
    if (!page.ok) return sendGoogleError(reply, 'INVALID_ARGUMENT', page.message);
    return {
      reviews: structuredClone(page.items),
      averageRating: averageRating(reviews),
      totalReviewCount: reviews.length,
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    };
  });

  app.get(`${base}/:reviewId`, async (request, reply) => {
    const review = findReview(ctx, request.params as ReviewParams, reply);
    return review ? structuredClone(review) : reply;
  });

  app.put(`${base}/:reviewId/reply`, async (request, reply) => {
    const body = request.body as { comment?: unknown } | undefined;
    const comment = body?.comment;
    if (typeof comment !== 'string' || comment.trim() === '') {
      return sendGoogleError(reply, 'INVALID_ARGUMENT', 'Request contains an invalid argument: comment is required.');
    }
    if (comment.length > 4096) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'comment must be at most 4096 characters.');
    const review = findReview(ctx, request.params as ReviewParams, reply);
    if (!review) return reply;
    review.reviewReply = { comment, updateTime: ctx.now().toISOString() };
    return { ...review.reviewReply };
  });

  app.delete(`${base}/:reviewId/reply`, async (request, reply) => {
    const review = findReview(ctx, request.params as ReviewParams, reply);
    if (!review) return reply;
    delete review.reviewReply;
    return {};
  });
}
