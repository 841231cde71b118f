import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: Signed;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
});
afterAll(() => t.close());
afterEach(() => t.inject({ method: 'POST', url: '/emulators/translation/__admin/seed' }));

const translate = (payload: object) => t.inject({ method: 'POST', url: '/api/translate', headers: owner.headers, payload });

it('translates review texts in order through the translation provider (emulator)', async () => {
  const res = await translate({ texts: ['美味しかったです。また来ます。', '谢谢'], target: 'en' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    data: {
      translations: [
        { text: 'It was delicious. I will come again.', detected_source_language: 'ja' },
        { text: 'Thank you.', detected_source_language: 'zh-CN' },
      ],
    },
  });
  const calls = (await t.inject({ url: '/emulators/translation/__admin/calls' })).json<Array<{ path: string }>>();
  expect(calls.map((call) => call.path)).toEqual(['/language/translate/v2']);
});

it('refuses a target outside the 73 languages on the target field', async () => {
  const res = await translate({ texts: ['こんにちは'], target: 'xx' });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ code: 'unsupported_language', errors: { target: ['翻訳先の言語を選択肢から選択してください'] } });
});

it('answers 502 with a Japanese message when the provider fails', async () => {
  // A Retry-After beyond what a request waits out fails at once instead of retrying.
  await t.inject({ method: 'POST', url: '/emulators/translation/__admin/failures', payload: { match: { pathPrefix: '/language/translate/v2' }, status: 429, retryAfterSeconds: 600 } });
  const res = await translate({ texts: ['こんにちは'], target: 'en' });
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({ code: 'translation_failed', message: '翻訳へのリクエストが集中しています。しばらく時間をおいてから再度お試しください。' });
});

it('lists the 73 target languages with Japanese names', async () => {
  const res = await t.inject({ url: '/api/translate/languages', headers: owner.headers });
  const languages = res.json<{ data: Array<{ code: string; name: string }> }>().data;
  expect(languages).toHaveLength(73);
  expect(languages.slice(0, 3)).toEqual([
    { code: 'ja', name: '日本語' },
    { code: 'en', name: '英語' },
    { code: 'zh-CN', name: '中国語（簡体）' },
  ]);
});
