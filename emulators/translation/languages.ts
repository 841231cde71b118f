// The emulator lists exactly the languages the console offers; the list itself lives with the server's adapter.
export { TRANSLATION_LANGUAGES_JA, TRANSLATION_LANGUAGE_CODES, type TranslationLanguage } from '../../server/src/providers/translation/languages.ja';
