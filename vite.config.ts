import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/compileHints.js';
import { qaShopKey } from './scripts/qaShopKey.js';

// The SPA is served by the reference server in production; in dev, Vite proxies /api to it.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8787';

export default defineConfig(({ mode }) => ({
  plugins: [react(), compileHints()],
  // QA mode's kept shops are seeded again when what they are made of changes (src/qa/shopCache.ts)
  define:
    mode === 'fake' ? { 'import.meta.env.VITE_QA_SHOP_KEY': JSON.stringify(qaShopKey(fileURLToPath(new URL('.', import.meta.url)))) } : {},
  resolve: {
    // a polyfill the supported browsers don't need (see the file)
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  // PGlite (QA mode's database in the tab) loads its WebAssembly and data files itself: not pre-bundled
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // PGlite's Emscripten glue calls eval on purpose (QA mode's build only)
      onwarn(warning, warn) {
        if (warning.code === 'EVAL' && warning.id?.includes('@electric-sql/pglite')) return;
        warn(warning);
      },
    },
  },
}));
