import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real server processes on PGlite, whatever the database: run once by vitest.processes.config.ts.
    exclude: ['test/processes/**', '**/node_modules/**'],
    // One migrated database for the whole suite (PGlite costs seconds to create): files share the module cache
    // and run one after another; tests use unique e-mails so they never step on each other.
    isolate: false,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
