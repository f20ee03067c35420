import { defineConfig } from 'vitest/config';

/**
 * Tests that start the API as `npm start` does, in processes of their own, on a PGlite folder, and run the CLI beside
 * it (test/processes). They do not depend on TEST_DATABASE_URL, so `npm test` runs them once, not on each database.
 */
export default defineConfig({
  test: {
    include: ['test/processes/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
