import { Box, chakra } from '@chakra-ui/react';
import { fieldAria, FieldLabel, FieldNotes } from '../../../components/form/field-parts';
import { useFieldIds } from '../../../components/form/use-field-ids';
import { fieldStyle } from '../../../components/form/field-style';

const Input = chakra('input', { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } });

interface HoursTimeFieldProps {
  name: string;
  label: string;
  help?: string;
}

// A typed HH:mm rather than the kit's native time box: business hours run past midnight (25:00, up to 30:00 = 翌6:00),
// which a native time input cannot hold.
export const HoursTimeField = ({ name, label, help }: HoursTimeFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, id } = ids;
  return (
    <Box mb="2" minW="0" flex="1 1 7rem" maxW="10rem">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} inputMode="numeric" autoComplete="off" maxLength={5} placeholder="09:00" {...fieldAria(ids, help)} {...field} value={field.value ?? ''} />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
