import { widgetInput, widgetPath } from '../modules/map-tool/map-tool.testing';
import type { MapWidgetKind } from '../modules/map-tool/map-tool.table';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { demoUsers } from '../db/seed-demo';
import { autoReplySettingInput } from '../modules/auto-reply/auto-reply.testing';
import { autoReplies, autoReplySettings } from '../modules/auto-reply/auto-reply.table';
import { couponTestConfig, createCampaign, setFlag, submitFeedback, tokenOf } from '../modules/coupon-reviews/coupon-reviews.testing';
import { couponCampaigns, couponIssues } from '../modules/coupon-reviews/coupon-reviews.table';
import { exportFiles } from '../modules/exports/exports.table';
import { accountGroupMembers, accountGroups } from '../modules/groups/groups.table';
import { createYahooPlace } from '../modules/local-accounts/linking-flow.testing';
import { localAccounts } from '../modules/local-accounts/local-accounts.table';
import { googleEdits } from '../modules/business/google-edits.table';
import { businessBulkLines, businessBulkRuns } from '../modules/business/bulk-runs.table';
import { listingChanges, listingProviderVersions, listingRecords, listingReflections } from '../modules/business/business-listings.table';
import { emptyListing } from '../../../src/shared/business/listing';
import { news } from '../modules/news/news.table';
import { replyManuscripts } from '../modules/reply-templates/reply-templates.table';
import { postManuscripts } from '../modules/post-templates/post-templates.table';
import { connectInstagram, settingInput } from '../modules/instagram/instagram.testing';
import { instagramAccounts, instagramSettings } from '../modules/instagram/instagram.table';
import { toJstDateTime } from '../formats';
import { buildPhoto } from '../modules/media-posting/media-fixtures.testing';
import { postMedia } from '../modules/media-posting/media-posting.testing';
import { createPostFixture } from '../modules/posts/posts.testing';
import { postHistories, postQueues, postSettingAccounts, postSettings } from '../modules/posts/posts.table';
import { mediaPostHistories, mediaPosts } from '../modules/media-posting/media-posting.table';
import { reviewQrSettings } from '../modules/review-qr/review-qr.table';
import { companyOf, insertReviews, linkDemo } from '../modules/reviews/reviews.testing';
import { reviewReplyIntents, reviews, reviewSyncStates } from '../modules/reviews/reviews.table';
import { companies, users } from '../tenancy/tenancy.table';
import { userLocalAccounts } from '../modules/users/users.table';
import { insertRankingFixture } from '../modules/ranking/measures.testing';
import { geoGridCells, geoGrids, measures, rankResults } from '../modules/ranking/ranking.table';
import type { TestResponse } from './http-client';
import { loginAs, type Signed } from './http';
import { createTestApp, type TestApp } from './test-app';

// Two companies, each holding one of every resource an operation can name by id, so the tenant-isolation test can
// point each company's Normal user at the other's ids. Built through the API where one exists, so the rows are the
// ones the product itself writes.

export interface LinkedAccount {
  id: number;
  key: string;
  location: string;
}

export interface Tenant {
  who: 'owner' | 'partner';
  signed: Signed;
  companyId: number;
  /** Two or more linked Google accounts; [0] carries the resources below, [1] has none. */
  google: LinkedAccount[];
  /** Two or more linked Yahoo accounts; [0] is paired with google[0] as one store, [1] is free. */
  yahoo: LinkedAccount[];
  /** A Google location this company's connection was offered but did not link (a link candidate of its own). */
  offeredLocation: string;
  newsId: number;
  dataFileId: number;
  /** A review carrying a reply. */
  reviewId: number;
  autoReplyId: number;
  templateId: number;
  postTemplateId: number;
  /** A photo post scheduled for google[0], and its one history. */
  mediaPostId: number;
  mediaHistoryId: number;
  /** A post published once to google[0] and yahoo[0]: the setting, its queue and both histories. */
  postSettingId: number;
  postQueueId: number;
  postHistoryId: number;
  yahooPostHistoryId: number;
  businessGroupId: number;
  customGroupId: number;
  couponId: number;
  feedbackId: number;
  /** A connected Instagram account and a link setting crossposting to google[0]. */
  instagramAccountId: number;
  instagramSettingId: number;
  /** An open Google edit of google[0]'s store (the edit watch's row, written directly). */
  googleEditId: number;
  /** The store of google[0] and yahoo[0], its listing record started (read once through the API). */
  storeId: number;
  /** A bulk edit of google[0]'s website, applied through the API (left pending: the test app has no workers). */
  bulkRunId: number;
  /** An invited store user of google[0] who has not set a password yet. */
  staffUserId: number;
  /** A measure of google[0] with a measured day (snapshot stored) and a finished geo grid, written directly. */
  measureId: number;
  rankResultId: number;
  geoGridId: number;
  /** A review, a post and a photo widget of google[0]. */
  mapReviewWidgetId: number;
  mapPostWidgetId: number;
  mapPictureWidgetId: number;
}

export interface TenantWorld {
  t: TestApp;
  owner: Tenant;
  partner: Tenant;
}

