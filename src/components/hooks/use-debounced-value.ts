import { useEffect, useState } from 'react';

// The spec's default debounce is 500 ms.
export const useDebouncedValue = <T>(value: T, delayMs = 500): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};
