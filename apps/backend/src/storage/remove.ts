import { asCaller, type StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { callerClaims, jsonBody } from './input.ts';
import { removeBlobs } from './objects.ts';

const maxRemovePrefixes = 1000;

/** Removes what the caller's DELETE (and SELECT) policies allow; the rest is silently skipped. */
export async function removeObjects(deps: StorageDeps, request: Request, bucketId: string) {
  const claims = await callerClaims(deps, request);
  const body = await jsonBody(request);
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > maxRemovePrefixes ||
    !prefixes.every((p): p is string => typeof p === 'string')
  ) {
    throw errors.invalidRequest(`prefixes must be a list of 1 to ${maxRemovePrefixes} object names`);
  }
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query<{ name: string; version: string | null }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at,
                 last_accessed_at`,
      [bucketId, prefixes],
    ),
  );
  await removeBlobs(deps, bucketId, rows);
  return Response.json(rows);
}

export async function removeObject(deps: StorageDeps, request: Request, bucketId: string, name: string) {
  const claims = await callerClaims(deps, request);
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query<{ name: string; version: string | null }>(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning name, version',
      [bucketId, name],
    ),
  );
  if (rows.length === 0) throw errors.noSuchKey();
  await removeBlobs(deps, bucketId, rows);
  return Response.json({ message: 'Successfully deleted' });
}