export const autoReplySetting = autoReplySettingInput({ delay_minutes: 30 });

export const qrDesign = { template: 'template_3', paper_size: 'postcard', language: 'jp_en', headline: '', message: '' };

async function ok<T>(res: Promise<TestResponse>, what: string): Promise<T> {
  const done = await res;
  if (done.statusCode !== 200) throw new Error(`${what} failed: ${done.statusCode} ${done.body}`);
  return done.json<T>();
}

async function linkedAccounts(t: TestApp, companyId: number, provider: 'google' | 'yahoo'): Promise<LinkedAccount[]> {
  const rows = await t.db
    .select({ id: localAccounts.id, location: localAccounts.providerLocationId })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.provider, provider), eq(localAccounts.status, 'linked')))
    .orderBy(localAccounts.id);
  return rows.map((r) => ({ ...r, key: `${provider === 'google' ? 'g' : 'y'}_${r.id}` }));
}

async function buildTenant(t: TestApp, who: 'owner' | 'partner', customerAddress: string): Promise<Tenant> {
  const signed = await loginAs(t, who);
  const companyId = await companyOf(t, who);
  const post = <T>(method: 'POST' | 'PUT', url: string, payload: object) => ok<T>(t.inject({ method, url, headers: signed.headers, payload }), `${who} ${method} ${url}`);
  const google = await linkedAccounts(t, companyId, 'google');
  for (let n = (await linkedAccounts(t, companyId, 'yahoo')).length; n < 2; n += 1) await createYahooPlace(t, signed, `${who} Yahoo!店${n + 1}`);
  const yahoo = await linkedAccounts(t, companyId, 'yahoo');
  if (google.length < 2) throw new Error(`${who} needs two linked Google accounts`);
  await post('POST', '/api/google-and-yahoo-linking', { local_account_id: google[0].key, y_local_account_id: yahoo[0].key });

  const offeredLocation = `locations/offered-to-${who}`;
  await t.db.insert(localAccounts).values({ companyId, provider: 'google', providerLocationId: offeredLocation, title: '未連携の候補', address: '東京都港区1-1-1', status: 'unlinked' });

  const ownership = demoUsers[who].ownership;
  const [newsItem] = await t.db.select({ id: news.id }).from(news).where(eq(news.ownership, ownership)).limit(1);
  const now = t.clock.now();
  const [reviewId, pendingReviewId] = await insertReviews(t, companyId, [
    { localAccountId: google[0].id, postedAt: now, replyComment: `${who}の返信` },
    { localAccountId: google[0].id, postedAt: now, rating: 2 },
  ]);
  const [autoReply] = await t.db
    .insert(autoReplies)
    .values({ companyId, reviewId: pendingReviewId, localAccountId: google[0].id, mode: 0, draft: 'ご意見ありがとうございます。', status: 'awaiting_approval', sendAfter: now, idempotencyKey: randomUUID() })
    .returning({ id: autoReplies.id });

  type Created = { data: { id: number } };
  const template = await post<Created>('POST', '/api/reply-manuscripts', { title: `${who}のテンプレート`, body: 'ご来店ありがとうございました。' });
  const postTemplate = await post<Created>('POST', '/api/post-management/post-manuscripts', { title: `${who}の投稿テンプレート`, post_type: 'action', body: '今週のおすすめです。' });
  const media = await postMedia(t, signed, { file: { bytes: await buildPhoto(300, 300), filename: 'photo.jpg' }, category: 'EXTERIOR', 'local_account_ids': [google[0].key], scheduled_at: toJstDateTime(new Date(now.getTime() + 30 * 86_400_000)) });
  if (media.statusCode !== 200) throw new Error(`${who} media post failed: ${media.statusCode} ${media.body}`);
  const mediaPost = media.json<{ data: { id: number; targets: { history_id: number }[] } }>().data;
  const published = await createPostFixture(t, signed, who, [google[0].key, yahoo[0].key]);
  const group = { name: `${who}のグループ`, local_account_ids: [google[0].key] };
  const businessGroup = await post<Created>('POST', '/api/business-info-groups', group);
  const customGroup = await post<Created>('POST', '/api/custom-business-account-group', group);
  await post('PUT', '/api/auto-reply-setting', { local_account_ids: [google[0].key], setting: autoReplySetting });
  await post('PUT', '/api/reviews/qr-code', { local_account_id: google[0].key, ...qrDesign });
  const dataFile = await post<Created>('POST', '/api/exports/store-list', { format: 'xlsx' });

  const campaign = await createCampaign(t, signed, google[0].key);
  await setFlag(t, signed, [campaign.coupon_id], true);
  const submitted = await submitFeedback(t, tokenOf(campaign), {}, customerAddress);
  if (submitted.statusCode !== 200) throw new Error(`${who} feedback failed: ${submitted.statusCode}`);
  const feedback = await ok<{ data: { id: number }[] }>(t.inject({ url: '/api/coupon-reviews', headers: signed.headers }), `${who} feedback list`);
  const instagram = await connectInstagram(t, signed);
  const instagramSetting = await post<Created>('POST', '/api/instagram-settings', settingInput(instagram.id, [google[0].key]));
  const [editStore] = await t.db.select({ storeId: localAccounts.storeId }).from(localAccounts).where(eq(localAccounts.id, google[0].id));
  const [googleEdit] = await t.db
    .insert(googleEdits)
    .values({
      companyId, storeId: editStore.storeId ?? 0, localAccountId: google[0].id, status: 'open', fields: ['phone'], googleValues: { ...emptyListing(), name: `${who}の店舗`, phone: '03-0000-0000' },
      recordValues: { phone: null }, diffMask: ['phoneNumbers.primaryPhone'], fingerprint: `fixture-${who}`, detectedAt: now,
    })
    .returning({ id: googleEdits.id });
  const [listingStore] = await t.db.select({ storeId: localAccounts.storeId }).from(localAccounts).where(eq(localAccounts.id, google[0].id));
  await ok(t.inject({ url: `/api/business/listings/${listingStore.storeId}`, headers: signed.headers }), `${who} business listing`);
  const bulkRun = await post<Created>('POST', '/api/business/bulk', { scope: 'selected', local_accounts: [google[0].key], changes: { website: `https://${who}.example.jp/` } });
  const staffUser = await post<Created>('POST', '/api/users', { user_name: `${who}の店長`, email: `${who}.manager@example.jp`, user_type: 'store', local_account_ids: [google[0].key] });
  const mapWidget = (kind: MapWidgetKind) => post<Created>('POST', widgetPath(kind), widgetInput(kind, [google[0].key]));
  const [mapReview, mapPost, mapPicture] = [await mapWidget('review'), await mapWidget('post'), await mapWidget('picture')];
  const ranking = await insertRankingFixture(t, companyId, { localAccountId: google[0].id, storeId: listingStore.storeId ?? 0 }, `${who} ランチ`);

  return {
    who,
    signed,
    companyId,
    google,
    yahoo,
    offeredLocation,
    newsId: newsItem.id,
    dataFileId: dataFile.data.id,
    reviewId,
    autoReplyId: autoReply.id,
    templateId: template.data.id,
    postTemplateId: postTemplate.data.id,
    mediaPostId: mediaPost.id,
    mediaHistoryId: mediaPost.targets[0].history_id,
    ...published,
    businessGroupId: businessGroup.data.id,
    customGroupId: customGroup.data.id,
    couponId: campaign.coupon_id,
    feedbackId: feedback.data[0].id,
    instagramAccountId: instagram.id,
    instagramSettingId: instagramSetting.data.id,
    googleEditId: googleEdit.id,
    storeId: listingStore.storeId ?? 0,
    bulkRunId: bulkRun.data.id,
    staffUserId: staffUser.data.id,
    mapReviewWidgetId: mapReview.data.id,
    mapPostWidgetId: mapPost.data.id,
    mapPictureWidgetId: mapPicture.data.id,
    ...ranking,
  };
}

