import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import type { ReactElement } from 'react';
import { appSystem } from '../../shared/theme/system';
import { applyServerErrors } from './apply-server-errors';

export const SUBMIT = '送信';

interface HarnessOptions<V extends FormikValues> {
  initialValues: V;
  validate?: (values: V) => FormikErrors<V>;
  /** Field errors the "server" answers every submit with, as a 422 body's `errors`. */
  serverErrors?: Record<string, string[]>;
}

// Renders kit fields inside a real Formik form with a submit button, and exposes the live and submitted values.
// Only Chakra's provider: the kit needs no store or router, so these tests do not load the whole app.
export const renderInForm = <V extends FormikValues>(fields: ReactElement, { initialValues, validate, serverErrors }: HarnessOptions<V>) => {
  const state: { values: V; submitted: V[] } = { values: initialValues, submitted: [] };
  const Probe = () => {
    state.values = useFormikContext<V>().values;
    return null;
  };
  const view = render(
    <ChakraProvider value={appSystem()}>
      <Formik<V>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values, helpers) => {
          if (serverErrors) {
            applyServerErrors(helpers, { status: 422, data: { message: 'invalid', errors: serverErrors } }, values);
            return;
          }
          state.submitted.push(values);
        }}
      >
        <Form noValidate>
          {fields}
          <Probe />
          <button type="submit">{SUBMIT}</button>
        </Form>
      </Formik>
    </ChakraProvider>,
  );
  return { ...view, values: () => state.values, submitted: state.submitted };
};
