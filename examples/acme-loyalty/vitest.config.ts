// The plugin's own tests: components in jsdom through @status/sdk/testing, Acme's backend mocked with msw.
// In the widget's repository the SDK's sources are used (its `status-source` export condition); a project that
// installed @status/sdk needs no `resolve` here.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['status-source', 'module', 'browser', 'development|production'] }, // + Vite's defaults
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
