import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { decodeQr, renderPdfFirstPage } from './support/pdf-render';
import { signIn } from './support/session';

// 口コミQRコード (/review/qr): a Google store's review QR code designed on screen, downloaded as a print-ready PDF,
// then rendered to PNG here with pdf.js to prove the file shows a design with a readable QR code of the store's
// Google review link (newReviewUri).

const MM = 72 / 25.4;

test('the owner designs a review QR code and downloads a PDF that renders with a readable QR code', async ({ page, browser }) => {
  await signIn(page, 'owner');
  await page.goto('/review/qr');
  await expect(page.getByRole('heading', { level: 1, name: '口コミQRコード' })).toBeVisible();
  await expect(page.getByText('店舗を選ぶとプレビューが表示されます')).toBeVisible();

  await page.getByTestId('qr-store-select').getByLabel('店舗', { exact: true }).selectOption({ label: 'デモ食堂 梅田店（DF-002）' });
  const panel = page.getByTestId('qr-design-panel');
  const link = panel.getByRole('link', { name: /writereview\?placeid=/ });
  await expect(link).toBeVisible();
  const reviewLink = (await link.getAttribute('href')) ?? '';
  expect(reviewLink).toMatch(/writereview\?placeid=/);

  const form = page.getByTestId('qr-design-form');
  await form.getByRole('group', { name: 'テンプレート' }).getByRole('radio', { name: 'マリン' }).check();
  await form.getByRole('group', { name: '用紙サイズ' }).getByRole('radio', { name: 'はがき 100×148mm' }).check();
  await form.getByLabel('言語').selectOption({ label: '日本語＋英語' });
  await form.getByRole('textbox', { name: 'タイトル' }).fill('口コミ投稿のお願い');
  // The live preview is the server's own PNG of the same design.
  await expect(page.getByTestId('qr-preview').getByRole('img')).toHaveAttribute('alt', /マリン・はがき 100×148mm/);

  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'PDFダウンロード' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const pdf = await fs.readFile(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const renderer = await browser.newPage();
  const rendered = await renderPdfFirstPage(renderer, pdf);
  await renderer.close();
  await test.info().attach('qr-pdf-page-1.png', { body: rendered.png, contentType: 'image/png' });
  // One postcard page (100 × 148 mm)…
  expect(rendered.pages).toBe(1);
  expect(rendered.widthPt).toBeCloseTo(100 * MM, 0);
  expect(rendered.heightPt).toBeCloseTo(148 * MM, 0);
  // …that is not blank: a good share of it is printed, some of it dark (the QR modules, the text)…
  expect(rendered.inkShare).toBeGreaterThan(0.05);
  expect(rendered.darkShare).toBeGreaterThan(0.01);
  // …and its QR code reads back as the store's Google review link.
  expect(await decodeQr(rendered.png)).toBe(reviewLink);
});
