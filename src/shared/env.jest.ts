// Jest stand-in for env.ts (see jest.config.ts moduleNameMapper): same exports, from process.env.
export const env = {
  mode: process.env.NODE_ENV ?? 'test',
  isDev: false,
} as const;
