import { ja } from '../../../shared/i18n/ja';
import { patterns, requiredText, yup } from '../../../shared/validation/validators';

const v = ja.validation;
export const REPLY_MAX = 4096;

// The approved reply goes out as the store's public answer: the review-reply rules apply.
export const decisionSchema = yup.object({
  comment: requiredText()
    .max(REPLY_MAX, v.stringMax.replace('${max}', String(REPLY_MAX)))
    .test('forbidden-characters', v.forbiddenChars, (value) => !patterns.forbidden.test(value)),
});

export type DecisionValues = yup.InferType<typeof decisionSchema>;
