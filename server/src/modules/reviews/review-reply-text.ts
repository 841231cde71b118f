import { validationError } from '../../http/errors';
import { reviewsMessagesJa as m } from './reviews.messages.ja';
import { FORBIDDEN_CHARACTERS } from '../../../../src/shared/validation/text-patterns';

/** Google's limit for a reply, which the contract repeats. */
export const REPLY_MAX_LENGTH = 4096;

// Spec section 5: review replies may not contain these (the console's yup rule uses the same set).

/**
 * Checks a reply before anything is written: required (not only blanks), at most 4096 characters (counted as
 * characters, like the contract's maxLength), none of the forbidden characters. 422 on `comment` otherwise.
 * Automatic replies pass here too, so a fixed text or an AI draft is held to the same rules as a typed one.
 */
export function checkReplyComment(comment: string): string {
  const problems: string[] = [];
  if (comment.trim() === '') problems.push(m.required);
  else if ([...comment].length > REPLY_MAX_LENGTH) problems.push(m.commentMax(REPLY_MAX_LENGTH));
  if (FORBIDDEN_CHARACTERS.test(comment)) problems.push(m.forbiddenChars);
  if (problems.length > 0) throw validationError({ comment: problems });
  return comment;
}
