import { defineConfig } from 'vitest/config';

// Contract tests: each file starts its own backend in memory (or in a temporary folder) and drives it over
// HTTP with the real supabase-js, so files are independent and run in parallel.
export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
