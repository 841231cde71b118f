import type { PostManuscript, PostManuscriptRequest } from '../post-templates.api';
import type { PostTemplateValues } from './post-template.schema';

export const toPostTemplateValues = (template?: Pick<PostManuscript, 'title' | 'post_type' | 'body'> | null): PostTemplateValues => ({
  title: template?.title ?? '',
  post_type: template?.post_type ?? 'action',
  body: template?.body ?? '',
});

// Surrounding blanks are never meant to be sent; the line breaks inside the text are kept as typed.
export const toPostTemplateRequest = (values: PostTemplateValues): PostManuscriptRequest => ({
  title: values.title.trim(),
  post_type: values.post_type,
  body: values.body.trim(),
});

// One line of the text for the list: line breaks and runs of blanks become one space, long texts end in 「…」.
export const postBodyPreview = (body: string, max = 80): string => {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : line;
};
