import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import type { Choice } from './choice-parts';
import { FieldLabel } from './field-parts';
import { fieldStyle } from './field-style';

interface LabelledSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly Choice<V>[];
  onChange: (value: V) => void;
}

// A native select with its label above, outside a Formik form (a filter or a view control): it applies at once and
// wraps onto its own line on a phone.
export const LabelledSelect = <V extends string>({ label, value, options, onChange }: LabelledSelectProps<V>) => {
  const id = useId();
  return (
    <Box flex="1 1 9rem" minW="0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.select id={id} {...fieldStyle} value={value} onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};
