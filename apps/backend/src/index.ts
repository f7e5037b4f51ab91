import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import {
  authDeps,
  createAuthHandler,
  createConfirmedUser,
  defaultMailerSettings,
  type MailerSettings,
} from './auth/index.ts';
import type { BackendConfig, BackendContext, TableChange } from './context.ts';
import {
  applyMigrations,
  bootstrapPlatform,
  createWithClaims,
  type Database,
  defaultMigrationsDir,
  openDatabase,
  openMigratedDatabase,
} from './db.ts';
import { createDatabaseFromTemplate, openPostgres } from './engines/postgres.ts';
import { createFunctionsHandler } from './functions.ts';
import { createApiKeys, createJwtTools } from './jwt.ts';
import { startMaintenance } from './maintenance.ts';
import { type OutboxOptions, type RunningOutbox, startOutbox } from './outbox/index.ts';
import { attachRealtime, installChangeCapture } from './realtime/index.ts';
import { CatalogCache } from './rest/catalog.ts';
import { createRestHandler } from './rest/index.ts';
import { createHttpServer, parseTrustedProxies } from './server.ts';
import { createBackupHandler } from './snapshot.ts';
import { createStorageHandler, storageDeps } from './storage/index.ts';

export type { BackendConfig, BackendContext, JwtClaims, OutboxSettings, TableChange } from './context.ts';
export type { OutboxOptions, RunningOutbox } from './outbox/index.ts';

export interface StartOptions {
  /** TCP port; 0 picks a free one (tests). Default 54321. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Folder for the database, files and connection.json; omitted = everything in memory. */
  dataDir?: string;
  /**
   * A PostgreSQL server (15 or later) instead of embedded PGlite: `postgresql://user[:password]@host:port/database`.
   * The user must be able to create roles and schemas (the platform bootstrap); files still go under `dataDir`
   * (or memory). Omitted: PGlite in `dataDir` (or memory).
   */
  databaseUrl?: string;
  /** Signs the API keys and tokens. Omitted: the secret stored in the data folder, or a new random one. */
  jwtSecret?: string;
  chat?: {
    apiKey?: string | undefined;
    apiUrl?: string | undefined;
    model?: string | undefined;
    timeoutMs?: number | undefined;
  };
  /** The development admin account created when it does not exist; `false` creates none. */
  admin?: { email?: string; password?: string } | false;
  /** bcrypt cost for new password hashes (default 10; tests use 4). */
  bcryptCost?: number;
  /** Seconds a rotated refresh token may be reused (default 10, as GoTrue). */
  refreshReuseInterval?: number;
  /**
   * GoTrue's mailer settings: the site URL and allowed redirect URLs of e-mail links, their lifetime, the Send Email
   * hook (defaults: `defaultMailerSettings`; the CLI reads `SITE_URL` and `ADDITIONAL_REDIRECT_URLS`).
   */
  mailer?: Partial<MailerSettings>;
  migrationsDir?: string;
  /** Largest body for auth/rest/functions (default 2 MiB) and for storage (default 50 MiB). */
  bodyLimit?: number;
  storageBodyLimit?: number;
  /** One log line per request (the CLI turns it on). */
  log?: boolean;
  /**
   * The proxies whose forwarded address (`x-forwarded-for`) is believed, as TRUST_PROXY writes them ('127.0.0.1',
   * '10.0.0.0/8', 'loopback'; see `parseTrustedProxies`); with one configured, loopback is no longer exempt from the
   * rate limits. `true` believes the header of any request (tests that present several clients from one machine;
   * loopback stays exempt). Default: the environment's TRUST_PROXY, else none (the peer is the client).
   */
  trustProxy?: boolean | string;
  /** Milliseconds a client has to send its request headers (default 10 s) and its whole request (default 60 s). */
  headersTimeout?: number;
  requestTimeout?: number;
  /** Milliseconds an idle keep-alive connection stays open for the client's next request (default 65 s). */
  keepAliveTimeout?: number;
  /**
   * The message outbox's delivery: the worker and (unless `smtpUrl` names another server) the embedded mail catcher
   * with its web inbox. Omitted: messages are written to the outbox but nobody sends them (most tests). The CLI's
   * `start` turns it on.
   */
  outbox?: OutboxOptions;
}

