import { randomUUID } from 'node:crypto';
import { findBucket } from './buckets.ts';
import { asCaller, type StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { callerClaims, checkBucketName, checkKey, jsonBody, ownerOf } from './input.ts';
import { type ObjectRow, objectColumns } from './objects.ts';

/** Move and copy of objects, within a bucket or across buckets. */

interface MoveOrCopy {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

async function readMoveOrCopy(request: Request): Promise<MoveOrCopy> {
  const body = await jsonBody(request);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string') {
    throw errors.invalidRequest('bucketId, sourceKey and destinationKey are required');
  }
  return {
    bucketId: checkBucketName(bucketId),
    sourceKey: checkKey(sourceKey),
    destinationBucket: checkBucketName(typeof destinationBucket === 'string' ? destinationBucket : bucketId),
    destinationKey: checkKey(destinationKey),
  };
}

/** Renames an object (UPDATE policy on the source row, checked again on the new name). */
export async function moveObject(deps: StorageDeps, request: Request) {
  const claims = await callerClaims(deps, request);
  const move = await readMoveOrCopy(request);
  if (move.destinationBucket !== move.bucketId) await findBucket(deps, move.destinationBucket);
  const store = deps.store;
  let moved: { version: string | null } | undefined;
  await asCaller(deps, request, claims, async (tx) => {
    const { rows } = await tx.query<{ version: string | null }>(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2 returning version`,
      [move.bucketId, move.sourceKey, move.destinationBucket, move.destinationKey],
    );
    moved = rows[0];
    if (!moved) throw errors.noSuchKey();
    if (moved.version) {
      const bytes = await store.read(move.bucketId, move.sourceKey, moved.version);
      if (!bytes) throw errors.noSuchKey();
      await store.write(move.destinationBucket, move.destinationKey, moved.version, bytes);
    }
  });
  if (moved?.version) await store.remove(move.bucketId, move.sourceKey, moved.version).catch(() => {});
  return Response.json({ message: 'Successfully moved' });
}

/** Copies an object (SELECT on the source, INSERT on the destination; with `x-upsert` also UPDATE). */
export async function copyObject(deps: StorageDeps, request: Request) {
  const claims = await callerClaims(deps, request);
  const copy = await readMoveOrCopy(request);
  await findBucket(deps, copy.destinationBucket);
  const upsert = request.headers.get('x-upsert') === 'true';
  const store = deps.store;
  const version: string = randomUUID();
  const id: string = randomUUID();
  try {
    await asCaller(deps, request, claims, async (tx) => {
      const source = (
        await tx.query<ObjectRow & { user_metadata: unknown }>(
          `select ${objectColumns}, user_metadata from storage.objects where bucket_id = $1 and name = $2`,
          [copy.bucketId, copy.sourceKey],
        )
      ).rows[0];
      if (!source?.version) throw errors.noSuchKey();
      const bytes = await store.read(copy.bucketId, copy.sourceKey, source.version);
      if (!bytes) throw errors.noSuchKey();
      const { owner, ownerId } = ownerOf(claims);
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4::uuid, $5, $6::text::jsonb, $7::text::jsonb, $8)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
                metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
                updated_at = now()`
             : ''
         }`,
        [
          id,
          copy.destinationBucket,
          copy.destinationKey,
          owner,
          ownerId,
          JSON.stringify({ ...source.metadata, lastModified: new Date().toISOString() }),
          source.user_metadata ? JSON.stringify(source.user_metadata) : null,
          version,
        ],
      );
      await store.write(copy.destinationBucket, copy.destinationKey, version, bytes);
    });
  } catch (cause) {
    await store.remove(copy.destinationBucket, copy.destinationKey, version).catch(() => {});
    throw cause;
  }
  return Response.json({ Id: id, Key: `${copy.destinationBucket}/${copy.destinationKey}` });
}
