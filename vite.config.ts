import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/compileHints.js';

// The SPA is served by the reference server in production; in dev, Vite proxies /api to it.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), compileHints()],
  resolve: {
    // a polyfill the supported browsers don't need, and react-admin's fallback labels without their
    // full English rule tables (see the files)
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
      inflection: fileURLToPath(new URL('./src/shims/inflection.ts', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
});