export interface RunningBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The development admin's credentials (password null when it existed before and was not created by us). */
  admin: { email: string; password: string | null } | null;
  ctx: BackendContext;
  /** The outbox's worker and mail catcher, when started with `outbox`. */
  outbox: RunningOutbox | undefined;
  close(): Promise<void>;
}

interface StoredSecrets {
  jwtSecret?: string;
  admin?: { email: string; password: string };
}

export const defaultAdminEmail = 'admin@sparkle.local';

/**
 * For the test suite on PostgreSQL (vitest.config.ts, project `backend-pg`): the URL of a template database that
 * already holds the platform and the migrations. A backend started in memory (no `dataDir`, no `databaseUrl`) then
 * runs on a new database copied from it on that server, dropped again when the backend closes.
 */
export const testTemplateVariable = 'BACKEND_TEST_PG_TEMPLATE';
const lockFile = 'backend.lock';

function readJsonFile<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Whoever polls the file (scripts/local-stack.mjs) never sees half of it. Owner-only by default: these files hold
 * the JWT secret, the service-role key and the admin's password.
 */
function writeJsonAtomically(file: string, value: unknown, mode = 0o600): void {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(value, null, 2)}\n`, { mode });
  chmodSync(partial, mode);
  renameSync(partial, file);
}

/** A folder only its owner may enter, made so or tightened if an older backend left it open. */
function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/** What the lock file says: the owner's pid and, on Linux, its start time (so a reused pid is not mistaken for it). */
interface LockOwner {
  pid: number;
  started?: string | undefined;
}

/** `/proc/<pid>/stat`: the state (field 3) and the start time in clock ticks since boot (field 22); Linux only. */
function procStat(pid: number): { state: string; started: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(owner.pid);
  // A killed process stays a zombie until its parent reaps it: it holds nothing any more.
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  if (stat && owner.started !== undefined && stat.started !== owner.started) return false;
  return true;
}

function readLockJson(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as { pid?: unknown; started?: unknown };
    return typeof value.pid === 'number'
      ? { pid: value.pid, started: typeof value.started === 'string' ? value.started : undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

function readLock(file: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
  // Older backends wrote the bare pid.
  const owner = /^\d+$/.test(text) ? { pid: Number(text) } : readLockJson(text);
  return owner && Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
}

/** The pid of a live backend using `dataDir`, if any. */
export function runningBackendPid(dataDir: string): number | undefined {
  const owner = readLock(join(dataDir, lockFile));
  return owner && isAlive(owner) ? owner.pid : undefined;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

const inUse = (pid: number, dataDir: string) =>
  new Error(`Another backend (pid ${pid}) is using ${dataDir}. Stop it first, or use another DATA_DIR.`);

/**
 * PGlite is one process's database: a second backend on the same folder would corrupt it. The lock is created
 * atomically and complete (written to a private file, then hard-linked into place, which fails like O_EXCL when a
 * lock exists), so of two backends starting at once only one wins. A lock whose owner is gone (no such process, a
 * zombie, or a reused pid with another start time) is taken over, again atomically: it is renamed away first, so
 * only one taker wins. An owner that looks alive is watched for a second, because a process killed with SIGKILL
 * takes a moment to disappear. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const file = join(dataDir, lockFile);
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, JSON.stringify({ pid: process.pid, started: procStat(process.pid)?.started }), {
    mode: 0o600,
  });
  chmodSync(partial, 0o600);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(partial, file);
        return () => {
          if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readLock(file);
      if (owner && isAlive(owner)) {
        if (attempt >= 20) throw inUse(owner.pid, dataDir);
        await sleep(50);
        continue;
      }
      const stale = `${file}.stale.${process.pid}.${Date.now()}`;
      try {
        renameSync(file, stale);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // another taker was first
        throw error;
      }
      // Between reading and renaming, another backend may have put its own lock there: give it back.
      const moved = readLock(stale);
      if (moved && isAlive(moved)) {
        try {
          linkSync(stale, file);
        } finally {
          rmSync(stale, { force: true });
        }
        throw inUse(moved.pid, dataDir);
      }
      rmSync(stale, { force: true });
    }
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Makes `email` an admin, as the database owner (CLI and dev admin). */
export async function grantAdmin(db: Database, email: string): Promise<string> {
  const user = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1) and deleted_at is null',
    [email.trim()],
  );
  const id = user.rows[0]?.id;
  if (!id) throw new Error(`No user with the e-mail ${email}: they must sign up first.`);
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin')
     on conflict (user_id) do update set role = excluded.role`,
    [id],
  );
  return id;
}

