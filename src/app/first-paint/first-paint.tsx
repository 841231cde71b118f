import { useLayoutEffect } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay';

// index.html's static first paint (scripts/vite-first-paint.ts) sits beside #root until the first screen commits.
const staticFirstPaint = () => (typeof document === 'undefined' ? null : document.getElementById('first-paint'));

/**
 * Rendered beside the routes inside the top Suspense boundary: its layout effect runs in the commit that shows the
 * first screen (not the fallback), before the browser paints, so the static frame and React's screen swap in one
 * frame.
 */
export const FirstPaintRelease = () => {
  useLayoutEffect(() => {
    staticFirstPaint()?.remove();
    delete document.documentElement.dataset.firstPaint;
  }, []);
  return null;
};

// While the static frame still shows (it has its own overlay where one belongs), the route fallback adds nothing.
export const RouteFallback = () => (staticFirstPaint() ? null : <LoadingOverlay />);
