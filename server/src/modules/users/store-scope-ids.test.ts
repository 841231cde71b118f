import { demoUsers } from '../../db/seed-demo';
import { loadContract, type ContractOperation } from '../../http/contract';
import { impersonateAs, loginAs, type Signed } from '../../testing/http';
import { snapshotTenantData } from '../../testing/tenant-fixtures';
import { autoReplySettingInput } from '../auto-reply/auto-reply.testing';
import { sendSave } from '../business-menus/business-menus.testing';
import { campaignInput } from '../coupon-reviews/coupon-reviews.testing';
import { settingInput } from '../instagram/instagram.testing';
import { multipartPayload, type MultipartField } from '../media-posting/media-posting.testing';
import { createScopeWorld, type ScopedStore, type ScopeWorld } from './store-scope.testing';

// A store user (staff: DF-001 and DF-002) naming a resource of another store of their own company (DF-005) gets 404,
// exactly as for another company's id: every operation that reads or changes a store-bound resource by id or by
// store key. The owner still reaches the same ids, and staff reach their own store's.

interface Variant {
  path?: Record<string, number | string>;
  query?: Record<string, string | number | (string | number)[]>;
  body?: object;
  multipart?: Record<string, MultipartField>;
}

type Case = (own: ScopedStore, other: ScopedStore) => Variant[];

const takeover = '乗っ取り';
const postForm = (keys: string[]): Record<string, MultipartField> => ({ local_account_ids: keys, post_type: 'action', summary: takeover, schedule_date: '2030/01/07', schedule_time: '10:00' });
const takeoverListing = {
  name: takeover, name_kana: null, categories: [], address: { postal_code: '105-0001', prefecture: '東京都', city: '港区', street: '1-1-1' },
  phone: null, website: null, regular_hours: [], special_hours: [], hours_note: null, description: takeover, opening_date: null, attributes: [],
};
const measureBody = { keyword: takeover, point: { kind: 'store' }, radius_m: 3000, measure_time: '09:00' };

