import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { listJa } from '../../shared/i18n/list.ja';
import { fieldStyle } from '../form/field-style';

interface FreeWordFilterProps {
  value: string;
  onCommit: (value: string) => void;
  /** What the list searches in, e.g. 「本文・タイトルで検索」. */
  placeholder: string;
  maxLength: number;
  debounceMs?: number;
}

// Typing stays local; the search runs once the user pauses (500 ms, the spec's debounce).
export const FreeWordFilter = ({ value, onCommit, placeholder, maxLength, debounceMs = 500 }: FreeWordFilterProps) => {
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
        {listJa.filters.freeWord}
      </chakra.label>
      <chakra.input
        id={id}
        type="search"
        enterKeyHint="search"
        maxLength={maxLength}
        {...fieldStyle}
        minH="44px"
        fontSize="md"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Box>
  );
};
