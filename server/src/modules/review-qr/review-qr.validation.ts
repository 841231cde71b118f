import { validationError, type FieldErrors } from '../../http/errors';
import { reviewQrMessagesJa as m } from './review-qr.messages.ja';
import { FORBIDDEN_CHARACTERS } from '../../../../src/shared/validation/text-patterns';

// The spec's forbidden characters for printed texts (section 5); lengths are already checked by the contract.

const LINE_BREAK = /[\r\n]/;
/** A printed message has room for six lines of its own at most. */
export const MAX_MESSAGE_LINE_BREAKS = 5;
// Control characters other than the message's line breaks cannot be printed.
const hasControl = (value: string): boolean =>
  [...value].some((c) => c !== '\n' && c !== '\r' && (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f));

function problemsOf(value: string, allowLineBreaks: boolean): string[] {
  const problems: string[] = [];
  if (FORBIDDEN_CHARACTERS.test(value)) problems.push(m.forbiddenChars);
  if (!allowLineBreaks && LINE_BREAK.test(value)) problems.push(m.noLineBreaks);
  if (allowLineBreaks && (value.match(/\n/g) ?? []).length > MAX_MESSAGE_LINE_BREAKS) problems.push(m.tooManyLineBreaks);
  if (hasControl(value)) problems.push(m.controlChars);
  return problems;
}

/** Throws a 422 with Japanese messages on `headline` and `message`. */
export function assertPrintableTexts(input: { headline?: string; message?: string }): { headline: string; message: string } {
  const headline = input.headline ?? '';
  const message = (input.message ?? '').replace(/\r\n?/g, '\n');
  const errors: FieldErrors = {};
  const headlineProblems = problemsOf(headline, false);
  const messageProblems = problemsOf(message, true);
  if (headlineProblems.length > 0) errors.headline = headlineProblems;
  if (messageProblems.length > 0) errors.message = messageProblems;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { headline: headline.trim(), message: message.trim() };
}
