import { eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import { toJstDateTime } from '../../formats';
import { scopeParamOf } from '../../tenancy/account-scope';
import { impersonateAs, loginAs, type Signed } from '../../testing/http';
import { writeCouponReviewsExport } from '../coupon-reviews/coupon-reviews.export';
import { exportFiles } from '../exports/exports.table';
import { readXlsx } from '../exports/exports.testing';
import { loadStoreList } from '../exports/store-list.data';
import { settingInput } from '../instagram/instagram.testing';
import { buildPhoto } from '../media-posting/media-fixtures.testing';
import { postMedia } from '../media-posting/media-posting.testing';
import { createPostForm } from '../posts/posts.testing';
import { readMeasureFile } from '../ranking/measure-file.read';
import { rankExportParams } from '../ranking/ranking.export';
import { createScopeWorld, type ScopeWorld } from './store-scope.testing';

// Lists, defaults and figures for a store user (staff: DF-001 and DF-002): every list without a filter is their
// stores', a resource also reaching another store shows only their stores and is not theirs to change, and files
// written later by a job keep to the stores recorded with the request. The owner's lists still hold everything.

let w: ScopeWorld;
let impersonated: Signed;
let staffKeys: string[];
let mixedPost: number;
let mixedMedia: number;
let mixedGroup: number;
let mixedInstagram: number;

beforeAll(async () => {
  w = await createScopeWorld();
  impersonated = await impersonateAs(w.t, await loginAs(w.t, 'support'), demoUsers.staff.email);
  staffKeys = [w.bare.key, w.inside.google.key, w.inside.yahoo.key];
  const both = [w.inside.google.key, w.outside.google.key];
  const post = await createPostForm(w.t, w.owner, { local_account_ids: both, post_type: 'action', summary: '両店の投稿', schedule_date: '2030/01/07', schedule_time: '10:00' });
  mixedPost = post.json<{ data: { id: number } }>().data.id;
  const later = toJstDateTime(new Date(w.t.clock.now().getTime() + 30 * 86_400_000));
  const media = await postMedia(w.t, w.owner, { file: { bytes: await buildPhoto(300, 300), filename: 'both.jpg' }, category: 'EXTERIOR', local_account_ids: both, scheduled_at: later });
  mixedMedia = media.json<{ data: { id: number } }>().data.id;
  const group = await w.t.inject({ method: 'POST', url: '/api/custom-business-account-group', headers: w.owner.headers, payload: { name: '両店', local_account_ids: both } });
  mixedGroup = group.json<{ data: { id: number } }>().data.id;
  const instagram = await w.t.inject({ method: 'POST', url: '/api/instagram-settings', headers: w.owner.headers, payload: settingInput(w.instagramAccountId, both) });
  mixedInstagram = instagram.json<{ data: { id: number } }>().data.id;
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

const get = async <T>(who: Signed, url: string): Promise<T> => {
  const res = await w.t.inject({ url, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};
const send = (who: Signed, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => w.t.inject({ method, url, headers: who.headers, payload });
type Ids = { data: { id: number }[] };
const ids = (body: Ids) => body.data.map((r) => r.id);

describe('posts, photos, Instagram links, coupons and automatic replies (by-id resources)', () => {
  it('lists only what reaches their stores, and hides the other stores of a shared post', async () => {
    const posts = await get<{ data: { id: number; local_accounts: { local_account_id: string }[] }[] }>(w.staff, '/api/post-management/post-settings?page_size=100');
    expect(ids(posts).sort()).toEqual([w.inside.postSettingId, mixedPost].sort());
    expect(posts.data.flatMap((p) => p.local_accounts.map((a) => a.local_account_id)).every((k) => staffKeys.includes(k))).toBe(true);
    expect(ids(await get<Ids>(w.owner, '/api/post-management/post-settings?page_size=100'))).toEqual(expect.arrayContaining([w.outside.postSettingId, mixedPost]));
    const histories = await get<{ data: { local_account_id: string }[] }>(w.staff, '/api/post-management/post-histories?page_size=100');
    expect(histories.data.length).toBeGreaterThan(0);
    expect(histories.data.every((h) => staffKeys.includes(h.local_account_id))).toBe(true);
    const media = await get<{ data: { id: number; targets: { local_account_id: string }[] }[] }>(w.staff, '/api/media-post?page_size=100');
    expect(ids(media).sort()).toEqual([w.inside.mediaPostId, mixedMedia].sort());
    expect(media.data.find((m) => m.id === mixedMedia)?.targets.map((t) => t.local_account_id)).toEqual([w.inside.google.key]);
    const photos = await get<{ data: { id: number; local_account_id: string }[] }>(w.staff, '/api/media-post/histories?page_size=100');
    expect(photos.data.map((h) => h.local_account_id)).toEqual([w.inside.google.key, w.inside.google.key]);
    expect(ids(photos)).toContain(w.inside.mediaHistoryId);
    expect((await get<{ data: { coupon_id: number }[] }>(w.staff, '/api/coupon-reviews/campaigns')).data.map((c) => c.coupon_id)).toEqual([w.inside.couponId]);
    expect(ids(await get<Ids>(w.staff, '/api/coupon-reviews'))).toEqual([w.inside.feedbackId]);
    expect(ids(await get<Ids>(w.staff, '/api/reviews/auto-replies'))).toEqual([w.inside.autoReplyId]);
    const links = await get<{ data: { id: number; local_accounts: { local_account_id: string }[] }[] }>(w.staff, '/api/instagram-settings');
    expect(ids(links).sort()).toEqual([w.inside.instagramSettingId, mixedInstagram].sort());
    expect(links.data.find((l) => l.id === mixedInstagram)?.local_accounts.map((a) => a.local_account_id)).toEqual([w.inside.google.key]);
    const settings = await get<{ data: { local_account_id: string }[] }>(w.staff, '/api/auto-reply-setting');
    expect(settings.data.map((s) => s.local_account_id).sort()).toEqual([w.bare.key, w.inside.google.key].sort());
  });

  it('does not let them change a post, photo or Instagram link that also goes to another store', async () => {
    expect((await get<{ data: { local_accounts: unknown[] } }>(w.staff, `/api/post-management/post-settings/${mixedPost}`)).data.local_accounts).toHaveLength(1);
    expect((await send(w.staff, 'PUT', `/api/post-management/suspend-resumes/${mixedPost}`, { suspended: true })).statusCode).toBe(404);
    expect((await send(w.staff, 'DELETE', `/api/post-management/post-settings/${mixedPost}`)).statusCode).toBe(404);
    expect((await send(w.staff, 'PUT', `/api/media-post/update-status/${mixedMedia}`, { status: 3 })).statusCode).toBe(404);
    expect((await send(w.staff, 'DELETE', `/api/instagram-settings/${mixedInstagram}`)).statusCode).toBe(404);
  });

  it('writes a coupon feedback file of their stores only, though the job has no session', async () => {
    const requested = await send(w.staff, 'POST', '/api/coupon-reviews/file', { format: 'xlsx' });
    const [file] = await w.t.db.select().from(exportFiles).where(eq(exportFiles.id, requested.json<{ data: { id: number } }>().data.id));
    expect(scopeParamOf(file.params)).toEqual([w.bare.id, w.inside.google.id, w.inside.yahoo.id].sort((a, b) => a - b));
    const bytes = await writeCouponReviewsExport(w.t.db, { companyId: w.companyId, format: 'xlsx', generatedAt: new Date(), params: file.params ?? {} });
    const [, ...rows] = await readXlsx(bytes);
    expect(rows.map((r) => r[1])).toEqual([w.inside.storeName]);
  });
});

describe('insight and dashboard figures', () => {
  it('defaults to the stores in scope, never the whole company', async () => {
    type Accounts = { accounts: { id: string }[] };
    const keys = (body: Accounts) => body.accounts.map((a) => a.id).sort();
    expect(keys(await get<Accounts>(w.staff, '/api/dashboard/metric'))).toEqual([w.bare.key, w.inside.google.key].sort());
    expect(keys(await get<Accounts>(w.staff, '/api/dashboard/calendar'))).toEqual([...staffKeys].sort());
    expect(keys(await get<Accounts>(w.staff, '/api/performance-analysis/impressions'))).toEqual([w.bare.key, w.inside.google.key].sort());
    expect(keys(await get<Accounts>(w.staff, '/api/access-analysis/page_views'))).toEqual([w.inside.yahoo.key]);
    expect(keys(await get<Accounts>(w.staff, '/api/search-query/bulk'))).toEqual([w.bare.key, w.inside.google.key].sort());
    expect(keys(await get<Accounts>(w.owner, '/api/dashboard/metric'))).toContain(w.outside.google.key);
    const synced = await get<{ data: { account: string }[] }>(w.staff, '/api/insight-sync');
    expect(synced.data.every((s) => staffKeys.includes(s.account))).toBe(true);
  });
});

describe('ranking lists and filters', () => {
  it('lists, exports and files only the measures of their stores', async () => {
    expect(ids(await get<Ids>(w.staff, '/api/meo-measure/measures?page_size=100'))).toEqual([w.inside.measureId]);
    const histories = await get<{ data: { measure: { id: number } }[] }>(w.staff, '/api/map-rank-measurement/histories?period=all&page_size=50');
    expect(histories.data.map((h) => h.measure.id)).toEqual([w.inside.measureId]);
    expect(ids(await get<Ids>(w.owner, '/api/meo-measure/measures?page_size=100')).sort()).toEqual([w.inside.measureId, w.outside.measureId].sort());
    const file = await w.t.app.inject({ url: '/api/meo-measure/file', headers: w.staff.headers });
    expect(((await readMeasureFile(file.rawPayload)) ?? []).map((r) => r.cells[2])).toEqual(['キーワード', 'DF-002 ランチ']);
    const requested = await send(w.staff, 'POST', '/api/map-rank-measurement/file', { period: 'month', unit: 'day' });
    const [row] = await w.t.db.select().from(exportFiles).where(eq(exportFiles.id, requested.json<{ data: { id: number } }>().data.id));
    expect(rankExportParams(w.companyId, row.params ?? {}).filter.accountScope).toEqual(scopeParamOf(row.params));
    expect(scopeParamOf(row.params)).not.toContain(w.outside.google.id);
  });
});

describe('groups', () => {
  it('shows only their member stores, keeps the others through an edit, and refuses to delete a shared group', async () => {
    type Groups = { data: { id: number; local_account_ids: string[] }[] };
    const listed = await get<Groups>(impersonated, '/api/custom-business-account-group');
    expect(listed.data.find((g) => g.id === mixedGroup)?.local_account_ids).toEqual([w.inside.google.key]);
    expect(listed.data.find((g) => g.id === w.outside.customGroupId)?.local_account_ids).toEqual([]);
    const edited = await send(impersonated, 'PUT', `/api/custom-business-account-group/${mixedGroup}`, { name: '両店', local_account_ids: [w.bare.key] });
    expect(edited.json<{ data: { local_account_ids: string[] } }>().data.local_account_ids).toEqual([w.bare.key]);
    const seen = await get<Groups>(w.owner, '/api/custom-business-account-group');
    expect(seen.data.find((g) => g.id === mixedGroup)?.local_account_ids.sort()).toEqual([w.bare.key, w.outside.google.key].sort());
    expect((await send(impersonated, 'DELETE', `/api/custom-business-account-group/${mixedGroup}`)).statusCode).toBe(404);
    expect((await send(impersonated, 'DELETE', `/api/custom-business-account-group/${w.inside.customGroupId}`)).statusCode).toBe(200);
  });
});

describe('business listings, bulk edits and the store list', () => {
  it('lists and bulk-edits their stores only', async () => {
    const listings = await get<{ data: { store_id: number; google: { local_account_id: string } | null }[] }>(w.staff, '/api/business/listings?page_size=100');
    expect(listings.data.map((l) => l.store_id)).toContain(w.inside.storeId);
    expect(listings.data.map((l) => l.store_id)).not.toContain(w.outside.storeId);
    expect(ids(await get<Ids>(w.staff, '/api/business/bulk'))).toEqual([w.inside.bulkRunId]);
    const preview = await send(w.staff, 'POST', '/api/business/bulk/preview', { scope: 'all', changes: { website: 'https://scope.example.jp/' } });
    const lines = preview.json<{ data: { local_account_id: string }[] }>().data.map((l) => l.local_account_id);
    expect(lines.sort()).toEqual([...staffKeys].sort());
  });

  it('exports the store list of their stores', async () => {
    const requested = await send(impersonated, 'POST', '/api/exports/store-list', { format: 'xlsx' });
    const [file] = await w.t.db.select().from(exportFiles).where(eq(exportFiles.id, requested.json<{ data: { id: number } }>().data.id));
    const list = await loadStoreList(w.t.db, w.companyId, new Date(), scopeParamOf(file.params));
    expect(list.rows.map((r) => r.storeCode)).toEqual(['DF-001', 'DF-002']);
  });
});
