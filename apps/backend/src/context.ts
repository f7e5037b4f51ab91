import type { Database, Transaction } from './engines/database.ts';

/**
 * The seams between the local backend's services. `server.ts` builds one BackendContext at start and
 * hands it to each service handler (auth, rest, storage, functions) and to the realtime socket.
 */

/** Claims of a verified JWT (access token, anon key or service key). */
export interface JwtClaims {
  role: 'anon' | 'authenticated' | 'service_role' | (string & {});
  sub?: string;
  email?: string;
  session_id?: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

export interface BackendConfig {
  /** Public base URL, e.g. http://127.0.0.1:54321 (no trailing slash). */
  url: string;
  port: number;
  /** Folder for the database and stored files; undefined = in memory (tests). */
  dataDir: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Seconds an access token lives (3600). */
  jwtExpiry: number;
  /**
   * Chat function settings, read from the environment: without a key the function answers from the company's facts,
   * with one through the model (any OpenAI-compatible endpoint, `model` and `timeoutMs` optional).
   */
  chat: { apiKey: string | undefined; apiUrl: string; model?: string | undefined; timeoutMs?: number | undefined };
  /**
   * The outbox's delivery settings when the backend runs its worker (src/outbox): the outbox-worker function reads
   * them too. Changeable while running (the e2e set-up names the site's origin once it serves).
   */
  outbox: OutboxSettings | undefined;
}

export interface OutboxSettings {
  /** Where e-mail goes: the embedded catcher's SMTP server or SMTP_URL. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The site's origin, for the links in messages. */
  siteUrl: string;
  whatsapp: { token: string; phoneId: string; apiUrl?: string | undefined } | undefined;
}

/** What a table change looks like when it is committed; the realtime socket fans these out. */
export interface TableChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

export interface BackendContext {
  config: BackendConfig;
  /** Superuser connection. Use only for platform work (bootstrap, migrations, auth tables), never for a request's data. */
  db: Database;
  /**
   * Runs `fn` in one transaction as PostgREST does (docs/supabase-contract.md §3.2): `set_config('role', …, true)`,
   * `request.jwt.claims`, legacy `request.jwt.claim.*`, `search_path`; commits on success, rolls back on throw.
   * `claims` null means the anon role with only `{role: 'anon'}`. `request` optionally fills PostgREST's
   * `request.method` / `request.path` / `request.headers` GUCs and picks the schema for `search_path`.
   * `fn` must use only `tx`: on PGlite (one connection) `db` would wait for the transaction `fn` is in.
   */
  withClaims<T>(
    claims: JwtClaims | null,
    fn: (tx: Transaction) => Promise<T>,
    request?: { method?: string; path?: string; headers?: Record<string, string>; schema?: string },
  ): Promise<T>;
  /** Verifies an HS256 JWT with the project's secret; throws JwtError ('expired' | 'invalid'). */
  verifyJwt(token: string): Promise<JwtClaims>;
  /** Signs claims with the project's secret (HS256). */
  signJwt(claims: Record<string, unknown>, expiresInSeconds?: number): Promise<string>;
  /** Subscribe to committed changes of tables in the `supabase_realtime` publication. Returns an unsubscribe function. */
  onTableChange(listener: (change: TableChange) => void): () => void;
}

export class JwtError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

/**
 * A service handler receives the request and the path after its prefix (e.g. for
 * `/storage/v1/object/uploads/a.png` the storage handler gets `/object/uploads/a.png`) and answers a Response.
 * CORS headers are added by server.ts for every answer; handlers answer only their own content.
 */
export type ServiceHandler = (request: Request, path: string, ctx: BackendContext) => Promise<Response>;
