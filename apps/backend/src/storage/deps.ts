import type { BackendContext, JwtClaims } from '../context.ts';
import type { RequestInfo, WithClaims } from '../db.ts';
import type { Database, Transaction } from '../engines/database.ts';
import { headerObject } from '../http.ts';
import { type BlobStore, fileStore, memoryStore } from './blobs.ts';
import { mapDbError } from './errors.ts';

/**
 * What the storage endpoints need: the superuser connection (bucket settings are platform data, checked before
 * the caller's policies; and bookkeeping that reaches no caller), `withClaims` for everything done as the
 * caller, the JWT tools (signed URLs are HS256 tokens with the project's secret) and the store of bytes.
 */
export interface StorageDeps {
  db: Pick<Database, 'query'>;
  withClaims: WithClaims;
  verifyJwt(token: string): Promise<JwtClaims>;
  signJwt(claims: Record<string, unknown>, expiresInSeconds?: number): Promise<string>;
  jwtSecret: string;
  store: BlobStore;
}

/** Storage's dependencies from the backend's context: files under `<dataDir>/storage`, or memory. */
export function storageDeps(ctx: BackendContext): StorageDeps {
  return {
    db: ctx.db,
    withClaims: ctx.withClaims,
    verifyJwt: ctx.verifyJwt,
    signJwt: ctx.signJwt,
    jwtSecret: ctx.config.jwtSecret,
    store: ctx.config.dataDir ? fileStore(ctx.config.dataDir) : memoryStore(),
  };
}

/** What hosted storage also sets for the caller's transaction: `request.method`, `request.path`, `request.headers`. */
export function requestInfo(request: Request): RequestInfo {
  return { method: request.method, path: new URL(request.url).pathname, headers: headerObject(request) };
}

/**
 * Runs `fn` as the caller: its role and claims, and the request GUCs (policies and triggers may read the headers,
 * e.g. the client address), as hosted storage's `setScope`. Database errors become storage errors.
 */
export async function asCaller<T>(
  deps: Pick<StorageDeps, 'withClaims'>,
  request: Request,
  claims: JwtClaims,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await deps.withClaims(claims, fn, requestInfo(request));
  } catch (cause) {
    throw mapDbError(cause);
  }
}
