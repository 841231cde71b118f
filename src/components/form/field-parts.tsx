import { chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';

// Ids and error state shared by every Formik field (the form kit and the features' own controls): the error is
// announced through aria-describedby.
export const useFieldIds = <T,>(name: string) => {
  const [field, meta, helpers] = useField<T>(name);
  const id = useId();
  const invalid = !!meta.touched && typeof meta.error === 'string' && meta.error !== '';
  return { field, meta, helpers, id, errorId: `${id}-error`, helpId: `${id}-help`, invalid };
};

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export const FieldLabel = chakra('label', { base: { display: 'block', fontWeight: 'bold', mb: '1', fontSize: 'sm' } });

export const FieldHelp = ({ id, children }: { id: string; children: string }) => (
  <chakra.p id={id} fontSize="sm" color="muted" mt="1">
    {children}
  </chakra.p>
);

export const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <chakra.p id={id} color="danger" fontSize="sm" mt="1" role="alert">
      {message}
    </chakra.p>
  ) : null;

export type FieldIds = ReturnType<typeof useFieldIds>;

/** aria-invalid and aria-describedby of a control: its error once shown, then its help text. */
export const fieldAria = ({ invalid, errorId, helpId }: Pick<FieldIds, 'invalid' | 'errorId' | 'helpId'>, help?: string) => ({
  'aria-invalid': invalid || undefined,
  'aria-describedby': describedBy(invalid && errorId, help && helpId),
});

/** The help text and the shown error under a control. */
export const FieldNotes = ({ ids, help }: { ids: Pick<FieldIds, 'invalid' | 'errorId' | 'helpId' | 'meta'>; help?: string }) => (
  <>
    {help ? <FieldHelp id={ids.helpId}>{help}</FieldHelp> : null}
    <FieldError id={ids.errorId} message={ids.invalid ? ids.meta.error : undefined} />
  </>
);
