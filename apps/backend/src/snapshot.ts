import type { ServiceHandler } from './context.ts';
import type { PgliteDatabase } from './engines/pglite.ts';

/**
 * The database files of a running PGlite, copied between two transactions (PGlite runs one at a time: inside a
 * transaction of our own, no other is half done) after a checkpoint, so loading them needs little recovery.
 */
export async function snapshotPglite(db: PgliteDatabase): Promise<Blob> {
  await db.pglite.exec('checkpoint');
  return db.pglite.transaction(() => db.pglite.dumpDataDir('none'));
}

/** `POST /backup/v1/snapshot` with the service-role key: the running backend's snapshot, as a tar. */
export function createBackupHandler(): ServiceHandler {
  return async (request, path, ctx) => {
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (path !== '/snapshot') return json({ message: 'no Route matched with those values' }, 404);
    if (request.method !== 'POST') return json({ message: 'Method not allowed: use POST' }, 405);
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    let role: unknown;
    try {
      role = token ? (await ctx.verifyJwt(token)).role : undefined;
    } catch {
      role = undefined;
    }
    if (role !== 'service_role') {
      return json({ message: 'A backup needs the service_role key (Authorization: Bearer <key>)' }, 403);
    }
    if (ctx.db.engine !== 'pglite') {
      return json({ message: 'This backend runs on a PostgreSQL server: back that up with pg_dump' }, 501);
    }
    const snapshot = await snapshotPglite(ctx.db as PgliteDatabase);
    return new Response(snapshot, { headers: { 'Content-Type': 'application/x-tar' } });
  };
}
