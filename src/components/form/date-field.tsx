import { Box, chakra } from '@chakra-ui/react';
import { datesJa } from '../../shared/i18n/dates.ja';
import { fieldAria, FieldLabel, FieldNotes, useFieldIds } from './field-parts';
import { fieldStyle } from './field-style';

/**
 * The text box of a YYYY/MM/DD date, shared by Formik fields and the lists' filters that apply at once. A typed
 * date rather than a native picker: the spec's format is YYYY/MM/DD whatever the browser's locale.
 */
export const DateInput = chakra(
  'input',
  { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } },
  { defaultProps: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10, placeholder: datesJa.placeholder } },
);

interface DateFieldProps {
  name: string;
  label: string;
  help?: string;
}

// The form holds the text as typed ('' for no date); whether it names a real day is the form schema's business.
export const DateField = ({ name, label, help }: DateFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, id } = ids;
  return (
    <Box mb="4" minW="0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DateInput id={id} {...fieldAria(ids, help)} {...field} value={field.value ?? ''} />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
