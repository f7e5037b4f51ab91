import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from '../../scripts/test-report.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters('backend'),
    projects: [
      {
        // Contract tests: each file starts its own backend in memory (or in a temporary folder) and drives it over
        // HTTP with the real supabase-js, so files are independent and run in parallel.
        test: {
          name: 'backend',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Unit tests beside each module (src/**/x.test.ts): one process, files one after another, sharing one
        // in-memory database (src/testing/database.ts) so PGlite starts once; each file works in its own schema
        // or with its own rows.
        test: {
          name: 'backend-unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
