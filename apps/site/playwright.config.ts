import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the other browser tests
import { chromiumArgs, findTestChromium } from '../../scripts/chromium.mjs';
// @ts-expect-error plain ESM helper shared with the test scripts
import { playwrightReportFile } from '../../scripts/test-report.mjs';

/** Which pass of `pnpm test:e2e` this is (scripts/e2e.ts runs two); names the reports. */
const pass = process.env.E2E_PASS ?? 'e2e';

/**
 * End-to-end tests of the built site (e2e/*.e2e.ts): one build per run against a fresh in-memory backend
 * (e2e/global-setup.ts), served by scripts/serve.ts, in Debian's Chromium (docs/decisions.md, Tooling and tests).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // In `npm test` (TEST_RETRIES=1, scripts/test.mjs) a test that fails runs once more: a failure that does not repeat
  // is listed as flaky at the end (scripts/test-report.mjs) instead of throwing away the whole run; one that repeats
  // fails it. Run alone, a test gets no second chance.
  retries: Number(process.env.TEST_RETRIES ?? 0),
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: playwrightReportFile(pass) }],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: `test-results/report-${pass}` }] as const] : []),
  ],
  // Per pass: each run empties its output folder, and the second must not remove the first one's failures.
  outputDir: `test-results/artifacts-${pass}`,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  projects: [
    { name: 'site', grepInvert: /@after-the-rest|@alone/ },
    // Tests that other tests running at the same time would disturb: inline edits change what every page shows,
    // and the live inbox announces every booking that arrives. They run once everything else has finished:
    // `pnpm test:e2e` (scripts/e2e.ts) runs them in a second pass against a fresh backend and the same build,
    // whatever the first pass gave, so a failure there does not hide them. A plain `playwright test` runs them
    // after the first project (and skips them if it failed).
    { name: 'after-the-rest', grep: /@after-the-rest/, dependencies: ['site'] },
    // Tests that change what every booking needs: with a team that takes jobs, each booking needs a free team, so
    // the other tests' bookings would be refused while it exists. The third pass of `pnpm test:e2e`, by themselves,
    // one at a time (each makes a team of its own).
    { name: 'alone', grep: /@alone/, dependencies: ['after-the-rest'], workers: 1 },
  ],
  use: {
    // Set by the global setup; workers read the config after it ran.
    baseURL: process.env.E2E_SITE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    reducedMotion: 'reduce',
    // Recording traces doubles the time of every test on our two cores: `--trace on` when debugging.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
