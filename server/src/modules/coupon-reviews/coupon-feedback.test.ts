import { eq } from 'drizzle-orm';
import { readXlsx, createExportsTestApp, type ExportsTestApp } from '../exports/exports.testing';
import { runExport } from '../exports/exports.jobs';
import { exportFiles } from '../exports/exports.table';
import { writeCouponReviewsExport } from './coupon-reviews.export';
import { couponTestConfig, createCampaign, setFlag, setUpCouponWorld, submitFeedback, tokenOf, type CouponWorld } from './coupon-reviews.testing';

let t: ExportsTestApp;
let w: CouponWorld;

interface Feedback {
  id: number;
  coupon_id: number;
  local_account_id: string;
  store_name: string;
  reviewer_name: string;
  rating: number | null;
  comment: string | null;
  posted_at: string;
  coupon_code: string;
  visible_on_map: boolean;
}
interface FeedbackList {
  data: Feedback[];
  pagination: { total: number; last_page: number; current_page: number; total_capped?: boolean };
}

let customer = 0;
const submitAt = async (iso: string, token: string, body: Record<string, unknown>) => {
  t.clock.set(new Date(iso));
  customer += 1;
  const res = await submitFeedback(t, token, body, `198.51.100.${customer}`);
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createExportsTestApp({ configOverrides: couponTestConfig });
  w = await setUpCouponWorld(t, 2);
  const [a, b] = [await createCampaign(t, w.owner, w.own.google[0]), await createCampaign(t, w.owner, w.own.google[1])];
  const foreign = await createCampaign(t, w.partner, w.foreign.google[0]);
  await setFlag(t, w.owner, [a.coupon_id, b.coupon_id], true);
  await setFlag(t, w.partner, [foreign.coupon_id], true);
  // Tokyo times: 04/30 23:30, 05/01 00:10, 05/02 09:00 and one for another company.
  await submitAt('2026-04-30T14:30:00Z', tokenOf(a), { rating: 3, comment: '普通でした', nickname: 'たろう' });
  await submitAt('2026-04-30T15:10:00Z', tokenOf(b), { rating: 1, comment: '<script>alert(1)</script> & “引用”' });
  await submitAt('2026-05-02T00:00:00Z', tokenOf(a), { rating: 5, comment: '=HYPERLINK("http://example.com")' });
  await submitAt('2026-05-02T01:00:00Z', tokenOf(foreign), { rating: 4, comment: '他社の口コミ' });
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '', who = w.owner) => {
  const res = await t.inject({ method: 'GET', url: `/api/coupon-reviews${query}`, headers: who.headers });
  return { status: res.statusCode, body: res.json<FeedbackList>() };
};

