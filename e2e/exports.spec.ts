import { Readable } from 'node:stream';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

// The store-list export end to end on the real server: the request (from 店舗情報グループ設定), the exports.run job
// through pg-boss on the embedded database, the data file list as the record, and the download itself.

interface DataFile {
  id: number;
  status: string;
  file_name: string;
  download_url: string | null;
}

test('the owner exports the store list as Excel and downloads a valid xlsx', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/settings/business');
  await page.getByRole('button', { name: 'Excelで出力' }).click();
  await expect(page.getByTestId('export-running-dialog')).toContainText('データファイルを作成しています。完了までしばらくお待ちください。');
  await page.getByTestId('export-running-dialog').getByRole('button', { name: 'OK' }).click();

  let file: DataFile | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/data-files');
        expect(res.status()).toBe(200);
        file = ((await res.json()) as { data: DataFile[] }).data[0];
        return file?.status;
      },
      { timeout: 45_000, intervals: [500, 1000, 2000] },
    )
    .toBe('completed');
  expect(file?.file_name).toMatch(/^店舗一覧_\d{8}\.xlsx$/);
  expect(file?.download_url).toBe(`/api/data-files/${file?.id}`);
  // The realtime event (ExportExcelCompleted on the owner's private channel) opens the completed dialog.
  const completed = page.getByTestId('export-completed-dialog');
  await expect(completed).toContainText('データファイルを作成しました。');
  await expect(completed.getByRole('link', { name: 'ダウンロード' })).toHaveAttribute('href', file!.download_url!);
  await completed.getByRole('button', { name: 'OK' }).click();

  const res = await page.request.get(file!.download_url!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('店舗一覧')}_`);
  const bytes = await res.body();
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('店舗一覧');
  expect(sheet.getRow(1).getCell(2).value).toBe('店舗名');
  expect(sheet.getRow(2).getCell(2).value).toBe('デモ食堂 渋谷店');
  expect(sheet.rowCount).toBe(6);

  // The list on the screen is the record too: after a reload the finished file offers its download link.
  await page.reload();
  await expect(page.getByTestId(`data-file-${file!.id}`).getByRole('link', { name: 'ダウンロード' })).toHaveAttribute('href', file!.download_url!);
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="store-list-export-title"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('another company cannot download the file', async ({ page, browser }) => {
  await signIn(page, 'owner');
  const list = await page.request.get('/api/data-files');
  const [file] = ((await list.json()) as { data: DataFile[] }).data;
  // The spec above left the owner's file: tests of one file run in order (workers: 1).
  expect(file).toBeDefined();
  const other = await browser.newPage();
  await signIn(other, 'partner');
  expect((await other.request.get(`/api/data-files/${file.id}`)).status()).toBe(404);
  const theirs = await other.request.get('/api/data-files');
  expect(((await theirs.json()) as { data: DataFile[] }).data).toEqual([]);
  await other.close();
});
