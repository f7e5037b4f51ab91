import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from '../../scripts/test-report.mjs';

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
    reporters: vitestReporters('backend'),
  },
});
