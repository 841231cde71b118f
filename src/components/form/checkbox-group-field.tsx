import { useFieldIds } from './use-field-ids';
import { ChoiceGroup, type ChoiceGroupFieldProps } from './choice-parts';

// Several choices, as checkboxes bound to an array of the checked values (in the order they were checked).
export const CheckboxGroupField = <V extends string>({ name, legend, options, help }: ChoiceGroupFieldProps<V>) => {
  const ids = useFieldIds<V[]>(name);
  const { field, helpers, invalid } = ids;
  const values = field.value ?? [];
  const toggle = (value: V) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  };
  return (
    <ChoiceGroup
      ids={ids}
      legend={legend}
      options={options}
      help={help}
      input={(o) => <input type="checkbox" value={o.value} checked={values.includes(o.value)} onChange={() => toggle(o.value)} aria-invalid={invalid || undefined} />}
    />
  );
};
