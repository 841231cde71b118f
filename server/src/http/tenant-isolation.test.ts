import { widgetInput } from '../modules/map-tool/map-tool.testing';
import type { MapWidgetKind } from '../modules/map-tool/map-tool.table';
import { campaignInput } from '../modules/coupon-reviews/coupon-reviews.testing';
import { multipartPayload, type MultipartField } from '../modules/media-posting/media-posting.testing';
import { autoReplySetting, createTenantWorld, qrDesign, snapshotTenantData, type Tenant, type TenantWorld } from '../testing/tenant-fixtures';
import { loadContract, type ContractOperation } from './contract';
import type { JsonSchema } from './validation';
import { isIdName } from '../testing/contract-ids';
import { eq } from 'drizzle-orm';
import { readMeasureFile } from '../modules/ranking/measure-file.read';
import { stores } from '../modules/stores/stores.table';
import { historyOf, saveAlertSettings } from '../modules/alerts/alerts.testing';

// The architecture's tenancy rule, enumerated from the contract: every operation that takes an id answers 404 when
// the id (or any id of a list) belongs to another company, never 403, 200 or 422. Each case runs both ways: the
// partner company's Normal user against the owner company's ids, and the owner's against the partner's.


const asSchema = (v: unknown): JsonSchema => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonSchema) : {});

function bodyIdNames(schema: JsonSchema | null | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : []).flatMap((s) => bodyIdNames(asSchema(s), prefix)));
  const props = Object.entries(asSchema(schema.properties)).flatMap(([name, s]) => {
    const child = asSchema(s);
    const below = bodyIdNames(child.type === 'array' ? asSchema(child.items) : child, `${prefix}${name}.`);
    return isIdName(name) ? [`${prefix}${name}`, ...below] : below;
  });
  return [...nested, ...props];
}

/** The id-like inputs of an operation: every path parameter (path-item level included), id-named query and body fields. */
const idInputsOf = (op: ContractOperation): string[] => [
  ...op.parameters.filter((p) => p.in === 'path' || (p.in === 'query' && isIdName(p.name))).map((p) => `${p.in}:${p.name}`),
  ...[op.body?.json, op.body?.multipart].flatMap((s) => bodyIdNames(s)).map((n) => `body:${n}`),
];

// Ids that do not name a company's resource.
const EXEMPT: Record<string, string> = {
  broadcastingAuth: 'socket_id is the websocket connection id; the channel auth itself is tested in realtime',
  exchangeImpersonationLink: 'public, keyed by a one-time unguessable token; no company is signed in',
  getContent: 'slug names a shared page (info, manual) that each ownership has its own version of',
  getInstagramImage: 'public by design (Google fetches it as sourceUrl without a session), keyed by an unguessable 256-bit token',
  getPublicWidget: 'public by design (any site embeds it), keyed by an unguessable 128-bit public id; shows only what the widget shows',
  getPostImage: 'public, keyed by an unguessable token (the photo URL Google fetches); no company is signed in',
  getServiceTypeMasters: 'category names a Google category (gcid:…), the same for every company',
  getMenuPhoto: 'public, keyed by an unguessable token (the photo URL Yahoo fetches); no company is signed in',
};

interface Variant {
  path?: Record<string, number | string>;
  query?: Record<string, string | number | (string | number)[]>;
  body?: object;
  /** A multipart body, for operations that take only multipart/form-data. */
  multipart?: Record<string, MultipartField>;
}

type Case = (own: Tenant, foreign: Tenant) => Variant[];

