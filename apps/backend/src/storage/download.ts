import { findBucket } from './buckets.ts';
import { asCaller, type StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { callerClaims } from './input.ts';
import { type ObjectRow, objectColumns, serveObject } from './objects.ts';

/** Reading objects: as the caller, by public URL, and an object's info. */

export async function downloadAuthenticated(deps: StorageDeps, request: Request, bucketId: string, name: string) {
  const claims = await callerClaims(deps, request);
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [
      bucketId,
      name,
    ]),
  );
  return serveObject(deps, request, bucketId, rows[0]);
}

/** Public URLs serve any object of a public bucket without consulting policies, as hosted storage does. */
export async function downloadPublic(deps: StorageDeps, request: Request, bucketId: string, name: string) {
  const bucket = await findBucket(deps, bucketId);
  if (!bucket.public) throw errors.noSuchBucket();
  const { rows } = await deps.db.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return serveObject(deps, request, bucketId, rows[0]);
}

export async function objectInfo(deps: StorageDeps, request: Request, bucketId: string, name: string) {
  const claims = await callerClaims(deps, request);
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query<
      ObjectRow & { bucket_id: string; created_at: Date; updated_at: Date; user_metadata: Record<string, unknown> }
    >(
      `select id, name, version, bucket_id, metadata, user_metadata, created_at, updated_at
       from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    ),
  );
  const row = rows[0];
  if (!row) throw errors.noSuchKey();
  const meta = row.metadata ?? {};
  return Response.json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    last_modified: meta.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    metadata: row.user_metadata ?? {},
  });
}