/** The database a backend runs on, and how to drop it again when it was a throw-away copy. */
interface OpenedDatabase {
  db?: Database;
  drop?: () => Promise<void>;
}

/**
 * Opens the database `options` name: a PostgreSQL URL, a copy of the test template, the data folder's PGlite, or a
 * migrated PGlite in memory; then brings it up to date. Fills `opened` as it goes, so that a failure half-way can
 * still close and drop what was opened.
 */
async function openBackendDatabase(options: StartOptions, dataDir: string | undefined, opened: OpenedDatabase) {
  const testTemplate = !dataDir && !options.databaseUrl ? process.env[testTemplateVariable] : undefined;
  if (options.databaseUrl) {
    opened.db = await openPostgres(options.databaseUrl);
  } else if (testTemplate) {
    const copy = await createDatabaseFromTemplate(
      testTemplate,
      `backend_${process.pid}_${randomBytes(6).toString('hex')}`,
    );
    opened.drop = copy.drop;
    opened.db = await openPostgres(copy.url);
  } else if (dataDir) {
    opened.db = await openDatabase(dataDir);
  } else {
    opened.db = await openMigratedDatabase(options.migrationsDir ?? defaultMigrationsDir);
  }
  const db = opened.db;
  if (dataDir) {
    // PGlite makes db/ with the default mode; storage/ holds visitors' photos.
    if (db.engine === 'pglite') privateFolder(join(dataDir, 'db'));
    privateFolder(join(dataDir, 'storage'));
  }
  if (dataDir || options.databaseUrl || testTemplate) {
    await bootstrapPlatform(db);
    await applyMigrations(db, options.migrationsDir ?? defaultMigrationsDir);
  }
  await installChangeCapture(db);
  return db;
}

function backendConfig(
  options: StartOptions,
  dataDir: string | undefined,
  jwtSecret: string,
  keys: { anonKey: string; serviceRoleKey: string },
): BackendConfig {
  return {
    url: '',
    port: 0,
    dataDir,
    jwtSecret,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtExpiry: 3600,
    chat: {
      apiKey: options.chat?.apiKey || undefined,
      apiUrl: options.chat?.apiUrl || 'https://api.openai.com/v1/chat/completions',
      model: options.chat?.model || undefined,
      timeoutMs: options.chat?.timeoutMs || undefined,
    },
    outbox: undefined,
  };
}

/** Hands each captured table change (see realtime/capture.ts) to every listener the context registers. */
async function listenForTableChanges(db: Database) {
  const listeners = new Set<(change: TableChange) => void>();
  const unlisten = await db.listen('realtime_changes', (payload) => {
    let change: TableChange;
    try {
      change = JSON.parse(payload) as TableChange;
    } catch {
      return;
    }
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        console.error('[backend] table change listener failed:', error);
      }
    }
  });
  return { listeners, unlisten };
}

function backendServer(ctx: BackendContext, auth: ReturnType<typeof authDeps>, options: StartOptions) {
  return createHttpServer(
    ctx,
    {
      auth: createAuthHandler(auth),
      rest: createRestHandler({
        catalog: new CatalogCache(ctx.db, ['public']),
        withClaims: ctx.withClaims,
        verifyJwt: ctx.verifyJwt,
        schemas: ['public'],
        maxRows: 1000,
      }),
      storage: createStorageHandler(storageDeps(ctx)),
      functions: createFunctionsHandler(),
      backup: createBackupHandler(),
    },
    {
      bodyLimit: options.bodyLimit ?? 2 * 1024 * 1024,
      storageBodyLimit: options.storageBodyLimit ?? 50 * 1024 * 1024,
      log: options.log ?? false,
      trustProxy:
        typeof options.trustProxy === 'boolean'
          ? options.trustProxy
          : parseTrustedProxies(options.trustProxy ?? process.env.TRUST_PROXY),
      headersTimeout: options.headersTimeout ?? 10_000,
      requestTimeout: options.requestTimeout ?? 60_000,
      keepAliveTimeout: options.keepAliveTimeout ?? 65_000,
    },
  );
}

