import { XHR, loginAs, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { attachEmulatorProviders } from '../local-accounts/linking.testing';
import { createYahooPlace, linkGoogleLocations } from '../local-accounts/linking-flow.testing';

// Test support for coupon reviews: two companies with linked Google stores, and the requests the console and the
// public page send.

/** Both demo companies may link stores (the default lets only demo-owner manage links). */
export const couponTestConfig = { linkManagementUserIds: ['demo-owner', 'demo-partner'] };

export interface CouponWorld {
  owner: Signed;
  partner: Signed;
  own: { google: string[]; yahoo: string };
  foreign: { google: string[] };
}

export async function setUpCouponWorld(t: TestApp, ownStores = 3): Promise<CouponWorld> {
  const h = await attachEmulatorProviders(t);
  const owner = await loginAs(t, 'owner');
  const partner = await loginAs(t, 'partner');
  const google = await linkGoogleLocations(t, h, owner, 'DF-', ownStores);
  const yahoo = await createYahooPlace(t, owner, 'デモ食堂 Yahoo!店');
  const foreign = await linkGoogleLocations(t, h, partner, 'PT-', 1);
  return { owner, partner, own: { google, yahoo }, foreign: { google: foreign } };
}

export const campaignInput = (overrides: Record<string, unknown> = {}) => ({
  coupon_title: 'ドリンク1杯無料',
  coupon_content: 'お好きなソフトドリンクを1杯サービスいたします。',
  coupon_terms: '1会計につき1枚まで。他のクーポンとの併用はできません。',
  valid_from: null,
  valid_until: null,
  valid_days: 30,
  page_title: 'ご来店ありがとうございました',
  page_message: 'サービス向上のため、ご意見をお聞かせください。',
  thanks_message: 'ご協力ありがとうございました。次回のご来店をお待ちしております。',
  ...overrides,
});

export interface CampaignBody {
  coupon_id: number;
  local_account_id: string;
  store_name: string;
  enabled: boolean;
  public_url: string;
  feedback_count: number;
  valid_from: string | null;
  valid_until: string | null;
  coupon_title: string;
}

export async function createCampaign(t: TestApp, who: Signed, localAccountId: string, overrides: Record<string, unknown> = {}): Promise<CampaignBody> {
  const res = await t.inject({ method: 'POST', url: '/api/coupon-reviews', headers: who.headers, payload: { local_account_id: localAccountId, ...campaignInput(overrides) } });
  if (res.statusCode !== 200) throw new Error(`create campaign failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: CampaignBody }>().data;
}

export async function setFlag(t: TestApp, who: Signed, ids: number[], enabled: boolean) {
  return t.inject({ method: 'PUT', url: '/api/coupon-reviews/flag', headers: who.headers, payload: { coupon_ids: ids, enabled } });
}

export const tokenOf = (campaign: CampaignBody): string => new URL(campaign.public_url).searchParams.get('token') ?? '';

/** A customer's submission from the public page (no session), from a given address. */
export async function submitFeedback(t: TestApp, token: string, body: Record<string, unknown> = {}, remoteAddress = '203.0.113.10') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/coupon-review-page',
    headers: { ...XHR, 'content-type': 'application/json' },
    remoteAddress,
    payload: JSON.stringify({ token, rating: 4, comment: 'とても美味しかったです。', ...body }),
  });
  return { statusCode: res.statusCode, headers: res.headers, json: <T = Record<string, unknown>>() => JSON.parse(res.body) as T };
}
