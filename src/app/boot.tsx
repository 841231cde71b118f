import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from '../shared/scheduling/next-task';
import { appSystem } from '../shared/theme/system';
import { setupStore } from '../store/setup-store';
import { App } from './app';
import { AppProviders } from './providers';

/**
 * Mounts the console. The first render runs as a transition: React then renders in slices of a few milliseconds
 * and yields between them, so a phone's main thread is never held for the whole first screen (on a 4× slower CPU
 * that render was one task of 200–300 ms, a tap on the static frame waiting behind it). The Chakra system is built
 * in a task of its own for the same reason: with the bundle's evaluation it was one 230 ms task.
 */
export const boot = async (container: HTMLElement): Promise<void> => {
  await nextTask();
  appSystem();
  await nextTask();
  const store = setupStore();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
};
