import { createHash } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import tar from 'tar-stream';
import { openDatabase, platformSql } from './db.ts';
import { lockDataDir, runningBackendPid } from './index.ts';
import { snapshotPglite } from './snapshot.ts';
import { fileStore } from './storage/blobs.ts';

/**
 * Backup and restore of the embedded default (PGlite in a data folder, files under `<dataDir>/storage`).
 *
 * A backup is one `.tar.gz`: `database.sql` (a plain-SQL pg_dump of the whole database, schema and rows, that
 * PGlite and PostgreSQL 15 or later both load after the platform bootstrap), `supabase-data.sql` (the app's rows
 * and its users for a hosted project that `supabase db push` has migrated), every stored object under
 * `storage/<bucket>/<name>`, the folder's `secrets.json` (the JWT secret, so the API keys stay the same) and
 * `backup.json` (what is inside: tables and their row counts, objects with size and SHA-256, migrations).
 *
 * While a backend serves the folder, it hands out a snapshot of its database files (snapshot.ts): requests wait
 * for as long as copying the files takes, not for the dump. The dump itself is made here from that snapshot, in a
 * PGlite of its own. A folder no backend serves is locked and read directly.
 */

export const backupFormat = 'sparkle-backup';
const backupVersion = 1;

export interface BackupObject {
  bucket: string;
  name: string;
  version: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  /** `select version()` of the database the dump was made from. */
  server: string;
  migrations: string[];
  /** `schema.table` → rows. */
  tables: Record<string, number>;
  objects: BackupObject[];
}

/** The snapshot from the backend serving `dataDir`, through its API (URL and key from `connection.json`). */
async function snapshotFromServer(dataDir: string): Promise<Blob> {
  const connection = JSON.parse(readFileSync(join(dataDir, 'connection.json'), 'utf8')) as {
    url: string;
    serviceRoleKey: string;
  };
  const response = await fetch(`${connection.url}/backup/v1/snapshot`, {
    method: 'POST',
    headers: { apikey: connection.serviceRoleKey, Authorization: `Bearer ${connection.serviceRoleKey}` },
  });
  if (!response.ok) {
    throw new Error(`The running backend refused the backup: ${response.status} ${await response.text()}`);
  }
  return response.blob();
}

// ------------------------------------------------------------------------------------------------ the dump

/**
 * What pg_dump (PostgreSQL 18, PGlite's) writes, made loadable by PostgreSQL 15 too: `transaction_timeout` exists
 * from 17 (and is 0 anyway), and so does the MAINTAIN privilege, which is granted only where the server has it.
 */
