import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with the test scripts
import { vitestReporters } from '../../scripts/test-report.mjs';

/**
 * The contract test files that run on both engines: those whose subject is the database (the others test the
 * gateway, the data folder, storage's bytes and the functions, which are the same whatever the engine).
 */
const databaseTestFiles = [
  'auth',
  'back-office',
  'booking-rules',
  'booking-tie',
  'crews',
  'crews-tie',
  'fuzz',
  'honeypot',
  'lint',
  'outbox',
  'permissions',
  'ratelimit',
  'realtime',
  'rest',
  'rls',
  'security',
  'series',
  'accounts',
  'spam',
].map((name) => `test/${name}.test.ts`);

// `test` and `test:pg` (package.json) run side by side in `npm test`: each writes its own JSON report.
const pgOnly = process.argv.includes('backend-pg') || process.argv.includes('--project=backend-pg');

export default defineConfig({
  test: {
    reporters: vitestReporters(pgOnly ? 'backend-pg' : 'backend'),
    projects: [
      {
        // Contract tests: each file starts its own backend in memory (or in a temporary folder) and drives it over
        // HTTP with the real supabase-js, so files are independent and run in parallel.
        test: {
          name: 'backend',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/postgres/**', 'test/backup.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Two files at a time (Vitest's default on two cores is one): once test:pg ends, its core would idle
          // while these run on for minutes. After the unit tests (projects with different worker counts run in
          // groups, one group after the other).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The contract tests that exercise the database, again on a real PostgreSQL 15 (Debian's, in a throw-away
        // cluster: test/postgres/globalSetup.ts), each backend on its own copy of a template database that the real
        // Supabase CLI migrated; and what only a real server shows (test/postgres/: the engines side by side,
        // `supabase db lint`, a backup loaded into PostgreSQL). Same assertions as on PGlite, so any difference
        // between the engines fails.
        test: {
          name: 'backend-pg',
          environment: 'node',
          // The backup round trip (PGlite in a folder) runs here too: this project ends minutes before `backend`,
          // the longest task of `npm test`'s first half.
          include: [...databaseTestFiles, 'test/postgres/**/*.test.ts', 'test/backup.test.ts'],
          globalSetup: ['test/postgres/globalSetup.ts'],
          setupFiles: ['test/postgres/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Its files mostly wait on the PostgreSQL server, another process: two at a time (Vitest's default on two
          // cores is one).
          maxWorkers: 2,
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
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
