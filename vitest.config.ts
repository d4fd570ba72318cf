import { defineConfig } from 'vitest/config';

// Two projects: fast jsdom tests for the widget, and node tests that talk to real servers and browsers.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}', 'runtime/**/*.test.{ts,tsx}', 'slots/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/examples/**/*.test.{ts,tsx}', 'examples/*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['schemas/**/*.test.ts', 'devstore/**/*.test.ts', 'tests/node/**/*.test.ts', 'tests/bench/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
