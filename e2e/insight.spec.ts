import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { summaryWindow } from '../src/shared/dates/periods';
import { renderPdfFirstPage } from './support/pdf-render';
import { signIn } from './support/session';

// Dashboard and insight (issue 13), as an owner uses them on the demo company: the figures come from the emulators,
// copied by the insight sync that starts with the server (an 18-month backfill of each linked listing).

const SHIBUYA = 'デモ食堂 渋谷店';

interface DataFile {
  id: number;
  kind: string;
  status: string;
  download_url: string | null;
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectFitsPhone(page: Page, ready: () => Promise<void>) {
  await page.setViewportSize({ width: 375, height: 800 });
  await ready();
  // Charts redraw for the new width on their resize observer, so the layout is measured once it has settled.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5000 }).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Waits until the backfill of every linked listing has finished, so the screens show the emulators' figures. */
async function waitForSync(page: Page) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/insight-sync');
        const states = ((await res.json()) as { data: { backfilled: boolean }[] }).data;
        return states.length > 0 && states.every((s) => s.backfilled);
      },
      { timeout: 120_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true);
}

async function downloadReport(page: Page, kind: string): Promise<Buffer> {
  // A report of a few stores is written within a second, so the created dialog may already have replaced this one.
  await expect(page.getByTestId('export-running-dialog').or(page.getByTestId('export-completed-dialog'))).toBeVisible();
  let file: DataFile | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/data-files');
        file = ((await res.json()) as { data: DataFile[] }).data.find((f) => f.kind === kind);
        return file?.status;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe('completed');
  const completed = page.getByTestId('export-completed-dialog');
  await expect(completed.getByRole('link', { name: 'ダウンロード' })).toHaveAttribute('href', file!.download_url!);
  await completed.getByRole('button', { name: 'OK' }).click();
  const res = await page.request.get(file!.download_url!);
  expect(res.status()).toBe(200);
  return res.body();
}

test('the dashboard shows the month’s figures and calendar without shifting, fits a phone and passes axe', async ({ page }) => {
  test.setTimeout(4 * 60_000);
  await signIn(page, 'owner');
  await waitForSync(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  const figures = page.getByTestId('figure-grid');
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
  await expect(page.getByText(/^[\d,]+$/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /折れ線グラフ/ }).first()).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: '日' }).last()).toBeVisible();
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.1);
  await expect(figures.getByRole('heading', { name: '主要指標' })).toBeVisible();
  await expectNoViolations(page);
  await expectFitsPhone(page, () => expect(page.getByRole('img', { name: /折れ線グラフ/ }).first()).toBeVisible());
});

test('performance, access and search-keyword analyses render the emulators’ data as charts and tables', async ({ page }) => {
  test.setTimeout(4 * 60_000);
  await signIn(page, 'owner');
  await waitForSync(page);

  await page.goto('/insight');
  await expect(page.getByRole('heading', { name: 'パフォーマンス分析', level: 1 })).toBeVisible();
  const chart = page.getByRole('img', { name: /折れ線グラフ/ }).first();
  await expect(chart).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(SHIBUYA) })).toBeVisible();
  await expect(page.getByRole('cell', { name: '1位' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'ユーザーの反応' }).click();
  await expect(page.getByRole('img', { name: /折れ線グラフ/ }).first()).toBeVisible();
  await expectNoViolations(page);
  await expectFitsPhone(page, () => expect(page.getByRole('img', { name: /折れ線グラフ/ }).first()).toBeVisible());

  await page.goto('/insight/access-analysis');
  await expect(page.getByRole('heading', { name: 'Yahoo!アクセス解析', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /グラフ/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: '年代' }).click();
  await expect(page.getByRole('cell', { name: '10歳未満' }).or(page.getByRole('rowheader', { name: '10歳未満' })).first()).toBeVisible();
  await page.getByRole('tab', { name: '検索' }).click();
  await expect(page.getByRole('columnheader', { name: 'キーワード' })).toBeVisible();
  await expectNoViolations(page);
  await expectFitsPhone(page, () => expect(page.getByRole('img', { name: /グラフ/ }).first()).toBeVisible());

  await page.goto('/insight/search-query');
  await expect(page.getByRole('columnheader', { name: 'キーワード' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'デモ食堂', exact: true }).or(page.getByRole('cell', { name: 'デモ食堂', exact: true })).first()).toBeVisible();
  await expectNoViolations(page);
  await expectFitsPhone(page, () => expect(page.getByText('デモ食堂', { exact: true }).first()).toBeVisible());
});

test('the Excel insight report carries the analysis’ figures and the PDF client report renders', async ({ page, context }) => {
  test.setTimeout(5 * 60_000);
  await signIn(page, 'owner');
  await waitForSync(page);
  await page.goto('/insight/download');
  await expect(page.getByRole('heading', { name: 'レポート', level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await expectFitsPhone(page, () => expect(page.getByRole('button', { name: 'レポートを作成' })).toBeVisible());

  // パフォーマンスレポート for 渋谷店 over the default window (the summary window): its 通話 equals the analysis'.
  await page.getByRole('checkbox', { name: new RegExp(SHIBUYA) }).check();
  await page.getByRole('button', { name: 'レポートを作成' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([await downloadReport(page, 'insight_report')]));
  expect(workbook.worksheets.map((s) => s.name)).toEqual(expect.arrayContaining(['概要', '表示回数', 'ユーザーの反応']));
  const summary = workbook.getWorksheet('概要')!;
  let callsColumn = 0;
  let storeRow = 0;
  summary.eachRow((row, r) =>
    row.eachCell((cell, c) => {
      if (cell.value === '通話') callsColumn = c;
      if (String(cell.value).includes(SHIBUYA)) storeRow = r;
    }),
  );
  expect(callsColumn * storeRow).toBeGreaterThan(0);
  const window = summaryWindow(new Date());
  const analysis = await page.request.get(`/api/performance-analysis/actions?local_account_ids=g_1&start=${window.start}&end=${window.end}`);
  const calls = ((await analysis.json()) as { rankings: { metric_id: string; rows: { value: number }[] }[] }).rankings.find((r) => r.metric_id === 'call_clicks');
  expect(calls?.rows[0].value).toBeGreaterThan(0);
  expect(Number(summary.getRow(storeRow).getCell(callsColumn).value)).toBe(calls?.rows[0].value);

  // クライアント向けレポート with a comment: its first page is drawn (not blank).
  await page.getByRole('radio', { name: 'クライアント向けレポート（PDF）' }).check();
  await page.getByRole('textbox', { name: `${SHIBUYA}へのコメント` }).fill('今月はルート検索が伸びました。');
  await page.getByRole('button', { name: 'レポートを作成' }).click();
  const pdf = await downloadReport(page, 'client_report');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const rendered = await renderPdfFirstPage(await context.newPage(), pdf, 1.5);
  expect(rendered.inkShare).toBeGreaterThan(0.01);
});
