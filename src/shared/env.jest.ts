// Jest stand-in for env.ts (see jest.config.ts moduleNameMapper): same exports, from process.env.
export const env = {
  mode: process.env.NODE_ENV ?? 'test',
  isDev: false,
  // No realtime server under Jest: tests that exercise realtime inject their own Pusher constructor.
  realtime: false,
} as const;
