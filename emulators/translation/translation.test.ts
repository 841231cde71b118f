import { TRANSLATION_LANGUAGES_JA } from './languages';
import { buildTranslationEmulator, TRANSLATION_EMULATOR_API_KEY } from './translation-emulator';

const app = buildTranslationEmulator();
afterAll(() => app.close());

describe('translation emulator', () => {
  it('lists exactly the 73 console languages, each once', async () => {
    const response = await app.inject({ method: 'POST', url: `/language/translate/v2/languages?key=${TRANSLATION_EMULATOR_API_KEY}&target=ja` });
    const languages = response.json<{ data: { languages: Array<{ language: string; name: string }> } }>().data.languages;
    expect(languages).toHaveLength(73);
    expect(languages).toEqual(TRANSLATION_LANGUAGES_JA);
    expect(new Set(languages.map((entry) => entry.language)).size).toBe(73);
  });

  it('takes form bodies and caps q at 128 segments', async () => {
    const form = await app.inject({
      method: 'POST',
      url: `/language/translate/v2?key=${TRANSLATION_EMULATOR_API_KEY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'q=%E8%B0%A2%E8%B0%A2&target=en&format=text',
    });
    expect(form.json()).toEqual({ data: { translations: [{ translatedText: 'Thank you.', detectedSourceLanguage: 'zh-CN' }] } });
    const tooMany = await app.inject({ method: 'POST', url: `/language/translate/v2?key=${TRANSLATION_EMULATOR_API_KEY}`, payload: { q: Array.from({ length: 129 }, () => 'a'), target: 'ja' } });
    expect(tooMany.statusCode).toBe(400);
  });
});
