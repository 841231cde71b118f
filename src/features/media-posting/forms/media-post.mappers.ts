import { readApiError } from '../../../store/api-error';
import type { MediaPostCreateRequest } from '../media-posting.api';
import type { MediaPostValues } from './media-post.schema';

/** The contract's request: scheduled_at only for a scheduled post, description only when written. */
export const toCreateRequest = (values: MediaPostValues & { file: File; category: MediaPostCreateRequest['category'] }): MediaPostCreateRequest => {
  const description = values.description.trim();
  return {
    file: values.file,
    category: values.category,
    local_account_ids: values.local_account_ids,
    ...(description ? { description } : {}),
    ...(values.timing === 'scheduled' ? { scheduled_at: `${values.scheduled_date} ${values.scheduled_time}` } : {}),
  };
};

// The server names the schedule as one field and each store by its index; the form has a date box and one
// store list, so those errors are moved onto them.
const formField = (field: string) => {
  if (field === 'scheduled_at') return 'scheduled_date';
  if (field.startsWith('local_account_ids')) return 'local_account_ids';
  return field;
};

/** The rejected call with its field errors renamed to the form's fields, for applyServerErrors. */
export const toFormErrors = (error: unknown) => {
  const { status, body } = readApiError(error);
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) (errors[formField(field)] ??= []).push(...messages);
  return { status, data: { ...body, errors } };
};
