import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Fast jsdom tests for the widget; node tests that talk to real servers; Chromium journeys on the devstore.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Inside the repository the SDK is its sources (the package's `status-source` condition); outside, its dist/.
  resolve: {
    alias: [
      { find: /^@status\/sdk$/, replacement: fileURLToPath(new URL('./sdk/index.ts', import.meta.url)) },
      { find: /^@status\/sdk\/testing$/, replacement: fileURLToPath(new URL('./sdk/testing.ts', import.meta.url)) },
    ],
  },
  test: {
    globals: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}', 'runtime/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/examples/**/*.test.{ts,tsx}', 'examples/*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      // Node tests run one file at a time per project (servers, Chromium, timing-sensitive limits); the API and
      // the Chromium journeys are two projects so the second core works once the unit tests are done. Each
      // project's files share one process (isolate: false): the server's modules load and PGlite's wasm compiles
      // once, not per file (about 5 s of CPU a file, docs/decisions.md), so a file stops what it starts.
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/auth-emulator.global.ts', 'tests/pglite-template.global.ts'],
          include: ['schemas/**/*.test.ts', 'devstore/**/*.test.ts', 'server/**/*.test.ts', 'tests/node/**/*.test.ts', 'tests/bench/**/*.test.ts', 'tests/load/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/auth-emulator.global.ts', 'tests/pglite-template.global.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
