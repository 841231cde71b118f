import type { TranslationLanguage } from './languages.ja';

export interface TranslateRequest {
  texts: readonly string[];
  /** A code from TRANSLATION_LANGUAGES_JA. */
  target: string;
  /** Omitted: the provider detects each text's language. */
  source?: string;
}

export interface Translation {
  text: string;
  /** The provider's guess; undefined when the caller named the source language. */
  detectedSourceLanguage: string | undefined;
}

/** Review translation (Cloud Translation v2 or its emulator). Results keep the order of `texts`. */
export interface TranslationPort {
  translate(request: TranslateRequest): Promise<{ translations: Translation[] }>;
  /** Target languages with their Japanese names. */
  languages(): Promise<TranslationLanguage[]>;
}
