import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackupManifest, readArchiveEntries, restoreBackup } from '../src/backup.ts';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient, signInAdmin } from './helpers.ts';
import { contentsOf, heroImage, type Populated, photo, populate } from './populate.ts';

// Restoring loads the dump into a new PGlite and starts a backend on it: seconds of CPU, not of waiting.

/**
 * `npm run backup` and `npm run restore` (src/backup.ts): a backup of a populated backend, taken while it serves
 * requests, restored into a new folder, holds every row of every table and every stored file byte for byte, and a
 * backend on the restored folder serves the same bookings and images through the API.
 */

const root = mkdtempSync(join(tmpdir(), 'sparkle-backup-'));
const sourceDir = join(root, 'source');
const restoredDir = join(root, 'restored');
const file = join(root, 'backup.tar.gz');

let source: RunningBackend;
let restored: RunningBackend | undefined;
let populated: Populated;
let backup: { manifest: BackupManifest; output: string };
let servedDuringBackup: number[];
let sourceContents: Record<string, string[]>;

const backendDir = fileURLToPath(new URL('..', import.meta.url));

/** `cli.ts <args>` as its own process, as `npm run backup` / `npm run restore` run it, on `dataDir`. */
function cli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: backendDir,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  source = await startBackend({ port: 0, dataDir: sourceDir, bcryptCost: 4 });
  populated = await populate(source);
  // The site keeps running: requests made all the while the backup runs are answered.
  const admin = await signInAdmin(source);
  let running = true;
  const backingUp = cli(['backup', file], sourceDir).finally(() => {
    running = false;
  });
  servedDuringBackup = [];
  while (running) servedDuringBackup.push((await admin.from('bookings').select('reference')).status);
  const { code, output } = await backingUp;
  expect(code, output).toBe(0);
  const manifest = JSON.parse((await readArchiveEntries(file)).get('backup.json')!.toString('utf8'));
  backup = { manifest, output };
  sourceContents = await contentsOf(source.ctx.db);
}, 120_000);

afterAll(async () => {
  await restored?.close();
  await source?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes one file from the running backend, which answers requests meanwhile', async () => {
    expect(backup.output).toMatch(/Backed up .* \(from the running backend\) to .*backup\.tar\.gz/);
    expect(servedDuringBackup.length).toBeGreaterThan(3);
    expect(new Set(servedDuringBackup)).toEqual(new Set([200]));
    const entries = await readArchiveEntries(file);
    // What it holds is listed first, so a restore knows what to expect before it reads the files.
    expect([...entries.keys()][0]).toBe('backup.json');
    expect([...entries.keys()].sort()).toEqual(
      [
        'backup.json',
        'database.sql',
        'secrets.json',
        'supabase-data.sql',
        `storage/site-images/${populated.heroPath}`,
        `storage/uploads/${populated.uploadPath}`,
      ].sort(),
    );
    expect(new Uint8Array(entries.get(`storage/uploads/${populated.uploadPath}`)!)).toEqual(photo);
    expect(backup.manifest.tables).toMatchObject({
      'auth.users': 3,
      'public.bookings': 3,
      'public.contact_messages': 2,
      'public.uploaded_files': 1,
      'public.site_content': 3,
      'storage.objects': 2,
    });
    expect(backup.manifest.tables['public.booking_events']).toBeGreaterThanOrEqual(6);
    // Only its owner may read it: it holds personal data and the JWT secret.
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  });

  it('writes a dump that names what to load before it and how', async () => {
    const sql = (await readArchiveEntries(file)).get('database.sql')!.toString('utf8');
    expect(sql).toMatch(/platform\.sql/);
    expect(sql).toMatch(/INSERT INTO public\.bookings \(/);
    expect(sql).not.toMatch(/^SET transaction_timeout/m);
  });
});

