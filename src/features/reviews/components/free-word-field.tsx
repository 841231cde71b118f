import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { FREE_WORD_MAX } from '../model/review-filters';

const t = reviewInboxJa.filters;

interface FreeWordFieldProps {
  value: string;
  onCommit: (value: string) => void;
  debounceMs?: number;
}

// Typing stays local; the search runs once the user pauses (500 ms, the spec's debounce).
export const FreeWordField = ({ value, onCommit, debounceMs = 500 }: FreeWordFieldProps) => {
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  // A change from outside (条件をクリア, back) replaces what is shown.
  useEffect(() => {
    if (value.trim() !== committed.current.trim()) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === committed.current.trim()) return undefined;
    const timer = setTimeout(() => {
      committed.current = text;
      commit.current(text);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <Box flex="2 1 16rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {t.freeWord}
      </chakra.label>
      <chakra.input
        id={id}
        type="search"
        enterKeyHint="search"
        maxLength={FREE_WORD_MAX}
        {...fieldStyle}
        minH="44px"
        fontSize="md"
        placeholder={t.freeWordPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Box>
  );
};
