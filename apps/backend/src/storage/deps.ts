import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { BackendContext, JwtClaims } from '../context.ts';
import type { WithClaims } from '../db.ts';
import { type BlobStore, fileStore, memoryStore } from './blobs.ts';
import { mapDbError } from './errors.ts';

/**
 * What the storage endpoints need: the superuser connection (bucket settings are platform data, checked before
 * the caller's policies; and bookkeeping that reaches no caller), `withClaims` for everything done as the
 * caller, the JWT tools (signed URLs are HS256 tokens with the project's secret) and the store of bytes.
 */
export interface StorageDeps {
  db: Pick<PGlite, 'query'>;
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

export async function asCaller<T>(
  deps: Pick<StorageDeps, 'withClaims'>,
  claims: JwtClaims,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await deps.withClaims(claims, fn);
  } catch (cause) {
    throw mapDbError(cause);
  }
}
