import { eq } from 'drizzle-orm';
import { loginAs } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { campaignInput, couponTestConfig, createCampaign, setFlag, setUpCouponWorld, tokenOf, type CampaignBody, type CouponWorld } from './coupon-reviews.testing';
import { couponCampaigns } from './coupon-reviews.table';

let t: TestApp;
let w: CouponWorld;
beforeAll(async () => {
  t = await createTestApp({ configOverrides: couponTestConfig });
  w = await setUpCouponWorld(t);
});
afterAll(async () => {
  await t.close();
});

const list = async () => {
  const res = await t.inject({ method: 'GET', url: '/api/coupon-reviews/campaigns?page_size=50', headers: w.owner.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: CampaignBody[]; pagination: { total: number } }>();
};

describe('coupon campaigns', () => {
  it('creates one campaign per Google store, switched off, with an unguessable public URL', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/coupon-reviews', headers: w.owner.headers, payload: { local_account_id: w.own.google[0], ...campaignInput() } });
    expect(created.statusCode).toBe(200);
    const body = created.json<{ message: string; data: CampaignBody }>();
    expect(body.message).toBe('クーポン口コミの設定を作成しました');
    expect(body.data).toMatchObject({ local_account_id: w.own.google[0], enabled: false, feedback_count: 0, coupon_title: 'ドリンク1杯無料' });
    expect(body.data.public_url).toMatch(/^http:\/\/localhost:3000\/coupon-review\?token=[A-Za-z0-9_-]{43}$/);

    const again = await t.inject({ method: 'POST', url: '/api/coupon-reviews', headers: w.owner.headers, payload: { local_account_id: w.own.google[0], ...campaignInput() } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'coupon_campaign_exists', message: 'この店舗のクーポン口コミはすでに作成されています' });

    const second = await createCampaign(t, w.owner, w.own.google[1]);
    expect(tokenOf(second)).not.toBe(tokenOf(body.data));
    const listed = await list();
    expect(listed.pagination.total).toBe(2);
    expect(listed.data.map((c) => c.coupon_id).sort()).toEqual([body.data.coupon_id, second.coupon_id].sort());
  });

  it('refuses a Yahoo store and another company’s store with 404, and lists only the company’s own', async () => {
    for (const key of [w.own.yahoo, w.foreign.google[0], 'g_999999']) {
      const res = await t.inject({ method: 'POST', url: '/api/coupon-reviews', headers: w.owner.headers, payload: { local_account_id: key, ...campaignInput() } });
      expect(res.statusCode).toBe(404);
    }
    const partnerCampaign = await createCampaign(t, w.partner, w.foreign.google[0]);
    expect((await list()).data.map((c) => c.coupon_id)).not.toContain(partnerCampaign.coupon_id);

    const update = await t.inject({ method: 'PUT', url: `/api/coupon-reviews/${partnerCampaign.coupon_id}`, headers: w.owner.headers, payload: campaignInput({ coupon_title: '乗っ取り' }) });
    expect(update.statusCode).toBe(404);
    const own = (await list()).data[0];
    const flag = await setFlag(t, w.owner, [own.coupon_id, partnerCampaign.coupon_id], true);
    expect(flag.statusCode).toBe(404);
    // All or none: the company's own campaign did not change either.
    expect((await list()).data.find((c) => c.coupon_id === own.coupon_id)?.enabled).toBe(false);
    const [stored] = await t.db.select().from(couponCampaigns).where(eq(couponCampaigns.id, partnerCampaign.coupon_id));
    expect(stored).toMatchObject({ couponTitle: 'ドリンク1杯無料', enabled: false });
  });

  it('switches the flag of several campaigns on and off', async () => {
    const ids = (await list()).data.map((c) => c.coupon_id);
    const on = await setFlag(t, w.owner, ids, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: 'クーポン口コミの受付を開始しました' });
    expect((await list()).data.every((c) => c.enabled)).toBe(true);
    const off = await setFlag(t, w.owner, [ids[0]], false);
    expect(off.json()).toEqual({ message: 'クーポン口コミの受付を停止しました' });
    expect((await list()).data.find((c) => c.coupon_id === ids[0])?.enabled).toBe(false);
  });

  it('updates by coupon id and reports Japanese field errors', async () => {
    const [campaign] = (await list()).data;
    const url = `/api/coupon-reviews/${campaign.coupon_id}`;
    const saved = await t.inject({ method: 'PUT', url, headers: w.owner.headers, payload: campaignInput({ coupon_title: '10%割引', valid_from: '2026/04/01', valid_until: '2026/06/30', valid_days: null }) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: CampaignBody }>().data).toMatchObject({ coupon_title: '10%割引', valid_from: '2026/04/01', valid_until: '2026/06/30' });

    const bad = await t.inject({
      method: 'PUT',
      url,
      headers: w.owner.headers,
      payload: campaignInput({ coupon_title: '<b>無料</b>', page_title: '一行目\n二行目', page_message: '“A&B”', valid_from: '2026/07/01', valid_until: '2026/06/30', coupon_content: '   ' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: '入力内容に誤りがあります',
      code: 'validation_failed',
      errors: {
        coupon_title: ['< > ’ " & ¥ 《 》 は使用できません'],
        coupon_content: ['入力してください'],
        page_title: ['改行は入力できません'],
        page_message: ['< > ’ " & ¥ 《 》 は使用できません'],
        valid_until: ['有効期間の開始日は終了日以前の日付を入力してください'],
      },
    });

    const impossible = await t.inject({ method: 'PUT', url, headers: w.owner.headers, payload: campaignInput({ valid_until: '2026/02/30' }) });
    expect(impossible.json()).toMatchObject({ errors: { valid_until: ['存在する日付を入力してください'] } });
    const shape = await t.inject({ method: 'PUT', url, headers: w.owner.headers, payload: campaignInput({ valid_from: '2026-04-01', coupon_title: 'あ'.repeat(51), valid_days: 0 }) });
    expect(shape.statusCode).toBe(422);
    expect(shape.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      valid_from: ['形式が正しくありません'],
      coupon_title: ['50文字以内で入力してください'],
      valid_days: ['1〜365の範囲で入力してください'],
    });
    expect((await t.inject({ method: 'PUT', url: '/api/coupon-reviews/999999', headers: w.owner.headers, payload: campaignInput() })).statusCode).toBe(404);
  });

  it('is Google-only: a company without the Google analytics flag is refused, and a session is required', async () => {
    const support = await loginAs(t, 'support');
    expect((await t.inject({ method: 'GET', url: '/api/coupon-reviews/campaigns', headers: support.headers })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/coupon-reviews/campaigns' })).statusCode).toBe(401);
  });
});
