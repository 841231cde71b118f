import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { bootPreload } from './scripts/vite-boot-preload';
import { embedWidget } from './scripts/vite-embed-widget';
import { firstPaint } from './scripts/vite-first-paint';
import { precompress } from './scripts/vite-precompress';

const api = process.env.VITE_API_ORIGIN ?? 'http://127.0.0.1:3000';

// react-router 7's package exports name only its development build (dist/development, with every dev warning and its
// messages compiled in); the production build ships beside it unexported (remix-run/react-router#12532, #14753). A
// build takes the production one, for react-router-dom's own imports too; the dev server keeps the warnings. The
// copy is the one react-router-dom itself resolves (the console depends on react-router-dom only).
const requireFromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
const routerRoot = path.dirname(requireFromRouterDom.resolve('react-router/package.json'));
const routerProduction = (file: string) => path.join(routerRoot, 'dist/production', file);

export default defineConfig(({ command }) => ({
  plugins: [react(), firstPaint(), bootPreload(), embedWidget(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/emulators': { target: api, changeOrigin: false },
      '/app': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
