/**
 * Resolves when the browser has a moment to spare (requestIdleCallback), at the latest after `timeoutMs`: for work
 * the current screen does not need but the next step will, such as downloading a chunk the user is likely to open.
 * Where there is no idle callback (Safari, jsdom), a timer of the same limit stands in.
 */
export const whenIdle = (timeoutMs = 2000): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, timeoutMs);
  });
