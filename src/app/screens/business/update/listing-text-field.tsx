import { Box, chakra } from '@chakra-ui/react';
import { fieldAria, FieldLabel, FieldNotes } from '../../../../components/form/field-parts';
import { useFieldIds } from '../../../../components/form/use-field-ids';
import { fieldStyle } from '../../../../components/form/field-style';

const Input = chakra('input', {
  base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } },
});

interface ListingTextFieldProps {
  name: string;
  label: string;
  help?: string;
  type?: 'text' | 'tel' | 'url';
  inputMode?: 'text' | 'tel' | 'url' | 'numeric';
  autoComplete?: string;
}

// A one-line listing text with its example under it; the form's nullable texts (phone, website) show null as empty.
export const ListingTextField = ({ name, label, help, type = 'text', inputMode, autoComplete = 'off' }: ListingTextFieldProps) => {
  const ids = useFieldIds<string | null>(name);
  const { field, id } = ids;
  return (
    <Box mb="4" minW="0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} type={type} inputMode={inputMode} autoComplete={autoComplete} {...fieldAria(ids, help)} {...field} value={field.value ?? ''} />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