const keys = (...accounts: { key: string }[]) => accounts.map((a) => a.key);
const mediaFile = { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(12_000)]), filename: 'photo.jpg', contentType: 'image/jpeg' };
const takeover = '乗っ取り';
// A valid post for the stores, planned in the future: only the store keys or the id can make it a 404.
const postForm = (localAccountIds: string[]): Record<string, MultipartField> => ({
  local_account_ids: localAccountIds,
  post_type: 'action',
  summary: takeover,
  schedule_date: '2030/01/07',
  schedule_time: '10:00',
});
// A valid listing: only the store id can make a save a 404.
const takeoverListing = {
  name: takeover, name_kana: null, categories: [], address: { postal_code: '105-0001', prefecture: '東京都', city: '港区', street: '1-1-1' },
  phone: null, website: null, regular_hours: [], special_hours: [], hours_note: null, description: takeover, opening_date: null, attributes: [],
};
// A valid measure for the listings: only the keys can make it a 404.
const measureInput = (localAccountIds: string[]) => ({ keywords: [takeover], local_account_ids: localAccountIds, point: { kind: 'store' }, radius_m: 3000, measure_time: '09:00' });
const instagramSetting = (instagramAccountId: number, localAccountIds: string[]) => ({
  instagram_account_id: instagramAccountId,
  local_account_ids: localAccountIds,
  required_hashtags: [takeover],
  excluded_hashtags: [],
  remove_hashtags: true,
  enabled: false,
});

// One otherwise valid request per variant, naming the foreign company's resource; a second variant mixes in the
// actor's own ids wherever the input is a list.
// Each widget kind's create (with a foreign store), get, update (also with the own widget pointed at a foreign store) and delete.
const mapWidgetCases = (kind: 'Review' | 'Post' | 'Picture', idOf: (t: Tenant) => number, lower: MapWidgetKind): Record<string, Case> => ({
  [`createMap${kind}Widget`]: (o, f) => [{ body: widgetInput(lower, keys(f.google[0])) }, { body: widgetInput(lower, keys(o.google[0], f.google[0])) }],
  [`getMap${kind}Widget`]: (_o, f) => [{ path: { id: idOf(f) } }],
  [`updateMap${kind}Widget`]: (o, f) => [
    { path: { id: idOf(f) }, body: widgetInput(lower, keys(o.google[0])) },
    { path: { id: idOf(o) }, body: widgetInput(lower, keys(o.google[0], f.google[0])) },
  ],
  [`deleteMap${kind}Widget`]: (_o, f) => [{ path: { id: idOf(f) } }],
});

// A test message of each company's signed-in user (queued, never sent: the test app has no workers).
const alertDeliveryIds = new Map<number, number>();

