import { REPLY_MAX_LENGTH, replaceForbiddenCharacters, textLength, truncateText } from '../reply-templates/reply-text.rules';

// What code can enforce on a model's answer, whatever the model did with the prompt's rules: no URLs, e-mail
// addresses, phone numbers or the reviewer's name; none of the characters the reply box forbids; Google's length.

const URL = /\b(?:https?:\/\/|www\.)[A-Za-z0-9\-._~:/?#@!$&'*+,;=%]+/giu;
const BARE_DOMAIN = /\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org|jp|info|biz|io)\b(?:\/[A-Za-z0-9\-._~/?#=&%]*)?/giu;
const EMAIL = /[A-Za-z0-9._%+-]+[@＠][A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gu;
// A run of digits and separators; it is a phone number when it holds 10 to 15 digits (dates and prices hold fewer).
const PHONE_CANDIDATE = /[+＋]?[0-9０-９(（][0-9０-９()（）\s.\-‐－−–ー]{7,}[0-9０-９]/gu;
const DIGIT = /[0-9０-９]/gu;
const HONORIFIC = '(?:様|さま|さん|殿|くん|ちゃん)';
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

function stripPhones(text: string): string {
  return text.replace(PHONE_CANDIDATE, (run) => {
    const digits = run.match(DIGIT)?.length ?? 0;
    if (digits < 10 || digits > 15) return run;
    // An opening bracket whose closing one lies outside the run (「（03-…）」) stays, to be tidied away with its pair.
    return /^[(（]/u.test(run) && !/[)）]/u.test(run) ? run[0] : '';
  });
}

// The model never sees the reviewer's name, but a review may quote it (or a model may guess it from the text).
function stripName(text: string, name: string | null | undefined): string {
  const full = name?.trim() ?? '';
  if (textLength(full) < 2) return text;
  let result = text;
  for (const variant of new Set([full, full.replace(/\s+/gu, '')])) {
    result = result.replace(new RegExp(`${escapeRegExp(variant)}\\s*${HONORIFIC}?`, 'gu'), '');
  }
  for (const part of full.split(/\s+/u)) {
    if (CJK.test(part) && textLength(part) >= 2) result = result.replace(new RegExp(`${escapeRegExp(part)}\\s*${HONORIFIC}`, 'gu'), '');
    // A Latin given name alone may be an ordinary word, so it goes only where it is clearly a salutation.
    else if (!CJK.test(part) && part.length >= 2) result = result.replace(new RegExp(`\\b(dear|hi|hello)\\s+${escapeRegExp(part)}(?![\\p{L}\\p{N}])`, 'giu'), '$1');
  }
  return result;
}

// Removing pieces leaves husks: empty brackets, a greeting without its name, punctuation at a line start.
function tidy(text: string): string {
  return text
    .replace(/[(（[「『【]\s*[)）\]」』】]/gu, '')
    .replace(/^([ \t]*)(?:dear|hi|hello)[ \t]*[,!、][ \t]*(\p{Ll})?/gimu, (_match, indent: string, first?: string) => indent + (first ? first.toUpperCase() : ''))
    .replace(/[ \t\u3000]+([,.!?、。！？])/gu, '$1')
    .replace(/^[ \t\u3000]*[,.、。，]+[ \t\u3000]*/gmu, '')
    .replace(/[ \t\u3000]{2,}/gu, ' ')
    .replace(/[ \t\u3000]+$/gmu, '')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

// A model sometimes wraps its whole answer in quotes or a code fence.
function unwrap(text: string): string {
  const trimmed = text.trim().replace(/^```[a-z]*\n?|\n?```$/giu, '').trim();
  const pairs: Array<[string, string]> = [['"', '"'], ['“', '”'], ['「', '」'], ['『', '』']];
  for (const [open, close] of pairs) if (trimmed.startsWith(open) && trimmed.endsWith(close) && trimmed.length > 2) return trimmed.slice(open.length, -close.length).trim();
  return trimmed;
}

/** Cuts after the last sentence end when there is one in the text's second half, so a cut reply ends cleanly. */
export function endAtSentence(text: string): string {
  const end = Math.max(...['。', '！', '？', '.', '!', '?', '\n'].map((mark) => text.lastIndexOf(mark)));
  return (end >= text.length / 2 ? text.slice(0, end + 1) : text).trim();
}

const fitLength = (text: string, max: number): string => (textLength(text) <= max ? text : endAtSentence(truncateText(text, max)));

export interface SanitiseContext {
  /** The reviewer's display name; stripped when the model repeats it. */
  reviewerName?: string | null;
  maxLength?: number;
}

/** The model's answer made safe to post; may be empty when nothing usable was left. */
export function sanitiseReply(text: string, context: SanitiseContext = {}): string {
  let result = unwrap(text);
  result = result.replace(URL, '').replace(EMAIL, '').replace(BARE_DOMAIN, '');
  result = stripPhones(result);
  result = stripName(result, context.reviewerName);
  result = replaceForbiddenCharacters(result);
  return fitLength(tidy(result), context.maxLength ?? REPLY_MAX_LENGTH);
}
