import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { sheetNames, writeSearchQueryExport } from './search-query.export';
import { createInsightTestApp, INSIGHT_NOW, insertKeywords, type InsightTestApp } from './search-query.testing';

let t: InsightTestApp;

beforeAll(async () => {
  t = await createInsightTestApp();
  const [a, b] = t.google;
  await insertKeywords(t, t.ownerCompanyId, a.id, [
    ['2026/08', 'ランチ', 30, null],
    ['2026/09', 'ランチ', 40, null],
    ['2026/09', 'カフェ', null, 10],
    ['2026/10', 'ランチ', 35, null],
    ['2026/10', 'カフェ', null, 10],
    ['2026/10', '定食', 25, null],
  ]);
  await insertKeywords(t, t.ownerCompanyId, b.id, [['2026/05', 'sushi', 7, null]]);
  await insertKeywords(t, t.partnerCompanyId, t.partnerGoogle.id, [['2026/10', '秘密', 999, null]]);
});
afterAll(async () => {
  await t.close();
});

async function read(params: Record<string, unknown>) {
  const bytes = await writeSearchQueryExport(t.db, { companyId: t.ownerCompanyId, format: 'xlsx', generatedAt: INSIGHT_NOW, params });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows, frozen: sheet.views?.[0] };
  });
}

async function sheetNameOf(id: number) {
  const [row] = await t.db.select({ title: localAccounts.title, code: localAccounts.storeCode }).from(localAccounts).where(inArray(localAccounts.id, [id]));
  return `${row.code} ${row.title}`;
}

it('writes a sheet per store: キーワード and a column per month, values or 「N未満」, in list order', async () => {
  const [a, b] = t.google;
  const sheets = await read({ local_account_ids: [a.key, b.key], start_month: '2026/08', end_month: '2026/10' });
  expect(sheets.map((s) => s.name)).toEqual([await sheetNameOf(a.id), await sheetNameOf(b.id)]);
  const [first, second] = sheets;
  expect(first.frozen).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(first.rows).toEqual([
    ['キーワード', '2026/08', '2026/09', '2026/10'],
    ['ランチ', 30, 40, 35],
    // Blank where the keyword did not appear.
    ['定食', undefined, undefined, 25],
    ['カフェ', undefined, '10未満', '10未満'],
  ]);
  expect(second.rows).toEqual([['キーワード', '2026/08', '2026/09', '2026/10']]);
});

it('without months gives each store its own last months with data, and never another company’s listing', async () => {
  const [a, b] = t.google;
  const sheets = await read({ local_account_ids: [a.key, b.key, t.partnerGoogle.key] });
  expect(sheets).toHaveLength(2);
  expect(sheets[0].rows[0]).toEqual(['キーワード', '2026/08', '2026/09', '2026/10']);
  expect(sheets[1].rows).toEqual([
    ['キーワード', '2026/05'],
    ['sushi', 7],
  ]);
  // Nothing left to write (every listing gone): still a workbook Excel opens.
  const empty = await read({ local_account_ids: [t.partnerGoogle.key] });
  expect(empty).toEqual([{ name: '検索キーワード', rows: [['出力できる店舗がありません']], frozen: undefined }]);
});

it('makes sheet names Excel accepts: no []:*?/\\, at most 31 characters, unique ignoring case', () => {
  const names = sheetNames(['A/B:C*D?', 'a/b:c*d?', '', "'quoted'", 'History', 'あ'.repeat(40), 'あ'.repeat(40), '🍣'.repeat(20)], (i) => `g_${i + 1}`);
  expect(names).toEqual(['A_B_C_D_', 'a_b_c_d_ (2)', 'g_3', 'quoted', 'g_5', 'あ'.repeat(31), `${'あ'.repeat(27)} (2)`, '🍣'.repeat(15)]);
  for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
});