const CASES: Record<string, Case> = {
  retryAlertDelivery: (_o, f) => [{ path: { id: alertDeliveryIds.get(f.companyId) ?? 0 } }],
  ...mapWidgetCases('Review', (t) => t.mapReviewWidgetId, 'review'),
  ...mapWidgetCases('Post', (t) => t.mapPostWidgetId, 'post'),
  ...mapWidgetCases('Picture', (t) => t.mapPictureWidgetId, 'picture'),
  listMapWidgetItems: (o, f) => [{ query: { kind: 'review', local_account_ids: keys(f.google[0]) } }, { query: { kind: 'post', local_account_ids: keys(o.google[0], f.google[0]) } }],
  updateMapReviewVisibility: (_o, f) => [{ path: { review_id: f.reviewId }, body: { visible: false } }],
  updateMapPostVisibility: (_o, f) => [{ path: { post_id: f.postHistoryId }, body: { visible: false } }],
  updateMapPictureVisibility: (_o, f) => [{ path: { media_id: f.mediaHistoryId }, body: { visible: false } }],
  getNewsDetail: (_o, f) => [{ path: { id: f.newsId } }],
  downloadDataFile: (_o, f) => [{ path: { id: f.dataFileId } }],
  retryDataFile: (_o, f) => [{ path: { id: f.dataFileId } }],
  linkLocalAccounts: (o, f) => [{ body: { provider: 'google', location_ids: [f.offeredLocation] } }, { body: { provider: 'google', location_ids: [o.offeredLocation, f.offeredLocation] } }],
  linkOauthLocations: (o, f) => [{ body: { provider: 'google', location_ids: [f.offeredLocation] } }, { body: { provider: 'google', location_ids: [o.offeredLocation, f.offeredLocation] } }],
  unlinkLocalAccounts: (o, f) => [{ body: { local_account_ids: keys(f.google[0]) } }, { body: { local_account_ids: keys(o.google[1], f.yahoo[0]) } }],
  pairGoogleAndYahoo: (o, f) => [
    { body: { local_account_id: f.google[1].key, y_local_account_id: f.yahoo[1].key } },
    { body: { local_account_id: o.google[1].key, y_local_account_id: f.yahoo[1].key } },
    { body: { local_account_id: f.google[1].key, y_local_account_id: o.yahoo[1].key } },
  ],
  // The foreign pair exists, so only the company scope can answer 404.
  unpairGoogleAndYahoo: (_o, f) => [{ query: { local_account_id: f.google[0].key, y_local_account_id: f.yahoo[0].key } }],
  updateLocalAccountDetails: (_o, f) => [{ body: { local_account_id: f.google[0].key, title: takeover } }, { body: { local_account_id: f.yahoo[0].key, title: takeover } }],
  updateLocalAccountSelectStatus: (o, f) => [{ body: { local_account_ids: keys(f.google[0]), is_selected: false } }, { body: { local_account_ids: keys(o.google[1], f.google[1]), is_selected: false } }],
  createBusinessInfoGroup: (o, f) => [{ body: { name: takeover, local_account_ids: keys(f.google[0]) } }, { body: { name: takeover, local_account_ids: keys(o.google[1], f.yahoo[0]) } }],
  updateBusinessInfoGroup: (o, f) => [
    { path: { id: f.businessGroupId }, body: { name: takeover, local_account_ids: [] } },
    { path: { id: o.businessGroupId }, body: { name: takeover, local_account_ids: keys(o.google[0], f.google[0]) } },
  ],
  deleteBusinessInfoGroups: (o, f) => [{ query: { local_account_group_ids: [f.businessGroupId] } }, { query: { local_account_group_ids: [o.businessGroupId, f.businessGroupId] } }],
  createCustomBusinessAccountGroup: (o, f) => [{ body: { name: takeover, local_account_ids: keys(f.google[0]) } }, { body: { name: takeover, local_account_ids: keys(o.google[1], f.yahoo[0]) } }],
  updateCustomBusinessAccountGroup: (o, f) => [
    { path: { id: f.customGroupId }, body: { name: takeover, local_account_ids: [] } },
    { path: { id: o.customGroupId }, body: { name: takeover, local_account_ids: keys(o.google[0], f.google[0]) } },
  ],
  deleteCustomBusinessAccountGroup: (_o, f) => [{ path: { id: f.customGroupId } }],
  deleteCustomBusinessAccountGroups: (o, f) => [{ query: { custom_groups: [f.customGroupId] } }, { query: { custom_groups: [o.customGroupId, f.customGroupId] } }],
  listReviews: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.yahoo[0]) } }],
  replyToReview: (_o, f) => [{ body: { review_id: f.reviewId, comment: takeover } }],
  deleteReviewReply: (_o, f) => [{ query: { review_id: f.reviewId } }],
  createAutoReply: (_o, f) => [{ body: { review_id: f.reviewId } }],
  requestReviewExport: (o, f) => [{ body: { format: 'xlsx', local_account_ids: keys(f.google[0]) } }, { body: { format: 'xlsx', local_account_ids: keys(o.google[0], f.yahoo[0]) } }],
  syncReviews: (o, f) => [{ body: { local_account_ids: keys(f.google[0]) } }, { body: { local_account_ids: keys(o.google[0], f.google[1]) } }],
  createUser: (o, f) => [
    { body: { user_name: takeover, email: 'takeover@example.jp', user_type: 'store', local_account_ids: keys(f.google[0]) } },
    { body: { user_name: takeover, email: 'takeover@example.jp', user_type: 'store', local_account_ids: keys(o.google[0], f.yahoo[0]) } },
  ],
  getUser: (_o, f) => [{ path: { id: f.staffUserId } }],
  updateUser: (o, f) => [
    { path: { id: f.staffUserId }, body: { user_name: takeover, user_type: 'store', local_account_ids: keys(o.google[0]) } },
    { path: { id: o.staffUserId }, body: { user_name: takeover, user_type: 'store', local_account_ids: keys(o.google[0], f.google[0]) } },
  ],
  resendUserInvitation: (_o, f) => [{ path: { id: f.staffUserId } }],
  deleteUsers: (o, f) => [{ query: { user_ids: [f.staffUserId] } }, { query: { user_ids: [o.staffUserId, f.staffUserId] } }],
  updateReplyManuscript: (_o, f) => [{ path: { id: f.templateId }, body: { title: takeover, body: takeover } }],
  deleteReplyManuscript: (_o, f) => [{ path: { id: f.templateId } }],
  getPostManuscript: (_o, f) => [{ path: { id: f.postTemplateId } }],
  updatePostManuscript: (_o, f) => [{ path: { id: f.postTemplateId }, body: { title: takeover, post_type: 'offer', body: takeover } }],
  deletePostManuscript: (_o, f) => [{ path: { id: f.postTemplateId } }],
  listAutoReplySettings: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  updateAutoReplySettings: (o, f) => [
    { body: { local_account_ids: keys(f.google[0]), setting: { ...autoReplySetting, enabled: false } } },
    { body: { local_account_ids: keys(o.google[0], f.google[1]), setting: { ...autoReplySetting, enabled: false } } },
  ],
  getAutoReply: (_o, f) => [{ query: { local_account_id: f.google[0].key } }],
  updateAutoReply: (_o, f) => [{ body: { local_account_id: f.google[0].key, enabled: false } }],
  listAutoReplies: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  decideAutoReply: (_o, f) => [{ path: { id: f.autoReplyId }, body: { action: 'reject' } }],
  getReviewQrCode: (_o, f) => [{ query: { local_account_id: f.google[0].key } }],
  updateReviewQrCode: (_o, f) => [{ body: { local_account_id: f.google[0].key, ...qrDesign, headline: takeover } }],
  downloadReviewQrCode: (_o, f) => [{ query: { local_account_id: f.google[0].key, template: 'default', paper_size: 'card', language: 'jp', format: 'pdf' } }],
  listCouponReviews: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  createCouponCampaign: (_o, f) => [{ body: { local_account_id: f.google[1].key, ...campaignInput() } }],
  updateCouponReviewFlag: (o, f) => [{ body: { coupon_ids: [f.couponId], enabled: false } }, { body: { coupon_ids: [o.couponId, f.couponId], enabled: false } }],
  updateCouponCampaign: (_o, f) => [{ path: { id: f.couponId }, body: campaignInput({ coupon_title: takeover }) }],
  requestCouponReviewExport: (o, f) => [{ body: { format: 'xlsx', local_account_ids: keys(f.google[0]) } }, { body: { format: 'xlsx', local_account_ids: keys(o.google[0], f.google[0]) } }],
  updateCouponReviewMapVisibility: (_o, f) => [{ path: { id: f.feedbackId }, body: { visible: true } }],
  listMediaPosts: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  // The stores are checked before the file, so bytes that only look like a JPEG are enough to reach the check.
  createMediaPost: (o, f) => [
    { multipart: { file: mediaFile, category: 'EXTERIOR', local_account_ids: keys(f.google[0]) } },
    { multipart: { file: mediaFile, category: 'EXTERIOR', local_account_ids: keys(o.google[0], f.google[1]) } },
  ],
  updateMediaPostStatus: (_o, f) => [{ path: { id: f.mediaPostId }, body: { status: 3 } }],
  getMediaPostThumbnail: (_o, f) => [{ path: { id: f.mediaPostId } }],
  listMediaPostHistories: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  getMediaPostHistory: (_o, f) => [{ path: { id: f.mediaHistoryId } }],
  deleteMediaPostHistory: (_o, f) => [{ path: { id: f.mediaHistoryId } }],
  listGoogleMedia: (_o, f) => [{ query: { local_account_id: f.google[0].key } }],
  listPostSettings: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.yahoo[0]) } }],
  createPostSetting: (o, f) => [
    { multipart: postForm(keys(f.google[0])) },
    { multipart: postForm(keys(o.google[0], f.google[1])) },
  ],
  getPostSetting: (_o, f) => [{ path: { id: f.postSettingId } }],
  updatePostSetting: (o, f) => [{ path: { id: f.postSettingId }, multipart: postForm(keys(o.google[0])) }, { path: { id: o.postSettingId }, multipart: postForm(keys(o.google[0], f.google[0])) }],
  deletePostSetting: (_o, f) => [{ path: { id: f.postSettingId } }],
  decidePostSettingApproval: (_o, f) => [{ path: { id: f.postSettingId }, body: { action: 'send_back', comment: takeover } }],
  suspendResumePostSetting: (_o, f) => [{ path: { id: f.postSettingId }, body: { suspended: true } }],
  listPostHistories: (o, f): Variant[] => [
    { query: { local_account_ids: keys(f.google[0]) } },
    { query: { local_account_ids: keys(o.google[0], f.yahoo[0]) } },
    { query: { post_setting_id: f.postSettingId } },
    { query: { local_control_queue_id: f.postQueueId } },
  ],
  getPostHistory: (_o, f) => [{ path: { id: f.postHistoryId } }],
  deletePostHistory: (_o, f) => [{ path: { id: f.postHistoryId } }, { path: { id: f.yahooPostHistoryId } }],
  retryPostHistory: (_o, f) => [{ path: { id: f.postHistoryId } }],
  deleteAllPostHistories: (_o, f) => [{ query: { local_control_queue_id: f.postQueueId } }],
  updateYahooPostPinned: (_o, f) => [{ path: { id: f.yahooPostHistoryId }, body: { pinned: true } }],
  updateGooglePost: (_o, f) => [{ path: { id: f.postHistoryId }, multipart: { summary: takeover } }],
  updateYahooPost: (_o, f) => [{ path: { id: f.yahooPostHistoryId }, multipart: { yahoo_kind: 'NOTICE', yahoo_title: takeover, summary: takeover } }],
  createInstagramSetting: (o, f) => [
    { body: instagramSetting(f.instagramAccountId, keys(o.google[0])) },
    { body: instagramSetting(o.instagramAccountId, keys(f.google[0])) },
    { body: instagramSetting(o.instagramAccountId, keys(o.google[1], f.google[1])) },
  ],
  getInstagramSetting: (_o, f) => [{ path: { id: f.instagramSettingId } }],
  updateInstagramSetting: (o, f) => [
    { path: { id: f.instagramSettingId }, body: instagramSetting(o.instagramAccountId, keys(o.google[0])) },
    { path: { id: o.instagramSettingId }, body: instagramSetting(f.instagramAccountId, keys(o.google[0])) },
    { path: { id: o.instagramSettingId }, body: instagramSetting(o.instagramAccountId, keys(o.google[0], f.google[0])) },
  ],
  deleteInstagramSetting: (_o, f) => [{ path: { id: f.instagramSettingId } }],
  createInstagramAuthorizationLink: (_o, f) => [{ body: { setting_id: f.instagramSettingId } }],
  getMenus: (_o, f) => [{ query: { local_account_id: f.google[0].key } }, { query: { local_account_id: f.yahoo[0].key } }],
  getServices: (_o, f) => [{ query: { local_account_id: f.google[0].key } }, { query: { local_account_id: f.yahoo[0].key } }],
  getMenuFromGoogle: (_o, f) => [{ path: { id: f.google[0].key } }],
  getServiceListFromGoogle: (_o, f) => [{ path: { id: f.google[0].key } }],
  getMenuServiceFromYahoo: (_o, f) => [{ path: { id: f.yahoo[0].key } }],
  createYahooPlace: (_o, f) => [
    {
      body: {
        name: takeover, address: '東京都港区1-1-1', name_kana: 'ノットリ', google_local_account_id: f.google[1].key,
        address_parts: { postal_code: '105-0001', prefecture: '東京都', city: '港区', street: '1-1-1' },
      },
    },
  ],
  acceptGoogleEdit: (_o, f) => [{ path: { id: f.googleEditId }, body: {} }],
  revertGoogleEdit: (_o, f) => [{ path: { id: f.googleEditId }, body: { fields: ['phone'] } }],
  getBusinessListing: (_o, f) => [{ path: { id: f.storeId } }],
  getBusinessBulkRun: (_o, f) => [{ path: { id: f.bulkRunId } }],
  listBusinessBulkResults: (_o, f) => [{ path: { id: f.bulkRunId } }, { path: { id: f.bulkRunId }, query: { status: 'failed' } }],
  retryBusinessBulk: (_o, f) => [{ path: { id: f.bulkRunId } }],
  updateBusinessListing: (_o, f) => [{ path: { id: f.storeId }, body: { version: 1, listing: takeoverListing } }],
  reflectBusinessListing: (_o, f) => [{ path: { id: f.storeId }, body: { providers: ['google', 'yahoo'] } }],
  refreshBusinessListing: (_o, f) => [{ path: { id: f.storeId } }],
  listBusinessListingChanges: (_o, f) => [{ path: { id: f.storeId } }],
  createMeasures: (o, f) => [{ body: measureInput(keys(f.google[0])) }, { body: measureInput(keys(o.google[1], f.google[1])) }, { body: measureInput(keys(f.yahoo[1])) }],
  getMeasure: (_o, f) => [{ path: { id: f.measureId } }],
  updateMeasure: (_o, f) => [{ path: { id: f.measureId }, body: { keyword: takeover, point: { kind: 'store' }, radius_m: 3000, measure_time: '09:00' } }],
  deleteMeasure: (_o, f) => [{ path: { id: f.measureId } }],
  updateMeasureStatus: (_o, f) => [{ path: { id: f.measureId }, body: { status: 'stopped' } }],
  measureNow: (_o, f) => [{ path: { id: f.measureId } }],
  listGeoGrids: (_o, f) => [{ path: { id: f.measureId } }],
  startGeoGrid: (_o, f) => [{ path: { id: f.measureId }, body: { size: 3, spacing_m: 500 } }],
  getGeoGrid: (_o, f) => [{ path: { id: f.geoGridId } }],
  getRankHistory: (_o, f) => [{ path: { id: f.measureId } }, { path: { id: f.measureId }, query: { period: 'all', unit: 'month' } }],
  listRankCompetitors: (_o, f) => [{ path: { id: f.measureId } }],
  requestRankExport: (o, f) => [
    { body: { period: 'month', unit: 'day', local_account_ids: keys(f.google[0]) } },
    { body: { period: 'month', unit: 'day', local_account_ids: keys(o.google[0], f.google[0]) } },
  ],
  getRankSnapshot: (_o, f) => [{ path: { id: f.rankResultId } }],
  getRankSnapshotImage: (_o, f) => [{ path: { id: f.rankResultId } }],
  getPerformanceAnalysis: (o, f) => [{ path: { group: 'impressions' }, query: { local_account_ids: keys(f.google[0]) } }, { path: { group: 'reviews' }, query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  getAccessAnalysis: (o, f) => [{ path: { group: 'page_views' }, query: { local_account_ids: keys(f.yahoo[0]) } }, { path: { group: 'ages' }, query: { local_account_ids: keys(o.yahoo[0], f.yahoo[0]) } }],
  getInsightSyncStatus: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.yahoo[0]) } }],
  listSearchQueries: (_o, f) => [{ query: { local_account_id: f.google[0].key } }],
  listSearchQueriesBulk: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[1]) } }],
  requestSearchQueryExport: (o, f) => [{ body: { local_account_ids: keys(f.google[0]) } }, { body: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  requestInsightReport: (o, f) => [
    { body: { format: 'xlsx', local_account_ids: keys(f.google[0]) } },
    { body: { format: 'pdf', local_account_ids: keys(o.google[0], f.google[0]), comments: [{ local_account_id: o.google[0].key, comment: takeover }] } },
  ],
  requestYahooReport: (o, f) => [{ body: { local_account_ids: keys(f.yahoo[0]) } }, { body: { local_account_ids: keys(o.yahoo[0], f.yahoo[0]) } }],
  listReportComments: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  getDashboardMetric: (o, f) => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
  getDashboardCalendar: (o, f): Variant[] => [{ query: { local_account_ids: keys(f.google[0]) } }, { query: { local_account_id: f.google[0].key } }, { query: { local_account_ids: keys(o.google[0], f.google[0]) } }],
};

// The URL comes from the contract, so a case cannot pass on the router's own 404 for a mistyped path.
function requestOf(op: ContractOperation, v: Variant): { method: string; url: string; payload: unknown; headers: Record<string, string> } {
  const url = op.url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = v.path?.[name];
    if (value === undefined) throw new Error(`${op.operationId}: no value for path parameter ${name}`);
    return String(value);
  });
  const query = new URLSearchParams(Object.entries(v.query ?? {}).map(([k, value]): [string, string] => [k, Array.isArray(value) ? value.join(',') : String(value)]));
  const target = query.size > 0 ? `${url}?${query}` : url;
  if (v.multipart) {
    const { payload, contentType } = multipartPayload(v.multipart);
    return { method: op.method, url: target, payload, headers: { 'content-type': contentType } };
  }
  return { method: op.method, url: target, payload: v.body, headers: {} };
}

