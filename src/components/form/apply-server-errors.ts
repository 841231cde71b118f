import type { FormikHelpers } from 'formik';
import { readApiError } from '../../store/api-error';

// Sets a 422 answer's field errors on the form's matching fields (and marks them touched so they show).
// Returns true when at least one field matched, so the caller knows the form has shown the error.
export const applyServerErrors = <Values extends object>(
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  error: unknown,
  values?: Values,
): boolean => {
  const { body } = readApiError(error);
  if (!body.errors) return false;
  let matched = false;
  for (const [field, messages] of Object.entries(body.errors)) {
    if (values && !(field in values)) continue;
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, messages.join(' '));
    matched = true;
  }
  return matched;
};
