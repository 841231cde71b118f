import { Box, chakra } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { formJa } from '../../shared/i18n/form.ja';
import { fieldAria, FieldLabel, FieldNotes } from './field-parts';
import { useFieldIds } from './use-field-ids';
import { fieldStyle } from './field-style';
import { isHexColor } from './hex-color';

const Input = chakra('input', { base: { ...fieldStyle, fontSize: 'md', fontFamily: 'mono', _invalid: { borderColor: 'danger' } } });
const Picker = chakra('input', {
  base: { w: '12', h: '10', flexShrink: 0, p: '1', borderWidth: '1px', borderStyle: 'solid', borderColor: 'muted', borderRadius: 'md', bg: 'surface', cursor: 'pointer' },
});

interface ColorFieldProps {
  name: string;
  label: string;
  help?: string;
}

// The code is typed (or pasted) in the text box; the native picker beside it doubles as the swatch. Both write the
// same form value: the picker always hands over a valid #rrggbb, the text box whatever was typed, for the schema to
// check (validators' colour() or isHexColor).
export const ColorField = ({ name, label, help }: ColorFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, helpers, id } = ids;
  const value = field.value ?? '';
  // A native colour input only holds #rrggbb; until the text is one, the swatch keeps showing black.
  const swatch = isHexColor(value) ? value.toLowerCase() : '#000000';
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(e.target.value.toUpperCase());
  };
  return (
    <Box mb="4" maxW="16rem">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Box display="flex" gap="2" alignItems="center">
        <Input id={id} type="text" inputMode="text" autoComplete="off" spellCheck={false} maxLength={7} placeholder="#000000" {...fieldAria(ids, help)} {...field} value={value} />
        <Picker type="color" aria-label={formJa.color.picker(label)} value={swatch} onChange={pick} />
      </Box>
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
