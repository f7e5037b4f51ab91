import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, bootstrapPlatform, defaultMigrationsDir, listMigrations, openDatabase } from '../src/db.ts';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { makeClient, requestBooking, signInAdmin, signUp } from './helpers.ts';

// A backend on a data folder: everything survives a restart, a restart applies only new migrations, the
// keys and the admin's credentials stay the same, one folder serves one backend, and `grant-admin` works
// both through a running backend and directly on the folder.

const exec = promisify(execFile);
const backendDir = fileURLToPath(new URL('..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'sparkle-restart-'));
const dataDir = join(root, 'data');
const migrationsDir = join(root, 'migrations');

let first: RunningBackend | undefined;
let second: RunningBackend | undefined;

beforeAll(() => {
  cpSync(defaultMigrationsDir, migrationsDir, { recursive: true });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  rmSync(root, { recursive: true, force: true });
});

async function grantAdminCli(email: string): Promise<string> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'grant-admin', email], {
    cwd: backendDir,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}

// Three database start-ups on a folder and two CLI runs: slower than the in-memory files.
describe('a backend on a data folder', { timeout: 120_000 }, () => {
  const saved: { email?: string; password?: string; refreshToken?: string; userId?: string } = {};

  it('keeps users, sessions, bookings and content across a restart, applying only new migrations', async () => {
    first = await startBackend({ port: 0, dataDir, migrationsDir, bcryptCost: 4 });
    const connection = JSON.parse(readFileSync(join(dataDir, 'connection.json'), 'utf8'));
    expect(connection).toMatchObject({ url: first.url, anonKey: first.anonKey, serviceRoleKey: first.serviceRoleKey });
    expect(connection.admin).toEqual(first.admin);

    const user = await signUp(first, 'Persistent Person');
    Object.assign(saved, {
      email: user.email,
      password: user.password,
      refreshToken: user.session.refresh_token,
      userId: user.user.id,
    });
    expect((await requestBooking(makeClient(first), { _name: 'Survivor' })).error).toBeNull();
    const admin = await signInAdmin(first);
    expect((await admin.from('site_content').insert({ key: 'home.heroTitle', value: 'Kept' })).error).toBeNull();
    const keys = { anonKey: first.anonKey, serviceRoleKey: first.serviceRoleKey, admin: first.admin };
    await first.close();
    first = undefined;

    writeFileSync(
      join(migrationsDir, '29990101000000_restart_marker.sql'),
      'create table public.restart_marker (id int primary key);\n',
    );
    second = await startBackend({ port: 0, dataDir, migrationsDir, bcryptCost: 4 });
    expect({ anonKey: second.anonKey, serviceRoleKey: second.serviceRoleKey, admin: second.admin }).toEqual(keys);

    const applied = await second.ctx.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(applied.rows.map((row) => row.version)).toEqual([
      ...listMigrations(defaultMigrationsDir).map((migration) => migration.version),
      '29990101000000',
    ]);
    expect((await second.ctx.db.query('select count(*)::int as n from public.restart_marker')).rows).toEqual([
      { n: 0 },
    ]);

    const signIn = await makeClient(second).auth.signInWithPassword({ email: saved.email!, password: saved.password! });
    expect(signIn.error).toBeNull();
    const refreshed = await makeClient(second).auth.refreshSession({ refresh_token: saved.refreshToken! });
    expect(refreshed.error).toBeNull();
    const service = makeClient(second, second.serviceRoleKey);
    const bookings = await service.from('bookings').select('name').eq('name', 'Survivor');
    expect(bookings.data).toEqual([{ name: 'Survivor' }]);
    const content = await makeClient(second).from('site_content').select('value').eq('key', 'home.heroTitle').single();
    expect(content.data).toEqual({ value: 'Kept' });
    const profile = await service.from('profiles').select('full_name').eq('id', saved.userId!).single();
    expect(profile.data).toEqual({ full_name: 'Persistent Person' });
  });

  it('refuses a second backend on the same folder', async () => {
    await expect(startBackend({ port: 0, dataDir, migrationsDir })).rejects.toThrow(/Another backend/);
  });

  it('grant-admin promotes through the running backend, and refuses an unknown e-mail', async () => {
    const stdout = await grantAdminCli(saved.email!);
    expect(stdout).toContain('through the running backend');
    const client = makeClient(second!);
    await client.auth.signInWithPassword({ email: saved.email!, password: saved.password! });
    expect((await client.rpc('get_user_role', { _user_id: saved.userId! })).data).toBe('admin');
    await expect(grantAdminCli('nobody@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('must sign up first'),
    });
  });

  it('grant-admin works on the folder when no backend runs', async () => {
    const other = await signUp(second!, 'Offline Promotion');
    await second!.close();
    second = undefined;
    expect(existsSync(join(dataDir, 'backend.lock'))).toBe(false);
    const stdout = await grantAdminCli(other.email);
    expect(stdout).toContain(`${other.email} is now an admin.`);

    const db = await openDatabase(dataDir);
    try {
      await bootstrapPlatform(db);
      expect(await applyMigrations(db, migrationsDir)).toEqual([]);
      const role = await db.query('select role from public.user_roles where user_id = $1', [other.user.id]);
      expect(role.rows).toEqual([{ role: 'admin' }]);
    } finally {
      await db.close();
    }
  });
});
