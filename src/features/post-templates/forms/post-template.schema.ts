import { ja } from '../../../shared/i18n/ja';
import { patterns, requiredSelect, requiredText, yup } from '../../../shared/validation/validators';
import type { PostManuscriptType } from '../post-templates.api';

const v = ja.validation;

// The contract's limits: title 1–50 on one line, text 1–1,500 (Google's limit on a post summary); the spec's
// forbidden characters apply to both.
export const POST_TEMPLATE_TITLE_MAX = 50;
export const POST_TEMPLATE_BODY_MAX = 1500;
export const POST_TEMPLATE_TYPES = ['action', 'offer', 'event'] as const satisfies readonly PostManuscriptType[];

const max = (n: number) => v.stringMax.replace('${max}', String(n));
const noForbidden = (value: string) => !patterns.forbidden.test(value);

export const postTemplateSchema = yup.object({
  title: requiredText()
    .max(POST_TEMPLATE_TITLE_MAX, max(POST_TEMPLATE_TITLE_MAX))
    .test('forbidden-characters', v.forbiddenChars, noForbidden)
    .test('no-line-breaks', v.noLineBreaks, (value) => !patterns.lineBreak.test(value)),
  post_type: requiredSelect().oneOf([...POST_TEMPLATE_TYPES], v.requiredSelect),
  body: requiredText().max(POST_TEMPLATE_BODY_MAX, max(POST_TEMPLATE_BODY_MAX)).test('forbidden-characters', v.forbiddenChars, noForbidden),
});

export interface PostTemplateValues {
  title: string;
  post_type: PostManuscriptType;
  body: string;
}
