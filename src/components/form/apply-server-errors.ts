import type { FormikHelpers } from 'formik';
import { readApiError } from '../../store/api-error';

// Whether a dotted path (`name`, or `menus.1.name` for a row of an ArrayField) names a field of the form.
const hasPath = (values: object, path: string): boolean => {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
};

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
    if (values && !hasPath(values, field)) continue;
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, messages.join(' '));
    matched = true;
  }
  return matched;
};
