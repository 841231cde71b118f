import { Box, chakra } from '@chakra-ui/react';
import { fieldAria, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { fieldStyle } from './field-style';

const Input = chakra('input', { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } });

/** A time of day as the kit stores it: HH:mm, 00:00–23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME_PATTERN.test(value);

interface TimeFieldProps {
  name: string;
  label: string;
  help?: string;
  /** Earliest and latest times offered, as HH:mm. */
  min?: string;
  max?: string;
}

// A native time box: phones open their own wheel, and the browser only ever hands over HH:mm (minutes, as step is
// 60 seconds) or '' while it is incomplete, so the form holds 'HH:mm' or ''.
export const TimeField = ({ name, label, help, min, max }: TimeFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, id } = ids;
  return (
    <Box mb="4" maxW="12rem">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} type="time" step={60} min={min} max={max} {...fieldAria(ids, help)} {...field} value={field.value ?? ''} />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
