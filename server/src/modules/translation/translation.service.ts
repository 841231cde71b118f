import type { Deps } from '../../deps';
import { DomainError, validationError } from '../../http/errors';
import { TRANSLATION_LANGUAGE_CODES, TRANSLATION_LANGUAGES_JA } from '../../providers/translation/languages.ja';
import { isProviderError } from '../../providers/shared/provider-errors';
import { translationMessagesJa as m } from './translation.messages.ja';

// The console's fixed list (the same one the emulator serves), so the choices never depend on the provider answering.
export const listLanguages = () => ({ data: TRANSLATION_LANGUAGES_JA.map((language) => ({ code: language.language, name: language.name })) });

/** Translations in the order of `texts`; the provider's failure is a 502 with a Japanese message. */
export async function translateTexts(deps: Pick<Deps, 'providers' | 'logger'>, input: { texts: string[]; target: string }) {
  if (!TRANSLATION_LANGUAGE_CODES.has(input.target)) throw validationError({ target: [m.unsupportedLanguage] }, 'unsupported_language');
  try {
    const { translations } = await deps.providers.translation.translate({ texts: input.texts, target: input.target });
    return {
      data: {
        translations: translations.map((translation) => ({ text: translation.text, detected_source_language: translation.detectedSourceLanguage ?? null })),
      },
    };
  } catch (error) {
    deps.logger.warn({ err: error }, 'translation failed');
    throw new DomainError('translation_failed', 502, isProviderError(error) ? error.message : m.failed);
  }
}
