// `npm test`: every check the project has, from a fresh clone. Exits non-zero on any failure.
import { ensurePostgres, ensureTestChromium, installDependencies, log, pnpm } from './setup.mjs';
import { clearTestResults, printSlowest } from './test-report.mjs';

installDependencies();
const chromium = ensureTestChromium();
const postgres = ensurePostgres();
// TEST_RETRIES: a browser test that fails runs once more (playwright.config.ts, vitest.config.ts); those that pass
// only then are listed as flaky at the end.
const env = { CHROMIUM_PATH: chromium, PG_BIN: postgres, TEST_RETRIES: '1' };
clearTestResults();

// Typecheck, lint and the suites that run in Node (the machines', the design system's, the site's and scripts/' unit tests,
// the backend's contract tests, and the backend's database tests again on PostgreSQL 15, test:pg, whose cluster
// set-up also runs the real Supabase CLI's db push and db lint) side by side: each is light or waits on its
// database, and together they use both cores. Then the two browser suites, stories and end-to-end, side by side
// too: each spends most of its time waiting (on the backend, on a page's timers, on screenshots), so one after the
// other they left a core idle half the time. --continue: one failing task does not keep the others from running
// (and from reporting what else is broken).
log('Typecheck, lint, unit and contract tests (PGlite and PostgreSQL 15)');
const unitStatus = pnpm(
  [
    'exec',
    'turbo',
    'run',
    'typecheck',
    'lint',
    'test',
    'test:pg',
    'test:scripts',
    '--concurrency=5',
    '--continue',
    '--output-logs=errors-only',
  ],
  { env, allowFailure: true },
);
log('Story and end-to-end tests');
const browserStatus = pnpm(
  ['exec', 'turbo', 'run', 'test:stories', 'test:e2e', '--concurrency=1', '--continue', '--output-logs=full'],
  { env, allowFailure: true },
);
const status = unitStatus || browserStatus;

// Which tests take longest, so that one creeping towards its time limit is seen before it fails.
printSlowest(10);
if (status !== 0) {
  log('Some tests failed (see above)');
  process.exit(status);
}
log('All tests passed');