// The store user's own session (areas 1, 2, 3 and 5 of the issue).
const CASES: Record<string, Case> = {
  getPostSetting: (_o, x) => [{ path: { id: x.postSettingId } }],
  updatePostSetting: (o, x) => [{ path: { id: x.postSettingId }, multipart: postForm([o.google.key]) }],
  deletePostSetting: (_o, x) => [{ path: { id: x.postSettingId } }],
  decidePostSettingApproval: (_o, x) => [{ path: { id: x.postSettingId }, body: { action: 'send_back', comment: takeover } }],
  suspendResumePostSetting: (_o, x) => [{ path: { id: x.postSettingId }, body: { suspended: true } }],
  listPostHistories: (_o, x): Variant[] => [{ query: { post_setting_id: x.postSettingId } }, { query: { local_control_queue_id: x.postQueueId } }],
  getPostHistory: (_o, x) => [{ path: { id: x.postHistoryId } }, { path: { id: x.yahooPostHistoryId } }],
  deletePostHistory: (_o, x) => [{ path: { id: x.postHistoryId } }],
  retryPostHistory: (_o, x) => [{ path: { id: x.postHistoryId } }],
  deleteAllPostHistories: (_o, x) => [{ query: { local_control_queue_id: x.postQueueId } }],
  updateYahooPostPinned: (_o, x) => [{ path: { id: x.yahooPostHistoryId }, body: { pinned: true } }],
  updateGooglePost: (_o, x) => [{ path: { id: x.postHistoryId }, multipart: { summary: takeover } }],
  updateYahooPost: (_o, x) => [{ path: { id: x.yahooPostHistoryId }, multipart: { yahoo_kind: 'NOTICE', yahoo_title: takeover, summary: takeover } }],
  updateMediaPostStatus: (_o, x) => [{ path: { id: x.mediaPostId }, body: { status: 3 } }],
  getMediaPostThumbnail: (_o, x) => [{ path: { id: x.mediaPostId } }],
  listMediaPostHistories: (o, x) => [{ query: { local_account_ids: [x.google.key] } }, { query: { local_account_ids: [o.google.key, x.google.key] } }],
  getMediaPostHistory: (_o, x) => [{ path: { id: x.mediaHistoryId } }],
  deleteMediaPostHistory: (_o, x) => [{ path: { id: x.mediaHistoryId } }],
  getMeasure: (_o, x) => [{ path: { id: x.measureId } }],
  updateMeasure: (_o, x) => [{ path: { id: x.measureId }, body: measureBody }],
  deleteMeasure: (_o, x) => [{ path: { id: x.measureId } }],
  updateMeasureStatus: (_o, x) => [{ path: { id: x.measureId }, body: { status: 'stopped' } }],
  measureNow: (_o, x) => [{ path: { id: x.measureId } }],
  listGeoGrids: (_o, x) => [{ path: { id: x.measureId } }],
  startGeoGrid: (_o, x) => [{ path: { id: x.measureId }, body: { size: 3, spacing_m: 500 } }],
  getGeoGrid: (_o, x) => [{ path: { id: x.geoGridId } }],
  getRankHistory: (_o, x) => [{ path: { id: x.measureId } }],
  listRankCompetitors: (_o, x) => [{ path: { id: x.measureId } }],
  getRankSnapshot: (_o, x) => [{ path: { id: x.rankResultId } }],
  getRankSnapshotImage: (_o, x) => [{ path: { id: x.rankResultId } }],
  listMeasures: (o, x) => [{ query: { local_accounts: [x.google.key] } }, { query: { local_accounts: [o.google.key, x.google.key] } }],
  listRankHistories: (_o, x) => [{ query: { local_accounts: [x.google.key] } }],
  requestRankExport: (_o, x) => [{ body: { period: 'month', unit: 'day', local_account_ids: [x.google.key] } }],
  updateCouponCampaign: (_o, x) => [{ path: { id: x.couponId }, body: campaignInput({ coupon_title: takeover }) }],
  updateCouponReviewFlag: (o, x) => [{ body: { coupon_ids: [x.couponId], enabled: false } }, { body: { coupon_ids: [o.couponId, x.couponId], enabled: false } }],
  updateCouponReviewMapVisibility: (_o, x) => [{ path: { id: x.feedbackId }, body: { visible: true } }],
  listCouponReviews: (_o, x) => [{ query: { local_account_ids: [x.google.key] } }],
  requestCouponReviewExport: (_o, x) => [{ body: { format: 'xlsx', local_account_ids: [x.google.key] } }],
  decideAutoReply: (_o, x) => [{ path: { id: x.autoReplyId }, body: { action: 'reject' } }, { path: { id: x.autoReplyId }, body: { action: 'approve', comment: takeover } }],
  updateAutoReplySettings: (o, x) => [{ body: { local_account_ids: [o.google.key, x.google.key], setting: autoReplySettingInput({ enabled: false }) } }],
  updateAutoReply: (_o, x) => [{ body: { local_account_id: x.google.key, enabled: false } }],
  getAutoReply: (_o, x) => [{ query: { local_account_id: x.google.key } }],
  getPerformanceAnalysis: (o, x) => [{ path: { group: 'impressions' }, query: { local_account_ids: [o.google.key, x.google.key] } }],
  getAccessAnalysis: (_o, x) => [{ path: { group: 'page_views' }, query: { local_account_ids: [x.yahoo.key] } }],
  listSearchQueries: (_o, x) => [{ query: { local_account_id: x.google.key } }],
  listSearchQueriesBulk: (o, x) => [{ query: { local_account_ids: [o.google.key, x.google.key] } }],
  requestSearchQueryExport: (_o, x) => [{ body: { local_account_ids: [x.google.key] } }],
  getDashboardMetric: (_o, x) => [{ query: { local_account_ids: [x.google.key] } }],
  getDashboardCalendar: (_o, x) => [{ query: { local_account_id: x.yahoo.key } }],
  getBusinessListing: (_o, x) => [{ path: { id: x.storeId } }],
  updateBusinessListing: (_o, x) => [{ path: { id: x.storeId }, body: { version: 1, listing: takeoverListing } }],
  reflectBusinessListing: (_o, x) => [{ path: { id: x.storeId }, body: { providers: ['google'] } }],
  refreshBusinessListing: (_o, x) => [{ path: { id: x.storeId } }],
  listBusinessListingChanges: (_o, x) => [{ path: { id: x.storeId } }],
  listBusinessListings: (_o, x) => [{ query: { local_accounts: [x.yahoo.key] } }],
  updateAutoReflection: (o, x) => [{ body: { local_accounts: [o.google.key, x.google.key], auto_reflect: false } }],
  acceptGoogleEdit: (_o, x) => [{ path: { id: x.googleEditId }, body: {} }],
  revertGoogleEdit: (_o, x) => [{ path: { id: x.googleEditId }, body: { fields: ['phone'] } }],
  previewBusinessBulk: (o, x) => [{ body: { scope: 'selected', local_accounts: [o.google.key, x.google.key], changes: { website: 'https://takeover.example.jp/' } } }],
  applyBusinessBulk: (_o, x) => [{ body: { scope: 'selected', local_accounts: [x.yahoo.key], changes: { website: 'https://takeover.example.jp/' } } }],
  getBusinessBulkRun: (_o, x) => [{ path: { id: x.bulkRunId } }],
  listBusinessBulkResults: (_o, x) => [{ path: { id: x.bulkRunId } }],
  retryBusinessBulk: (_o, x) => [{ path: { id: x.bulkRunId } }],
  getMenus: (_o, x) => [{ query: { local_account_id: x.google.key } }, { query: { local_account_id: x.yahoo.key } }],
  getServices: (_o, x) => [{ query: { local_account_id: x.google.key } }],
  getMenuFromGoogle: (_o, x) => [{ path: { id: x.google.key } }],
  getServiceListFromGoogle: (_o, x) => [{ path: { id: x.google.key } }],
  getMenuServiceFromYahoo: (_o, x) => [{ path: { id: x.yahoo.key } }],
  getInstagramSetting: (_o, x) => [{ path: { id: x.instagramSettingId } }],
  updateInstagramSetting: (o, x) => [{ path: { id: x.instagramSettingId }, body: settingInput(w.instagramAccountId, [o.google.key], { enabled: false }) }],
  deleteInstagramSetting: (_o, x) => [{ path: { id: x.instagramSettingId } }],
  createInstagramAuthorizationLink: (_o, x) => [{ body: { setting_id: x.instagramSettingId } }],
};