describe('coupon feedback management', () => {
  it('lists the company’s feedback newest first with store and date filters, paged', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.data.map((f) => [f.rating, f.posted_at, f.reviewer_name])).toEqual([
      [5, '2026/05/02 09:00', '匿名'],
      [1, '2026/05/01 00:10', '匿名'],
      [3, '2026/04/30 23:30', 'たろう'],
    ]);
    expect(all.body.pagination).toMatchObject({ total: 3, last_page: 1, total_capped: false });
    // Stored as typed; the console escapes it when it renders.
    expect(all.body.data[1].comment).toBe('<script>alert(1)</script> & “引用”');

    expect((await list(`?local_account_ids=${w.own.google[1]}`)).body.data.map((f) => f.rating)).toEqual([1]);
    expect((await list('?start_at=2026/05/01&end_at=2026/05/01')).body.data.map((f) => f.rating)).toEqual([1]);
    expect((await list('?end_at=2026/04/30')).body.data.map((f) => f.rating)).toEqual([3]);
    const paged = await list('?page=2&page_size=2');
    expect(paged.body.data.map((f) => f.rating)).toEqual([3]);
    expect(paged.body.pagination).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
  });

  it('answers 404 for another company’s store or feedback, and never lists it', async () => {
    expect((await list(`?local_account_ids=${w.foreign.google[0]}`)).status).toBe(404);
    expect((await list(`?local_account_ids=${w.own.yahoo.replace('y_', 'g_')}`)).status).toBe(404);
    const partnerRows = (await list('', w.partner)).body.data;
    expect(partnerRows.map((f) => f.comment)).toEqual(['他社の口コミ']);
    const foreignPut = await t.inject({ method: 'PUT', url: `/api/coupon-reviews/update-mapreview/${partnerRows[0].id}`, headers: w.owner.headers, payload: { visible: true } });
    expect(foreignPut.statusCode).toBe(404);
    const foreignExport = await t.inject({ method: 'POST', url: '/api/coupon-reviews/file', headers: w.owner.headers, payload: { format: 'xlsx', local_account_ids: w.foreign.google } });
    expect(foreignExport.statusCode).toBe(404);
  });

  it('shows or hides one piece of feedback on the map', async () => {
    const [newest] = (await list()).body.data;
    const on = await t.inject({ method: 'PUT', url: `/api/coupon-reviews/update-mapreview/${newest.id}`, headers: w.owner.headers, payload: { visible: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: '地図に表示する設定にしました', data: { id: newest.id, visible_on_map: true } });
    expect((await list()).body.data.map((f) => f.visible_on_map)).toEqual([true, false, false]);
    const off = await t.inject({ method: 'PUT', url: `/api/coupon-reviews/update-mapreview/${newest.id}`, headers: w.owner.headers, payload: { visible: false } });
    expect(off.json()).toMatchObject({ message: '地図に表示しない設定にしました', data: { visible_on_map: false } });
  });

  it('exports the filtered feedback as an Excel data file with Tokyo dates', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/coupon-reviews/file', headers: w.owner.headers, payload: { format: 'xlsx', start_at: '2026/05/01' } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ message: string; data: { id: number; status: string } }>();
    expect(res.json<{ message: string }>().message).toBe('データファイルを作成しています。完了までしばらくお待ちください。');
    await runExport(t.deps, data.id);
    const [file] = await t.db.select().from(exportFiles).where(eq(exportFiles.id, data.id));
    expect(file).toMatchObject({ status: 'completed', kind: 'coupon_reviews', params: { local_account_ids: [], start_at: '2026/05/01', end_at: null } });
    expect(file.fileName).toMatch(/^クーポン口コミ一覧_\d{8}\.xlsx$/);
    const download = await t.inject({ method: 'GET', url: `/api/data-files/${data.id}`, headers: w.owner.headers });
    expect(download.statusCode).toBe(200);
  });

  it('writes one row per feedback: JST time, store, name, rating, text as text, code, validity, map flag', async () => {
    const companyId = (await t.db.select().from(exportFiles).limit(1))[0].companyId;
    const bytes = await writeCouponReviewsExport(t.db, { companyId, format: 'xlsx', generatedAt: new Date(), params: { local_account_ids: [], start_at: null, end_at: null } });
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(['投稿日時', '店舗名', 'ニックネーム', '評価', 'コメント', 'クーポンコード', 'クーポン有効期限', '地図に表示']);
    expect(rows).toHaveLength(4);
    // The Tokyo wall time 2026/05/02 09:00 is stored as that instant in "UTC" for Excel.
    expect(rows[1][0]).toBe('2026-05-02T09:00:00.000Z');
    expect(rows[1][3]).toBe('5');
    expect(rows[1][4]).toBe('=HYPERLINK("http://example.com")');
    expect(rows[2][4]).toBe('<script>alert(1)</script> & “引用”');
    expect(rows[3].slice(2, 4)).toEqual(['たろう', '3']);
    expect(rows[1][5]).toMatch(/^[A-Z2-9]{8}$/);
    expect(rows[1][6]).toBe('2026/06/01');
    expect(rows[1][7]).toBe('表示しない');

    await expect(writeCouponReviewsExport(t.db, { companyId, format: 'xlsx', generatedAt: new Date(), params: { local_account_ids: ['y_1'] } })).rejects.toThrow();
  });
});
