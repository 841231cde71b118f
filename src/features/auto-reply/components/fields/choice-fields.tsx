import { Box, chakra } from '@chakra-ui/react';
import { fieldStyle } from '../../../../components/form/field-style';
import { describedBy, fieldAria, FieldLabel, FieldNotes, useFieldIds } from '../../../../components/form/field-parts';

export interface Choice {
  value: string;
  label: string;
}

interface GroupProps {
  name: string;
  legend: string;
  options: Choice[];
  help?: string;
}

const Fieldset = chakra('fieldset', { base: { border: 'none', p: '0', m: '0', mb: '4', minW: '0' } });
const Legend = chakra('legend', { base: { fontWeight: 'bold', fontSize: 'sm', mb: '1', p: '0' } });
const OptionLabel = chakra('label', { base: { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '10', cursor: 'pointer' } });

// One choice out of a few, as radios (they stay visible side by side, and wrap on a phone).
export const RadioGroupField = ({ name, legend, options, help }: GroupProps) => {
  const ids = useFieldIds<string>(name);
  const { field, helpers, id, errorId, helpId, invalid } = ids;
  return (
    <Fieldset aria-describedby={describedBy(invalid && errorId, help && helpId)}>
      <Legend>{legend}</Legend>
      <Box display="flex" flexWrap="wrap" columnGap="6">
        {options.map((o) => (
          <OptionLabel key={o.value}>
            <input type="radio" name={`${id}-${name}`} value={o.value} checked={field.value === o.value} onChange={() => void helpers.setValue(o.value)} />
            {o.label}
          </OptionLabel>
        ))}
      </Box>
      <FieldNotes ids={ids} help={help} />
    </Fieldset>
  );
};

// Several choices, as checkboxes bound to an array of values.
export const CheckboxGroupField = ({ name, legend, options, help }: GroupProps) => {
  const ids = useFieldIds<string[]>(name);
  const { field, helpers, errorId, helpId, invalid } = ids;
  const values = field.value ?? [];
  const toggle = (value: string) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  };
  return (
    <Fieldset aria-describedby={describedBy(invalid && errorId, help && helpId)}>
      <Legend>{legend}</Legend>
      <Box display="flex" flexWrap="wrap" columnGap="6">
        {options.map((o) => (
          <OptionLabel key={o.value}>
            <input type="checkbox" value={o.value} checked={values.includes(o.value)} onChange={() => toggle(o.value)} aria-invalid={invalid || undefined} />
            {o.label}
          </OptionLabel>
        ))}
      </Box>
      <FieldNotes ids={ids} help={help} />
    </Fieldset>
  );
};

interface SelectFieldProps {
  name: string;
  label: string;
  options: Choice[];
  help?: string;
}

export const SelectField = ({ name, label, options, help }: SelectFieldProps) => {
  const ids = useFieldIds<string>(name);
  const { field, id } = ids;
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.select id={id} {...fieldStyle} {...fieldAria(ids, help)} {...field}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
      <FieldNotes ids={ids} help={help} />
    </Box>
  );
};