// The settings a store user reaches only while support staff impersonate them (area 4 and the pairing of area 5).
const SETTINGS_CASES: Record<string, Case> = {
  createBusinessInfoGroup: (o, x) => [{ body: { name: takeover, local_account_ids: [o.google.key, x.google.key] } }],
  updateBusinessInfoGroup: (o, x) => [{ path: { id: o.businessGroupId }, body: { name: takeover, local_account_ids: [x.google.key] } }],
  deleteBusinessInfoGroups: (o, x) => [{ query: { local_account_group_ids: [x.businessGroupId] } }, { query: { local_account_group_ids: [o.businessGroupId, x.businessGroupId] } }],
  deleteCustomBusinessAccountGroup: (_o, x) => [{ path: { id: x.customGroupId } }],
  pairGoogleAndYahoo: (o, x) => [{ body: { local_account_id: o.google.key, y_local_account_id: x.yahoo.key } }],
  unpairGoogleAndYahoo: (_o, x) => [{ query: { local_account_id: x.google.key, y_local_account_id: x.yahoo.key } }],
  createYahooPlace: (_o, x) => [
    { body: { name: takeover, address: '東京都港区1-1-1', name_kana: 'ノットリ', google_local_account_id: x.google.key, address_parts: { postal_code: '105-0001', prefecture: '東京都', city: '港区', street: '1-1-1' } } },
  ],
};

