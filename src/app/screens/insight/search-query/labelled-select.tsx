import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../../components/form/field-style';

interface LabelledSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId?: string;
}

// A filter's native select with its label above: applies at once, as the list filters do.
export const LabelledSelect = ({ label, value, options, onChange, testId }: LabelledSelectProps) => {
  const id = useId();
  return (
    <Box flex="1 1 9rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} minH="44px" w="100%" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};

/** A month list (newest first, as available_months comes) as options. */
export const monthOptions = (months: string[]) => months.map((m) => ({ value: m, label: m }));
