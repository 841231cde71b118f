import { Box, chakra } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import type { Language } from '../model/languages';

interface LanguageSelectProps {
  label: string;
  languages: readonly Language[];
  value: string;
  onChange: (code: string) => void;
}

// The 73 target languages by their Japanese names. Memoised: it sits beside a textarea that re-renders per keystroke.
export const LanguageSelect = memo(({ label, languages, value, onChange }: LanguageSelectProps) => {
  const id = useId();
  return (
    <Box flex="1 1 10rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="bold" mb="1">
        {label}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} minH="11" value={value} onChange={(e) => onChange(e.target.value)} disabled={languages.length === 0}>
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
});
LanguageSelect.displayName = 'LanguageSelect';
