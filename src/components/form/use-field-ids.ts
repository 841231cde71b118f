import { useField } from 'formik';
import { useId } from 'react';

// Ids and error state shared by every Formik field (the form kit and the features' own controls): the error is
// announced through aria-describedby. Apart from field-parts.tsx, so that a filter built from the presentational
// parts (DateRangeInputs) does not bring Formik into its screen's first download.
export const useFieldIds = <T,>(name: string) => {
  const [field, meta, helpers] = useField<T>(name);
  const id = useId();
  const invalid = !!meta.touched && typeof meta.error === 'string' && meta.error !== '';
  return { field, meta, helpers, id, errorId: `${id}-error`, helpId: `${id}-help`, invalid };
};

export type FieldIds = ReturnType<typeof useFieldIds>;
