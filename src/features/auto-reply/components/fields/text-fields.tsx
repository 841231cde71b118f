import { Box, chakra } from '@chakra-ui/react';
import { fieldStyle } from '../../../../components/form/field-style';
import { fieldAria, FieldLabel, FieldNotes, useFieldIds } from '../../../../components/form/field-parts';

interface TextAreaFieldProps {
  name: string;
  label: string;
  help?: string;
  rows?: number;
}

export const TextAreaField = ({ name, label, help, rows = 4 }: TextAreaFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, id } = ids;
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
        {...fieldAria(ids, help)}
        {...field}
        value={field.value ?? ''}
      />
      <FieldNotes ids={ids} help={help} />
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
  const ids = useFieldIds<string>(name);
  const { field, id } = ids;
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
        {...fieldAria(ids, help)}
        {...field}
        value={field.value ?? ''}
      />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
