import type { ReplyManuscript, ReplyManuscriptRequest } from '../reply-templates.api';
import type { TemplateValues } from './template.schema';

export const toTemplateValues = (template?: Pick<ReplyManuscript, 'title' | 'body'> | null): TemplateValues => ({
  title: template?.title ?? '',
  body: template?.body ?? '',
});

// Surrounding blanks are never meant to be sent; the line breaks inside the body are kept as typed.
export const toTemplateRequest = (values: TemplateValues): ReplyManuscriptRequest => ({
  title: values.title.trim(),
  body: values.body.trim(),
});

// One line of the body for the list: line breaks and runs of blanks become one space, long bodies end in 「…」.
export const bodyPreview = (body: string, max = 80): string => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
};
