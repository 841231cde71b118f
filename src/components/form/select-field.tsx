import { Box, chakra } from '@chakra-ui/react';
import { formJa } from '../../shared/i18n/form.ja';
import { fieldAria, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { fieldStyle } from './field-style';
import type { Choice } from './choice-parts';

const Select = chakra('select', { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } });

interface SelectFieldProps<V extends string> {
  name: string;
  label: string;
  options: Choice<V>[];
  /** A first, empty option (value '') for a choice not made yet: true says 「選択してください」, a string says itself. */
  placeholder?: boolean | string;
  help?: string;
}

// A native select: the phone's own picker, and the label, error and help wired as on every kit field.
export const SelectField = <V extends string>({ name, label, options, placeholder, help }: SelectFieldProps<V>) => {
  const ids = useFieldIds<V | ''>(name);
  const { field, id } = ids;
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} {...fieldAria(ids, help)} {...field} value={field.value ?? ''}>
        {placeholder ? <option value="">{placeholder === true ? formJa.select.placeholder : placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
