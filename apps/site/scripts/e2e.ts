/**
 * `pnpm test:e2e`: the end-to-end tests in three passes over one build (playwright.config.ts).
 * 1. Project `site`: every test that can run beside the others (two workers). The global setup builds the
 *    site against a fresh in-memory backend on fixed ports picked here.
 * 2. Project `after-the-rest`: the tests that others running at the same time would disturb (inline edits
 *    change every page; the live inbox announces every booking). Same ports, so the build is reused
 *    (E2E_SKIP_BUILD), and a fresh backend. It runs whatever the first pass gave, so one failure there does
 *    not hide these tests.
 * 3. Project `alone`: the tests that would disturb every other (a team that takes jobs changes what each booking
 *    needs), by themselves on a fresh backend and the same build.
 * Arguments are passed to every `playwright test` run (for example a file name or `--grep`); a pass that
 * selects no test is not a failure. The exit code is non-zero if any pass failed.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { siteDir } from '../e2e/support/env';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// `pnpm test:e2e -- file` passes the `--` on: Playwright would then ignore the file names.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
const ports = {
  E2E_BACKEND_PORT: process.env.E2E_BACKEND_PORT ?? String(await freePort()),
  E2E_SITE_PORT: process.env.E2E_SITE_PORT ?? String(await freePort()),
};

function pass(project: string, env: Record<string, string>): number {
  console.log(`\n[e2e] pass: ${project}`);
  const result = spawnSync(
    join(siteDir, 'node_modules', '.bin', 'playwright'),
    ['test', `--project=${project}`, '--no-deps', '--pass-with-no-tests', ...args],
    {
      cwd: siteDir,
      stdio: 'inherit',
      // The global setup's process runs the backend's outbox worker (React Email) and the site server's renderer
      // (the built server entry, React's production build) side by side: React must load in one mode for both, or
      // the first of them to load it decides, and the other fails ('dispatcher.getOwner is not a function').
      env: { ...process.env, NODE_ENV: 'production', ...ports, E2E_PASS: `e2e-${project}`, ...env },
    },
  );
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const first = pass('site', {});
const second = pass('after-the-rest', { E2E_SKIP_BUILD: '1' });
const third = pass('alone', { E2E_SKIP_BUILD: '1' });
if (first !== 0 || second !== 0 || third !== 0) {
  console.error(
    `\n[e2e] failed: site pass exited ${first}, after-the-rest pass exited ${second}, alone pass exited ${third}`,
  );
  process.exit(1);
}
