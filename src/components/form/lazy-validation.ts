import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';

const isValidationError = (error: unknown): error is ValidationError => (error as { name?: string } | null)?.name === 'ValidationError';

/**
 * A Formik `validate` for a yup schema that lives in a lazily loaded module. Pages on the first download (the login
 * route) keep yup out of it: the schema module is fetched while the form mounts (`preload`) and the first validation
 * waits for it. The result is what `validationSchema` gives: the same preparation of values and error shape.
 */
export const lazyValidation = <Values extends FormikValues>(load: () => Promise<Schema>) => {
  let schema: Promise<Schema> | null = null;
  const get = () => (schema ??= load());
  return {
    preload: () => {
      get().catch(() => {
        // A failed fetch is retried by the next validation.
        schema = null;
      });
    },
    validate: async (values: Values): Promise<FormikErrors<Values>> => {
      try {
        await validateYupSchema(values, await get());
        return {};
      } catch (error) {
        if (isValidationError(error)) return yupToFormErrors(error);
        throw error;
      }
    },
  };
};
