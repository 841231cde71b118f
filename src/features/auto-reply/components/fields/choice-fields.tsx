import { Box, chakra } from '@chakra-ui/react';
import { fieldStyle } from '../../../../components/form/field-style';
import { describedBy, FieldError, FieldHelp, FieldLabel, useFieldIds } from '../../../../components/form/field-parts';

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
  const { field, meta, helpers, id, errorId, helpId, invalid } = useFieldIds<string>(name);
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
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
    </Fieldset>
  );
};

// Several choices, as checkboxes bound to an array of values.
export const CheckboxGroupField = ({ name, legend, options, help }: GroupProps) => {
  const { field, meta, helpers, errorId, helpId, invalid } = useFieldIds<string[]>(name);
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
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
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
  const { field, meta, id, errorId, helpId, invalid } = useFieldIds<string>(name);
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.select id={id} {...fieldStyle} aria-invalid={invalid || undefined} aria-describedby={describedBy(invalid && errorId, help && helpId)} {...field}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
    </Box>
  );
};
