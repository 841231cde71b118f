import { chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { SwitchButton } from '../switch-button';

interface SwitchFieldProps {
  name: string;
  label: string;
  /** The state in words beside the switch (on / off), so it is never told by colour alone. */
  onText: string;
  offText: string;
}

// A Formik boolean as the kit's switch, named by its visible label.
export const SwitchField = ({ name, label, onText, offText }: SwitchFieldProps) => {
  const [field, , helpers] = useField<boolean>(name);
  const labelId = useId();
  const on = field.value;
  return (
    <chakra.div display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="4">
      <chakra.span fontWeight="bold" fontSize="sm" id={labelId}>
        {label}
      </chakra.span>
      <SwitchButton checked={on} onToggle={() => void helpers.setValue(!on)} text={on ? onText : offText} labelledBy={labelId} />
    </chakra.div>
  );
};
