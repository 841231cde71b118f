// The only module that reads import.meta.env; Jest maps it to env.jest.ts because import.meta does not exist there.
export const env = {
  mode: import.meta.env.MODE,
  isDev: import.meta.env.DEV,
  /** The browser connects to the server's realtime endpoint after sign-in; VITE_REALTIME=false builds without it. */
  realtime: import.meta.env.VITE_REALTIME !== 'false',
} as const;
