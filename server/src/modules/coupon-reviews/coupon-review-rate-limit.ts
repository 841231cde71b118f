import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../../http/errors';

// The public feedback form hands out coupons, so it is the one public write worth farming. It reuses the limiter
// login uses (@fastify/rate-limit, registered in app.ts), but the key needs the campaign, which is only known once
// the token is resolved, so the check runs inside the use case instead of as a route hook.
export const COUPON_REVIEW_LIMITS = {
  /** One device (IP) on one store's page: generous enough for a shop's shared Wi-Fi. */
  perIpAndCampaign: { max: 10, timeWindow: 10 * 60_000 },
  /** One store's page from anywhere: a cap on coupons farmed through many addresses. */
  perCampaign: { max: 300, timeWindow: 60 * 60_000 },
} as const;

type Check = ReturnType<FastifyInstance['createRateLimit']>;
interface Limiters {
  perIp: Check;
  perCampaign: Check;
}

const campaignOf = new WeakMap<FastifyRequest, number>();
const limitersOf = new WeakMap<FastifyInstance, Limiters>();

const limitersFor = (app: FastifyInstance): Limiters => {
  let limiters = limitersOf.get(app);
  if (!limiters) {
    limiters = {
      perIp: app.createRateLimit({ ...COUPON_REVIEW_LIMITS.perIpAndCampaign, keyGenerator: (r) => `coupon-review|${campaignOf.get(r)}|${r.ip}` }),
      perCampaign: app.createRateLimit({ ...COUPON_REVIEW_LIMITS.perCampaign, keyGenerator: (r) => `coupon-review|${campaignOf.get(r)}` }),
    };
    limitersOf.set(app, limiters);
  }
  return limiters;
};

/** Counts this submission against both budgets; over either one → 429 with Retry-After. */
export async function checkCouponReviewRate(request: FastifyRequest, reply: { header(name: string, value: string): unknown }, campaignId: number) {
  campaignOf.set(request, campaignId);
  const limiters = limitersFor(request.server);
  for (const check of [limiters.perIp, limiters.perCampaign]) {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw rateLimited();
    }
  }
}
