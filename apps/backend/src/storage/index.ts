import type { ServiceHandler } from '../context.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import type { StorageDeps } from './deps.ts';
import { downloadAuthenticated, downloadPublic, objectInfo } from './download.ts';
import { errors, mapDbError } from './errors.ts';
import { checkBucketName, checkKey } from './input.ts';
import { listObjects } from './list.ts';
import { copyObject, moveObject } from './move.ts';
import { removeObject, removeObjects } from './remove.ts';
import { createSignedUrl, createSignedUrls, downloadSigned } from './signed.ts';
import { writeObject } from './upload.ts';

/**
 * Storage API at `/storage/v1` (docs/supabase-contract.md §6), as storage-js 2.119 calls it.
 *
 * Buckets are looked up as superuser (their limits are platform settings, checked before anything is written);
 * every read or write of an object row runs as the request's role through `withClaims`, so the policies on
 * `storage.objects` and `storage.buckets` decide who may do what. The server adds no permission rule of its own.
 * One module per group of endpoints; this file routes.
 */

export { type StorageDeps, storageDeps } from './deps.ts';

/** `/object/<bucket>/<name…>` (already percent-decoded by server.ts) → bucket and validated name. */
function bucketAndKey(segments: string[]): { bucketId: string; name: string } {
  const [bucketId = '', ...rest] = segments;
  return { bucketId: checkBucketName(bucketId), name: checkKey(rest.join('/')) };
}

async function route(deps: StorageDeps, request: Request, path: string): Promise<Response> {
  const method = request.method.toUpperCase();
  const segments = (path.split('?')[0] ?? '').split('/').filter((s, i) => !(i === 0 && s === ''));
  const [area, ...rest] = segments;
  const read = method === 'GET' || method === 'HEAD';

  if (area === 'bucket') {
    const [rawId, action] = rest;
    const id = rawId === undefined || rawId === '' ? undefined : checkBucketName(rawId);
    if (!id && rest.length <= 1) {
      if (method === 'GET') return listBuckets(deps, request);
      if (method === 'POST') return createBucket(deps, request);
    } else if (id && rest.length === 1) {
      if (method === 'GET') return getBucket(deps, request, id);
      if (method === 'PUT') return updateBucket(deps, request, id);
      if (method === 'DELETE') return deleteBucket(deps, request, id);
    } else if (id && action === 'empty' && rest.length === 2 && method === 'POST') {
      return emptyBucket(deps, request, id);
    }
  }

  if (area === 'object' && rest.length > 0) {
    const [first, ...tail] = rest;
    if (first === 'list' && tail.length === 1 && method === 'POST') {
      return listObjects(deps, request, checkBucketName(tail[0] ?? ''));
    }
    if (first === 'move' && tail.length === 0 && method === 'POST') return moveObject(deps, request);
    if (first === 'copy' && tail.length === 0 && method === 'POST') return copyObject(deps, request);
    if (first === 'sign' && tail.length === 1 && method === 'POST') {
      return createSignedUrls(deps, request, checkBucketName(tail[0] ?? ''));
    }
    if (first === 'sign' && tail.length >= 2) {
      const { bucketId, name } = bucketAndKey(tail);
      if (method === 'POST') return createSignedUrl(deps, request, bucketId, name);
      if (read) return downloadSigned(deps, request, bucketId, name);
    }
    if (first === 'public' && tail.length >= 2 && read) {
      const { bucketId, name } = bucketAndKey(tail);
      return downloadPublic(deps, request, bucketId, name);
    }
    if (first === 'authenticated' && tail.length >= 2 && read) {
      const { bucketId, name } = bucketAndKey(tail);
      return downloadAuthenticated(deps, request, bucketId, name);
    }
    if (first === 'info' && tail.length >= 2 && method === 'GET') {
      const scoped = tail[0] === 'authenticated' || tail[0] === 'public' ? tail.slice(1) : tail;
      const { bucketId, name } = bucketAndKey(scoped);
      return objectInfo(deps, request, bucketId, name);
    }
    if (first === 'upload') throw errors.routeNotFound(method, path);
    if (rest.length === 1 && method === 'DELETE') {
      return removeObjects(deps, request, checkBucketName(rest[0] ?? ''));
    }
    if (rest.length >= 2) {
      const { bucketId, name } = bucketAndKey(rest);
      if (method === 'POST') {
        return writeObject(
          deps,
          request,
          bucketId,
          name,
          request.headers.get('x-upsert') === 'true' ? 'upsert' : 'create',
        );
      }
      if (method === 'PUT') return writeObject(deps, request, bucketId, name, 'update');
      if (read) return downloadAuthenticated(deps, request, bucketId, name);
      if (method === 'DELETE') return removeObject(deps, request, bucketId, name);
    }
  }

  throw errors.routeNotFound(method, path);
}

/** Reads and discards an unread body; cancelling it instead could reset the connection before the answer. */
async function drain(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // the client went away
  }
}

export function createStorageHandler(deps: StorageDeps): ServiceHandler {
  return async (request, path) => {
    try {
      return await route(deps, request, path);
    } catch (cause) {
      // Whatever went wrong, the body is consumed so the connection can carry the answer.
      if (!request.bodyUsed) await drain(request);
      return mapDbError(cause).toResponse();
    }
  };
}
