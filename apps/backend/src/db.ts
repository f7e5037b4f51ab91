import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { JwtClaims } from './context.ts';
import type { Database, Transaction } from './engines/database.ts';
import { type PgliteDatabase, pgliteDatabase } from './engines/pglite.ts';

export type { Database, Queryable, QueryResult, Transaction } from './engines/database.ts';

/** `supabase/migrations` at the repository root: the single source of the schema. */
export const defaultMigrationsDir = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));

/** What a hosted project has before its first migration (platform.sql). */
export const platformSql = readFileSync(new URL('./platform.sql', import.meta.url), 'utf8');

/** Opens embedded Postgres: kept in `<dataDir>/db` so it survives a restart, or in memory without a folder. */
export async function openDatabase(dataDir: string | undefined): Promise<PgliteDatabase> {
  return pgliteDatabase(await openPglite(dataDir));
}

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const template = readInitdbTemplate();
  if (dataDir) {
    const folder = join(dataDir, 'db');
    if (template && !existsSync(join(folder, 'PG_VERSION'))) {
      try {
        return await PGlite.create({ dataDir: folder, loadDataDir: template });
      } catch {
        rmSync(folder, { recursive: true, force: true });
      }
    }
    return PGlite.create({ dataDir: folder });
  }
  if (template) {
    try {
      return await PGlite.create({ loadDataDir: template });
    } catch {
      // A damaged copy: make a new one below.
    }
  }
  const db = await PGlite.create();
  await saveInitdbTemplate(db);
  return db;
}

/*
 * A new database starts with `initdb`, which is most of PGlite's start-up time. The freshly initialised
 * cluster is the same every time for a given PGlite build, so the first in-memory one is saved (per build, in
 * the OS temp folder) and later new databases, such as one per test file, start from that copy.
 */
function initdbTemplatePath(): string {
  const build = createHash('sha256')
    .update(import.meta.resolve('@electric-sql/pglite'))
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `sparkle-backend-initdb-${build}.tar`);
}

function readInitdbTemplate(): Blob | undefined {
  try {
    return new Blob([readFileSync(initdbTemplatePath())]);
  } catch {
    return undefined;
  }
}

/** Writes the database's files to `file` whole or not at all (another process may be reading or writing it). */
async function saveTemplate(db: PGlite, file: string): Promise<void> {
  try {
    const dump = await db.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // Only an optimisation.
  }
}

function saveInitdbTemplate(db: PGlite): Promise<void> {
  return saveTemplate(db, initdbTemplatePath());
}

/*
 * Most of the rest of a new in-memory database's start-up is the migrations (three to six seconds of CPU in PGlite,
 * for each test file's backend and each end-to-end pass's). A database just bootstrapped and migrated is the same
 * every time for the same PGlite build, platform.sql and migration files, so the first one is saved too, under a key
 * of all of them, and `openMigratedDatabase` starts later ones from that copy.
 */
