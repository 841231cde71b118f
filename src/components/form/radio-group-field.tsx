import { useFieldIds } from './use-field-ids';
import { ChoiceGroup, type ChoiceGroupFieldProps } from './choice-parts';

// One choice out of a few, as radios: they stay visible side by side, and wrap on a phone.
export const RadioGroupField = <V extends string>({ name, legend, options, help }: ChoiceGroupFieldProps<V>) => {
  const ids = useFieldIds<V>(name);
  const { field, helpers, id, invalid } = ids;
  return (
    <ChoiceGroup
      ids={ids}
      legend={legend}
      options={options}
      help={help}
      input={(o) => (
        <input
          type="radio"
          name={`${id}-${name}`}
          value={o.value}
          checked={field.value === o.value}
          onChange={() => void helpers.setValue(o.value)}
          onBlur={() => void helpers.setTouched(true)}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
};