export function portableDump(dump: string): string {
  return dump
    .replace(/^SET transaction_timeout = 0;\n/m, '')
    .replace(
      /^(GRANT|REVOKE) ([A-Z, ]+) ON (.+) (TO|FROM) (.+);$/gm,
      (line, verb, privileges, object, direction, who) => {
        const list = (privileges as string).split(',');
        if (!list.includes('MAINTAIN')) return line;
        const rest = list.filter((privilege) => privilege !== 'MAINTAIN');
        const maintain = `${verb} MAINTAIN ON ${object} ${direction} ${who}`;
        const onlyWhereKnown = `DO $$ BEGIN IF current_setting('server_version_num')::int >= 170000 THEN EXECUTE ${quoteLiteral(maintain)}; END IF; END $$;`;
        return rest.length > 0
          ? `${verb} ${rest.join(',')} ON ${object} ${direction} ${who};\n${onlyWhereKnown}`
          : onlyWhereKnown;
      },
    );
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

const header = (manifest: Pick<BackupManifest, 'createdAt' | 'server'>) => `--
-- Backup of the local backend's database, ${manifest.createdAt} (${manifest.server}).
-- A plain pg_dump, schema and rows. To load it into a new PostgreSQL 15+ database, run the platform bootstrap
-- first (apps/backend/src/platform.sql: the roles and what hosted Supabase provides), then this file:
--   psql -v ON_ERROR_STOP=1 -f platform.sql -f database.sql "postgresql://…"
-- \`npm run restore\` does the same for the embedded default. It drops and recreates every object it holds.
--
`;

/** The tables whose rows move to a hosted project: the app's own and its users (GoTrue keeps the rest). */
const hostedTables = ['public.*', 'private.*', 'auth.users', 'auth.identities'];

const hostedHeader = (manifest: Pick<BackupManifest, 'createdAt' | 'server'>, truncate: string[]) => `--
-- The rows of the backup of ${manifest.createdAt} for a hosted Supabase project: the app's tables (public,
-- private) and its users (auth.users, auth.identities; their passwords stay valid, both sides use bcrypt).
-- On a new project, after \`supabase db push\` has applied the same migrations:
--   psql -v ON_ERROR_STOP=1 --single-transaction -f supabase-data.sql "<the project's connection string>"
-- It replaces what the migrations seeded (prices, crews) with the company's own rows. Sessions are not moved
-- (people sign in again); stored files are uploaded through the storage API, which records them (README: Backups).
--
SET session_replication_role = replica;
TRUNCATE ${truncate.join(', ')} CASCADE;
`;

/** Dumps a database loaded from a snapshot, and reads what the manifest lists. */
async function dumpSnapshot(snapshot: Blob): Promise<{
  sql: string;
  hostedSql: string;
  manifest: Omit<BackupManifest, 'objects'>;
  objects: { bucket: string; name: string; version: string }[];
}> {
  const pg = await PGlite.create({ loadDataDir: snapshot });
  try {
    const server = (await pg.query<{ version: string }>('select version()')).rows[0]!.version;
    const migrations = (
      await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
    ).rows.map((row) => row.version);
    const tables: Record<string, number> = {};
    for (const { schema, name } of (await pg.query<{ schema: string; name: string }>(userTablesSql)).rows) {
      const count = await pg.query<{ n: number }>(
        `select count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`,
      );
      tables[`${schema}.${name}`] = count.rows[0]!.n;
    }
    const objects = (
      await pg.query<{ bucket: string; name: string; version: string }>(
        `select bucket_id as bucket, name, version from storage.objects order by bucket_id, name`,
      )
    ).rows;
    const dump = await pgDump({ pg, args: ['--clean', '--if-exists', '--column-inserts'] });
    const hosted = await pgDump({
      pg,
      args: ['--data-only', '--column-inserts', ...hostedTables.map((pattern) => `--table=${pattern}`)],
    });
    const truncate = Object.keys(tables)
      .filter((table) => /^(public|private)\./.test(table) || table === 'auth.users' || table === 'auth.identities')
      .map((table) => table.split('.').map(quoteIdent).join('.'));
    const manifest = {
      format: backupFormat,
      version: backupVersion,
      createdAt: new Date().toISOString(),
      server,
      migrations,
      tables,
    } as const;
    return {
      sql: header(manifest) + portableDump(await dump.text()),
      hostedSql: hostedHeader(manifest, truncate) + portableDump(await hosted.text()),
      manifest,
      objects,
    };
  } finally {
    await pg.close();
  }
}

/** Every table of the database but the system's, by schema and name. */
export const userTablesSql = `select n.nspname as schema, c.relname as name from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'
  order by 1, 2`;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

// ------------------------------------------------------------------------------------------------ backup

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  /** Whether a running backend served the snapshot (else the folder was read while locked). */
  live: boolean;
  bytes: number;
}

