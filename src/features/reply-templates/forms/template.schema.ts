import { ja } from '../../../shared/i18n/ja';
import { patterns, requiredText, yup } from '../../../shared/validation/validators';

const v = ja.validation;

// The contract's limits: title 1–50, body 1–4096; both go out in replies, so the forbidden characters apply.
export const TEMPLATE_TITLE_MAX = 50;
export const TEMPLATE_BODY_MAX = 4096;

const max = (n: number) => v.stringMax.replace('${max}', String(n));

export const templateSchema = yup.object({
  title: requiredText()
    .max(TEMPLATE_TITLE_MAX, max(TEMPLATE_TITLE_MAX))
    .test('forbidden-characters', v.forbiddenChars, (value) => !patterns.forbidden.test(value))
    .test('no-line-breaks', v.noLineBreaks, (value) => !patterns.lineBreak.test(value)),
  body: requiredText()
    .max(TEMPLATE_BODY_MAX, max(TEMPLATE_BODY_MAX))
    .test('forbidden-characters', v.forbiddenChars, (value) => !patterns.forbidden.test(value)),
});

export type TemplateValues = yup.InferType<typeof templateSchema>;
