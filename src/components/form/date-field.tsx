import { Box } from '@chakra-ui/react';
import { DateInput } from './date-input';
import { fieldAria, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';

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
