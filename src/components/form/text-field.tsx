import { chakra, Box } from '@chakra-ui/react';
import { FieldError, FieldLabel, useFieldIds } from './field-parts';
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
}

// A Formik field with its label bound to the input and its error announced through aria-describedby.
export const TextField = ({ name, label, type = 'text', autoComplete }: TextFieldProps) => {
  const { field, meta, id, errorId, invalid } = useFieldIds<string>(name);
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...field}
        value={field.value ?? ''}
      />
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
    </Box>
  );
};
