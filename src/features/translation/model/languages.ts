export interface Language {
  code: string;
  name: string;
}

// Reviews are read in Japanese by default.
export const REVIEW_TARGET_DEFAULT = 'ja';

const base = (code: string) => code.toLowerCase().split('-')[0];

// The language to translate a reply into: the reviewer's own language when a translation of the review detected
// one other than Japanese, otherwise English (the most common language of visitors' reviews).
export const replyTargetFor = (detected: string | null, languages: readonly Language[]): string => {
  const codes = languages.map((l) => l.code);
  if (detected && base(detected) !== 'ja') {
    const exact = codes.find((c) => c.toLowerCase() === detected.toLowerCase());
    const sameBase = codes.find((c) => base(c) === base(detected));
    const match = exact ?? sameBase;
    if (match) return match;
  }
  return codes.find((c) => c === 'en') ?? codes[0] ?? 'en';
};

export const languageName = (code: string, languages: readonly Language[]) => languages.find((l) => l.code === code)?.name ?? code;
