import { chakra } from '@chakra-ui/react';
import type { FieldIds } from './use-field-ids';

// The presentational parts of a field: label, help, error and their aria wiring. Formik stays in use-field-ids.ts.

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