let w: TenantWorld;
let ops: ContractOperation[];
let before: Record<string, string[]>;

beforeAll(async () => {
  [w, ops] = await Promise.all([createTenantWorld(), loadContract()]);
  for (const tenant of [w.owner, w.partner]) {
    await saveAlertSettings(w.t, tenant.signed);
    await w.t.inject({ method: 'POST', url: '/api/alerts/test', headers: tenant.signed.headers, payload: { channel: 'email' } });
    alertDeliveryIds.set(tenant.companyId, (await historyOf(w.t, tenant.signed))[0].id);
  }
  before = await snapshotTenantData(w.t);
});
afterAll(async () => {
  await w.t.close();
});

const idTaking = () => ops.filter((op) => idInputsOf(op).length > 0);

it('has a tenant case or a reasoned exemption for every operation that takes an id', () => {
  const missing = idTaking()
    .filter((op) => !(op.operationId in CASES) && !(op.operationId in EXEMPT))
    .map((op) => `${op.operationId} (${idInputsOf(op).join(', ')})`);
  expect(missing).toEqual([]);
  // No stale entries either: each names an id-taking operation, and none is both tested and exempt.
  const known = new Set(idTaking().map((op) => op.operationId));
  expect([...Object.keys(CASES), ...Object.keys(EXEMPT)].filter((id) => !known.has(id))).toEqual([]);
  expect(Object.keys(CASES).filter((id) => id in EXEMPT)).toEqual([]);
});

