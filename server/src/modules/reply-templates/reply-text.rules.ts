import { messagesJa } from '../../http/messages.ja';
import type { FieldErrors } from '../../http/errors';
import { replyTemplatesMessagesJa as m } from './reply-templates.messages.ja';
import { FORBIDDEN_CHARACTERS } from '../../../../src/shared/validation/text-patterns';

// The spec's characters a review reply must not contain (section 5). Every text that can end up in a reply —
// templates, fixed auto-reply texts, an approved draft — is checked against the same list, and text the server
// writes itself (AI drafts, filled placeholders) has them replaced instead.

const FORBIDDEN_ALL = new RegExp(FORBIDDEN_CHARACTERS.source, 'gu');

// Look-alikes that are allowed, so a generated reply keeps its meaning rather than losing the character.
const REPLACEMENTS: Record<string, string> = {
  '<': '＜',
  '>': '＞',
  '’': "'",
  '"': '＂',
  '&': '＆',
  '¥': '￥',
  '《': '『',
  '》': '』',
};

/** Google's limit on a reply, also the reply box's. */
export const REPLY_MAX_LENGTH = 4096;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_CHARACTERS.test(text);

export const replaceForbiddenCharacters = (text: string): string => text.replace(FORBIDDEN_ALL, (c) => REPLACEMENTS[c] ?? '');

/** Length in characters (code points), as the contract's maxLength counts. */
export const textLength = (text: string): number => [...text].length;

/** Cuts to at most `max` characters without splitting a surrogate pair. */
export const truncateText = (text: string, max: number): string => (textLength(text) <= max ? text : [...text].slice(0, max).join(''));

export interface TextRule {
  field: string;
  value: string | undefined;
  max: number;
  required: boolean;
}

/**
 * Field errors of texts that may become a reply: required (blank counts as missing), too long, forbidden
 * characters. The stable code tells a client whether only forbidden characters were the problem.
 */
export function replyTextErrors(rules: readonly TextRule[]): {
  errors: FieldErrors;
  code: 'forbidden_characters' | 'validation_failed';
} | null {
  const errors: FieldErrors = {};
  let onlyForbidden = true;
  for (const rule of rules) {
    const value = rule.value?.trim() ?? '';
    const messages: string[] = [];
    if (value === '') {
      if (rule.required) messages.push(messagesJa.validation.required);
    } else {
      if (textLength(value) > rule.max) messages.push(messagesJa.validation.stringMax(rule.max));
      if (hasForbiddenCharacters(value)) messages.push(m.forbiddenCharacters);
    }
    if (messages.length === 0) continue;
    if (messages.some((message) => message !== m.forbiddenCharacters)) onlyForbidden = false;
    errors[rule.field] = messages;
  }
  if (Object.keys(errors).length === 0) return null;
  return {
    errors,
    code: onlyForbidden ? 'forbidden_characters' : 'validation_failed',
  };
}
