import { POST_LIMITS, removePhoneNumbers } from '../../../../src/shared/posts/post-rules';

// Which Instagram posts a setting crossposts and what their captions become on Google (providers.md: captions of up
// to 2,200 characters cut to the post limit; phone numbers and URLs removed, since Google rejects posts carrying them).

export interface CrosspostRules {
  requiredHashtags: readonly string[];
  excludedHashtags: readonly string[];
  removeHashtags: boolean;
}

const HASHTAG = /[#＃]([^\s#＃]+)/gu;
const URL_TEXT = /(?:https?:\/\/|www\.)[^\s]+/giu;

/** A hashtag as compared: no '#', NFKC-folded, lower case. */
export const normalizeHashtag = (tag: string): string => tag.normalize('NFKC').replace(/^#/u, '').toLowerCase();

export const hashtagsOf = (caption: string): Set<string> => new Set([...caption.matchAll(HASHTAG)].map((m) => normalizeHashtag(m[1])));

/** Required tags: at least one present (when any are set); excluded tags: none present. */
export function passesRules(caption: string | null, rules: CrosspostRules): boolean {
  const tags = hashtagsOf(caption ?? '');
  const required = rules.requiredHashtags.map(normalizeHashtag);
  if (required.length > 0 && !required.some((t) => tags.has(t))) return false;
  return !rules.excludedHashtags.map(normalizeHashtag).some((t) => tags.has(t));
}

const tidy = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t\u3000]+/gu, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();

/** The Google summary of a caption: URLs and phone numbers always removed, hashtags on request, cut to 1,500. */
export function cleanCaption(caption: string | null, options: { removeHashtags: boolean }): string {
  let text = (caption ?? '').normalize('NFKC').replace(/\r\n?/gu, '\n');
  text = text.replace(URL_TEXT, '');
  text = removePhoneNumbers(text);
  if (options.removeHashtags) text = text.replace(HASHTAG, '');
  text = tidy(text);
  // Cutting cannot create a phone number: the numbers were removed before, and a cut only shortens digit runs.
  return [...text].slice(0, POST_LIMITS.googleSummary).join('').trim();
}
