import type { components } from '../../generated/openapi';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { multipartPayload } from '../media-posting/media-posting.testing';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { readMeasureFile } from './measure-file.read';
import { createMeasuresAs, encodeShiftJis, measureRequest, setMeasureContract } from './measures.testing';

type ImportBody = components['schemas']['MeasureImportBody'];
type ErrorBody = { code: string; errors?: Record<string, string[]> };

let t: TestApp;
let owner: Signed;
let demo: LinkedDemo;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  await setMeasureContract(t, demo.ownerCompanyId, { count: 10, scope: 3 });
});
afterAll(() => t.close());

const HEADER = '店舗コード,媒体,キーワード,計測時刻,半径 (m)';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const csv = (...lines: string[]) => Buffer.concat([BOM, Buffer.from([HEADER, ...lines].join('\r\n'))]);

async function upload(bytes: Buffer, dryRun: boolean, filename = 'keywords.csv') {
  const { payload, contentType } = multipartPayload({ file: { bytes, filename, contentType: 'text/csv' }, dry_run: String(dryRun) });
  const res = await t.inject({ method: 'POST', url: '/api/meo-measure/file', headers: { ...owner.headers, 'content-type': contentType }, payload });
  return { status: res.statusCode, body: res.json<ImportBody & ErrorBody>() };
}
const used = async () => (await t.inject({ url: '/api/meo-measure/contract', headers: owner.headers })).json<{ used: number }>().used;
async function exported(query = '') {
  const res = await t.app.inject({ url: `/api/meo-measure/file${query}`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''%E9%A0%86%E4%BD%8D/);
  return (await readMeasureFile(res.rawPayload)) ?? [];
}

it('judges every line and creates nothing while any line is wrong', async () => {
  const res = await upload(csv('DF-001,Google,渋谷 ランチ,09:00,3000', 'DF-001,Yahoo,渋谷 ランチ,,', 'XX-999,Google,どこか,,', 'DF-002,Bing,,25:00,'), false);
  expect(res.status).toBe(200);
  expect(res.body.created).toBe(0);
  expect(res.body.message).toBe('3行にエラーがあるため登録しませんでした。内容を修正してから再度お試しください');
  expect(res.body.lines.map((l) => [l.row, l.status, l.message])).toEqual([
    [2, 'ok', null],
    [3, 'error', 'この店舗はYahoo!と連携されていません'],
    [4, 'error', '店舗コードに一致する連携済みの店舗がありません'],
    [5, 'error', '媒体は「Google」または「Yahoo」と入力してください / 入力してください / 計測時刻は00:00〜23:59の形式で入力してください'],
  ]);
  expect(await used()).toBe(0);
});

it('checks without creating on a dry run, then creates exactly those lines', async () => {
  const file = csv('DF-001,Google,渋谷 ランチ,9:00,"1,500"', 'DF-002,Yahoo,梅田 定食,,', 'DF-002,yahoo,梅田　定食,,');
  const dry = await upload(file, true);
  expect(dry.body).toMatchObject({ dry_run: true, created: 0, message: '2件を登録できます（登録済み1件）' });
  expect(dry.body.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'exists']);
  expect(await used()).toBe(0);
  const real = await upload(file, false);
  expect(real.body).toMatchObject({ dry_run: false, created: 2, message: '2件のキーワードを登録しました' });
  const rows = await exported();
  expect(rows.map((r) => r.cells.slice(0, 5))).toEqual([
    ['店舗コード', '媒体', 'キーワード', '計測時刻', '半径 (m)'],
    ['DF-001', 'Google', '渋谷 ランチ', '09:00', 1500],
    ['DF-002', 'Yahoo', '梅田 定食', '09:00', 3000],
  ]);
  expect((await exported('?provider=yahoo')).length).toBe(2);
});

it('reads Shift_JIS CSV and the exported workbook; what exists is listed, not created again', async () => {
  const sjis = await upload(encodeShiftJis([HEADER, 'DF-005,Google,札幌 カフェ,10:00,2000', 'DF-001,Google,渋谷 ランチ,,'].join('\r\n')), false);
  expect(sjis.body.created).toBe(1);
  expect(sjis.body.lines.map((l) => [l.keyword, l.status])).toEqual([
    ['札幌 カフェ', 'ok'],
    ['渋谷 ランチ', 'exists'],
  ]);
  const res = await t.app.inject({ url: '/api/meo-measure/file', headers: owner.headers });
  const again = await upload(res.rawPayload, false, 'measures.xlsx');
  expect(again.body.created).toBe(0);
  expect(again.body.lines.every((l) => l.status === 'exists')).toBe(true);
});

it('refuses the whole file beyond the contract, saying so on each new line', async () => {
  await createMeasuresAs(t, owner, measureRequest(['うめだ ランチ'], [`g_${demo.owner.google[1].id}`]));
  await setMeasureContract(t, demo.ownerCompanyId, { count: 5 });
  const res = await upload(csv('DF-002,Google,梅田 カフェ,,', 'DF-005,Yahoo,札幌 ランチ,,', 'DF-001,Google,渋谷 ランチ,,'), false);
  expect(res.body.created).toBe(0);
  expect(res.body.message).toBe('契約数（5件）を超えるため登録しませんでした。あと1件まで登録できます。');
  expect(res.body.lines.map((l) => l.status)).toEqual(['error', 'error', 'exists']);
  expect(await used()).toBe(4);
});

it('answers 422 on the file field for something that is not a keyword file', async () => {
  const image = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]), true, 'photo.png');
  expect([image.status, Object.keys(image.body.errors ?? {})]).toEqual([422, ['file']]);
  const noHeader = await upload(Buffer.from('a,b,c\r\n1,2,3'), true);
  expect(noHeader.body.errors?.file).toEqual(['1行目に「店舗コード」「媒体」「キーワード」の列が見つかりません']);
  expect((await upload(csv(), true)).body.errors?.file).toEqual(['登録する行がありません']);
});
