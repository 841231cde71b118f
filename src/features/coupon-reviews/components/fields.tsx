import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { describedBy, FieldError, FieldHelp, FieldLabel, useFieldIds } from '../../../components/form/field-parts';
import { fieldStyle } from '../../../components/form/field-style';

// Multi-line text and a select, bound to Formik like the shared TextField: the label names the control, and the
// error is announced through aria-describedby.

const TextArea = chakra('textarea', { base: { ...fieldStyle, py: '2', fontSize: 'md', resize: 'vertical', _invalid: { borderColor: 'danger' } } });
const Select = chakra('select', { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } });

interface FieldFrameProps {
  ids: { id: string; helpId: string; errorId: string };
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

const FieldFrame = ({ ids, label, error, hint, children }: FieldFrameProps) => (
  <Box mb="4">
    <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
    {children}
    {hint ? <FieldHelp id={ids.helpId}>{hint}</FieldHelp> : null}
    <FieldError id={ids.errorId} message={error} />
  </Box>
);

export const TextAreaField = ({ name, label, rows = 4, hint }: { name: string; label: string; rows?: number; hint?: string }) => {
  const { field, meta, id, helpId, errorId, invalid } = useFieldIds<string>(name);
  return (
    <FieldFrame ids={{ id, helpId, errorId }} label={label} error={invalid ? meta.error : undefined} hint={hint}>
      <TextArea
        id={id}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint && helpId, invalid && errorId)}
        {...field}
        value={field.value ?? ''}
      />
    </FieldFrame>
  );
};

interface SelectFieldProps {
  name: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
}

export const SelectField = ({ name, label, placeholder, options }: SelectFieldProps) => {
  const { field, meta, id, helpId, errorId, invalid } = useFieldIds<string>(name);
  return (
    <FieldFrame ids={{ id, helpId, errorId }} label={label} error={invalid ? meta.error : undefined}>
      <Select id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy(invalid && errorId)} {...field} value={field.value ?? ''}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
};
