// The only module that reads import.meta.env; Jest maps it to env.jest.ts because import.meta does not exist there.
export const env = {
  mode: import.meta.env.MODE,
  isDev: import.meta.env.DEV,
} as const;
