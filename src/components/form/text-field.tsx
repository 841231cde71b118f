import { chakra, Box } from '@chakra-ui/react';
import { fieldAria, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { fieldStyle } from './field-style';

const Input = chakra('input', {
  base: {
    ...fieldStyle,
    fontSize: 'md',
    _invalid: { borderColor: 'danger' },
  },
});

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  help?: string;
}

// A Formik field with its label bound to the input and its error (then its help) announced through aria-describedby.
export const TextField = ({ name, label, type = 'text', autoComplete, help }: TextFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, id } = ids;
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} type={type} autoComplete={autoComplete} {...fieldAria(ids, help)} {...field} value={field.value ?? ''} />
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
