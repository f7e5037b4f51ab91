import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir, type RunningBackend, runningBackendPid, startBackend } from '../src/index.ts';
import { makeClient } from './helpers.ts';

// The data folder holds the service-role key and the admin's password, so only its
// owner may read it; and its lock must neither let two backends in nor keep one out after a crash.

const backendDir = fileURLToPath(new URL('..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'sparkle-datadir-'));
const running: RunningBackend[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const backend of running) await backend.close();
  rmSync(root, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the data folder is the owner’s alone (finding 5)', { timeout: 120_000 }, () => {
  it('writes its secrets 0600 and its folders 0700, and tightens a folder made before', async () => {
    const dataDir = join(root, 'modes');
    // An older backend left everything world-readable.
    mkdirSync(join(dataDir, 'storage'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'connection.json'), '{}', { mode: 0o644 });
    chmodSync(join(dataDir, 'connection.json'), 0o644);

    const backend = await startBackend({ port: 0, dataDir, bcryptCost: 4 });
    running.push(backend);
    const upload = await makeClient(backend)
      .storage.from('uploads')
      .upload(
        `uploads/${Date.now()}-mode.png`,
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], { type: 'image/png' }),
      );
    expect(upload.error).toBeNull();

    for (const file of ['connection.json', 'secrets.json', 'backend.lock']) {
      expect(mode(join(dataDir, file)).toString(8), file).toBe('600');
    }
    for (const folder of ['', 'db', 'storage', 'storage/uploads']) {
      expect(mode(join(dataDir, folder)).toString(8), folder || 'the data folder').toBe('700');
    }
    expect(JSON.parse(readFileSync(join(dataDir, 'connection.json'), 'utf8')).serviceRoleKey).toBe(
      backend.serviceRoleKey,
    );
  });
});

/** Starts `cli.ts start` on `dataDir` as its own process and resolves once it serves. */
function startChild(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: backendDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', ADMIN_PASSWORD: 'long enough password' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('backend is running')) resolve(child);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}) before serving:\n${output}`)));
  });
}

describe('one backend per folder, and a crash does not lock it (finding 6)', { timeout: 180_000 }, () => {
  const dataDir = join(root, 'crash');

  it('refuses a second backend while the first runs', async () => {
    const child = await startChild(dataDir);
    expect(runningBackendPid(dataDir)).toBe(child.pid);
    await expect(startBackend({ port: 0, dataDir, bcryptCost: 4 })).rejects.toThrow(/Another backend/);
  });

  it('starts right after the first was killed with SIGKILL, its lock still on disk', async () => {
    const child = children.at(-1)!;
    // No waiting for the exit: the restart comes as soon as a supervisor would try it.
    child.kill('SIGKILL');
    const backend = await startBackend({ port: 0, dataDir, bcryptCost: 4 });
    running.push(backend);
    expect(runningBackendPid(dataDir)).toBe(process.pid);
    const content = await makeClient(backend).from('site_content').select('key');
    expect(content.error).toBeNull();
  });

  it('takes over a lock whose pid belongs to no process, or is garbage', async () => {
    const other = join(root, 'stale');
    mkdirSync(other, { recursive: true });
    for (const stale of ['999999999', 'not a pid', '{"pid":1,"started":"0"}']) {
      writeFileSync(join(other, 'backend.lock'), stale);
      const unlock = await lockDataDir(other);
      expect(runningBackendPid(other)).toBe(process.pid);
      expect(mode(join(other, 'backend.lock')).toString(8)).toBe('600');
      unlock();
      expect(existsSync(join(other, 'backend.lock'))).toBe(false);
    }
  });
});
