import type { FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { applyServerErrors } from './apply-server-errors';
import { dialogOpened } from '../../state/dialogs.slice';
import { errorLines, hasFieldErrors, readApiError } from '../../store/api-error';
import { useAppDispatch } from '../../store/hooks';

type Helpers<V> = Pick<FormikHelpers<V>, 'setFieldError' | 'setFieldTouched'>;

// A 422's field errors land on the form's fields (the middleware leaves them to the form). One that names no field of
// this form still has to be said somewhere, so it opens the error dialog the middleware would have opened.
export const useFormServerErrors = () => {
  const dispatch = useAppDispatch();
  return useCallback(
    <V extends object>(helpers: Helpers<V>, error: unknown, values: V) => {
      if (applyServerErrors(helpers, error, values)) return;
      const { status, body } = readApiError(error);
      if (status === 422 && hasFieldErrors(body)) dispatch(dialogOpened({ id: 'error', props: { lines: errorLines(body) } }));
    },
    [dispatch],
  );
};
