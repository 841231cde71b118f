import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first render, like React.lazy, that can also be fetched ahead of it: a first load of a signed-in
 * page fetches its layout and screen chunks while the session is still being checked (preloadRoute in app-routes).
 */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload: load },
  );