export async function createTenantWorld(): Promise<TenantWorld> {
  // Both companies may manage links (the default lets only demo-owner).
  const t = await createTestApp({ configOverrides: couponTestConfig });
  // Every contract flag on for the partner too, so an operation answers on the id, never on a missing contract.
  const partnerCompanyId = await companyOf(t, 'partner');
  await t.db
    .update(companies)
    .set({ hasRankingContract: true, hasReviewContract: true, meoAnalyticsFlag: true, meoAnalyticsWithMeasureFlag: true, hasYRankingContract: true, yMeoAnalyticsFlag: true, yMeoAnalyticsWithMeasureFlag: true })
    .where(eq(companies.id, partnerCompanyId));
  await linkDemo(t);
  // Room for measures in both companies, so a ranking case can only fail on the id.
  await t.db.update(companies).set({ measureContractCount: 100, measureContractScope: 3 });
  const owner = await buildTenant(t, 'owner', '198.51.100.1');
  const partner = await buildTenant(t, 'partner', '198.51.100.2');
  return { t, owner, partner };
}

const TENANT_TABLES: Record<string, PgTable> = {
  users,
  userLocalAccounts,
  localAccounts,
  accountGroups,
  accountGroupMembers,
  reviews,
  reviewReplyIntents,
  reviewSyncStates,
  autoReplySettings,
  autoReplies,
  replyManuscripts,
  postManuscripts,
  mediaPosts,
  mediaPostHistories,
  postSettings,
  postSettingAccounts,
  postQueues,
  postHistories,
  reviewQrSettings,
  couponCampaigns,
  couponIssues,
  exportFiles,
  instagramAccounts,
  instagramSettings,
  googleEdits,
  listingRecords,
  listingProviderVersions,
  listingReflections,
  listingChanges,
  businessBulkRuns,
  businessBulkLines,
  measures,
  rankResults,
  geoGrids,
  geoGridCells,
};

/** Every row of the tables tenants own, as sorted JSON per table: equal snapshots mean no write landed. */
export async function snapshotTenantData(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TENANT_TABLES)) {
    const rows: unknown[] = await t.db.select().from(table);
    out[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}
