/**
 * Resolves in a task of its own, after whatever the current task still has to do (a commit's effects, the rest of a
 * module's evaluation). A message-channel task rather than a timer where there is one: a timer in a tab opened in the
 * background waits up to a second.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
