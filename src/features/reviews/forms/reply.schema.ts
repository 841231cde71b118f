import { ja } from '../../../shared/i18n/ja';
import { patterns, requiredText, yup } from '../../../shared/validation/validators';

// Google accepts replies of up to 4,096 characters; the contract says the same.
export const REPLY_MAX = 4096;

const v = ja.validation;

export const replySchema = yup.object({
  comment: requiredText()
    .max(REPLY_MAX, v.stringMax.replace('${max}', REPLY_MAX.toLocaleString('ja-JP')))
    .test('forbidden-characters', v.forbiddenChars, (value) => !value || !patterns.forbidden.test(value)),
});

export type ReplyValues = yup.InferType<typeof replySchema>;
