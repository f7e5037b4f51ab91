import type { StorageDeps } from './deps.ts';
import { errors } from './errors.ts';

/** Object rows and bytes shared by the object endpoints. */

export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
}

export interface ObjectRow {
  id: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata | null;
}

export const objectColumns = 'id, name, version, metadata';

export async function removeBlobs(deps: StorageDeps, bucket: string, rows: { name: string; version: string | null }[]) {
  const store = deps.store;
  await Promise.all(
    rows.map((r) => (r.version ? store.remove(bucket, r.name, r.version).catch(() => {}) : Promise.resolve())),
  );
}

/** Serves stored bytes with the object's own headers. */
export async function serveObject(
  deps: StorageDeps,
  request: Request,
  bucketId: string,
  row: ObjectRow | undefined,
): Promise<Response> {
  if (!row?.version) throw errors.noSuchKey();
  const bytes = await deps.store.read(bucketId, row.name, row.version);
  if (!bytes) throw errors.noSuchKey();
  const meta = row.metadata ?? {};
  const headers = new Headers({
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': meta.cacheControl ?? 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (meta.eTag) headers.set('ETag', meta.eTag);
  if (meta.lastModified) headers.set('Last-Modified', new Date(meta.lastModified).toUTCString());
  const download = new URL(request.url).searchParams.get('download');
  if (download !== null) {
    const filename = download || row.name.split('/').pop() || 'download';
    headers.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
  }
  if (meta.eTag && request.headers.get('if-none-match') === meta.eTag) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : bytes, { status: 200, headers });
}
