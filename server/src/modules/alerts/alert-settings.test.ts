import { eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import { listOutbox } from '../../mail/outbox-mail';
import { users } from '../../tenancy/tenancy.table';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { updateAlertSettings } from './alert-settings.service';
import { alertSettingsInput, historyOf, LINE_USER, lineMessages, resetAlertEmulators, runDeliveries, saveAlertSettings, SLACK_PATH, slackMessages, SLACK_URL } from './alerts.testing';

let t: TestApp;
let owner: Signed;
let partner: Signed;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
});
afterAll(() => t.close());
beforeEach(() => resetAlertEmulators(t));

const put = (who: Signed, overrides: object) => t.inject({ method: 'PUT', url: '/api/alerts/settings', headers: who.headers, payload: alertSettingsInput(overrides) });
const fieldErrors = (res: { json: <T>() => T }) => res.json<{ code: string; errors: Record<string, string[]> }>();

it('answers every alert off until the user saves, then what they saved (their own only)', async () => {
  const first = await t.inject({ url: '/api/alerts/settings', headers: owner.headers });
  expect(first.json()).toEqual({
    data: expect.objectContaining({ low_rating_enabled: false, low_rating_max: 2, rank_drop_min: 3, email_enabled: false, email_address: 'owner@demo.example', line_to: null, slack_webhook_url: null, digest: false }),
  });
  const saved = await saveAlertSettings(t, owner, { low_rating_max: 3, digest: true });
  expect(saved.json()).toMatchObject({ message: '通知設定を保存しました', data: { low_rating_max: 3, line_to: LINE_USER, slack_webhook_url: SLACK_URL, digest: true } });
  expect((await t.inject({ url: '/api/alerts/settings', headers: owner.headers })).json()).toMatchObject({ data: { low_rating_max: 3, digest: true } });
  expect((await t.inject({ url: '/api/alerts/settings', headers: partner.headers })).json()).toMatchObject({ data: { low_rating_enabled: false, line_to: null } });
});

it('refuses a LINE channel without a valid id and a Slack channel without a URL, on their fields', async () => {
  const missing = await put(owner, { line_to: '  ', slack_webhook_url: null });
  expect(missing.statusCode).toBe(422);
  expect(fieldErrors(missing).errors).toEqual({ line_to: [expect.stringContaining('送信先ID')], slack_webhook_url: [expect.stringContaining('Webhook URL')] });
  const malformed = await put(owner, { line_to: 'taro' });
  expect(fieldErrors(malformed).errors).toEqual({ line_to: [expect.stringContaining('33文字')] });
  // Switched off, an empty address is fine and kept empty.
  const off = await put(owner, { line_enabled: false, line_to: '', slack_enabled: false, slack_webhook_url: '' });
  expect(off.json()).toMatchObject({ data: { line_to: null, slack_webhook_url: null } });
  const bounds = await put(owner, { low_rating_max: 6, rank_drop_min: 0 });
  expect(bounds.statusCode).toBe(422);
});

describe('the SSRF guard on the Slack webhook URL', () => {
  const refused = [
    'http://hooks.slack.com/services/T1/B1/x',
    'https://127.0.0.1/services/T1/B1/x',
    'https://localhost/services/T1/B1/x',
    'https://10.0.0.8/hook',
    'https://192.168.1.20/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://hooks.slack.com.internal/services/T1/B1/x',
    'https://user:pass@hooks.slack.com/services/T1/B1/x',
    'https://hooks.slack.com/services/T1/B1/x?redirect=http://127.0.0.1',
    'file:///etc/passwd',
  ];
  it.each(refused)('refuses %s with a stable code on the URL field', async (url) => {
    const res = await put(owner, { slack_webhook_url: url });
    expect([res.statusCode, fieldErrors(res).code]).toEqual([422, 'unsafe_webhook_url']);
    expect(fieldErrors(res).errors.slack_webhook_url).toEqual([expect.stringContaining('このURLは使用できません')]);
  });

  it('refuses, with Slack live, a public-looking host that resolves into the private network', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, demoUsers.owner.email));
    const auth = { company: { id: user.companyId }, user } as Parameters<typeof updateAlertSettings>[1];
    const live = { ...t.deps, config: { ...t.deps.config, providers: { ...t.deps.config.providers, slackLive: true } } };
    const privateDns = { ...live, resolve: async () => ['10.1.2.3'] };
    const error = await updateAlertSettings(privateDns, auth, alertSettingsInput({ slack_webhook_url: 'https://hooks.example.com/services/T1/B1/x' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unsafe_webhook_url', fieldErrors: { slack_webhook_url: [expect.any(String)] } });
    // Live, hooks.slack.com is looked up like any host (here: a public address) and accepted.
    const publicDns = { ...live, resolve: async () => ['52.0.0.10'] };
    await expect(updateAlertSettings(publicDns, auth, alertSettingsInput({ slack_webhook_url: SLACK_URL }))).resolves.toMatchObject({ data: { slack_webhook_url: SLACK_URL } });
  });
});

it('sends a test message to each channel through the delivery queue, and says when a channel is not set', async () => {
  await saveAlertSettings(t, owner, {});
  for (const channel of ['email', 'line', 'slack']) {
    const res = await t.inject({ method: 'POST', url: '/api/alerts/test', headers: owner.headers, payload: { channel } });
    expect(res.json()).toEqual({ message: expect.stringContaining('テスト通知') });
  }
  expect((await historyOf(t, owner)).slice(0, 3).map((h) => [h.event, h.channel, h.status])).toEqual([
    ['test', 'slack', 'pending'],
    ['test', 'line', 'pending'],
    ['test', 'email', 'pending'],
  ]);
  expect(await runDeliveries(t)).toBe(3);
  expect((await historyOf(t, owner)).slice(0, 3).map((h) => h.status)).toEqual(['sent', 'sent', 'sent']);
  expect((await lineMessages(t)).map((m) => [m.to, m.text.split('\n')[0]])).toEqual([[LINE_USER, '【MEO管理画面】テスト送信']]);
  expect((await slackMessages(t)).map((m) => m.path)).toEqual([SLACK_PATH]);
  expect((await listOutbox(t.db)).filter((m) => m.to === 'owner@demo.example' && m.subject.includes('テスト送信'))).toHaveLength(1);

  const unset = await t.inject({ method: 'POST', url: '/api/alerts/test', headers: partner.headers, payload: { channel: 'line' } });
  expect([unset.statusCode, fieldErrors(unset).code, Object.keys(fieldErrors(unset).errors)]).toEqual([422, 'channel_not_set', ['line_to']]);
});
