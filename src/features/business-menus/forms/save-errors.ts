import type { FormikHelpers } from 'formik';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { dialogOpened } from '../../../state/dialogs.slice';
import { errorLines, hasFieldErrors, readApiError } from '../../../store/api-error';
import type { AppDispatch } from '../../../store/setup-store';

/**
 * Puts a refused save's field errors on the form's fields. `fieldFor` renames server fields the form holds under
 * another name (a photo error photos.N belongs on the item that sent the N-th photo). The save endpoints leave 422
 * field errors to the form, so errors no field shows (the store key, say) open the error dialog here.
 */
export const showSaveErrors = <Values extends object>(
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  error: unknown,
  values: Values,
  dispatch: AppDispatch,
  fieldFor: (field: string) => string = (field) => field,
) => {
  const { status, body } = readApiError(error);
  if (status !== 422 || !hasFieldErrors(body) || !body.errors) return;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) errors[fieldFor(field)] = [...(errors[fieldFor(field)] ?? []), ...messages];
  const shown = applyServerErrors(helpers, { status, data: { ...body, errors } }, values);
  if (!shown) dispatch(dialogOpened({ id: 'error', props: { lines: errorLines(body) } }));
};
