import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emptyListing } from '../../../../src/shared/business/listing';
import { toJstDateTime } from '../../formats';
import { loginAs, type Signed } from '../../testing/http';
import type { TestResponse } from '../../testing/http-client';
import type { Tenant } from '../../testing/tenant-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { autoReplySettingInput } from '../auto-reply/auto-reply.testing';
import { autoReplies } from '../auto-reply/auto-reply.table';
import { googleEdits } from '../business/google-edits.table';
import { createCampaign, setFlag, submitFeedback, tokenOf } from '../coupon-reviews/coupon-reviews.testing';
import { connectInstagram, settingInput } from '../instagram/instagram.testing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { buildPhoto } from '../media-posting/media-fixtures.testing';
import { postMedia } from '../media-posting/media-posting.testing';
import { createPostFixture } from '../posts/posts.testing';
import { insertRankingFixture } from '../ranking/measures.testing';
import { insertReviews, linkDemo } from '../reviews/reviews.testing';

// The owner company with one of every store-bound resource on two of its stores: DF-002, which the demo store user
// (staff) runs with DF-001, and DF-005, which they do not. Built through the API where one exists, by the owner.

export interface ScopedAccount {
  id: number;
  key: string;
}

// The same resources the tenant fixture builds, here on one store.
export interface ScopedStore extends Pick<Tenant, 'reviewId' | 'autoReplyId' | 'mediaPostId' | 'mediaHistoryId' | 'postSettingId' | 'postQueueId' | 'postHistoryId' | 'yahooPostHistoryId' | 'businessGroupId' | 'customGroupId' | 'couponId' | 'feedbackId' | 'googleEditId' | 'bulkRunId' | 'measureId' | 'rankResultId' | 'geoGridId' | 'instagramSettingId'> {
  code: string;
  storeId: number;
  /** The Google listing's title, as lists and files name the store. */
  storeName: string;
  google: ScopedAccount;
  yahoo: ScopedAccount;
}

export interface ScopeWorld {
  t: TestApp;
  companyId: number;
  /** The company's connected Instagram account, which the stores' crosspost settings name. */
  instagramAccountId: number;
  owner: Signed;
  staff: Signed;
  /** DF-001's Google account: the store user's, without any resource. */
  bare: ScopedAccount;
  inside: ScopedStore;
  outside: ScopedStore;
}

async function ok<T>(res: Promise<TestResponse>, what: string): Promise<T> {
  const done = await res;
  if (done.statusCode !== 200) throw new Error(`${what} failed: ${done.statusCode} ${done.body}`);
  return done.json<T>();
}

async function accountOf(t: TestApp, companyId: number, provider: 'google' | 'yahoo', code: string): Promise<ScopedAccount & { storeId: number; title: string }> {
  const [row] = await t.db
    .select({ id: localAccounts.id, storeId: localAccounts.storeId, title: localAccounts.title })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.provider, provider), eq(localAccounts.storeCode, code), eq(localAccounts.status, 'linked')));
  if (!row?.storeId) throw new Error(`no linked ${provider} account for ${code}`);
  return { id: row.id, key: `${provider === 'google' ? 'g' : 'y'}_${row.id}`, storeId: row.storeId, title: row.title };
}

