/**
 * `pnpm --filter @sparkle/backend bench`: starts the backend as its own process (`src/cli.ts start`, on
 * 127.0.0.1, a fresh temporary data folder, bcrypt cost 10 as in production) and drives it with supabase-js,
 * reporting requests per second and p50/p99 latency for the three requests that matter most: a profile read,
 * a booking insert and a password sign-in. A measurement, not a test: nothing here passes or fails.
 *
 * BENCH_REQUESTS (default 1000; sign-ins a tenth of it) and BENCH_CONCURRENCY (default 10) tune the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

const requests = Number(process.env.BENCH_REQUESTS || 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 10);
const backendDir = fileURLToPath(new URL('..', import.meta.url));

interface Connection {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

function client(connection: Connection): SupabaseClient {
  return createClient(connection.url, connection.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; connection: Connection }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: backendDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const file = join(dataDir, 'connection.json');
  for (let waited = 0; waited < 180_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the backend exited with code ${child.exitCode}`);
    if (existsSync(file)) return { child, connection: JSON.parse(readFileSync(file, 'utf8')) as Connection };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the backend did not start within three minutes');
}

interface Result {
  name: string;
  count: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

/** Runs `count` calls of `operation` with `concurrency` in flight at a time. */
async function measure(
  name: string,
  count: number,
  operation: (index: number) => PromiseLike<unknown>,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        try {
          const result = (await operation(index)) as { error?: unknown };
          if (result && typeof result === 'object' && result.error) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { name, count, errors, seconds: (performance.now() - started) / 1000, latencies };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(results: Result[]): void {
  const rows = results.map((result) => {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return [
      result.name,
      String(result.count),
      String(result.errors),
      (result.count / result.seconds).toFixed(1),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
    ];
  });
  const header = ['operation', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padStart(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log(`\nconcurrency ${concurrency}; server: src/cli.ts start on 127.0.0.1 (separate process, data on disk)\n`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'sparkle-bench-'));
const { child, connection } = await startServer(dataDir);
try {
  const setup = client(connection);
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench password';
  const signedUp = await setup.auth.signUp({ email, password, options: { data: { full_name: 'Bench User' } } });
  if (signedUp.error || !signedUp.data.user) throw signedUp.error ?? new Error('sign-up failed');
  const userId = signedUp.data.user.id;
  // Each booking at a slot with a free crew: the services in turn, 2-hour blocks from 08:00, two crews each, on the
  // days from a week ahead that are not Sundays (shorter hours).
  const days = Array.from({ length: 60 }, (_, n) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date(Date.now() + (7 + n) * 86_400_000)),
  ).filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 0);
  const services = [
    ['residential', '1br'],
    ['office', 'office-s'],
    ['deep', '1br'],
    ['movein', '1br'],
    ['carpet', 'item'],
  ] as const;
  const slots = ['08:00 AM', '10:00 AM', '12:00 PM', '02:00 PM', '04:00 PM', '06:00 PM'];
  const slotOf = (index: number) => {
    const k = Math.floor(index / services.length);
    return { _date: days[Math.floor(k / 12)]!, _time_slot: slots[Math.floor((k % 12) / 2)]! };
  };
  const visitors = Array.from({ length: concurrency }, () => client(connection));

  // Warm up the schema cache and the JIT.
  await measure('warm-up', 50, () => setup.from('profiles').select('id, email, full_name').eq('id', userId).single());

  const results = [
    await measure('profile read', requests, () =>
      setup.from('profiles').select('id, email, full_name').eq('id', userId).single(),
    ),
    await measure('booking insert', requests, (index) =>
      visitors[index % visitors.length]!.rpc('request_booking', {
        _service: services[index % services.length]![0],
        _property: services[index % services.length]![1],
        ...slotOf(index),
        _name: `Bench ${index}`,
        _phone: '+971500000000',
        _email: 'bench@example.com',
        _community: 'Business Bay',
        _building: 'Bay Square 8',
        // As the form reports it: an empty honeypot and a person's fill time.
        _honeypot: '',
        _fill_ms: 20_000,
      }),
    ),
    await measure('sign-in', Math.max(10, Math.round(requests / 10)), (index) =>
      visitors[index % visitors.length]!.auth.signInWithPassword({ email, password }),
    ),
  ];
  report(results);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
