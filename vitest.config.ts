import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        // the server tests again, each test server on a fresh database of a real PostgreSQL server
        // (MBA_TEST_PG_URL, set by scripts/test.mjs); db.test.ts is about the embedded database itself
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/db.test.ts'],
          env: { MBA_TEST_DB: 'postgres' },
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
          // a real browser on a busy 2-core machine: a poll waits up to 10 s, not vitest's 1 s
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
