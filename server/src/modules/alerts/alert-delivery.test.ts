import { eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import { users } from '../../tenancy/tenancy.table';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listOutbox } from '../../mail/outbox-mail';
import { addGoogleReview, linkDemo, syncCompany, type LinkedDemo } from '../reviews/reviews.testing';
import { alertsDeliverJob, alertsDigestJob } from './alerts.jobs';
import {
  deliveriesOf, failNext, historyOf, LINE_USER, lineMessages, resetAlertEmulators, runDeliveries, saveAlertSettings, SLACK_PATH, slackMessages,
} from './alerts.testing';
import { alertEvents } from './alerts.table';

// Alert delivery is exactly once per event and channel: a source raised twice is one event, a delivery job run twice
// or retried after a failure sends once, and a push whose answer was lost is recognised by its retry key.

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let ownerId: number;

const calls = async (emulator: 'line' | 'slack') =>
  (await t.app.inject({ url: `/emulators/${emulator}/__admin/calls` })).json<{ status: number; idempotencyKey?: string }[]>();
const rowsByChannel = async () => Object.fromEntries((await deliveriesOf(t, ownerId)).map((row) => [row.channel, row]));
const storeOf = (code: string) => demo.owner.google.find((a) => a.storeCode === code)!;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  // The first full sync stores each store's history without alerting; reviews from then on are news.
  await syncCompany(t, demo.ownerCompanyId);
  owner = await loginAs(t, 'owner');
  [{ id: ownerId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.owner.email));
  await saveAlertSettings(t, owner);
});
afterAll(() => t.close());
beforeEach(() => resetAlertEmulators(t));

async function newReview(code: string, starRating: string, comment: string) {
  await addGoogleReview(t, code, { starRating, comment, reviewerName: '山田 太郎' });
  await syncCompany(t, demo.ownerCompanyId, 'incremental');
}

it('delivers a low-star review once per channel although the first attempts fail, however often the jobs run', async () => {
  expect(await deliveriesOf(t, ownerId)).toEqual([]);
  await failNext(t, 'line', 1);
  await failNext(t, 'slack', 2);
  await newReview('DF-001', 'ONE', '料理が冷めていました。');
  const opened = await rowsByChannel();
  expect(Object.keys(opened).sort()).toEqual(['email', 'line', 'slack']);

  expect(await runDeliveries(t)).toBe(1);
  let rows = await rowsByChannel();
  expect([rows.email.status, rows.line.status, rows.slack.status]).toEqual(['sent', 'pending', 'pending']);
  expect(rows.line.errorMessage).toContain('LINE');
  // A job delivered again before the backoff ends does nothing.
  expect(await alertsDeliverJob.run(t.deps, { deliveryId: rows.line.id })).toBeUndefined();
  expect((await rowsByChannel()).line.attempts).toBe(1);

  t.clock.advance(31);
  await runDeliveries(t);
  t.clock.advance(121);
  await runDeliveries(t);
  rows = await rowsByChannel();
  expect([rows.line.status, rows.line.attempts, rows.slack.status, rows.slack.attempts]).toEqual(['sent', 2, 'sent', 3]);

  // Every job again, and the whole sync again: nothing more is recorded or sent.
  for (const row of Object.values(rows)) await alertsDeliverJob.run(t.deps, { deliveryId: row.id });
  await alertsDeliverJob.run(t.deps, {});
  await syncCompany(t, demo.ownerCompanyId, 'full');
  const [event] = await t.db.select().from(alertEvents).where(eq(alertEvents.id, rows.email.eventId ?? 0));
  expect(event.sourceKey).toMatch(/^review-\d+$/);
  await t.deps.alerts.raise({ kind: 'low_rating', companyId: demo.ownerCompanyId, localAccountId: storeOf('DF-001').id, sourceKey: event.sourceKey, rating: 1, reviewer: null, comment: null });
  const line = await lineMessages(t);
  expect(line.map((m) => m.to)).toEqual([LINE_USER]);
  expect(line[0].text).toContain('【MEO管理画面】低評価の口コミ');
  expect(line[0].text).toContain('★1 山田 太郎「料理が冷めていました。」');
  expect((await slackMessages(t)).map((m) => m.path)).toEqual([SLACK_PATH]);
  expect((await calls('line')).map((c) => c.status)).toEqual([500, 200]);
  expect(new Set((await calls('slack')).map((c) => c.idempotencyKey)).size).toBe(1);
  expect((await listOutbox(t.db)).filter((m) => m.subject.startsWith('【MEO管理画面】低評価の口コミ'))).toHaveLength(1);
  expect(await deliveriesOf(t, ownerId)).toHaveLength(3);

  const history = await historyOf(t, owner);
  expect(history.map((h) => [h.event, h.channel, h.status])).toEqual([
    ['low_rating', 'slack', 'sent'],
    ['low_rating', 'line', 'sent'],
    ['low_rating', 'email', 'sent'],
  ]);
  expect(history[0]).toMatchObject({ store_name: expect.stringContaining('渋谷'), summary: expect.stringContaining('★1'), error_message: null, retryable: false });
});

