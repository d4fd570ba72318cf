// The plugin's own tests: components in jsdom through @status/sdk/testing, Acme's backend mocked with msw.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