async function buildStore(t: TestApp, owner: Signed, companyId: number, instagramAccountId: number, code: string, address: string): Promise<ScopedStore> {
  const { storeId, title: storeName, ...google } = await accountOf(t, companyId, 'google', code);
  const { id, key } = await accountOf(t, companyId, 'yahoo', code);
  const yahoo = { id, key };
  const send = <T>(method: 'POST' | 'PUT', url: string, payload: object) => ok<T>(t.inject({ method, url, headers: owner.headers, payload }), `${code} ${method} ${url}`);
  type Created = { data: { id: number } };
  await send('POST', '/api/google-and-yahoo-linking', { local_account_id: google.key, y_local_account_id: yahoo.key });
  const now = t.clock.now();
  const [reviewId, pendingReviewId] = await insertReviews(t, companyId, [
    { localAccountId: google.id, postedAt: now, comment: `${code}の口コミ` },
    { localAccountId: google.id, postedAt: now, rating: 2 },
  ]);
  const [autoReply] = await t.db
    .insert(autoReplies)
    .values({ companyId, reviewId: pendingReviewId, localAccountId: google.id, mode: 0, draft: 'ご意見ありがとうございます。', status: 'awaiting_approval', sendAfter: now, idempotencyKey: randomUUID() })
    .returning({ id: autoReplies.id });
  const scheduled = toJstDateTime(new Date(now.getTime() + 30 * 86_400_000));
  const media = await postMedia(t, owner, { file: { bytes: await buildPhoto(300, 300), filename: 'photo.jpg' }, category: 'EXTERIOR', local_account_ids: [google.key], scheduled_at: scheduled });
  if (media.statusCode !== 200) throw new Error(`${code} media post failed: ${media.statusCode} ${media.body}`);
  const mediaPost = media.json<{ data: { id: number; targets: { history_id: number }[] } }>().data;
  const published = await createPostFixture(t, owner, code, [google.key, yahoo.key]);
  const group = { name: `${code}のグループ`, local_account_ids: [google.key] };
  const businessGroup = await send<Created>('POST', '/api/business-info-groups', group);
  const customGroup = await send<Created>('POST', '/api/custom-business-account-group', group);
  await send('PUT', '/api/auto-reply-setting', { local_account_ids: [google.key], setting: autoReplySettingInput({ delay_minutes: 30 }) });
  const campaign = await createCampaign(t, owner, google.key);
  await setFlag(t, owner, [campaign.coupon_id], true);
  const submitted = await submitFeedback(t, tokenOf(campaign), {}, address);
  if (submitted.statusCode !== 200) throw new Error(`${code} feedback failed: ${submitted.statusCode}`);
  const feedback = await ok<{ data: { id: number }[] }>(t.inject({ url: `/api/coupon-reviews?local_account_ids=${google.key}`, headers: owner.headers }), `${code} feedback`);
  const [edit] = await t.db
    .insert(googleEdits)
    .values({
      companyId, storeId, localAccountId: google.id, status: 'open', fields: ['phone'], googleValues: { ...emptyListing(), name: `${code}の店舗`, phone: '03-0000-0000' },
      recordValues: { phone: null }, diffMask: ['phoneNumbers.primaryPhone'], fingerprint: `scope-${code}`, detectedAt: now,
    })
    .returning({ id: googleEdits.id });
  await ok(t.inject({ url: `/api/business/listings/${storeId}`, headers: owner.headers }), `${code} business listing`);
  const bulkRun = await send<Created>('POST', '/api/business/bulk', { scope: 'selected', local_accounts: [google.key], changes: { website: `https://${code.toLowerCase()}.example.jp/` } });
  const ranking = await insertRankingFixture(t, companyId, { localAccountId: google.id, storeId }, `${code} ランチ`);
  const instagram = await send<Created>('POST', '/api/instagram-settings', settingInput(instagramAccountId, [google.key]));
  return {
    code, storeId, storeName, google, yahoo, reviewId, autoReplyId: autoReply.id, mediaPostId: mediaPost.id, mediaHistoryId: mediaPost.targets[0].history_id, ...published,
    businessGroupId: businessGroup.data.id, customGroupId: customGroup.data.id, couponId: campaign.coupon_id, feedbackId: feedback.data[0].id, googleEditId: edit.id,
    bulkRunId: bulkRun.data.id, ...ranking, instagramSettingId: instagram.data.id,
  };
}

export async function createScopeWorld(): Promise<ScopeWorld> {
  const t = await createTestApp();
  const demo = await linkDemo(t);
  const owner = await loginAs(t, 'owner');
  const instagram = await connectInstagram(t, owner);
  const inside = await buildStore(t, owner, demo.ownerCompanyId, instagram.id, 'DF-002', '198.51.100.21');
  const outside = await buildStore(t, owner, demo.ownerCompanyId, instagram.id, 'DF-005', '198.51.100.25');
  const { id, key } = await accountOf(t, demo.ownerCompanyId, 'google', 'DF-001');
  return { t, companyId: demo.ownerCompanyId, instagramAccountId: instagram.id, owner, staff: await loginAs(t, 'staff'), bare: { id, key }, inside, outside };
}