/** Writes the backup of the data folder `dataDir` to `file` (a `.tar.gz`), whether or not a backend serves it. */
export async function createBackup(dataDir: string, file: string): Promise<BackupResult> {
  dataDir = resolve(dataDir);
  file = resolve(file);
  if (!existsSync(join(dataDir, 'db', 'PG_VERSION'))) {
    throw new Error(
      `${dataDir} holds no embedded database to back up (set DATA_DIR; a backend on a PostgreSQL server is backed up with pg_dump).`,
    );
  }
  // An object replaced between the snapshot and reading its file is gone: take a newer snapshot then.
  for (let attempt = 1; ; attempt++) {
    const live = runningBackendPid(dataDir) !== undefined;
    const snapshot = live ? await snapshotFromServer(dataDir) : await snapshotOfStoppedFolder(dataDir);
    const dumped = await dumpSnapshot(snapshot);
    const store = fileStore(dataDir);
    // Files are read one at a time, twice (checksums for the list that comes first, then the bytes), so a folder of
    // photos larger than memory backs up too.
    const objects: BackupObject[] = [];
    for (const object of dumped.objects) {
      const bytes = await store.read(object.bucket, object.name, object.version);
      if (!bytes) break;
      objects.push({ ...object, size: bytes.byteLength, sha256: sha256(bytes) });
    }
    const manifest: BackupManifest = { ...dumped.manifest, objects };
    const secrets = existsSync(join(dataDir, 'secrets.json')) ? readFileSync(join(dataDir, 'secrets.json')) : undefined;
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield { name: 'backup.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
      yield { name: 'database.sql', data: Buffer.from(dumped.sql) };
      yield { name: 'supabase-data.sql', data: Buffer.from(dumped.hostedSql) };
      if (secrets) yield { name: 'secrets.json', data: secrets };
      for (const object of objects) {
        const bytes = await store.read(object.bucket, object.name, object.version);
        if (!bytes || sha256(bytes) !== object.sha256) throw new ChangedMeanwhile(object);
        yield { name: objectEntry(object.bucket, object.name), data: Buffer.from(bytes) };
      }
    }
    try {
      if (objects.length < dumped.objects.length) throw new ChangedMeanwhile(dumped.objects[objects.length]!);
      const bytes = await writeArchive(file, entries());
      return { file, manifest, live, bytes };
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile) || attempt >= 3) throw error;
    }
  }
}

/** A stored file of the snapshot was replaced or removed before it was read. */
class ChangedMeanwhile extends Error {
  constructor(object: { bucket: string; name: string }) {
    super(`The stored file of ${object.bucket}/${object.name} changed or went missing while it was being backed up.`);
  }
}

async function snapshotOfStoppedFolder(dataDir: string): Promise<Blob> {
  const unlock = await lockDataDir(dataDir);
  try {
    const db = await openDatabase(dataDir);
    try {
      return await snapshotPglite(db);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const objectEntry = (bucket: string, name: string) => `storage/${bucket}/${name}`;

interface ArchiveEntry {
  name: string;
  data: Buffer;
}

/** A `.tar.gz` of the entries, written beside `file` and renamed into place, owner-only (it holds every secret). */
async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<number> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  const mtime = new Date();
  try {
    for await (const entry of entries) {
      await new Promise<void>((resolveEntry, reject) =>
        pack.entry({ name: entry.name, size: entry.data.byteLength, mode: 0o600, mtime }, entry.data, (error) =>
          error ? reject(error) : resolveEntry(),
        ),
      );
    }
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  return statSync(file).size;
}

/** The files of a backup, one at a time, in the order they were written (`backup.json` first). */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // A failure (not gzip, cut short) ends the loop below too; it is thrown by `await reading`.
  reading.catch(() => {});
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.type === 'file') yield { name: entry.header.name, data: Buffer.concat(chunks) };
  }
  await reading;
}

/** Every file of a backup, by name (for small backups and tests). */
export async function readArchiveEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  for await (const entry of readArchive(file)) entries.set(entry.name, entry.data);
  return entries;
}

// ------------------------------------------------------------------------------------------------ restore

export interface RestoreOptions {
  /** A folder that already holds a database: move its database, files and secrets aside first. */
  replace?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the folder's previous contents went, when `replace` moved them. */
  movedAside?: string;
}

