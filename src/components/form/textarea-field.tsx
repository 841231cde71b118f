import { Box, chakra } from '@chakra-ui/react';
import { formJa } from '../../shared/i18n/form.ja';
import { describedBy, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { fieldStyle } from './field-style';

const Textarea = chakra('textarea', { base: { ...fieldStyle, py: '2', fontSize: 'md', resize: 'vertical', _invalid: { borderColor: 'danger' } } });

interface TextareaFieldProps {
  name: string;
  label: string;
  help?: string;
  rows?: number;
  /** The length limit the schema enforces: shows an 「N / max」 counter that turns red past it. */
  max?: number;
}

// Counts UTF-16 units, as yup's string().max() does, so the counter turns red exactly when the schema's error would show.
export const TextareaField = ({ name, label, help, rows = 4, max }: TextareaFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, id, errorId, helpId, invalid } = ids;
  const value = field.value ?? '';
  const over = max !== undefined && value.length > max;
  const counterId = `${id}-counter`;
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Textarea
        id={id}
        rows={rows}
        aria-invalid={invalid || over || undefined}
        aria-describedby={describedBy(invalid && errorId, help && helpId, max !== undefined && counterId)}
        {...field}
        value={value}
      />
      {max !== undefined ? (
        <chakra.p
          id={counterId}
          fontSize="sm"
          textAlign="right"
          mt="1"
          color={over ? 'danger' : 'muted'}
          fontWeight={over ? 'bold' : undefined}
          data-over={over || undefined}
        >
          {formJa.textarea.counter(value.length, max)}
        </chakra.p>
      ) : null}
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
