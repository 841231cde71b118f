import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../components/form/field-style';

interface AnalysisSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

// A labelled select of the analysis controls; wraps onto its own line on a phone.
export const AnalysisSelect = <V extends string>({ label, value, options, onChange }: AnalysisSelectProps<V>) => {
  const id = useId();
  return (
    <Box flex="1 1 9rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        {...fieldStyle}
        minH="44px"
        value={value}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};
