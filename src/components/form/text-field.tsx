import { chakra, Box } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
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
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = meta.touched && !!meta.error;
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" mb="1" fontSize="sm">
        {label}
      </chakra.label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...field}
        value={field.value ?? ''}
      />
      {invalid ? (
        <chakra.p id={errorId} color="danger" fontSize="sm" mt="1" role="alert">
          {meta.error}
        </chakra.p>
      ) : null}
    </Box>
  );
};
