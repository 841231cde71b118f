import { memo, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

/**
 * The nested route's page inside a Suspense boundary of its own, memoised, for the guard and the shell above it.
 * They re-render on the store changes they read (the session check's progress and answer among them), and
 * react-redux renders those synchronously: a new element there would pull the page's first render (its chunk just
 * arrived) into that uninterruptible render, 150 ms on a 4× slower CPU. Memoised, React skips the page in those
 * renders and renders it on its own, in slices. It still follows the route: Outlet reads the router's context, which
 * reaches it through the skip. A `fallback` element must be created once (a constant), or the memo never holds.
 */
export const PageOutlet = memo(function PageOutlet({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Outlet />
    </Suspense>
  );
});