/** Listens on `host:port`; returns the sockets it keeps (upgraded ones outlive `server.close()`) and its URL. */
async function listenOn(server: ReturnType<typeof createHttpServer>, host: string, port: number) {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return { sockets, port: bound, url: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${bound}` };
}

/** Creates the development admin on first start (remembered in `secrets`), or reports the one that exists. */
async function ensureAdmin(
  options: StartOptions,
  database: Database,
  auth: ReturnType<typeof authDeps>,
  secrets: StoredSecrets,
): Promise<RunningBackend['admin']> {
  if (options.admin === false) return null;
  const email = (options.admin?.email ?? defaultAdminEmail).toLowerCase();
  const existing = await database.query('select 1 from auth.users where lower(email) = $1', [email]);
  if (existing.rows.length > 0) {
    return { email, password: secrets.admin?.email === email ? secrets.admin.password : null };
  }
  const password = options.admin?.password ?? randomBytes(12).toString('base64url');
  await createConfirmedUser(auth, email, password, { full_name: 'Local Admin' });
  await grantAdmin(database, email);
  secrets.admin = { email, password };
  return { email, password };
}

function writeDataDirFiles(
  dataDir: string,
  secrets: StoredSecrets,
  config: BackendConfig,
  admin: RunningBackend['admin'],
  outbox: RunningOutbox | undefined,
) {
  writeJsonAtomically(join(dataDir, 'secrets.json'), secrets, 0o600);
  writeJsonAtomically(join(dataDir, 'connection.json'), {
    url: config.url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    admin,
    ...(outbox?.catcher ? { inbox: { url: outbox.catcher.inboxUrl, smtpUrl: outbox.catcher.smtpUrl } } : {}),
  });
}

export async function startBackend(options: StartOptions = {}): Promise<RunningBackend> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  let unlock = () => {};
  let secrets: StoredSecrets = {};
  if (dataDir) {
    privateFolder(dataDir);
    unlock = await lockDataDir(dataDir);
    secrets = readJsonFile<StoredSecrets>(join(dataDir, 'secrets.json')) ?? {};
  }
  const opened: OpenedDatabase = {};
  try {
    const jwtSecret = options.jwtSecret ?? secrets.jwtSecret ?? randomBytes(32).toString('base64url');
    if (dataDir && !options.jwtSecret && !secrets.jwtSecret) secrets.jwtSecret = jwtSecret;
    const database = await openBackendDatabase(options, dataDir, opened);

    const jwt = createJwtTools(jwtSecret);
    const config = backendConfig(options, dataDir, jwtSecret, await createApiKeys(jwt));
    const { listeners, unlisten } = await listenForTableChanges(database);
    const ctx: BackendContext = {
      config,
      db: database,
      withClaims: await createWithClaims(database),
      verifyJwt: (token) => jwt.verify(token),
      signJwt: (claims, expiresIn) => jwt.sign(claims, expiresIn),
      onTableChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };

    const auth = authDeps(ctx, {
      bcryptCost: options.bcryptCost ?? 10,
      refreshReuseInterval: options.refreshReuseInterval ?? 10,
      mailer: { ...defaultMailerSettings, ...options.mailer },
    });
    const server = backendServer(ctx, auth, options);
    const { sockets, port, url } = await listenOn(server, options.host ?? '127.0.0.1', options.port ?? 54321);
    config.port = port;
    config.url = url;
    attachRealtime(server, ctx);

    const admin = await ensureAdmin(options, database, auth, secrets);
    const outbox = options.outbox ? await startOutbox(ctx, options.outbox, dataDir) : undefined;
    config.outbox = outbox?.settings;
    if (dataDir) writeDataDirFiles(dataDir, secrets, config, admin, outbox);

    // Housekeeping on a timer (old suspected spam), as pg_cron does on a hosted project.
    const maintenance = startMaintenance(database);

    let closed: Promise<void> | undefined;
    return {
      url: config.url,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      admin,
      ctx,
      outbox,
      close() {
        closed ??= (async () => {
          await outbox?.close();
          await new Promise<void>((resolveClose) => {
            server.close(() => resolveClose());
            server.closeAllConnections();
            for (const socket of sockets) socket.destroy();
          });
          await maintenance.stop();
          listeners.clear();
          await unlisten().catch(() => {});
          await database.close();
          await opened.drop?.();
          unlock();
        })();
        return closed;
      },
    };
  } catch (error) {
    await opened.db?.close().catch(() => {});
    await opened.drop?.().catch(() => {});
    unlock();
    throw error;
  }
}
