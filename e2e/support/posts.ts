import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { apiGet } from './reviews';

// Helpers of the post-management specs (issue 10): the histories as the API answers them, the dev route that runs a
// scheduled job now, and the editor's Tokyo schedule.

export interface PostHistoryItem {
  id: number;
  local_control_queue_id: number;
  post_setting_id: number | null;
  local_account_id: string;
  account_title: string;
  provider: 'google' | 'yahoo';
  post_type: string | null;
  status: 0 | 1 | -1 | null;
  provider_state: 'processing' | 'live' | 'rejected' | null;
  link: string | null;
  error_message: string | null;
  summary: string;
  scheduled_at: string;
  posted_at: string | null;
}

/** Post histories as the histories endpoint answers them (newest first). */
export async function listPostHistories(page: Page, query: Record<string, string | number> = {}): Promise<PostHistoryItem[]> {
  const search = new URLSearchParams(Object.entries({ page_size: 200, ...query }).map(([k, v]) => [k, String(v)]));
  return (await apiGet<{ data: PostHistoryItem[] }>(page, `/api/post-management/post-histories?${search}`)).data;
}

/** Queues a run of a scheduled job now (dev route, DEV_ROUTES only) instead of waiting for its cron. */
export async function runJob(request: APIRequestContext, name: 'posts.schedule' | 'posts.publish' | 'posts.refresh' | 'instagram.crosspost' | 'media.publish') {
  const res = await request.post(`/emulators/jobs/${name}`);
  expect(res.status(), await res.text()).toBe(202);
}

/**
 * Runs `job` and checks again until `check` passes: the job's run is queued (the worker polls every few seconds), so
 * one trigger is not a finished run.
 */
export async function untilAfterJob(request: APIRequestContext, job: Parameters<typeof runJob>[1], check: () => Promise<void>, timeout = 90_000) {
  await expect(async () => {
    await runJob(request, job);
    await check();
  }).toPass({ timeout, intervals: [3000, 5000, 8000] });
}

export const TOKYO = 'Asia/Tokyo';

/**
 * A schedule soon enough to wait for and far enough to stay ahead of the clock while the form is sent and approved:
 * the minute after 75 seconds from now (75–135 s ahead), as the editor's date and time boxes want it.
 */
export function nearSchedule(now = DateTime.now().setZone(TOKYO)) {
  const at = now.plus({ seconds: 75 }).startOf('minute').plus({ minutes: 1 });
  return { at, date: at.toFormat('yyyy/MM/dd'), time: at.toFormat('HH:mm') };
}

/** Waits (in the test's own clock) until `at` has passed. */
export async function waitUntil(page: Page, at: DateTime) {
  const ms = at.toMillis() - Date.now();
  if (ms > 0) await page.waitForTimeout(ms + 1000);
}

/** The Google emulator's location id and post id of a history's link (…place?id=<location>&use=posts&lpsid=<post>). */
export function googlePostOf(history: PostHistoryItem): { locationId: string; postId: string } {
  expect(history.link, `history ${history.id} has a link`).not.toBeNull();
  const url = new URL(history.link ?? '');
  const locationId = url.searchParams.get('id') ?? '';
  const postId = url.searchParams.get('lpsid') ?? '';
  expect(locationId && postId, history.link ?? '').toBeTruthy();
  return { locationId, postId };
}

/** The row of a history in the histories table. */
export const historyRow = (page: Page, id: number): Locator => page.getByTestId(`post-history-${id}`);

/** A store's checkbox in the store picker (its label is the store's name and code). */
export const storeCheckbox = (page: Page, name: string): Locator => page.getByTestId('store-picker').getByRole('checkbox', { name: new RegExp(name) });

/** Every saving call ends with the console's 「処理が完了しました」 dialog (with the server's message); it is closed. */
export async function closeSuccessDialog(page: Page, message?: string) {
  const dialog = page.getByTestId('success-dialog');
  await expect(dialog).toBeVisible();
  if (message) await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** A photo Google takes: `size`² pixels of noise, which does not compress, so the JPEG is well over 10 KB. */
export async function noisyJpeg(size = 400): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  const jpeg = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  expect(jpeg.length).toBeGreaterThan(10 * 1024);
  return jpeg;
}

/**
 * A marker that makes a spec's post text unique, in letters only: a run of digits can read as a phone number, which
 * Google posts refuse and Instagram crossposts remove.
 */
export const uniqueMarker = (): string => `e2e-${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
