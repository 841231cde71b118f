import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays, isoToSlashDate, slashToIsoDate, todayInTokyo } from '../../../../src/shared/dates/calendar-date';
import { toJstDateTime } from '../../formats';
import type { Deps } from '../../deps';
import { DomainError, notFound } from '../../http/errors';
import { hashToken, newToken } from '../../tokens';
import { validateFeedback } from './coupon-campaign.validation';
import { findCampaignByToken, type CampaignView } from './coupon-campaigns.repository';
import { couponCodeTaken, findIssuedCoupon, insertFeedbackWithCoupon } from './coupon-feedback.repository';
import { checkCouponReviewRate } from './coupon-review-rate-limit';
import { couponReviewsMessagesJa as m } from './coupon-reviews.messages.ja';

type PublicDeps = Pick<Deps, 'db' | 'clock'>;

// Compliance (docs/providers.md): the coupon thanks the customer for feedback left in this form. Nothing here looks
// at the rating or asks for a public review: every accepted submission gets its coupon.

/** The earlier of two optional days (null means "no end"). */
const earlierDay = (a: string | null, b: string | null): string | null => {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
};

/** Open when the store's flag is on, the store is still linked, and today (Tokyo) is inside the validity. */
export const isAccepting = (campaign: CampaignView, now: Date): boolean => {
  if (!campaign.enabled || !campaign.storeLinked) return false;
  const today = todayInTokyo(now);
  const from = isoToSlashDate(campaign.validFrom);
  const until = isoToSlashDate(campaign.validUntil);
  if (from !== null && today < from) return false;
  if (until !== null && today > until) return false;
  return true;
};

const requireCampaign = async (deps: PublicDeps, token: string): Promise<CampaignView> => {
  const campaign = await findCampaignByToken(deps.db, token);
  if (!campaign) throw notFound();
  return campaign;
};

export async function getCouponReviewPage(deps: PublicDeps, token: string) {
  const campaign = await requireCampaign(deps, token);
  return {
    data: {
      store_name: campaign.storeName,
      page_title: campaign.pageTitle,
      page_message: campaign.pageMessage,
      coupon_title: campaign.couponTitle,
      coupon_content: campaign.couponContent,
      accepting: isAccepting(campaign, deps.clock.now()),
    },
  };
}

// Easy to read aloud and to type at a register: no 0/O, 1/I/L.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const newCouponCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

interface SubmitInput {
  token: string;
  rating: number;
  comment: string;
  nickname?: string;
}

export async function submitCouponReview(deps: PublicDeps, http: { request: FastifyRequest; reply: FastifyReply }, input: SubmitInput) {
  const campaign = await requireCampaign(deps, input.token);
  await checkCouponReviewRate(http.request, http.reply, campaign.id);
  const now = deps.clock.now();
  if (!isAccepting(campaign, now)) throw new DomainError('coupon_not_accepting', 409, m.notAccepting);
  const feedback = validateFeedback(input);

  // The customer keeps the raw token (it opens /coupon); the database only ever holds its hash.
  const couponToken = newToken();
  // The days are SQL date columns (YYYY-MM-DD), which compare as strings like the days they name.
  const byValidDays = campaign.validDays === null ? null : slashToIsoDate(addDays(todayInTokyo(now), campaign.validDays));
  const validUntil = earlierDay(campaign.validUntil, byValidDays);
  await deps.db.transaction(async (tx) => {
    let couponCode = newCouponCode();
    while (await couponCodeTaken(tx, campaign.id, couponCode)) couponCode = newCouponCode();
    await insertFeedbackWithCoupon(tx, {
      companyId: campaign.companyId,
      campaignId: campaign.id,
      localAccountId: campaign.localAccountId,
      providerReviewId: `form:${randomUUID()}`,
      reviewerName: feedback.nickname || m.anonymous,
      isAnonymous: feedback.nickname === '',
      rating: feedback.rating,
      comment: feedback.comment,
      couponCode,
      accessTokenHash: hashToken(couponToken),
      validUntil,
      now,
    });
  });
  return { message: m.submitted, data: { coupon_token: couponToken, thanks_message: campaign.thanksMessage || m.defaultThanks } };
}

export async function getIssuedCoupon(deps: Pick<Deps, 'db'>, token: string) {
  const coupon = await findIssuedCoupon(deps.db, hashToken(token));
  if (!coupon) throw notFound();
  return {
    data: {
      store_name: coupon.storeName,
      coupon_title: coupon.couponTitle,
      coupon_content: coupon.couponContent,
      coupon_terms: coupon.couponTerms,
      coupon_code: coupon.couponCode,
      valid_until: isoToSlashDate(coupon.validUntil),
      issued_at: toJstDateTime(coupon.issuedAt),
    },
  };
}
