import type { FormikHelpers } from 'formik';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { errorLines, readApiError } from '../../../store/api-error';

/**
 * Puts a 422 answer's field errors on the form, after dropping the request's own prefix (`changes.website` is the
 * form's `website`). Returns the lines for the error dialog when no field of the form matched.
 */
export function showServerErrors<Values extends object>(
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  error: unknown,
  values: Values,
  prefix: string,
): string[] | null {
  const { status, body } = readApiError(error);
  if (status === 422 && body.errors) {
    const errors = Object.fromEntries(Object.entries(body.errors).map(([path, messages]) => [path.startsWith(prefix) ? path.slice(prefix.length) : path, messages]));
    if (applyServerErrors(helpers, { status, data: { ...body, errors } }, values)) return null;
    return errorLines(body);
  }
  return null;
}
