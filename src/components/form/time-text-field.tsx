import { Box, chakra } from '@chakra-ui/react';
import { normaliseTime } from '../../shared/business/listing';
import { fieldAria, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { fieldStyle } from './field-style';

const Input = chakra('input', {
  base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } },
});

interface TimeTextFieldProps {
  name: string;
  label: string;
  help?: string;
  /** Shown inside the empty box, e.g. 「例 9:00」. */
  placeholder?: string;
}

// A time typed as H:mm / HH:mm rather than the browser's time picker: business hours run past midnight as 24:00–30:00
// (翌6:00), which a native time box refuses, and the picker's words follow the browser's language, not the console's.
// Leaving the box pads 9:00 to 09:00, so the value matches what the providers send back.
export const TimeTextField = ({ name, label, help, placeholder }: TimeTextFieldProps) => {
  const ids = useFieldIds<string | null>(name);
  const { field, helpers, id } = ids;
  return (
    <Box mb="2" minW="0" flex="1 1 7rem" maxW="12rem">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={placeholder}
        {...fieldAria(ids, help)}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={(event) => {
          const text = event.target.value;
          if (text && normaliseTime(text) !== text) void helpers.setValue(normaliseTime(text), false);
          field.onBlur(event);
        }}
      />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
