import type { FieldErrors } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { FORBIDDEN_CHARACTERS, LINE_BREAK } from '../../../../src/shared/validation/text-patterns';
import { postTemplatesMessagesJa as m } from './post-templates.messages.ja';

/** The title's limit: one line in the list and in the post editor's template picker. */
export const POST_TEMPLATE_TITLE_MAX = 50;
/** Google's limit on a post summary, the stricter of the two providers. */
export const POST_TEMPLATE_BODY_MAX = 1500;

/** Length in characters (code points), as the contract's maxLength counts. */
const textLength = (text: string): number => [...text].length;

export interface PostTemplateText {
  title: string;
  body: string;
}

// The contract bounds the raw lengths; blank text, the spec's forbidden characters and a line break in the title are
// the rules it cannot express. The limits are checked on the trimmed text, which is what gets stored.
export function postTemplateTextErrors(input: PostTemplateText): { errors: FieldErrors; code: 'forbidden_characters' | 'validation_failed' } | null {
  const errors: FieldErrors = {};
  const rules = [
    { field: 'title', value: input.title.trim(), max: POST_TEMPLATE_TITLE_MAX, singleLine: true },
    { field: 'body', value: input.body.trim(), max: POST_TEMPLATE_BODY_MAX, singleLine: false },
  ];
  for (const rule of rules) {
    const messages: string[] = [];
    if (rule.value === '') messages.push(messagesJa.validation.required);
    else {
      if (textLength(rule.value) > rule.max) messages.push(messagesJa.validation.stringMax(rule.max));
      if (FORBIDDEN_CHARACTERS.test(rule.value)) messages.push(m.forbiddenCharacters);
      if (rule.singleLine && LINE_BREAK.test(rule.value)) messages.push(m.noLineBreaks);
    }
    if (messages.length > 0) errors[rule.field] = messages;
  }
  const all = Object.values(errors).flat();
  if (all.length === 0) return null;
  return { errors, code: all.every((message) => message === m.forbiddenCharacters) ? 'forbidden_characters' : 'validation_failed' };
}
