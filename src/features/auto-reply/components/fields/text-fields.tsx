import { Box, chakra } from '@chakra-ui/react';
import { fieldStyle } from '../../../../components/form/field-style';
import { describedBy, FieldError, FieldHelp, FieldLabel, useFieldIds } from '../../../../components/form/field-parts';

interface TextAreaFieldProps {
  name: string;
  label: string;
  help?: string;
  rows?: number;
}

export const TextAreaField = ({ name, label, help, rows = 4 }: TextAreaFieldProps) => {
  const { field, meta, id, errorId, helpId, invalid } = useFieldIds<string>(name);
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.textarea
        id={id}
        {...fieldStyle}
        py="2"
        rows={rows}
        resize="vertical"
        _invalid={{ borderColor: 'danger' }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && errorId, help && helpId)}
        {...field}
        value={field.value ?? ''}
      />
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
    </Box>
  );
};

interface NumberFieldProps {
  name: string;
  label: string;
  help?: string;
  min: number;
  max: number;
}

// Kept as text in the form so an empty or half-typed value reaches validation as typed.
export const NumberField = ({ name, label, help, min, max }: NumberFieldProps) => {
  const { field, meta, id, errorId, helpId, invalid } = useFieldIds<string>(name);
  return (
    <Box mb="4" maxW="12rem">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        {...fieldStyle}
        _invalid={{ borderColor: 'danger' }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && errorId, help && helpId)}
        {...field}
        value={field.value ?? ''}
      />
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
    </Box>
  );
};
