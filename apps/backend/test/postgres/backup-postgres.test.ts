import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createBackup, readArchiveEntries } from '../../src/backup.ts';
import { platformSql } from '../../src/db.ts';
import { createDatabaseFromTemplate, openPostgres, type PostgresDatabase } from '../../src/engines/postgres.ts';
import { type RunningBackend, startBackend } from '../../src/index.ts';
import { makeClient } from '../helpers.ts';
import { contentsOf, populate } from '../populate.ts';
import { runSql, supabase } from './cluster.ts';

/**
 * The database of a backup is a SQL dump PostgreSQL loads too: made from the embedded default (PGlite, PostgreSQL
 * 18), loaded into a new database of PostgreSQL 15 after the platform bootstrap, it holds every row the backend held,
 * and a backend on that server serves the same bookings.
 */

const drops: (() => Promise<void>)[] = [];
const root = mkdtempSync(join(tmpdir(), 'sparkle-backup-pg-'));
let source: RunningBackend;
let loaded: PostgresDatabase;
let drop: () => Promise<void>;
let sourceContents: Record<string, string[]>;
let hostedSql: string;

beforeAll(async () => {
  source = await startBackend({ port: 0, dataDir: join(root, 'source'), bcryptCost: 4 });
  await populate(source);
  const { file } = await createBackup(join(root, 'source'), join(root, 'backup.tar.gz'));
  sourceContents = await contentsOf(source.ctx.db);
  const copy = await createDatabaseFromTemplate(`${inject('pgServer')}template0`, 'restored_from_pglite');
  drop = copy.drop;
  loaded = await openPostgres(copy.url);
  await loaded.exec(platformSql);
  const entries = await readArchiveEntries(file);
  await loaded.exec(entries.get('database.sql')!.toString('utf8'));
  hostedSql = entries.get('supabase-data.sql')!.toString('utf8');
}, 120_000);

afterAll(async () => {
  await source?.close();
  await loaded?.close();
  await drop?.();
  for (const dropOne of drops) await dropOne();
  rmSync(root, { recursive: true, force: true });
});

it('loads into PostgreSQL 15 after the platform SQL, every row of every table as the backend held it', async () => {
  expect((await loaded.query<{ server_version: string }>('show server_version')).rows[0]!.server_version).toMatch(
    /^15\./,
  );
  const contents = await contentsOf(loaded);
  expect(Object.keys(contents)).toEqual(Object.keys(sourceContents));
  for (const table of Object.keys(sourceContents)) expect(contents[table], table).toEqual(sourceContents[table]);
});

it('serves the same bookings through the API from PostgreSQL 15', async () => {
  const backend = await startBackend({
    port: 0,
    databaseUrl: loaded.url,
    jwtSecret: source.ctx.config.jwtSecret,
    bcryptCost: 4,
  });
  try {
    // The admin of the backup signs in with the password it had.
    const bookings = async (from: RunningBackend) => {
      const admin = makeClient(from);
      const { error } = await admin.auth.signInWithPassword({
        email: source.admin!.email,
        password: source.admin!.password!,
      });
      expect(error).toBeNull();
      return (await admin.from('bookings').select('*').order('created_at')).data;
    };
    const served = await bookings(backend);
    expect(served).toHaveLength(3);
    expect(served).toEqual(await bookings(source));
  } finally {
    await backend.close();
  }
});

it('moves its rows to a project that supabase db push migrated, as onto hosted Supabase', async () => {
  // A new project: the platform, then the migrations by the real CLI, which seed prices and crews of their own.
  const copy = await createDatabaseFromTemplate(`${inject('pgServer')}template0`, 'hosted_like');
  drops.push(copy.drop);
  await runSql(copy.url, platformSql);
  supabase(['db', 'push', '--yes'], copy.url, inject('supabaseHome'));
  await runSql(copy.url, `begin;\n${hostedSql}\ncommit;`);
  const project = await openPostgres(copy.url);
  try {
    const contents = await contentsOf(project);
    const moved = Object.keys(sourceContents).filter(
      (table) => /^(public|private)\./.test(table) || table === 'auth.users' || table === 'auth.identities',
    );
    expect(moved).toEqual(expect.arrayContaining(['public.bookings', 'public.booking_events', 'auth.users']));
    for (const table of moved) expect(contents[table], table).toEqual(sourceContents[table]);
  } finally {
    await project.close();
  }
}, 90_000); // the CLI applies every migration in a process of its own: real work, seconds on a quiet machine
