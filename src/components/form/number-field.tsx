import { Box, chakra } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { fieldAria, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { fieldStyle } from './field-style';

const Input = chakra('input', { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } });

interface NumberFieldProps {
  name: string;
  label: string;
  help?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Whole numbers only: the phone shows its digit pad and the spinner steps by 1 (the schema refuses fractions). */
  integer?: boolean;
  /**
   * 'number' (the default) stores a number, or '' while the box is empty or unreadable, never NaN. 'text' stores the
   * box's text as typed, for schemas that check the digits themselves.
   */
  valueAs?: 'number' | 'text';
}

/** The form value a number box's text stands for: '' when empty or not a number. */
export const toNumberValue = (text: string): number | '' => {
  if (text.trim() === '') return '';
  const n = Number(text);
  return Number.isFinite(n) ? n : '';
};

export const NumberField = ({ name, label, help, min, max, step, integer = false, valueAs = 'number' }: NumberFieldProps) => {
  const ids = useFieldIds<number | string>(name);
  const { field, helpers, id } = ids;
  const onChange = (e: ChangeEvent<HTMLInputElement>) => void helpers.setValue(valueAs === 'text' ? e.target.value : toNumberValue(e.target.value));
  const shown = typeof field.value === 'number' && Number.isNaN(field.value) ? '' : (field.value ?? '');
  return (
    <Box mb="4" maxW="12rem">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step ?? (integer ? 1 : 'any')}
        {...fieldAria(ids, help)}
        name={field.name}
        onBlur={field.onBlur}
        onChange={onChange}
        value={shown}
      />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