function requestOf(op: ContractOperation, v: Variant): { method: string; url: string; payload: unknown; headers: Record<string, string> } {
  const url = op.url.replace(/:(\w+)/g, (_m, name: string) => String(v.path?.[name] ?? `missing-${name}`));
  const query = new URLSearchParams(Object.entries(v.query ?? {}).map(([k, value]): [string, string] => [k, Array.isArray(value) ? value.join(',') : String(value)]));
  const target = query.size > 0 ? `${url}?${query}` : url;
  if (!v.multipart) return { method: op.method, url: target, payload: v.body, headers: {} };
  const { payload, contentType } = multipartPayload(v.multipart);
  return { method: op.method, url: target, payload, headers: { 'content-type': contentType } };
}

let w: ScopeWorld;
let ops: ContractOperation[];
let impersonated: Signed;
let before: Record<string, string[]>;

beforeAll(async () => {
  [w, ops] = await Promise.all([createScopeWorld(), loadContract()]);
  impersonated = await impersonateAs(w.t, await loginAs(w.t, 'support'), demoUsers.staff.email);
  before = await snapshotTenantData(w.t);
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

async function statuses(cases: Record<string, Case>, who: Signed, own: ScopedStore, other: ScopedStore): Promise<string[]> {
  const out: string[] = [];
  for (const op of ops.filter((o) => o.operationId in cases)) {
    for (const [i, variant] of cases[op.operationId](own, other).entries()) {
      const req = requestOf(op, variant);
      const res = await w.t.inject({ ...req, headers: { ...who.headers, ...req.headers } });
      out.push(`${op.operationId}#${i} ${res.statusCode}${res.statusCode === 404 ? '' : ` ${req.method} ${req.url} ${res.body.slice(0, 200)}`}`);
    }
  }
  return out;
}

const all404 = (cases: Record<string, Case>) => Object.entries(cases).flatMap(([id, c]) => c(w.inside, w.outside).map((_v, i) => `${id}#${i} 404`));

it('names only existing operations', () => {
  const known = new Set(ops.map((op) => op.operationId));
  expect([...Object.keys(CASES), ...Object.keys(SETTINGS_CASES)].filter((id) => !known.has(id))).toEqual([]);
});

it('answers 404 to a store user naming another store’s resource, by id or by store key', async () => {
  expect((await statuses(CASES, w.staff, w.inside, w.outside)).sort()).toEqual(all404(CASES).sort());
});

it('answers 404 to an impersonated store user naming another store in the settings', async () => {
  expect((await statuses(SETTINGS_CASES, impersonated, w.inside, w.outside)).sort()).toEqual(all404(SETTINGS_CASES).sort());
});

it('left every store’s data as it was', async () => {
  expect(await snapshotTenantData(w.t)).toEqual(before);
});

it('still answers the store user on their own store, and the owner on every store', async () => {
  const reads = (s: ScopedStore) => [
    `/api/post-management/post-settings/${s.postSettingId}`, `/api/post-management/post-histories/${s.postHistoryId}`, `/api/media-post/histories/${s.mediaHistoryId}`,
    `/api/meo-measure/measures/${s.measureId}`, `/api/meo-measure/grids/${s.geoGridId}`, `/api/screenshots/${s.rankResultId}`, `/api/business/listings/${s.storeId}`,
    `/api/business/bulk/${s.bulkRunId}`, `/api/menus?local_account_id=${s.google.key}`, `/api/users/get-auto-reply?local_account_id=${s.google.key}`,
    `/api/dashboard/calendar?local_account_id=${s.yahoo.key}`, `/api/search-query?local_account_id=${s.google.key}`, `/api/instagram-settings/${s.instagramSettingId}`,
  ];
  const codes = async (who: Signed, s: ScopedStore) => Promise.all(reads(s).map(async (url) => `${url} ${(await w.t.inject({ url, headers: who.headers })).statusCode}`));
  expect(await codes(w.staff, w.inside)).toEqual(reads(w.inside).map((url) => `${url} 200`));
  expect(await codes(w.owner, w.outside)).toEqual(reads(w.outside).map((url) => `${url} 200`));
  const saved = await sendSave(w.t, w.staff, '/api/services', { local_account_id: w.outside.google.key, services: [] });
  expect(saved.statusCode).toBe(404);
});
