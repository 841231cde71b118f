import { useEffect, useState } from 'react';
import type { MenuReflection } from '../business-menus.api';
import { isReflecting } from '../model/reflection';

/** While a reflection is queued or running, the store's state is read again this often. */
export const REFLECTION_POLL_MS = 3000;

/**
 * The store's saved set as an editor needs it: `first` starts the form once, `latest` (each later read, or a save's
 * answer) only refreshes the reflection state, so nothing typed is replaced; a failed read keeps the last one known.
 * `reflecting` says whether to keep asking.
 */
export const useSavedSet = <S extends { reflections: MenuReflection[] }>(answer: { data: S } | undefined, failed: boolean) => {
  const [first, setFirst] = useState<S | null>(null);
  const [latest, setLatest] = useState<S | null>(null);
  useEffect(() => {
    if (!answer) return;
    setFirst((known) => known ?? answer.data);
    setLatest(answer.data);
  }, [answer]);
  const reflecting = !failed && latest !== null && isReflecting(latest.reflections);
  return { first, latest, setLatest, reflecting };
};
