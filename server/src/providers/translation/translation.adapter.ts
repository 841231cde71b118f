import type { Config } from '../../config';
import { emulatorBaseUrl, type ProviderRuntime } from '../registry';
import { ProviderError } from '../shared/provider-errors';
import { createProviderHttpClient, type ProviderLogger } from '../shared/provider-http-client';
import type { TranslationLanguage } from './languages.ja';
import type { Translation, TranslationPort, TranslateRequest } from './translation.port';

export type TranslationProviderDeps = Pick<ProviderRuntime, 'config' | 'fetch' | 'clock'> & { logger?: ProviderLogger };

/** The key the in-process emulator accepts; only used while TRANSLATE_API_KEY is unset. */
export const TRANSLATION_EMULATOR_KEY = 'emulator-translate-key';
export const TRANSLATION_BASE_URL = 'https://translation.googleapis.com';
/** v2 accepts at most 128 segments per request. */
export const MAX_SEGMENTS_PER_REQUEST = 128;
// Google recommends keeping a request under 30k code points; more segments than that go in the next batch.
const MAX_CHARS_PER_REQUEST = 30_000;

interface TranslateResponse {
  data?: { translations?: Array<{ translatedText?: string; detectedSourceLanguage?: string }> };
}

interface LanguagesResponse {
  data?: { languages?: Array<{ language?: string; name?: string }> };
}

export function translationEndpoint(config: Config): { baseUrl: string; apiKey: string } {
  const settings = config.providers.translation;
  return settings ? { baseUrl: TRANSLATION_BASE_URL, apiKey: settings.apiKey } : { baseUrl: emulatorBaseUrl(config, 'translation'), apiKey: TRANSLATION_EMULATOR_KEY };
}

export function batchTexts(texts: readonly string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= MAX_SEGMENTS_PER_REQUEST || chars + text.length > MAX_CHARS_PER_REQUEST)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export function createTranslationProvider(runtime: TranslationProviderDeps): TranslationPort {
  const { baseUrl, apiKey } = translationEndpoint(runtime.config);
  const client = createProviderHttpClient({ provider: 'translation', credentials: 'api_key', baseUrl, fetch: runtime.fetch, clock: runtime.clock, logger: runtime.logger });

  const translateBatch = async (texts: string[], request: TranslateRequest): Promise<Translation[]> => {
    const response = await client.request<TranslateResponse>({
      method: 'POST',
      path: '/language/translate/v2',
      // The key rides in the query as v2 expects; the client never logs queries.
      query: { key: apiKey },
      body: { q: texts, target: request.target, format: 'text', ...(request.source ? { source: request.source } : {}) },
      // A translation changes nothing at the provider, so a 429 or 5xx may simply be retried.
      isWrite: false,
    });
    const translations = response.data?.translations ?? [];
    if (translations.length !== texts.length) {
      const reason = `answered ${translations.length} translations for ${texts.length} texts`;
      throw new ProviderError({ provider: 'translation', code: 'provider_unavailable', detail: { method: 'POST', path: '/language/translate/v2', reason } });
    }
    return translations.map((entry) => ({ text: entry.translatedText ?? '', detectedSourceLanguage: entry.detectedSourceLanguage }));
  };

  return {
    async translate(request) {
      const translations: Translation[] = [];
      // Batches run one after another: order is kept and the provider's per-minute quota is not spiked.
      for (const batch of batchTexts(request.texts)) translations.push(...(await translateBatch(batch, request)));
      return { translations };
    },

    async languages(): Promise<TranslationLanguage[]> {
      const response = await client.request<LanguagesResponse>({ method: 'GET', path: '/language/translate/v2/languages', query: { key: apiKey, target: 'ja' } });
      return (response.data?.languages ?? []).flatMap((entry) => (entry.language ? [{ language: entry.language, name: entry.name ?? entry.language }] : []));
    },
  };
}
