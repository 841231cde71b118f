import { eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { publishPendingHistories } from '../posts/post-publish.service';
import { postHistories } from '../posts/posts.table';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { crosspostAll } from './crosspost.service';
import { instagramTokenContext } from './instagram-oauth.service';
import { instagramAccounts, instagramCrossposts, instagramSettings } from './instagram.table';
import { connectInstagram, consentAtEmulator, publishOnInstagram, settingInput } from './instagram.testing';

interface Setting {
  id: number;
  instagram_account: { id: number; username: string };
  local_accounts: { local_account_id: string; title: string; provider: string }[];
  required_hashtags: string[];
  excluded_hashtags: string[];
  remove_hashtags: boolean;
  enabled: boolean;
}

let t: TestApp;
let owner: Signed;
let staff: Signed;
let partner: Signed;
let demo: LinkedDemo;
let keys: string[];

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  staff = await loginAs(t, 'staff');
  partner = await loginAs(t, 'partner');
  keys = demo.owner.google.slice(0, 2).map((a) => `g_${a.id}`);
});
afterAll(() => t.close());

const api = (who: Signed, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.inject({ method, url: `/api${url}`, headers: who.headers, payload });
const sent: number[] = [];
const runCrosspost = () => crosspostAll(t.deps, async (id) => sent.push(id));

describe('connecting an Instagram account', () => {
  it('sends the browser back to the create screen and stores the long-lived token encrypted', async () => {
    const { redirect } = await consentAtEmulator(t, owner);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://localhost:3000/posts/instagram/create-new');

    const account = await connectInstagram(t, owner);
    expect(account).toMatchObject({ username: 'demofoods_official' });
    const [row] = await t.db.select().from(instagramAccounts).where(eq(instagramAccounts.id, account.id));
    expect(row.accessTokenSealed).toMatch(/^v1:/u);
    const token = t.deps.tokenCipher.decrypt(row.accessTokenSealed, instagramTokenContext(row.companyId, row.igUserId));
    expect(row.accessTokenSealed).not.toContain(token);
    expect(await t.deps.providers.instagram.getMe(token)).toEqual({ id: row.igUserId, username: 'demofoods_official' });
  });

  it('refuses a reused state, and a state another user started', async () => {
    const { code, state } = await consentAtEmulator(t, owner);
    expect((await api(owner, 'POST', '/instagram-settings/oauth/callback', { code, state })).statusCode).toBe(200);
    const replay = await api(owner, 'POST', '/instagram-settings/oauth/callback', { code, state });
    expect([replay.statusCode, replay.json<{ code: string }>().code]).toEqual([400, 'invalid_oauth_state']);

    const started = await consentAtEmulator(t, staff);
    const stolen = await api(owner, 'POST', '/instagram-settings/oauth/callback', { code: started.code, state: started.state });
    expect([stolen.statusCode, stolen.json<{ code: string }>().code]).toEqual([400, 'invalid_oauth_state']);
    expect((await api(owner, 'POST', '/instagram-settings/oauth/callback', { code: 'x', state: 'forged' })).statusCode).toBe(400);
  });
});

describe('link settings', () => {
  it('creates, lists, reads, edits and deletes a setting', async () => {
    const account = await connectInstagram(t, owner);
    const created = await api(owner, 'POST', '/instagram-settings', settingInput(account.id, keys, { required_hashtags: ['#デモフーズ'], excluded_hashtags: ['休業', '#休業'] }));
    expect(created.statusCode).toBe(200);
    const setting = created.json<{ message: string; data: Setting }>();
    expect(setting.message).toBe('Instagram連携設定を作成しました');
    expect(setting.data).toMatchObject({
      instagram_account: { id: account.id, username: 'demofoods_official' },
      local_accounts: keys.map((k) => ({ local_account_id: k, provider: 'google' })),
      required_hashtags: ['デモフーズ'],
      excluded_hashtags: ['休業'],
      remove_hashtags: false,
      enabled: true,
    });

    const list = await api(owner, 'GET', '/instagram-settings');
    expect(list.json<{ data: Setting[] }>().data.map((s) => s.id)).toContain(setting.data.id);
    expect((await api(partner, 'GET', '/instagram-settings')).json<{ data: Setting[] }>().data).toEqual([]);

    const edited = await api(owner, 'PUT', `/instagram-settings/${setting.data.id}`, settingInput(account.id, keys.slice(0, 1), { enabled: false, remove_hashtags: true }));
    expect(edited.json<{ data: Setting }>().data).toMatchObject({ enabled: false, remove_hashtags: true, local_accounts: [{ local_account_id: keys[0] }], required_hashtags: [] });
    expect((await api(owner, 'GET', `/instagram-settings/${setting.data.id}`)).json<{ data: Setting }>().data.enabled).toBe(false);

    const deleted = await api(owner, 'DELETE', `/instagram-settings/${setting.data.id}`);
    expect([deleted.statusCode, deleted.json<{ message: string }>().message]).toEqual([200, 'Instagram連携設定を削除しました']);
    expect((await api(owner, 'GET', `/instagram-settings/${setting.data.id}`)).statusCode).toBe(404);
  });

  it('answers field errors for Yahoo stores, no stores and a hashtag both required and excluded', async () => {
    const account = await connectInstagram(t, owner);
    const yahoo = await api(owner, 'POST', '/instagram-settings', settingInput(account.id, [`y_${demo.owner.yahoo[0].id}`]));
    expect([yahoo.statusCode, Object.keys(yahoo.json<{ errors: object }>().errors)]).toEqual([422, ['local_account_ids.0']]);
    const none = await api(owner, 'POST', '/instagram-settings', settingInput(account.id, []));
    expect([none.statusCode, Object.keys(none.json<{ errors: object }>().errors)]).toEqual([422, ['local_account_ids']]);
    const both = await api(owner, 'POST', '/instagram-settings', settingInput(account.id, keys, { required_hashtags: ['ランチ'], excluded_hashtags: ['#ランチ'] }));
    expect([both.statusCode, both.json<{ errors: object }>().errors]).toEqual([422, { excluded_hashtags: ['同じハッシュタグを「含む」と「除外」の両方に指定することはできません'] }]);
  });

  it("refuses another company's Instagram account as not found", async () => {
    const theirs = await connectInstagram(t, partner);
    const res = await api(owner, 'POST', '/instagram-settings', settingInput(theirs.id, keys));
    expect(res.statusCode).toBe(404);
  });
});

describe('crossposting', () => {
  let settingId: number;

  beforeAll(async () => {
    const account = await connectInstagram(t, owner);
    const created = await api(owner, 'POST', '/instagram-settings', settingInput(account.id, keys, { excluded_hashtags: ['休業'], remove_hashtags: true }));
    settingId = created.json<{ data: Setting }>().data.id;
    // Only this setting is checked below.
    await t.db.update(instagramSettings).set({ enabled: false });
    await t.db.update(instagramSettings).set({ enabled: true }).where(eq(instagramSettings.id, settingId));
  });

  const crosspostRows = () => t.db.select().from(instagramCrossposts).where(eq(instagramCrossposts.settingId, settingId));
  const historiesOf = async (ids: number[]) => (await t.db.select().from(postHistories)).filter((h) => ids.includes(h.id));

  it('takes the newest post as the watermark on the first check and crossposts none of the back catalogue', async () => {
    expect(await runCrosspost()).toBe(0);
    const [setting] = await t.db.select().from(instagramSettings).where(eq(instagramSettings.id, settingId));
    expect(setting.watermarkAt).not.toBeNull();
    expect(await crosspostRows()).toEqual([]);
  });

  it('crossposts a new post once per store, cleaned and with the photo re-hosted, and skips an excluded one', async () => {
    const caption = '新メニューのご案内です！ご予約は03-1234-5678まで。詳しくは https://example.com/menu をご覧ください。 #デモフーズ #ランチ';
    const media = await publishOnInstagram(t, caption);
    await publishOnInstagram(t, '本日は臨時休業です #休業');

    expect(await runCrosspost()).toBe(2);
    const rows = await crosspostRows();
    expect(rows.map((r) => [r.mediaId, `g_${r.localAccountId}`]).sort()).toEqual(keys.map((k) => [media.id, k]).sort());
    const histories = await historiesOf(rows.map((r) => r.postHistoryId ?? 0));
    expect(histories).toHaveLength(2);
    for (const h of histories) {
      expect(h).toMatchObject({ provider: 'google', postSettingId: null, intentStatus: 'pending' });
      expect(h.payload.postType).toBe('instagram');
      expect(h.payload.summary).toBe('新メニューのご案内です!ご予約はまで。詳しくは をご覧ください。');
      expect(h.payload.imageUrl).toMatch(/^http:\/\/localhost:3000\/api\/instagram-images\/[A-Za-z0-9_-]{43}$/u);
    }
    expect(new Set(histories.map((h) => h.queueId)).size).toBe(1);
    expect(sent.sort()).toEqual(histories.map((h) => h.id).sort());

    const image = await t.inject({ url: new URL(histories[0].payload.imageUrl ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(png|jpeg)$/u);
  });

  it('crossposts nothing twice under a re-run, overlapping runs, or a watermark that did not move (a crash)', async () => {
    const before = (await crosspostRows()).length;
    await Promise.all([runCrosspost(), runCrosspost()]);
    await t.db.update(instagramSettings).set({ watermarkAt: new Date(Date.now() - 3600_000), watermarkMediaIds: [] }).where(eq(instagramSettings.id, settingId));
    expect(await runCrosspost()).toBe(0);
    expect((await crosspostRows()).length).toBe(before);
  });

  it('publishes the crossposts to Google with the photo, and they show in the post histories', async () => {
    await publishPendingHistories(t.deps);
    const ids = (await crosspostRows()).map((r) => r.postHistoryId ?? 0);
    const histories = await historiesOf(ids);
    expect(histories.map((h) => [h.intentStatus, h.status])).toEqual(ids.map(() => ['done', 0]));
    const listed = await api(owner, 'GET', '/post-management/post-histories?page_size=50');
    const rows = listed.json<{ data: { id: number; post_type: string | null; post_setting_id: number | null }[] }>().data.filter((h) => ids.includes(h.id));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) expect(row).toMatchObject({ post_type: 'instagram', post_setting_id: null });
  });

  it('does not crosspost what was posted while the setting was off', async () => {
    const account = await connectInstagram(t, owner);
    await api(owner, 'PUT', `/instagram-settings/${settingId}`, settingInput(account.id, keys, { enabled: false }));
    const whileOff = await publishOnInstagram(t, '停止中の投稿です');
    expect(await runCrosspost()).toBe(0);
    await api(owner, 'PUT', `/instagram-settings/${settingId}`, settingInput(account.id, keys));
    expect(await runCrosspost()).toBe(0);
    expect((await crosspostRows()).map((r) => r.mediaId)).not.toContain(whileOff.id);
  });

  it('requires one of the required hashtags when any are set', async () => {
    const account = await connectInstagram(t, owner);
    await api(owner, 'PUT', `/instagram-settings/${settingId}`, settingInput(account.id, keys, { required_hashtags: ['限定'] }));
    const skipped = await publishOnInstagram(t, '通常のお知らせ #ランチ');
    const taken = await publishOnInstagram(t, '今週だけ！ #限定');
    expect(await runCrosspost()).toBe(2);
    const mediaIds = new Set((await crosspostRows()).map((r) => r.mediaId));
    expect([mediaIds.has(skipped.id), mediaIds.has(taken.id)]).toEqual([false, true]);
  });

  it('shows why a check failed (an expired link) until a check works again, without stopping the other settings', async () => {
    await t.app.inject({ method: 'POST', url: '/emulators/instagram/__admin/expire-tokens' });
    await runCrosspost();
    const failed = (await api(owner, 'GET', `/instagram-settings/${settingId}`)).json<{ data: { last_error: string | null } }>().data;
    expect(failed.last_error).toBe('Instagramとの連携の有効期限が切れました。連携管理から再度連携してください。');
    const account = await connectInstagram(t, owner);
    await api(owner, 'PUT', `/instagram-settings/${settingId}`, settingInput(account.id, keys));
    await runCrosspost();
    expect((await api(owner, 'GET', `/instagram-settings/${settingId}`)).json<{ data: { last_error: string | null } }>().data.last_error).toBeNull();
  });
});