it('recognises a push whose answer was lost by its retry key, so LINE shows it once', async () => {
  await t.app.inject({ method: 'POST', url: '/emulators/line/__admin/lose-responses', payload: { times: 1 } });
  await newReview('DF-002', 'TWO', '待ち時間が長かったです');
  await runDeliveries(t);
  const waiting = (await rowsByChannel()).line;
  expect(waiting.status).toBe('pending');
  expect(await lineMessages(t)).toHaveLength(1);
  t.clock.advance(31);
  await runDeliveries(t);
  const sent = (await deliveriesOf(t, ownerId)).filter((row) => row.channel === 'line' && row.eventId === waiting.eventId);
  expect(sent.map((row) => row.status)).toEqual(['sent']);
  expect(await lineMessages(t)).toHaveLength(1);
  const log = await calls('line');
  expect(log.map((c) => c.status)).toEqual([500, 409]);
  expect(log.map((c) => c.idempotencyKey)).toEqual([waiting.idempotencyKey, waiting.idempotencyKey]);
});

it('leaves a delivery failed with the provider error after the last attempt; a person retries it once, only their own', async () => {
  await failNext(t, 'slack', 5);
  await newReview('DF-005', 'ONE', '二度と行きません');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await runDeliveries(t);
    t.clock.advance(31 * 60);
  }
  const [failed] = (await historyOf(t, owner)).filter((h) => h.channel === 'slack');
  expect(failed).toMatchObject({ status: 'failed', attempts: 5, retryable: true, error_message: expect.stringContaining('Slack') });
  expect(await slackMessages(t)).toEqual([]);

  const partner = await loginAs(t, 'partner');
  const foreign = await t.inject({ method: 'POST', url: `/api/alerts/history/${failed.id}/retry`, headers: partner.headers });
  expect(foreign.statusCode).toBe(404);
  const retried = await t.inject({ method: 'POST', url: `/api/alerts/history/${failed.id}/retry`, headers: owner.headers });
  expect(retried.json()).toEqual({ message: '通知の再送信を受け付けました' });
  await runDeliveries(t);
  expect((await slackMessages(t)).map((m) => m.text?.split('\n')[0])).toEqual(['【MEO管理画面】低評価の口コミ']);
  const again = await t.inject({ method: 'POST', url: `/api/alerts/history/${failed.id}/retry`, headers: owner.headers });
  expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([422, 'not_retryable']);
});

it('fails at once on an answer no retry can change (a webhook Slack does not know)', async () => {
  await saveAlertSettings(t, owner, { slack_webhook_url: 'https://hooks.slack.com/services/gone', line_enabled: false, email_enabled: false });
  await newReview('DF-001', 'TWO', '普通でした');
  await runDeliveries(t);
  const [slack] = await historyOf(t, owner);
  expect(slack).toMatchObject({ channel: 'slack', status: 'failed', attempts: 1, error_message: expect.stringContaining('Slack') });
  await saveAlertSettings(t, owner);
});

it('ignores ratings above the threshold', async () => {
  const before = (await deliveriesOf(t, ownerId)).length;
  await newReview('DF-001', 'FOUR', 'おいしかったです');
  expect(await deliveriesOf(t, ownerId)).toHaveLength(before);
});

it('holds non-urgent events for the morning digest, one message per channel, and sends urgent ones at once', async () => {
  await saveAlertSettings(t, owner, { digest: true });
  const before = (await deliveriesOf(t, ownerId)).length;
  await newReview('DF-002', 'ONE', '店員さんの対応が悪かったです');
  await t.deps.alerts.raise({ kind: 'post_failed', companyId: demo.ownerCompanyId, localAccountId: storeOf('DF-002').id, sourceKey: 'post-digest-test', error: 'Googleが一時的に利用できません' });
  const instant = (await deliveriesOf(t, ownerId)).slice(before);
  expect(instant.map((row) => row.purpose)).toEqual(['event', 'event', 'event']);
  await runDeliveries(t);
  expect((await lineMessages(t)).map((m) => m.text.split('\n')[0])).toEqual(['【MEO管理画面】投稿の失敗']);

  t.clock.advance(60);
  await alertsDigestJob.run(t.deps, {});
  await alertsDigestJob.run(t.deps, {});
  const digests = (await deliveriesOf(t, ownerId)).filter((row) => row.purpose === 'digest');
  expect(digests.map((row) => row.channel).sort()).toEqual(['email', 'line', 'slack']);
  await runDeliveries(t);
  const digest = (await lineMessages(t)).at(-1)!.text;
  expect(digest).toContain('まとめ通知（1件）');
  expect(digest).toContain('★1 山田 太郎「店員さんの対応が悪かったです」');
  const carried = await t.db.select().from(alertEvents);
  expect(carried.filter((e) => e.digest && e.digestDay === null)).toEqual([]);
  await saveAlertSettings(t, owner);
});
