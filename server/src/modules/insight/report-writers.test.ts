import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { metricName } from '../../../../src/shared/insight/insight-metrics';
import { renderClientReportPdf, writeClientReportPdf } from './report-client.pdf';
import { loadClientReport } from './report-client.data';
import { writeInsightReportXlsx } from './report-insight.xlsx';
import { writeYahooReportXlsx } from './report-yahoo.xlsx';
import { createReportsTestApp, readWorkbook, REPORTS_NOW, sheetRows, type ReportsTestApp } from './reports.testing';

let t: ReportsTestApp;

beforeAll(async () => {
  t = await createReportsTestApp();
});
afterAll(async () => {
  await t.close();
});

// The summary window on 2026/03/15: 2025/12/01–2026/02/28, 90 days.
const SUMMARY = { start: '2025/12/01', end: '2026/02/28', unit: 'month' };
const request = (params: Record<string, unknown>, format: 'xlsx' | 'pdf' = 'xlsx') => ({ companyId: t.ownerCompanyId, format, generatedAt: REPORTS_NOW, params });

describe('the insight report (Excel)', () => {
  it('has a sheet per section with Japanese headers and sums equal to the daily rows', async () => {
    const bytes = await writeInsightReportXlsx(t.db, request({ ...SUMMARY, local_account_ids: t.google.map((g) => g.key) }));
    const workbook = await readWorkbook(bytes);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['概要', '表示回数', 'ユーザーの反応', '検索キーワード', '口コミ', '作成情報']);

    const summary = sheetRows(workbook, '概要');
    expect(summary[0]).toEqual(['店舗コード', '店舗名', '表示回数', '通話', 'ルート検索', 'ウェブサイトのクリック', '予約', 'フードの注文', 'メニューのクリック', '口コミ数', '平均評価']);
    // Store 0: 10 mobile-map impressions and 1 call a day; store 1 twice that; 90 days; 3 reviews (5, 4, 3).
    expect(summary[1]).toEqual([t.google[0].storeCode, t.google[0].name, 900, 90, 0, 180, 0, 0, 0, 3, 4]);
    expect(summary[2].slice(2, 4)).toEqual([1800, 180]);

    const impressions = sheetRows(workbook, '表示回数');
    expect(impressions[0]).toEqual(['店舗コード', '店舗名', '期間', metricName('impressions_desktop_maps'), 'Googleマップ（モバイル）', 'Google検索（パソコン）', 'Google検索（モバイル）', '合計']);
    expect(impressions.slice(1, 4).map((r) => [r[2], r[4], r[7]])).toEqual([
      ['2025/12', 310, 310],
      ['2026/01', 310, 310],
      ['2026/02', 280, 280],
    ]);

    const keywords = sheetRows(workbook, '検索キーワード');
    expect(keywords[1].slice(2)).toEqual(['2026/02', 1, '渋谷 ランチ', 120]);
    expect(keywords[2].slice(2)).toEqual(['2026/02', 2, '渋谷 定食', '15未満']);

    // Reviews by Tokyo month: 2026/01/31 23:30 JST is January, 2026/02/01 00:30 JST February.
    const reviews = sheetRows(workbook, '口コミ');
    expect(reviews.slice(1, 4).map((r) => [r[2], r[3], r[4]])).toEqual([
      ['2025/12', 0, undefined],
      ['2026/01', 2, 4.5],
      ['2026/02', 1, 3],
    ]);
  });

  it('buckets by week (Monday labels) when asked', async () => {
    const bytes = await writeInsightReportXlsx(t.db, request({ start: '2026/02/02', end: '2026/02/15', unit: 'week', local_account_ids: [t.google[0].key] }));
    const rows = sheetRows(await readWorkbook(bytes), 'ユーザーの反応');
    expect(rows.slice(1).map((r) => [r[2], r[3]])).toEqual([
      ['2026/02/02', 7],
      ['2026/02/09', 7],
    ]);
  });
});

describe('the Yahoo access report (Excel)', () => {
  it('has the access sections with age labels and known sums', async () => {
    const bytes = await writeYahooReportXlsx(t.db, request({ ...SUMMARY, local_account_ids: [t.yahoo.key] }));
    const workbook = await readWorkbook(bytes);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['概要', 'ページビュー', 'アクション', '検索キーワード', 'デバイス', '性別', '年代', '作成情報']);
    expect(sheetRows(workbook, '概要')[1].slice(2, 5)).toEqual([450, 0, 0]);
    const ages = sheetRows(workbook, '年代');
    expect(ages[0].slice(2)).toEqual(['10歳未満', '10代', '20代', '30代', '40代', '50代', '60代', '70代']);
    expect(ages[1].slice(2, 5)).toEqual([0, 90, 180]);
    expect(sheetRows(workbook, '検索キーワード')[1].slice(4)).toEqual(['梅田 カフェ', 33]);
  });
});

describe('the client report (PDF)', () => {
  it('compares with the previous period of the same length in owner terms', async () => {
    const data = await loadClientReport(t.db, t.ownerCompanyId, { ...SUMMARY, unit: 'month', local_account_ids: t.google.map((g) => g.key) });
    expect(data.previous).toEqual({ start: '2025/09/01', end: '2025/11/30' });
    const first = data.pages[0];
    // 900 this period against 910 in the 91 days before: −1.1%.
    expect(first.figures.find((f) => f.id === 'impressions')).toEqual({ id: 'impressions', value: 900, previous: 910, change: -1.1 });
    expect(first.monthly).toEqual([
      { label: '2025/12', value: 310 },
      { label: '2026/01', value: 310 },
      { label: '2026/02', value: 280 },
    ]);
  });

  it('is a PDF with a cover and a page per store', async () => {
    const bytes = await writeClientReportPdf(t.db, request({ ...SUMMARY, local_account_ids: t.google.map((g) => g.key) }, 'pdf'));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(bytes)).toBe(1 + t.google.length);
    const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
    expect(doc.numPages).toBe(1 + t.google.length);
    const textOf = async (n: number) => {
      const content = await (await doc.getPage(n)).getTextContent();
      return content.items.map((item) => ('str' in item ? item.str : '')).join('');
    };
    // No logo kept for the demo company: the brand's name stands in for it on the cover.
    const cover = await textOf(1);
    for (const text of ['MEO Dash by AllGrow', 'MEO運用レポート', '株式会社デモフーズ 御中', '2025/12/01〜2026/02/28']) expect(cover).toContain(text);
    const store = await textOf(2);
    for (const text of [t.google[0].name, 'お店が表示された回数', 'お店に電話がかかった回数', 'お店までの道順が調べられた回数', 'ホームページが見られた回数', '-1.1%']) expect(store).toContain(text);
  });

  it('embeds an inline logo and keeps a long comment on its page', async () => {
    const data = await loadClientReport(t.db, t.ownerCompanyId, { ...SUMMARY, unit: 'month', local_account_ids: [t.google[0].key] });
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const withLogo = { ...data, brand: { ...data.brand, logoUrl: `data:image/png;base64,${png}` }, pages: data.pages.map((p) => ({ ...p, comment: 'あ'.repeat(1000) })) };
    const bytes = await renderClientReportPdf(withLogo, REPORTS_NOW);
    expect(pageCount(bytes)).toBe(2);
    expect(bytes.toString('latin1')).toContain('/Subtype /Image');
  });
});

const pageCount = (bytes: Buffer): number => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(bytes.toString('latin1'))?.[1] ?? -1);
