import { useDeferredValue } from 'react';

/**
 * A query's data as a screen should render it: the first answer (undefined → data) is handed over in a deferred
 * render, which React builds in slices it can pause for a tap, and every later change at once.
 *
 * Why: an answer reaches React through the store, and react-redux's updates render in one uninterruptible task
 * (useSyncExternalStore). A screen of cards or charts built in that task held a phone's main thread for 100–400 ms
 * (4× slower CPU). Later changes stay immediate: after a reply or an edit, the card must show its new state in the
 * same render as the notice that announces it, and a refetch already has the previous content on screen.
 */
export const useDeferredArrival = <T>(value: T | undefined): T | undefined => {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
};
