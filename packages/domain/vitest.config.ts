import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The domain's tests compute and never wait: a timeout only catches a hang. The statistics' simulations (200
    // members, 180 days) take seconds with coverage on, more when npm test runs other suites beside them (issue 38).
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
      reporter: ['text-summary'],
    },
  },
});
