import { createHash, randomUUID } from 'node:crypto';
import { findBucket } from './buckets.ts';
import { asCaller, type StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { callerClaims, globalFileSizeLimit, ownerOf, readUpload } from './input.ts';
import { contentMatchesType } from './sniff.ts';

/** Upload (POST, `x-upsert` optional) and replace (PUT) of one object (docs/supabase-contract.md §6.1). */

export function mimeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  // The whole value is compared, as hosted storage does: `text/plain;charset=UTF-8` is not `text/plain`.
  return allowed.some((a) => a === mimetype || (a.endsWith('/*') && mimetype.startsWith(a.slice(0, -1))));
}

/** Upload (POST, `x-upsert` optional) or replace (PUT) one object. */
export async function writeObject(
  deps: StorageDeps,
  request: Request,
  bucketId: string,
  name: string,
  mode: 'create' | 'upsert' | 'update',
): Promise<Response> {
  const upload = await readUpload(request);
  const claims = await callerClaims(deps, request);
  const bucket = await findBucket(deps, bucketId);
  if (!mimeAllowed(upload.mimetype, bucket.allowed_mime_types)) throw errors.invalidMimeType(upload.mimetype);
  const limit = Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit);
  if (upload.bytes.byteLength > limit) throw errors.entityTooLarge();
  if (!contentMatchesType(upload.mimetype, upload.bytes)) throw errors.contentMismatch(upload.mimetype);

  const size = upload.bytes.byteLength;
  const metadata = {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(claims);
  const version: string = randomUUID();
  const newId: string = randomUUID();
  // Bookkeeping only (which old file to delete afterwards); nothing from it reaches the caller.
  const previous =
    mode === 'create'
      ? undefined
      : (
          await deps.db.query<{ version: string | null }>(
            'select version from storage.objects where bucket_id = $1 and name = $2',
            [bucketId, name],
          )
        ).rows[0];
  const store = deps.store;
  const params = [
    newId,
    bucketId,
    name,
    owner,
    ownerId,
    JSON.stringify(metadata),
    upload.userMetadata ? JSON.stringify(upload.userMetadata) : null,
    version,
  ];
  let id = newId;
  try {
    id = await asCaller(deps, request, claims, async (tx) => {
      // No RETURNING on the insert: it would need a SELECT policy, and visitors may upload without reading.
      let objectId = newId;
      if (mode === 'update') {
        const result = await tx.query<{ id: string }>(
          `update storage.objects set owner = $3::uuid, owner_id = $4, metadata = $5::text::jsonb,
             user_metadata = $6::text::jsonb, version = $7, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          params.slice(1),
        );
        const row = result.rows[0];
        if (!row) throw errors.noSuchKey();
        objectId = row.id;
      } else {
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4::uuid, $5, $6::text::jsonb, $7::text::jsonb, $8)
           ${
             mode === 'upsert'
               ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
                  metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
                  updated_at = now(), last_accessed_at = now()`
               : ''
           }`,
          params,
        );
        if (mode === 'upsert') {
          const { rows } = await tx.query<{ id: string }>(
            'select id from storage.objects where bucket_id = $1 and name = $2',
            [bucketId, name],
          );
          objectId = rows[0]?.id ?? newId;
        }
      }
      // The bytes are written inside the transaction: if the row is refused, nothing is stored.
      await store.write(bucketId, name, version, upload.bytes);
      return objectId;
    });
  } catch (cause) {
    await store.remove(bucketId, name, version).catch(() => {});
    throw cause;
  }
  if (previous?.version && previous.version !== version) {
    await store.remove(bucketId, name, previous.version).catch(() => {});
  }
  return Response.json({ Id: id, Key: `${bucketId}/${name}` });
}