// A restore unpacks and loads a whole database and its files: 22 s with a busy loop on one of two cores.
describe('npm run restore', { timeout: 60_000 }, () => {
  it('refuses the folder of a running backend, and a file that is not a backup, with clear messages', async () => {
    const inUse = await cli(['restore', file], sourceDir);
    expect(inUse.code).toBe(1);
    expect(inUse.output).toMatch(/A backend \(pid \d+\) is using .*Stop it first/);
    const notABackup = join(root, 'not-a-backup.tar.gz');
    writeFileSync(notABackup, 'hello');
    await expect(restoreBackup(notABackup, join(root, 'elsewhere'))).rejects.toThrow(
      /is not a backup of the local backend/,
    );
    expect(existsSync(join(root, 'elsewhere', 'db'))).toBe(false);
    // A backup cut short (a full disk, a copy stopped half way) is refused and leaves the folder as it was.
    const cut = join(root, 'cut.tar.gz');
    const whole = readFileSync(file);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.byteLength * 0.9)));
    await expect(restoreBackup(cut, join(root, 'elsewhere'))).rejects.toThrow(/is damaged/);
    expect(readdirSync(join(root, 'elsewhere'))).toEqual([]);
  });

  it('restores into a new folder every table and every stored file, byte for byte', async () => {
    const { code, output } = await cli(['restore', file], restoredDir);
    expect(code, output).toBe(0);
    expect(output).toContain(`(taken ${backup.manifest.createdAt})`);
    restored = await startBackend({ port: 0, dataDir: restoredDir, bcryptCost: 4 });
    const restoredContents = await contentsOf(restored.ctx.db);
    expect(Object.keys(restoredContents)).toEqual(Object.keys(sourceContents));
    for (const table of Object.keys(sourceContents)) {
      expect(restoredContents[table], table).toEqual(sourceContents[table]);
    }
    const files = (dir: string) =>
      readdirSync(join(dir, 'storage'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [path.slice(dir.length), readFileSync(path).toString('base64')];
        })
        .sort();
    expect(files(restoredDir)).toEqual(files(sourceDir));
  }, 90_000);

  it('gives a backend that serves the same bookings and images through the API, with the same keys', async () => {
    expect(restored).toBeDefined();
    const backend = restored!;
    expect(backend.anonKey).toBe(source.anonKey);
    const bookings = async (from: RunningBackend) =>
      (await (await signInAdmin(from)).from('bookings').select('*').order('created_at')).data;
    expect(await bookings(backend)).toEqual(await bookings(source));
    expect((await bookings(backend))!.map((booking) => booking.status).sort()).toEqual([
      'cancelled',
      'confirmed',
      'pending',
    ]);

    const admin = await signInAdmin(backend);
    const signed = await admin.storage.from('uploads').createSignedUrl(populated.uploadPath, 60);
    expect(signed.error).toBeNull();
    expect(new Uint8Array(await (await fetch(signed.data!.signedUrl)).arrayBuffer())).toEqual(photo);
    const hero = makeClient(backend).storage.from('site-images').getPublicUrl(populated.heroPath).data.publicUrl;
    expect(new Uint8Array(await (await fetch(hero)).arrayBuffer())).toEqual(heroImage);
    const { data: content } = await makeClient(backend).from('site_content').select('key, value').order('key');
    expect(content).toContainEqual({ key: 'ar.home.heroTitle', value: 'منازل لامعة في كل دبي' });
  });

  it('replaces a stopped folder only when asked, moving what it held aside', async () => {
    await restored?.close();
    restored = undefined;
    await expect(restoreBackup(file, restoredDir)).rejects.toThrow(/already holds data .*--replace/);
    const result = await restoreBackup(file, restoredDir, { replace: true });
    expect(result.movedAside).toMatch(/replaced-/);
    expect(readdirSync(result.movedAside!).sort()).toEqual(['db', 'secrets.json', 'storage']);
    restored = await startBackend({ port: 0, dataDir: restoredDir, bcryptCost: 4 });
    expect(await contentsOf(restored.ctx.db)).toEqual(sourceContents);
  }, 90_000);
});
