import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rankStats } from '../../../../src/shared/ranking/rank-history';
import { loginAs, type Signed } from '../../testing/http';
import { runExport } from '../exports/exports.jobs';
import { exportFiles } from '../exports/exports.table';
import { writeRankingExport } from './ranking.export';
import { createHistoryTestApp, doneDays, HISTORY_NOW, measureIdOf, type HistoryTestApp } from './rank-history.testing';

let t: HistoryTestApp;
let owner: Signed;

beforeAll(async () => {
  t = await createHistoryTestApp();
  owner = await loginAs(t, 'owner');
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

const write = (params: Record<string, unknown>) => writeRankingExport(t.db, { companyId: t.ownerCompanyId, format: 'xlsx', generatedAt: HISTORY_NOW, params });

it('writes one row per measure with a column per day, rank labels and the stats, header and store frozen', async () => {
  const { list, about, rows } = await sheetsOf(await write({ period: 'week', unit: 'day', kinds: ['menu', 'contract'] }));
  expect(list.name).toBe('順位履歴');
  expect(rows[0]).toEqual([
    '店舗コード', '店舗名', '媒体', 'キーワード',
    '2026/03/09', '2026/03/10', '2026/03/11', '2026/03/12', '2026/03/13', '2026/03/14', '2026/03/15',
    '最高順位', '最低順位', '平均順位', 'TOP3日数', '圏外日数',
  ]);
  expect(list.views[0]).toMatchObject({ state: 'frozen', xSplit: 4, ySplit: 1 });
  expect(rows.slice(1).map((r) => `${r[0]} ${r[2]} ${r[3]}`)).toEqual([
    'DF-001 Google 渋谷 ランチ',
    'DF-001 Google 渋谷 定食',
    'DF-002 Yahoo! 梅田 ランチ',
    'DF-002 Google 梅田 定食',
    'DF-005 Google 札幌 カフェ',
    'DF-005 Yahoo! 札幌駅 カフェ',
  ]);
  const lunch = rows[1];
  expect(lunch[1]).toBe('デモ食堂 渋谷店');
  const days = await doneDays(t, await measureIdOf(t, t.ownerCompanyId, '渋谷 ランチ'), '2026/03/09', '2026/03/15');
  const label = (d: (typeof days)[number]) => (d.outcome === 'ranked' ? `${d.rank}位` : d.outcome === 'out_of_range' ? '圏外' : '表示なし');
  // Cells the writer leaves blank come back empty.
  expect(lunch.slice(4, 11)).toEqual([...days.map(label), undefined]);
  const stats = rankStats(days);
  expect(lunch.slice(11)).toEqual([
    stats.best === null ? undefined : `${stats.best}位`,
    stats.worst === null ? undefined : `${stats.worst}位`,
    stats.average === null ? undefined : `${stats.average}位`,
    stats.top3Days,
    stats.outOfRangeDays,
  ]);
  expect(about.getCell('B1').value).toBe('株式会社デモフーズ');
  expect(about.getCell('B2').value).toBe('2026/03/09〜2026/03/15');
  expect(about.getCell('B3').value).toBe('日');
  expect(about.getCell('B5').value).toBe(6);
});

it('follows the filters and the kinds the asking session could see', async () => {
  const keywords = async (params: Record<string, unknown>) => (await sheetsOf(await write(params))).rows.slice(1).map((r) => r[3]);
  expect(await keywords({ period: 'month', unit: 'week', kinds: ['contract'] })).toEqual(['渋谷 定食', '札幌 カフェ']);
  expect(await keywords({ period: 'month', unit: 'week' })).toEqual(['渋谷 定食', '札幌 カフェ']);
  expect(await keywords({ period: 'month', unit: 'month', kinds: ['menu', 'contract'], provider: 'yahoo' })).toEqual(['梅田 ランチ', '札幌駅 カフェ']);
  expect(await keywords({ period: 'month', unit: 'day', kinds: ['menu', 'contract'], free_word: '札幌' })).toEqual(['札幌 カフェ', '札幌駅 カフェ']);
  const { rows } = await sheetsOf(await write({ period: 'quarter', unit: 'week', kinds: ['menu'] }));
  expect(rows[0][4]).toBe('2025/12/15週');
  const months = await sheetsOf(await write({ period: 'all', unit: 'month', kinds: ['menu'] }));
  expect(months.rows[0].slice(4, 6)).toEqual(['2025/02', '2025/03']);
  // A month bucket averages its ranked days with one decimal.
  expect(months.rows[1].slice(4, -5).every((cell) => typeof cell === 'string' && /^(\d+(\.\d)?位|圏外|表示なし)$/.test(cell))).toBe(true);
});

it('queues the file through the export pipeline and writes it in the job', async () => {
  const res = await t.inject({ method: 'POST', url: '/api/map-rank-measurement/file', headers: owner.headers, payload: { period: 'month', unit: 'day', provider: 'google' } });
  expect(res.statusCode).toBe(200);
  const { data } = res.json<{ data: { id: number; status: string } }>();
  await runExport(t.deps, data.id);
  const [row] = await t.db.select().from(exportFiles).where(eq(exportFiles.id, data.id));
  expect(row).toMatchObject({ kind: 'ranking', format: 'xlsx', status: 'completed', fileName: '順位履歴_20260315.xlsx' });
  const file = await t.deps.storage.get(row.fileKey ?? '');
  const chunks: Buffer[] = [];
  for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
  const { rows } = await sheetsOf(Buffer.concat(chunks));
  expect(rows).toHaveLength(5);
  const foreign = await t.inject({ method: 'POST', url: '/api/map-rank-measurement/file', headers: owner.headers, payload: { period: 'month', unit: 'day', local_account_ids: ['g_999999'] } });
  expect(foreign.statusCode).toBe(404);
});
