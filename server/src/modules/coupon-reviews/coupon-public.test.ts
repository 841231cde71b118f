import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { reviews } from '../reviews/reviews.table';
import { COUPON_REVIEW_LIMITS } from './coupon-review-rate-limit';
import { couponTestConfig, createCampaign, setFlag, setUpCouponWorld, submitFeedback, tokenOf, type CampaignBody, type CouponWorld } from './coupon-reviews.testing';
import { couponIssues } from './coupon-reviews.table';

let t: TestApp;
let w: CouponWorld;
beforeAll(async () => {
  t = await createTestApp({ configOverrides: couponTestConfig });
  w = await setUpCouponWorld(t, 4);
  // 2026/05/10 12:00 in Tokyo.
  t.clock.set(new Date('2026-05-10T03:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

interface PageBody {
  data: { store_name: string; page_title: string; page_message: string; coupon_title: string; coupon_content: string; accepting: boolean };
}
interface CouponBody {
  data: { store_name: string; coupon_title: string; coupon_content: string; coupon_terms: string; coupon_code: string; valid_until: string | null; issued_at: string };
}

const page = (token: string) => t.inject({ method: 'GET', url: `/api/coupon-review-page?token=${encodeURIComponent(token)}` });
const coupon = (token: string) => t.inject({ method: 'GET', url: `/api/coupon?token=${encodeURIComponent(token)}` });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('public coupon review flow', () => {
  it('page → submit → coupon, without a session, for a 1-star rating too (no gating)', async () => {
    const campaign = await createCampaign(t, w.owner, w.own.google[0], { valid_days: 30 });
    const token = tokenOf(campaign);

    const closed = await page(token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<PageBody>().data).toEqual({
      store_name: campaign.store_name,
      page_title: 'ご来店ありがとうございました',
      page_message: 'サービス向上のため、ご意見をお聞かせください。',
      coupon_title: 'ドリンク1杯無料',
      coupon_content: 'お好きなソフトドリンクを1杯サービスいたします。',
      accepting: false,
    });
    const refused = await submitFeedback(t, token, {}, '198.51.100.1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'coupon_not_accepting', message: '現在、この店舗ではアンケートを受け付けていません' });

    expect((await setFlag(t, w.owner, [campaign.coupon_id], true)).statusCode).toBe(200);
    expect((await page(token)).json<PageBody>().data.accepting).toBe(true);

    const answers: { rating: number; nickname?: string; token: string }[] = [];
    for (const [rating, nickname] of [[1, undefined], [5, '常連A']] as const) {
      const res = await submitFeedback(t, token, { rating, comment: rating === 1 ? '待ち時間が長かったです。' : '最高でした', ...(nickname ? { nickname } : {}) }, '198.51.100.1');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ message: string; data: { coupon_token: string; thanks_message: string } }>();
      expect(body.message).toBe('ご協力ありがとうございました');
      expect(body.data.thanks_message).toBe('ご協力ありがとうございました。次回のご来店をお待ちしております。');
      expect(body.data.coupon_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      answers.push({ rating, nickname, token: body.data.coupon_token });
    }

    const shown = await coupon(answers[0].token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<CouponBody>().data).toMatchObject({
      store_name: campaign.store_name,
      coupon_title: 'ドリンク1杯無料',
      coupon_terms: '1会計につき1枚まで。他のクーポンとの併用はできません。',
      valid_until: '2026/06/09',
      issued_at: '2026/05/10 12:00',
    });
    expect(shown.json<CouponBody>().data.coupon_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);

    // The reviews rows: kind 2 from the form, anonymous unless a nickname was given.
    const rows = await t.db.select().from(reviews).where(eq(reviews.kind, 2));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.rating, r.reviewerName, r.provider, r.isAnonymous])).toEqual(
      expect.arrayContaining([
        [1, '匿名', 'form', true],
        [5, '常連A', 'form', false],
      ]),
    );
    for (const row of rows) expect(row.providerReviewId).toMatch(/^form:[0-9a-f-]{36}$/);

    // The database holds only the hash of each coupon token.
    const issues = await t.db.select().from(couponIssues);
    expect(issues.map((i) => i.accessTokenHash).sort()).toEqual(answers.map((a) => sha256(a.token)).sort());
    const everything = JSON.stringify([issues, rows]);
    for (const a of answers) expect(everything).not.toContain(a.token);
    expect(await coupon(issues[0].accessTokenHash).then((r) => r.statusCode)).toBe(404);
  });

  it('accepts only inside the validity window (Tokyo dates), and a coupon never outlives its campaign', async () => {
    const campaign = await createCampaign(t, w.owner, w.own.google[1], { valid_from: '2026/05/11', valid_until: '2026/05/20', valid_days: 30 });
    const token = tokenOf(campaign);
    await setFlag(t, w.owner, [campaign.coupon_id], true);
    expect((await page(token)).json<PageBody>().data.accepting).toBe(false);
    expect((await submitFeedback(t, token, {}, '198.51.100.2')).statusCode).toBe(409);

    // 2026/05/11 00:00 in Tokyo is still 05/10 in UTC.
    t.clock.set(new Date('2026-05-10T15:00:00Z'));
    expect((await page(token)).json<PageBody>().data.accepting).toBe(true);
    const res = await submitFeedback(t, token, {}, '198.51.100.2');
    expect(res.statusCode).toBe(200);
    const issued = (await coupon(res.json<{ data: { coupon_token: string } }>().data.coupon_token)).json<CouponBody>();
    expect(issued.data.valid_until).toBe('2026/05/20');

    t.clock.set(new Date('2026-05-20T15:00:00Z'));
    expect((await page(token)).json<PageBody>().data.accepting).toBe(false);
    t.clock.set(new Date('2026-05-10T03:00:00Z'));
  });

  it('validates the feedback and answers 404 for an unknown token', async () => {
    const campaign = await createCampaign(t, w.owner, w.own.google[2]);
    await setFlag(t, w.owner, [campaign.coupon_id], true);
    const token = tokenOf(campaign);
    const blank = await submitFeedback(t, token, { comment: '   ', nickname: 'a\nb' }, '198.51.100.3');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { comment: ['入力してください'], nickname: ['改行は入力できません'] } });
    const shape = await submitFeedback(t, token, { rating: 0, comment: 'あ'.repeat(1001), nickname: 'あ'.repeat(31) }, '198.51.100.3');
    expect(shape.statusCode).toBe(422);
    expect(shape.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      rating: ['1〜5の範囲で入力してください'],
      comment: ['1000文字以内で入力してください'],
      nickname: ['30文字以内で入力してください'],
    });

    const unknown = 'x'.repeat(43);
    expect((await page(unknown)).statusCode).toBe(404);
    expect((await submitFeedback(t, unknown, {}, '198.51.100.3')).statusCode).toBe(404);
    expect((await coupon(unknown)).statusCode).toBe(404);
  });

  it('limits submissions per address and store with 429; another address keeps its budget', async () => {
    const campaign = await createCampaign(t, w.owner, w.own.google[3]);
    await setFlag(t, w.owner, [campaign.coupon_id], true);
    const token = tokenOf(campaign);
    const { max } = COUPON_REVIEW_LIMITS.perIpAndCampaign;
    for (let i = 0; i < max; i += 1) expect((await submitFeedback(t, token, {}, '192.0.2.7')).statusCode).toBe(200);
    const limited = await submitFeedback(t, token, {}, '192.0.2.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: '処理が混み合っています。しばらく時間をおいてから操作してください。', code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submitFeedback(t, token, {}, '192.0.2.8')).statusCode).toBe(200);
    expect(await t.db.select().from(couponIssues).where(eq(couponIssues.campaignId, campaign.coupon_id))).toHaveLength(max + 1);
  });

  it('caps one store’s page across many addresses', async () => {
    const listed = await t.inject({ method: 'GET', url: '/api/coupon-reviews/campaigns', headers: w.owner.headers });
    // The first test's campaign: switched on and without an end date.
    const campaign = listed.json<{ data: CampaignBody[] }>().data.find((c) => c.local_account_id === w.own.google[0]);
    if (!campaign) throw new Error('campaign of the first test missing');
    const token = tokenOf(campaign);
    const already = (await t.db.select().from(couponIssues).where(eq(couponIssues.campaignId, campaign.coupon_id))).length;
    const { max } = COUPON_REVIEW_LIMITS.perCampaign;
    const statuses: number[] = [];
    // Earlier tests already counted `already` accepted (and one refused) submissions against this campaign.
    for (let i = 0; statuses.at(-1) !== 429 && i < max + 5; i += 1) statuses.push((await submitFeedback(t, token, {}, `10.0.${Math.floor(i / 200)}.${i % 200}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const accepted = (await t.db.select().from(couponIssues).where(eq(couponIssues.campaignId, campaign.coupon_id))).length;
    expect(accepted).toBeLessThanOrEqual(max);
    expect(accepted).toBeGreaterThan(already);
  });
});
