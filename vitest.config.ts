import { defineConfig } from 'vitest/config';
import { DATABASE_FREE_API_FILES } from './apps/server/src/testing/database-free.ts';

/**
 * Three projects: pure units (contract, web logic in jsdom), the API suite on PGlite, and the
 * same API suite on PostgreSQL + Redis (scripts/test.ts decides whether that one runs and
 * says so out loud when it cannot).
 */
const apiFiles = ['apps/server/src/**/*.test.ts'];
/**
 * The API files share their worker's modules instead of importing the server afresh each (isolate
 * off): every file builds its own app on its own database and nothing in the server keeps state in a
 * module outside what an app or a database owns, so nothing leaks between files, and re-importing
 * the server and instantiating PGlite's WASM for each of ~270 files was a third of the run.
 */
const apiShared = { environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // Each lint rule fires on its fixture (lint/fixtures/).
          name: 'lint',
          include: ['lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // Build tooling: the bundle budget's logic on a fixture manifest; the bench's data sets.
          name: 'scripts',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Markdown → HTML shared by the web and the server (WeChat styling, published pages).
        test: { name: 'render', include: ['packages/render/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Lazy routes and antd in jsdom: a few seconds per test when both cores are busy.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api:pglite',
          include: apiFiles,
          // *.pg.test.ts need a shared PostgreSQL and Redis (several instances at once).
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          ...apiShared,
          env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
        },
      },
      {
        test: {
          name: 'api:postgres',
          include: apiFiles,
          exclude: [...DATABASE_FREE_API_FILES, '**/node_modules/**'],
          ...apiShared,
          env: {
            TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test',
            TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
          },
        },
      },
    ],
  },
});
