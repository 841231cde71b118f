// index.html's static first paint (scripts/vite-first-paint.ts) is painted before the console's code is evaluated:
// evaluating the bundle is a long task of its own, and when the module arrives before the parser ends, the browser
// runs it before its first frame. The app module is fetched in parallel all the same (scripts/vite-boot-preload.ts
// lists it as a modulepreload in index.html), so waiting for a frame costs no round trip. A hidden tab gets no
// animation frames, hence the timer beside it.
const afterFirstFrame = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

const container = document.getElementById('root');
if (container) {
  void afterFirstFrame()
    .then(() => import('./app/boot'))
    .then(({ boot }) => boot(container));
}
