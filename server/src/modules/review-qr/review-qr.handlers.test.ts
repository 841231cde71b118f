import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loginAs, type Signed } from '../../testing/http';
import { attachEmulatorProviders, type LinkingHarness } from '../local-accounts/linking.testing';
import { linkGoogleLocations } from '../local-accounts/linking-flow.testing';

interface Setting {
  local_account_id: string;
  template: string;
  paper_size: string;
  language: string;
  headline: string;
  message: string;
  store_name: string;
  new_review_uri: string | null;
}

let t: TestApp;
let h: LinkingHarness;
let owner: Signed;
let google: string[];
let foreign: string;

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { linkManagementUserIds: ['demo-owner', 'demo-partner'] } });
  h = await attachEmulatorProviders(t);
  owner = await loginAs(t, 'owner');
  google = await linkGoogleLocations(t, h, owner, 'DF-', 4);
  const partner = await loginAs(t, 'partner');
  [foreign] = await linkGoogleLocations(t, h, partner, 'PT-', 1);
});
afterAll(async () => {
  await h.emulator.close();
  await t.close();
});

const getSetting = (key: string, who = owner) => t.inject({ method: 'GET', url: `/api/reviews/qr-code?local_account_id=${key}`, headers: who.headers });
const putSetting = (payload: Record<string, unknown>) => t.inject({ method: 'PUT', url: '/api/reviews/qr-code', headers: owner.headers, payload });
const design = { template: 'template_3', paper_size: 'postcard', language: 'jp_en', headline: '', message: '' };
// app.inject directly: the files are binary (rawPayload), which the JSON-minded test client does not keep.
const download = async (key: string, params: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/download-qr-code?${new URLSearchParams({ local_account_id: key, ...params })}`, headers: owner.headers });
  return Object.assign(res, { json: <T>() => JSON.parse(res.body) as T });
};
const locationCalls = async () =>
  (await t.inject({ url: '/emulators/google/__admin/calls' })).json<{ method: string; path: string }[]>().filter((c) => c.method === 'GET' && c.path.startsWith('/v1/locations/')).length;

async function pdfOf(body: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await pdf.getPage(1);
  // Without white space: tracked (letter-spaced) designs make pdf.js insert spaces between the characters.
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('').replace(/\s/g, '');
  return { pages: pdf.numPages, view: page.view, text };
}

describe('QR design settings', () => {
  it('answers the defaults and the store’s Google review link before anything is saved', async () => {
    const res = await getSetting(google[0]);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Setting }>().data;
    expect(data).toMatchObject({ local_account_id: google[0], template: 'default', paper_size: 'card', language: 'jp', headline: '', message: '' });
    expect(data.store_name).not.toBe('');
    expect(data.new_review_uri).toMatch(/^https:\/\/search\.google\.com\/local\/writereview\?placeid=ChIJ/);
  });

  it('keeps the review link in memory instead of asking Google on every call', async () => {
    await getSetting(google[0]);
    const before = await locationCalls();
    for (let i = 0; i < 3; i += 1) expect((await getSetting(google[0])).statusCode).toBe(200);
    expect(await locationCalls()).toBe(before);
  });

  it('saves a design once per store and replaces it on the next save', async () => {
    const first = await putSetting({ local_account_id: google[0], ...design, headline: 'ご感想をお聞かせください', message: '一行目\n二行目' });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ message: string }>().message).toBe('口コミQRコードの設定を保存しました');
    const second = await putSetting({ local_account_id: google[0], ...design, template: 'template_14', language: 'jp_en_cn' });
    expect(second.json<{ data: Setting }>().data).toMatchObject({ template: 'template_14', language: 'jp_en_cn', headline: '' });
    const saved = (await getSetting(google[0])).json<{ data: Setting }>().data;
    expect(saved).toMatchObject({ template: 'template_14', paper_size: 'postcard', language: 'jp_en_cn', headline: '', message: '' });
    // Other stores keep their defaults.
    expect((await getSetting(google[1])).json<{ data: Setting }>().data.template).toBe('default');
  });

  it('refuses forbidden characters, line breaks in the headline and overlong texts with Japanese field errors', async () => {
    const bad = await putSetting({ local_account_id: google[0], ...design, headline: '<b>口コミ</b>', message: '価格は¥100' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      headline: ['< > ’ " & ¥ 《 》 は使用できません'],
      message: ['< > ’ " & ¥ 《 》 は使用できません'],
    });
    const broken = await putSetting({ local_account_id: google[0], ...design, headline: '一行目\n二行目', message: '1\n2\n3\n4\n5\n6\n7' });
    expect(broken.json<{ errors: Record<string, string[]> }>().errors).toEqual({ headline: ['改行は入力できません'], message: ['改行は5回までです'] });
    const long = await putSetting({ local_account_id: google[0], ...design, headline: 'あ'.repeat(41) });
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: Record<string, string[]> }>().errors.headline).toEqual(['40文字以内で入力してください']);
    const preview = await download(google[0], { template: 'default', paper_size: 'card', language: 'jp', headline: '《特別》', format: 'png', disposition: 'inline' });
    expect(preview.statusCode).toBe(422);
    expect(preview.json<{ errors: Record<string, string[]> }>().errors.headline).toEqual(['< > ’ " & ¥ 《 》 は使用できません']);
  });

  it('answers 404 for another company’s store, an unknown store, a Yahoo key, on every operation', async () => {
    for (const key of [foreign, 'g_999999', 'y_1']) {
      expect((await getSetting(key)).statusCode).toBe(404);
      expect((await putSetting({ local_account_id: key, ...design })).statusCode).toBe(404);
      expect((await download(key, { template: 'default', paper_size: 'card', language: 'jp', format: 'pdf' })).statusCode).toBe(404);
    }
  });

  it('is for Normal users only', async () => {
    const staff = await loginAs(t, 'staff');
    expect((await getSetting(google[0], staff)).statusCode).toBe(403);
  });
});

describe('provider answers', () => {
  it('turns a Google failure into a 502 with a Japanese message', async () => {
    await t.inject({ method: 'POST', url: '/emulators/google/__admin/failures', payload: { match: { method: 'GET', pathPrefix: '/v1/locations/' }, status: 429, retryAfterSeconds: 600 } });
    const res = await getSetting(google[2]);
    await t.inject({ method: 'DELETE', url: '/emulators/google/__admin/failures' });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({ code: 'provider_failed', message: expect.stringMatching(/^Google.*しばらく時間をおいてから/) });
    // Nothing failed is remembered: the next request asks again and succeeds.
    expect((await getSetting(google[2])).statusCode).toBe(200);
  });

  it('answers 409 for the file when Google gives the store no review link', async () => {
    const spy = jest.spyOn(t.deps.providers.google, 'getLocation').mockResolvedValueOnce({ name: 'locations/x', metadata: { placeId: 'x' } });
    try {
      const setting = (await getSetting(google[3])).json<{ data: Setting }>().data;
      expect(setting.new_review_uri).toBeNull();
      const res = await download(google[3], { template: 'default', paper_size: 'card', language: 'jp', format: 'pdf' });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ code: string; message: string }>()).toMatchObject({ code: 'review_link_unavailable', message: expect.stringContaining('口コミ投稿用のリンク') });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('print files', () => {
  const sizes = [
    ['card', 91, 55],
    ['postcard', 100, 148],
    ['a4_portrait', 210, 297],
    ['a4_landscape', 297, 210],
  ] as const;

  it.each(sizes)('renders a one-page PDF of exactly %s (%i × %i mm) with embedded Japanese text', async (paper, wMm, hMm) => {
    const res = await download(google[0], { template: 'template_2', paper_size: paper, language: 'jp_en_cn', format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''%E5%8F%A3%E3%82%B3%E3%83%9F/);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await pdfOf(body);
    expect(pdf.pages).toBe(1);
    expect(pdf.view[2]).toBeCloseTo((wMm * 72) / 25.4, 1);
    expect(pdf.view[3]).toBeCloseTo((hMm * 72) / 25.4, 1);
    const store = (await getSetting(google[0])).json<{ data: Setting }>().data.store_name;
    for (const text of ['口コミ投稿のお願い', 'Please leave us a review', '欢迎留下您的评价', store]) expect(pdf.text).toContain(text.replace(/\s/g, ''));
  });

  it('prints the operator’s own headline and message', async () => {
    const res = await download(google[0], { template: 'template_8', paper_size: 'postcard', language: 'jp', headline: '本日はありがとうございました', message: '皆さまの声を励みにしています', format: 'pdf' });
    const pdf = await pdfOf(res.rawPayload);
    expect(pdf.text).toContain('本日はありがとうございました');
    expect(pdf.text).toContain('皆さまの声を励みにしています');
    expect(pdf.text).not.toContain('口コミ投稿のお願い');
  });

  it('renders a print PNG at 300 dpi and an inline preview whose QR decodes to the review link', async () => {
    const uri = (await getSetting(google[1])).json<{ data: Setting }>().data.new_review_uri;
    const print = await download(google[1], { template: 'template_6', paper_size: 'card', language: 'jp_en', format: 'png' });
    expect(print.statusCode).toBe(200);
    expect(print.headers['content-type']).toBe('image/png');
    expect(print.headers['content-disposition']).toMatch(/^attachment; .*\.png"/);
    const meta = await sharp(print.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1075, 650]);

    const preview = await download(google[1], { template: 'template_6', paper_size: 'card', language: 'jp_en', format: 'png', disposition: 'inline' });
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    const { data, info } = await sharp(preview.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(Math.max(info.width, info.height)).toBe(1000);
    const stats = await sharp(preview.rawPayload).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(20);
    expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data).toBe(uri);
  });
});
