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
    // Room for a loaded machine (npm test runs this suite on PGlite and on PostgreSQL beside the browser suite on two
    // cores): a test that signs up four members and logs six workouts took over 30 s there, a first migration over
    // 60 s. A timeout only stops a test that hangs; nothing here measures time.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
