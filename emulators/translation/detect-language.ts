// Language detection by script, enough for the emulators' deterministic answers: kana means Japanese even beside
// kanji, Han without kana means Chinese, Hangul Korean; other scripts map to their main language, Latin to English.
const SCRIPTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u3040-\u30ff]/u, 'ja'],
  [/[\uac00-\ud7af\u1100-\u11ff]/u, 'ko'],
  [/\p{Script=Han}/u, 'zh-CN'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'iw'],
  [/\p{Script=Devanagari}/u, 'hi'],
];

export function detectLanguage(text: string): string {
  for (const [pattern, language] of SCRIPTS) if (pattern.test(text)) return language;
  return 'en';
}
