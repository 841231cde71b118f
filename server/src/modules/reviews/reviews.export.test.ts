import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runExport } from '../exports/exports.jobs';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { insertReviews, linkDemo, type LinkedDemo } from './reviews.testing';
import { writeReviewsExport } from './reviews.export';

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  const [g1, g2] = demo.owner.google;
  await insertReviews(t, demo.ownerCompanyId, [
    { localAccountId: g1.id, postedAt: new Date('2026-04-01T23:30:00Z'), rating: 5, comment: '=SUM(A1) ではなく本文です', reviewerName: '山田', replyComment: 'ありがとうございます' },
    { localAccountId: g2.id, postedAt: new Date('2026-03-31T01:00:00Z'), rating: 1, comment: '残念でした', reviewerName: '佐藤' },
    { localAccountId: demo.owner.yahoo[0].id, provider: 'yahoo', postedAt: new Date('2026-03-30T01:00:00Z'), rating: 4, comment: 'ヤフー', reviewerName: 'ヤフー太郎' },
  ]);
  // Another company's review never appears in the owner's file.
  const [partnerAccount] = await t.db.select().from(localAccounts).where(eq(localAccounts.companyId, demo.partnerCompanyId)).limit(1);
  await insertReviews(t, demo.partnerCompanyId, [{ localAccountId: partnerAccount.id, postedAt: new Date('2026-04-02T00:00:00Z'), comment: '他社の口コミ' }]);
});
afterAll(async () => {
  await t.close();
});

async function sheetsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const [list, about] = workbook.worksheets;
  const rows: unknown[][] = [];
  list.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { list, about, rows };
}

it('writes one row per review of the company, newest first, with Japanese dates and labels', async () => {
  const bytes = await writeReviewsExport(t.db, { companyId: demo.ownerCompanyId, format: 'xlsx', generatedAt: new Date('2026-04-05T00:00:00Z'), params: {} });
  const { list, about, rows } = await sheetsOf(bytes);
  expect(list.name).toBe('口コミ一覧');
  expect(rows[0]).toEqual(['店舗名', '媒体', '口コミ種別', '評価', '投稿者', '口コミ本文', '投稿日時', '返信文', '返信日時', '返信状況']);
  expect(rows).toHaveLength(4);
  const [, first, second, third] = rows;
  expect(first.slice(0, 6)).toEqual(['デモ食堂 渋谷店', 'Google', 'Google口コミ', 5, '山田', '=SUM(A1) ではなく本文です']);
  // 2026-04-01T23:30Z is 2026/04/02 08:30 in Tokyo: the cell holds the Tokyo wall time.
  expect((first[6] as Date).toISOString()).toBe('2026-04-02T08:30:00.000Z');
  expect(first[7]).toBe('ありがとうございます');
  expect(first[9]).toBe('返信済み');
  expect(list.getColumn(7).numFmt).toBe('yyyy/mm/dd hh:mm');
  expect(second.slice(3, 6)).toEqual([1, '佐藤', '残念でした']);
  expect(second[9]).toBe('未返信');
  expect(third.slice(0, 2)).toEqual([expect.any(String), 'Yahoo!プレイス']);
  expect(about.getCell('B1').value).toBe('株式会社デモフーズ');
  expect(about.getCell('B2').value).toBe('2026/04/05 09:00');
  expect(about.getCell('B3').value).toBe(3);
});

it('applies the inbox filters', async () => {
  const bytes = await writeReviewsExport(t.db, {
    companyId: demo.ownerCompanyId,
    format: 'xlsx',
    generatedAt: new Date(),
    params: { ratings: [1, 5], reply_status: 'unreplied', local_account_ids: [`g_${demo.owner.google[1].id}`], start_at: '2026/03/31', end_at: '2026/03/31' },
  });
  const { rows } = await sheetsOf(bytes);
  expect(rows.slice(1).map((r) => r[5])).toEqual(['残念でした']);
});

it('is requested through the export pipeline and downloaded as 口コミ一覧_yyyyMMdd.xlsx', async () => {
  const res = await t.inject({ method: 'POST', url: '/api/reviews/file', headers: owner.headers, payload: { format: 'xlsx', ratings: [5], free_word: '本文' } });
  expect(res.statusCode).toBe(200);
  const { data } = res.json<{ message: string; data: { id: number; status: string } }>();
  expect(data.status).toBe('queued');
  const done = await runExport(t.deps, data.id);
  expect(done?.status).toBe('completed');
  expect(done?.fileName).toMatch(/^口コミ一覧_\d{8}\.xlsx$/);
  const file = await t.app.inject({ url: `/api/data-files/${data.id}`, headers: owner.headers });
  expect(file.statusCode).toBe(200);
  const { rows } = await sheetsOf(file.rawPayload);
  expect(rows.slice(1).map((r) => r[5])).toEqual(['=SUM(A1) ではなく本文です']);
});

it('checks the filters when asked: a foreign store 404, a bad date 422', async () => {
  const partner = await loginAs(t, 'partner');
  const foreign = await t.inject({ method: 'POST', url: '/api/reviews/file', headers: partner.headers, payload: { format: 'xlsx', local_account_ids: [`g_${demo.owner.google[0].id}`] } });
  expect(foreign.statusCode).toBe(404);
  const bad = await t.inject({ method: 'POST', url: '/api/reviews/file', headers: owner.headers, payload: { format: 'xlsx', start_at: '2026/13/01' } });
  expect(bad.statusCode).toBe(422);
  expect(bad.json()).toMatchObject({ errors: { start_at: ['存在しない日付です'] } });
});