describe.each([
  ['the partner company', 'owner company', () => [w.partner, w.owner]],
  ['the owner company', 'partner company', () => [w.owner, w.partner]],
] as const)('%s naming the %s’s ids', (_actor, _target, pair) => {
  it('answers 404 on every case', async () => {
    const [own, foreign] = pair();
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.operationId in CASES)) {
      const variants = CASES[op.operationId](own, foreign);
      for (const [i, variant] of variants.entries()) {
        const req = requestOf(op, variant);
        const res = await w.t.inject({ ...req, headers: { ...own.signed.headers, ...req.headers } });
        if (res.statusCode !== 404) wrong.push(`${op.operationId}#${i} ${req.method} ${req.url} ${JSON.stringify(req.payload ?? null)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // The ranking operations that take no id still answer from the actor's company only; their list filters name
  // listings, so a foreign one answers 404 like a foreign id.
  it('keeps the ranking lists, contract, file export and import to its own company', async () => {
    const [own, foreign] = pair();
    const get = (url: string) => w.t.inject({ url, headers: own.signed.headers });
    for (const list of ['/api/meo-measure/measures', '/api/map-rank-measurement/histories']) {
      expect((await get(`${list}?local_accounts=${foreign.google[0].key}`)).statusCode).toBe(404);
      expect((await get(`${list}?local_accounts=${own.google[0].key},${foreign.yahoo[0].key}`)).statusCode).toBe(404);
    }
    // The fixture's own ids answer, so the cases above fail on the company, not on a broken fixture.
    const ownIds = [`/api/meo-measure/measures/${own.measureId}`, `/api/meo-measure/grids/${own.geoGridId}`, `/api/screenshots/${own.rankResultId}`, `/api/screenshots/${own.rankResultId}/image`];
    expect(await Promise.all(ownIds.map(async (url) => [url, (await get(url)).statusCode]))).toEqual(ownIds.map((url) => [url, 200]));
    const listed = (await get('/api/meo-measure/measures?page_size=200')).json<{ data: { id: number }[] }>().data.map((m) => m.id);
    expect(listed).toContain(own.measureId);
    expect(listed).not.toContain(foreign.measureId);
    const histories = (await get('/api/map-rank-measurement/histories?period=all&page_size=50')).json<{ data: { measure: { id: number } }[] }>().data;
    expect(histories.map((h) => h.measure.id)).toEqual([own.measureId]);
    expect((await get('/api/meo-measure/contract')).json<{ used: number }>().used).toBe(1);
    const file = await w.t.app.inject({ url: '/api/meo-measure/file', headers: own.signed.headers });
    const rows = (await readMeasureFile(file.rawPayload)) ?? [];
    expect(rows.map((r) => r.cells[2])).toEqual(['キーワード', `${own.who} ランチ`]);
    // The other company's store codes name no listing of this one: every line is an error and nothing is created.
    const [foreignStore] = await w.t.db.select({ code: stores.storeCode }).from(stores).where(eq(stores.companyId, foreign.companyId)).limit(1);
    const csv = Buffer.from(`店舗コード,媒体,キーワード\r\n${foreignStore.code},Google,${takeover}`);
    const { payload, contentType } = multipartPayload({ file: { bytes: csv, filename: 'k.csv', contentType: 'text/csv' }, dry_run: 'false' });
    const imported = await w.t.inject({ method: 'POST', url: '/api/meo-measure/file', headers: { ...own.signed.headers, 'content-type': contentType }, payload });
    expect(imported.json<{ created: number; lines: { status: string }[] }>()).toMatchObject({ created: 0, lines: [{ status: 'error' }] });
  });
});

describe('after every case', () => {
  it('left both companies’ data as it was', async () => {
    expect(await snapshotTenantData(w.t)).toEqual(before);
  });

  it.each(['owner', 'partner'] as const)('still shows the %s company its own reply, template, group and campaign', async (who) => {
    const tenant = w[who];
    const get = async <T>(url: string) => (await w.t.inject({ url, headers: tenant.signed.headers })).json<T>();
    const listed = await get<{ data: { id: number; reply: { comment: string } | null }[] }>(`/api/reviews?local_account_ids=${tenant.google[0].key}&page_size=200`);
    expect(listed.data.find((r) => r.id === tenant.reviewId)).toMatchObject({ reply: { comment: `${who}の返信` } });
    const templates = await get<{ data: { id: number; title: string }[] }>('/api/reply-manuscripts');
    expect(templates.data.find((r) => r.id === tenant.templateId)?.title).toBe(`${who}のテンプレート`);
    const groups = await get<{ data: { id: number; name: string; local_account_ids: string[] }[] }>('/api/custom-business-account-group');
    expect(groups.data.find((g) => g.id === tenant.customGroupId)).toMatchObject({ name: `${who}のグループ`, local_account_ids: [tenant.google[0].key] });
    const campaigns = await get<{ data: { coupon_id: number; enabled: boolean; coupon_title: string }[] }>('/api/coupon-reviews/campaigns');
    expect(campaigns.data.find((c) => c.coupon_id === tenant.couponId)).toMatchObject({ enabled: true, coupon_title: campaignInput().coupon_title });
  });
});