function migratedTemplatePath(migrationsDir: string): string {
  const hash = createHash('sha256')
    .update(import.meta.resolve('@electric-sql/pglite'))
    .update(platformSql);
  for (const migration of listMigrations(migrationsDir))
    hash.update(migration.file).update(readFileSync(migration.file));
  return join(tmpdir(), `sparkle-backend-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A new in-memory database with platform.sql and the migrations of `migrationsDir` applied: from the saved copy of
 * the last one made so (applying any migration it lacks, as at every start), or made and then saved.
 */
export async function openMigratedDatabase(migrationsDir: string): Promise<PgliteDatabase> {
  const file = migratedTemplatePath(migrationsDir);
  let saved: Blob | undefined;
  try {
    saved = new Blob([readFileSync(file)]);
  } catch {
    saved = undefined;
  }
  if (saved) {
    try {
      const db = pgliteDatabase(await PGlite.create({ loadDataDir: saved }));
      await bootstrapPlatform(db);
      await applyMigrations(db, migrationsDir);
      return db;
    } catch {
      // A damaged copy: make a new one below.
    }
  }
  const db = await openDatabase(undefined);
  await bootstrapPlatform(db);
  await applyMigrations(db, migrationsDir);
  await db.pglite.exec('checkpoint');
  await saveTemplate(db.pglite, file);
  return db;
}

/** Creates what a hosted project has before its first migration (platform.sql, docs/supabase-contract.md §9). */
export async function bootstrapPlatform(db: Database): Promise<void> {
  await db.exec(platformSql);
}

export interface Migration {
  version: string;
  name: string;
  file: string;
}

/** `<version>_<name>.sql` files, in name order, as the Supabase CLI reads them. */
export function listMigrations(dir: string): Migration[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file)!;
      return { version: match[1]!, name: match[2]!, file: join(dir, file) };
    });
}

/**
 * Applies every migration not yet recorded in `supabase_migrations.schema_migrations`, each in its own
 * transaction together with its record, so a failing file leaves neither half its changes nor a record.
 * Returns the versions applied now.
 */
export async function applyMigrations(db: Database, dir: string): Promise<string[]> {
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        // A migration may change settings for the rest of the session; the next one starts clean.
        await tx.exec('reset role; reset search_path;');
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    applied.push(migration.version);
  }
  return applied;
}

/** What PostgREST also puts in the request GUCs, beyond the claims (docs/supabase-contract.md §3.2). */
export interface RequestInfo {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** The exposed schema the request targets; `search_path` becomes `<schema>, public, extensions`. */
  schema?: string;
}

/** A Postgres-style error raised before any SQL runs (same fields as PGlite's DatabaseError). */
export class SqlStateError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'SqlStateError';
  }
}

export type WithClaims = <T>(
  claims: JwtClaims | null,
  fn: (tx: Transaction) => Promise<T>,
  request?: RequestInfo,
) => Promise<T>;

/**
 * Builds `withClaims`: one transaction per call that switches to the JWT's role with `set_config(..., true)`
 * (transaction-local, so nothing survives the commit or rollback), sets the claims the way PostgREST does,
 * runs `fn` and commits, or rolls back if `fn` throws.
 *
 * On PGlite (one connection) `transaction()` holds an exclusive lock until the callback settles, so concurrent
 * requests queue in arrival order and never see each other's settings; on PostgreSQL each runs on a pooled
 * connection of its own, side by side. Either way `fn` must use only `tx`, never `db` (on PGlite that would wait
 * for the lock it is holding; on PostgreSQL it would run outside the request's role and transaction).
 *
 * The roles a request may take are those the `authenticator` role is a member of (anon, authenticated,
 * service_role), read from the catalog, as PostgREST's authenticator can only switch to those.
 */
export async function createWithClaims(db: Database): Promise<WithClaims> {
  const roles = await db.query<{ rolname: string; allowed: boolean }>(
    `select r.rolname, exists (
       select 1 from pg_auth_members m join pg_roles a on a.oid = m.member
       where m.roleid = r.oid and a.rolname = 'authenticator'
     ) as allowed
     from pg_roles r`,
  );
  const existing = new Set(roles.rows.map((row) => row.rolname));
  const allowed = new Set(roles.rows.filter((row) => row.allowed).map((row) => row.rolname));

  return async (claims, fn, request = {}) => {
    const effective: JwtClaims = claims ?? { role: 'anon' };
    const role = typeof effective.role === 'string' ? effective.role : '';
    if (!allowed.has(role)) {
      throw existing.has(role)
        ? new SqlStateError('42501', `permission denied to set role "${role}"`)
        : new SqlStateError('22023', `role "${role}" does not exist`);
    }
    const claim = (name: string) => {
      const value = effective[name];
      return typeof value === 'string' ? value : '';
    };
    const schema = request.schema ?? 'public';
    return db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true),
                set_config('request.jwt.claim.sub', $2, true),
                set_config('request.jwt.claim.role', $3, true),
                set_config('request.jwt.claim.email', $4, true),
                set_config('request.method', $5, true),
                set_config('request.path', $6, true),
                set_config('request.headers', $7, true),
                set_config('search_path', $8, true),
                set_config('role', $3, true)`,
        [
          JSON.stringify(effective),
          claim('sub'),
          role,
          claim('email'),
          request.method ?? '',
          request.path ?? '',
          JSON.stringify(request.headers ?? {}),
          `${quoteIdent(schema)}, public, extensions`,
        ],
      );
      return fn(tx);
    });
  };
}

/** Quotes an identifier for SQL ("a""b"). Callers check identifiers against the catalog first. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
