// Set-up shared by `npm start` and `npm test`: a fresh machine has only Node 20 and npm, so this installs
// pnpm (through npx, at the version pinned in package.json), the workspace's dependencies from the
// lockfile, and, for the tests, finds or installs a Chromium and a PostgreSQL 15 with plpgsql_check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, findTestChromium, headlessShell } from './chromium.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

export function log(message) {
  process.stdout.write(`\x1b[36m▸ ${message}\x1b[0m\n`);
}

/** Runs a command in the repository, inheriting stdio; exits the process on failure unless `allowFailure`. */
export function run(command, args, { allowFailure = false, env = {}, cwd = root } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', ...env },
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}

/** `pnpm <args>` through npx, so nothing needs installing globally. */
export function pnpm(args, options) {
  return run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args], options);
}

export function installDependencies() {
  log(`Installing dependencies with pnpm ${pnpmVersion} (from the lockfile)`);
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let aptUpdated = false;

/** Installs Debian packages when this is Debian and we may (root); false when we may not or it failed. */
function aptInstall(packages) {
  if (!isRoot || !existsSync('/etc/debian_version')) return false;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated && run('apt-get', ['update', '-qq'], { allowFailure: true, env }) !== 0) return false;
  aptUpdated = true;
  return (
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { allowFailure: true, env }) === 0
  );
}

function noChromium() {
  console.error(
    [
      'No Chromium found.',
      'Install one and run again, for example:',
      '  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell',
      '  or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}

/** The whole browser, for the benchmarks (they measure what a phone's browser does). */
export function ensureChromium() {
  let chromium = findChromium();
  if (!chromium) {
    log("No Chromium found; installing Debian's chromium package");
    aptInstall(['chromium', 'fonts-dejavu-core']);
    chromium = findChromium();
  }
  if (!chromium) noChromium();
  log(`Chromium: ${chromium}`);
  return chromium;
}

/**
 * The browser for the story and end-to-end tests: Debian's headless shell when it can be had (scripts/chromium.mjs
 * says why), else the whole browser.
 */
export function ensureTestChromium() {
  let chromium = findTestChromium();
  if (!process.env.CHROMIUM_PATH && chromium !== headlessShell) {
    log("Installing Debian's chromium-headless-shell for the browser tests");
    aptInstall(['chromium-headless-shell', 'fonts-dejavu-core']);
    chromium = findTestChromium();
  }
  if (!chromium) noChromium();
  log(`Chromium for the tests: ${chromium}`);
  return chromium;
}

/** PostgreSQL 15's bin folder, if it is there with plpgsql_check (which `supabase db lint` needs). */
function findPostgres() {
  for (const bin of [process.env.PG_BIN, '/usr/lib/postgresql/15/bin']) {
    if (!bin || !existsSync(join(bin, 'initdb')) || !existsSync(join(bin, 'pg_config'))) continue;
    const share = spawnSync(join(bin, 'pg_config'), ['--sharedir'], { encoding: 'utf8' }).stdout?.trim();
    if (share && existsSync(join(share, 'extension', 'plpgsql_check.control'))) return bin;
  }
  return undefined;
}

/**
 * The database tests run a second time on a real PostgreSQL 15, and `supabase db lint` needs plpgsql_check in it:
 * Debian's packages, installed as Chromium is (as root on Debian), else a clear message. The tests make their own
 * throw-away cluster; Debian's default one is not wanted.
 */
export function ensurePostgres() {
  let bin = findPostgres();
  if (!bin && isRoot && existsSync('/etc/debian_version')) {
    log("No PostgreSQL 15 with plpgsql_check found; installing Debian's postgresql-15 and postgresql-15-plpgsql-check");
    mkdirSync('/etc/postgresql-common/createcluster.d', { recursive: true });
    writeFileSync('/etc/postgresql-common/createcluster.d/no-main-cluster.conf', 'create_main_cluster = false\n');
    aptInstall(['postgresql-15', 'postgresql-15-plpgsql-check']);
    bin = findPostgres();
  }
  if (!bin) {
    console.error(
      [
        'No PostgreSQL 15 with plpgsql_check found for the database tests on a real server.',
        'Install them and run again, for example:',
        '  Debian/Ubuntu: sudo apt-get install postgresql-15 postgresql-15-plpgsql-check',
        '  or point PG_BIN at the bin folder of a PostgreSQL 15 that has plpgsql_check.',
      ].join('\n'),
    );
    process.exit(1);
  }
  log(`PostgreSQL 15: ${bin}`);
  return bin;
}
