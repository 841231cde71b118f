import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreload } from './scripts/vite-boot-preload';
import { embedWidget } from './scripts/vite-embed-widget';
import { firstPaint } from './scripts/vite-first-paint';
import { precompress } from './scripts/vite-precompress';

const api = process.env.VITE_API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), firstPaint(), bootPreload(), embedWidget(), precompress()],
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/emulators': { target: api, changeOrigin: false },
      '/app': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});
