import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../../components/form/field-style';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A list filter's select that applies at once; its first option, 「すべて」, narrows nothing. */
export const FilterSelect = ({ label, value, options, onChange }: FilterSelectProps) => {
  const id = useId();
  return (
    <Box flex="1 1 10rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} minH="44px" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="all">{postListsJa.filters.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};