/**
 * Loads a backup into `dataDir`: a new folder, or (with `replace`) a stopped one, whose database, files and secrets
 * are first moved to `<dataDir>/replaced-<time>/`. Refuses a folder a backend is using. The database is loaded into
 * a new PGlite beside the folder's and put in place only once it loaded whole.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  dataDir = resolve(dataDir);
  const pid = runningBackendPid(dataDir);
  if (pid !== undefined) {
    throw new Error(`A backend (pid ${pid}) is using ${dataDir}. Stop it first, or restore into another DATA_DIR.`);
  }
  const entries = readArchive(resolve(file))[Symbol.asyncIterator]();
  const notABackup = (why: string) => new Error(`${file} is not a backup of the local backend (${why}).`);
  // backup.json comes first: nothing is touched before the file is known to be a backup this backend reads.
  const first = await entries.next().catch((error: Error) => {
    throw notABackup(error.message);
  });
  let manifest: BackupManifest | undefined;
  try {
    manifest =
      first.done || first.value.name !== 'backup.json' ? undefined : JSON.parse(first.value.data.toString('utf8'));
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== backupFormat) throw notABackup('it does not start with backup.json');
  if (manifest.version > backupVersion) {
    throw new Error(`${file} is a backup of format ${manifest.version}; this backend reads up to ${backupVersion}.`);
  }
  const expected = new Map(manifest.objects.map((object) => [objectEntry(object.bucket, object.name), object]));

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = await lockDataDir(dataDir);
  const staging = join(dataDir, `restoring-${process.pid}`);
  try {
    const hasData = ['db', 'storage', 'secrets.json'].filter(
      (name) => existsSync(join(dataDir, name)) && !isEmpty(join(dataDir, name)),
    );
    if (hasData.length > 0 && !options.replace) {
      throw new Error(
        `${dataDir} already holds data (${hasData.join(', ')}). Restore into a new folder, or add --replace to move it aside first.`,
      );
    }
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true, mode: 0o700 });
    const store = fileStore(staging);
    let sql: string | undefined;
    let secrets: Buffer | undefined;
    const damaged = (what: string) => new Error(`${file} is damaged: ${what}.`);
    for (;;) {
      const next = await entries.next().catch((error: Error) => {
        throw damaged(error.message);
      });
      if (next.done) break;
      const { name, data } = next.value;
      if (name === 'database.sql') sql = data.toString('utf8');
      else if (name === 'secrets.json') secrets = data;
      const object = expected.get(name);
      if (!object) continue;
      if (sha256(data) !== object.sha256) throw damaged(`the file of ${object.bucket}/${object.name} differs`);
      await store.write(object.bucket, object.name, object.version, new Uint8Array(data));
      expected.delete(name);
    }
    if (sql === undefined) throw damaged('it holds no database.sql');
    if (expected.size > 0) throw damaged(`the file of ${[...expected.keys()][0]} is missing`);
    const db = await openDatabase(staging);
    try {
      await db.exec(platformSql);
      await db.exec(sql);
    } catch (error) {
      throw new Error(`Loading the database failed: ${(error as Error).message}`, { cause: error });
    } finally {
      await db.close();
    }

    let movedAside: string | undefined;
    if (hasData.length > 0) {
      movedAside = join(dataDir, `replaced-${new Date().toISOString().replaceAll(':', '-')}`);
      mkdirSync(movedAside, { mode: 0o700 });
      for (const name of hasData) renameSync(join(dataDir, name), join(movedAside, name));
    }
    for (const name of ['db', 'storage']) {
      rmSync(join(dataDir, name), { recursive: true, force: true });
      if (existsSync(join(staging, name))) renameSync(join(staging, name), join(dataDir, name));
      // Visitors' photos and every personal datum: the owner's alone, as the backend keeps them.
      if (existsSync(join(dataDir, name))) chmodSync(join(dataDir, name), 0o700);
    }
    if (secrets) writeFileSync(join(dataDir, 'secrets.json'), secrets, { mode: 0o600 });
    // connection.json names the old backend's address and keys; the next start writes it anew.
    rmSync(join(dataDir, 'connection.json'), { force: true });
    return { manifest, ...(movedAside ? { movedAside } : {}) };
  } finally {
    await entries.return?.(undefined);
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

function isEmpty(path: string): boolean {
  try {
    return readdirSync(path).length === 0;
  } catch {
    return false; // a file
  }
}
