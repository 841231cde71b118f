import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeSuccessDialog } from './support/posts';
import { axeViolations, postGoogleReview, requestReviewSync, untilReviewsSynced } from './support/reviews';
import { signIn } from './support/session';

// アラート通知: the owner sends low-star reviews to LINE and Slack; a customer's one-star review reaches both
// emulators once, although LINE refuses the first push (the delivery job retries it with the same retry key).

const LINE_ID = `U${Date.now().toString(16).padStart(32, '0').slice(-32)}`;
const SLACK_PATH = `/services/T${Date.now()}/B0001/e2esecret`;

interface LineMessage {
  to: string;
  text: string;
}
interface SlackMessage {
  path: string;
  text: string | null;
}

const lineMessages = async (request: APIRequestContext) =>
  (await (await request.get(`/emulators/line/__admin/messages?to=${LINE_ID}`)).json()) as LineMessage[];
const slackMessages = async (request: APIRequestContext) =>
  (await (await request.get(`/emulators/slack/__admin/messages?path=${encodeURIComponent(SLACK_PATH)}`)).json()) as SlackMessage[];

async function saveLowStarAlerts(page: Page) {
  await page.goto('/settings/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'アラート通知' })).toBeVisible();
  const form = page.getByRole('form', { name: 'アラート通知' });
  await form.getByRole('checkbox', { name: '新しい口コミの評価が基準以下のとき' }).check();
  await form.getByLabel('基準の評価（★）').fill('2');
  await form.getByRole('checkbox', { name: 'LINEで受け取る' }).check();
  await form.getByRole('checkbox', { name: 'Slackで受け取る' }).check();
  await form.getByLabel('LINEの送信先ID').fill(LINE_ID);
  // A webhook into the server's own network is refused on its field.
  await form.getByLabel('SlackのWebhook URL').fill('https://127.0.0.1/services/T1/B1/x');
  await form.getByRole('button', { name: '通知設定を保存する' }).click();
  await expect(form.getByText('このURLは使用できません', { exact: false })).toBeVisible();
  await form.getByLabel('SlackのWebhook URL').fill(`https://hooks.slack.com${SLACK_PATH}`);
  await form.getByRole('button', { name: '通知設定を保存する' }).click();
  await closeSuccessDialog(page, '通知設定を保存しました');
}

test('receive a low-star alert in the LINE and Slack emulators, once each', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner');
  await untilReviewsSynced(page);
  await saveLowStarAlerts(page);
  expect(await axeViolations(page)).toEqual([]);

  const failed = await page.request.post('/emulators/line/__admin/failures', { data: { status: 500, times: 1, match: { pathPrefix: '/v2/bot/message/push' } } });
  expect(failed.status()).toBe(201);
  const comment = `注文と違う料理が出てきました ${Date.now()}`;
  await postGoogleReview(page.request, { storeCode: 'DF-001', starRating: 'ONE', comment, reviewerName: 'e2e 低評価' });
  await page.goto('/review');
  await requestReviewSync(page);

  const poll = { timeout: 120_000, intervals: [1000, 2000, 5000] };
  await expect.poll(async () => (await slackMessages(page.request)).filter((m) => m.text?.includes(comment)).length, poll).toBe(1);
  await expect.poll(async () => (await lineMessages(page.request)).filter((m) => m.text.includes(comment)).length, poll).toBe(1);
  const [line] = (await lineMessages(page.request)).filter((m) => m.text.includes(comment));
  expect(line.text).toContain('【MEO管理画面】低評価の口コミ');
  expect(line.text).toContain('★1 e2e 低評価');

  // The history says so: LINE sent on its second attempt, Slack on its first; nothing arrives twice.
  await page.goto('/settings/alerts');
  const history = page.getByRole('table', { name: '通知履歴' });
  await expect(history.getByRole('row').filter({ hasText: 'LINE' }).first()).toContainText('送信済み');
  await expect(history.getByRole('row').filter({ hasText: 'Slack' }).first()).toContainText('送信済み');
  await page.waitForTimeout(3000);
  expect((await lineMessages(page.request)).filter((m) => m.text.includes(comment))).toHaveLength(1);
  expect((await slackMessages(page.request)).filter((m) => m.text?.includes(comment))).toHaveLength(1);
});
