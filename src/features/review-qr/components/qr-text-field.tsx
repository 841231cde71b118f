import { Box, chakra } from '@chakra-ui/react';
import { describedBy, FieldError, FieldLabel } from '../../../components/form/field-parts';
import { useFieldIds } from '../../../components/form/use-field-ids';
import { fieldStyle } from '../../../components/form/field-style';

interface QrTextFieldProps {
  name: 'headline' | 'message';
  label: string;
  hint: string;
  maxLength: number;
  multiline?: boolean;
}

/** A printed text: label, hint and character count announced with the input, the error under it. */
export const QrTextField = ({ name, label, hint, maxLength, multiline = false }: QrTextFieldProps) => {
  const { field, meta, id, helpId: hintId, errorId, invalid } = useFieldIds<string>(name);
  const common = {
    id,
    ...field,
    value: field.value ?? '',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(invalid && errorId, hintId),
    ...fieldStyle,
    borderColor: invalid ? 'danger' : fieldStyle.borderColor,
  };
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {multiline ? <chakra.textarea rows={4} py="2" resize="vertical" {...common} /> : <chakra.input type="text" {...common} />}
      <Box display="flex" justifyContent="space-between" gap="2" mt="1">
        <chakra.p id={hintId} fontSize="xs" color="muted">
          {hint}
        </chakra.p>
        <chakra.span fontSize="xs" color={field.value.length > maxLength ? 'danger' : 'muted'} whiteSpace="nowrap">
          {field.value.length}/{maxLength}
        </chakra.span>
      </Box>
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
    </Box>
  );
};
