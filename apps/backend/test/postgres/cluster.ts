import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * A throw-away PostgreSQL cluster for the test suite on a real server (project `backend-pg`): Debian's
 * PostgreSQL 15 (what `npm test` installs beside Chromium, scripts/setup.mjs), a new `initdb` in the OS temp folder
 * on a free port of 127.0.0.1, trust authentication, durability off (nothing here must survive a crash), removed
 * when the suite ends. initdb and the server refuse to run as root, so as root they run as the `postgres` user.
 */

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const platformSqlFile = fileURLToPath(new URL('../../src/platform.sql', import.meta.url));
const supabaseBin = fileURLToPath(new URL('../../node_modules/.bin/supabase', import.meta.url));

/** The folder of PostgreSQL 15's programs: $PG_BIN, else Debian's. */
export function postgresBin(): string {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter(Boolean) as string[];
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found) {
    throw new Error(
      [
        'No PostgreSQL 15 found for the database tests on a real server (looked in $PG_BIN and /usr/lib/postgresql/15/bin).',
        'npm test installs it when run as root on Debian; otherwise install it, for example:',
        '  Debian/Ubuntu: sudo apt-get install postgresql-15 postgresql-15-plpgsql-check',
        '  or point PG_BIN at the bin folder of a PostgreSQL 15.',
      ].join('\n'),
    );
  }
  return found;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program (as `postgres` when we are root); throws with its output when it fails. */
function runAsServerUser(program: string, args: string[], options: SpawnSyncOptions = {}): string {
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return String(result.stdout ?? '');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  bin: string;
  port: number;
  folder: string;
  /** `postgresql://postgres@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  stop(): void;
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'sparkle-pg-'));
  if (isRoot) chownSync(folder, uid('postgres'), gid('postgres'));
  const data = join(folder, 'data');
  runAsServerUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    // As on hosted Supabase: the realtime publication wants logical decoding.
    '-c wal_level=logical',
    '-c max_connections=300',
    '-c TimeZone=UTC',
  ].join(' ');
  runAsServerUser(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(folder, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    bin,
    port,
    folder,
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

function idOf(name: string, field: 2 | 3): number {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`No ${name} user: install PostgreSQL from Debian's packages (it creates the user).`);
  return Number(line.split(':')[field]);
}
const uid = (name: string) => idOf(name, 2);
const gid = (name: string) => idOf(name, 3);

/** Runs SQL (several statements) on a database of the cluster. */
export async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(cluster: Cluster, name: string): Promise<string> {
  await runSql(cluster.url('postgres'), `create database "${name}"`);
  return cluster.url(name);
}

/** What a hosted project has before its first migration: the backend's platform bootstrap. */
export const platformSql = () => readFileSync(platformSqlFile, 'utf8');

/**
 * The real Supabase CLI (npm package `supabase`) on `url`, from the repository root so that it reads
 * `supabase/migrations`, with a HOME of its own (it keeps its settings there). Returns its output; throws when it
 * fails.
 */
export function supabase(args: string[], url: string, home: string): { stdout: string; stderr: string } {
  mkdirSync(home, { recursive: true });
  const result = spawnSync(supabaseBin, [...args, '--db-url', `${url}?sslmode=disable`], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, HOME: home, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    timeout: 120_000,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`supabase ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return { stdout: result.stdout, stderr: result.stderr };
}
