import { ja } from '../../../shared/i18n/ja';
import { patterns, requiredText, yup } from '../../../shared/validation/validators';

const v = ja.validation;

// The contract allows 1–50 characters.
export const groupNameSchema = yup.object({
  name: requiredText()
    .max(50, v.stringMax.replace('${max}', '50'))
    .test('forbidden-characters', v.forbiddenChars, (value) => !patterns.forbidden.test(value))
    .test('no-line-breaks', v.noLineBreaks, (value) => !patterns.lineBreak.test(value)),
});

export type GroupNameValues = yup.InferType<typeof groupNameSchema>;
