import { Box, chakra } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, type KeyboardEvent, type ReactNode } from 'react';
import { FieldError } from './field-parts';

// Enter in the picker's search box filters the stores; it must not submit the form around it.
const keepEnterInPicker = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

interface PickedStoresFieldProps {
  /** The form value (a string array of store keys) the picker's selection is copied into. */
  name: string;
  legend: string;
  /** The keys checked in the store picker (its selection lives in the store; the screen composes the picker). */
  ids: string[];
  chosenText: (count: number) => string;
  noneText: string;
  /** The store picker. */
  children: ReactNode;
  /** Names the fieldset, and `${testId}-count` the line that counts the chosen stores. */
  testId?: string;
}

// The store picker inside a Formik form: the form keeps a copy of the selection, so its rule (one store at least) and
// the server's errors on the field show where the stores are chosen.
export const PickedStoresField = ({ name, legend, ids, chosenText, noneText, children, testId }: PickedStoresFieldProps) => {
  const [, meta] = useField<string[]>(name);
  const { setFieldValue } = useFormikContext();
  const errorId = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  useEffect(() => void setFieldValue(name, ids, true), [name, ids, setFieldValue]);
  return (
    <chakra.fieldset border="none" p="0" m="0" mb="4" minW="0" aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <chakra.legend fontWeight="bold" fontSize="sm" mb="1" p="0">
        {legend}
      </chakra.legend>
      <Box onKeyDown={keepEnterInPicker}>{children}</Box>
      <chakra.p role="status" fontWeight="bold" mt="2" data-testid={testId ? `${testId}-count` : undefined}>
        {ids.length > 0 ? chosenText(ids.length) : noneText}
      </chakra.p>
      <FieldError id={errorId} message={error} />
    </chakra.fieldset>
  );
};
