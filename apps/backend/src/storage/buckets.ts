import { asCaller, requestInfo, type StorageDeps } from './deps.ts';
import { errors, mapDbError } from './errors.ts';
import { boundedInt, callerClaims, checkBucketName, globalFileSizeLimit, jsonBody, ownerOf } from './input.ts';
import { removeBlobs } from './objects.ts';

/**
 * Bucket endpoints (`/bucket`, docs/supabase-contract.md §6.2), each run as the caller so policies on storage.buckets
 * apply.
 */

export const maxListLimit = 1000;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
  type: string | null;
}

export const bucketColumns = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
  created_at, updated_at, type::text as type`;

const bucketJson = (b: BucketRow) => ({
  id: b.id,
  name: b.name,
  owner: b.owner ?? '',
  public: b.public,
  file_size_limit: b.file_size_limit,
  allowed_mime_types: b.allowed_mime_types,
  created_at: b.created_at,
  updated_at: b.updated_at,
  type: b.type ?? 'STANDARD',
});

/** Platform lookup (superuser): a bucket's settings are checked before the caller's policies. */
export async function findBucket(deps: StorageDeps, id: string): Promise<BucketRow> {
  const { rows } = await deps.db.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]);
  const bucket = rows[0];
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

const sizeUnits: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/** `fileSizeLimit` may be bytes or a string such as "5MB" (decimal units); null removes the limit. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  let bytes: number | undefined;
  if (typeof value === 'number') bytes = value;
  if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (match) bytes = Number(match[1]) * (sizeUnits[(match[2] ?? 'b').toLowerCase()] ?? 1);
  }
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) {
    throw errors.invalidRequest('file_size_limit must be a number of bytes or a size such as "5MB"');
  }
  if (bytes > globalFileSizeLimit) {
    throw errors.invalidRequest(`file_size_limit cannot exceed the global limit of ${globalFileSizeLimit} bytes`);
  }
  return Math.floor(bytes);
}

const mimePattern = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+|\*)(;\s*charset=[a-zA-Z0-9-]+)?$/;

export function parseMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string' && mimePattern.test(v))) {
    throw errors.invalidRequest('allowed_mime_types must be a list of mime types such as "image/png" or "image/*"');
  }
  return value;
}

export async function createBucket(deps: StorageDeps, request: Request): Promise<Response> {
  const claims = await callerClaims(deps, request);
  const body = await jsonBody(request);
  const name = typeof body.name === 'string' ? body.name : typeof body.id === 'string' ? body.id : '';
  const id = checkBucketName(typeof body.id === 'string' ? body.id : name);
  checkBucketName(name);
  const isPublic = body.public === undefined ? false : body.public;
  if (typeof isPublic !== 'boolean') throw errors.invalidRequest('public must be a boolean');
  const limit = body.file_size_limit === undefined ? null : parseFileSizeLimit(body.file_size_limit);
  const mimeTypes = body.allowed_mime_types === undefined ? null : parseMimeTypes(body.allowed_mime_types);
  const { owner, ownerId } = ownerOf(claims);
  try {
    await deps.withClaims(
      claims,
      (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $4, $5, $6::bigint, $7::text[])`,
          [id, name, owner, ownerId, isPublic, limit, mimeTypes],
        ),
      requestInfo(request),
    );
  } catch (cause) {
    throw (cause as { code?: unknown }).code === '23505'
      ? errors.duplicate('ResourceAlreadyExists')
      : mapDbError(cause);
  }
  return Response.json({ name: id });
}

export async function listBuckets(deps: StorageDeps, request: Request): Promise<Response> {
  const claims = await callerClaims(deps, request);
  const query = new URL(request.url).searchParams;
  const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(query.get('sortColumn') ?? '')
    ? (query.get('sortColumn') as string)
    : 'name';
  const sortOrder = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const limit = boundedInt(query.get('limit'), maxListLimit, maxListLimit);
  const offset = boundedInt(query.get('offset'), 0, Number.MAX_SAFE_INTEGER);
  const search = query.get('search') ?? '';
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query<BucketRow>(
      `select ${bucketColumns} from storage.buckets
       where $1::text = '' or strpos(lower(name), lower($1::text)) > 0
       order by ${sortColumn} ${sortOrder}, id limit $2 offset $3`,
      [search, limit, offset],
    ),
  );
  return Response.json(rows.map(bucketJson));
}

export async function getBucket(deps: StorageDeps, request: Request, id: string): Promise<Response> {
  const claims = await callerClaims(deps, request);
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]),
  );
  const bucket = rows[0];
  if (!bucket) throw errors.noSuchBucket();
  return Response.json(bucketJson(bucket));
}

export async function updateBucket(deps: StorageDeps, request: Request, id: string): Promise<Response> {
  const claims = await callerClaims(deps, request);
  const body = await jsonBody(request);
  if (body.public !== undefined && typeof body.public !== 'boolean') {
    throw errors.invalidRequest('public must be a boolean');
  }
  // Keys left out keep their value; null clears a limit.
  const hasLimit = body.file_size_limit !== undefined;
  const hasMimeTypes = body.allowed_mime_types !== undefined;
  const limit = hasLimit ? parseFileSizeLimit(body.file_size_limit) : null;
  const mimeTypes = hasMimeTypes ? parseMimeTypes(body.allowed_mime_types) : null;
  const result = await asCaller(deps, request, claims, (tx) =>
    tx.query(
      `update storage.buckets set
         public = coalesce($2::boolean, public),
         file_size_limit = case when $3::boolean then $4::bigint else file_size_limit end,
         allowed_mime_types = case when $5::boolean then $6::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1`,
      [id, body.public ?? null, hasLimit, limit, hasMimeTypes, mimeTypes],
    ),
  );
  if (!result.affectedRows) throw errors.noSuchBucket();
  return Response.json({ message: 'Successfully updated' });
}

export async function emptyBucket(deps: StorageDeps, request: Request, id: string): Promise<Response> {
  const claims = await callerClaims(deps, request);
  const removed = await asCaller(deps, request, claims, async (tx) => {
    const visible = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (visible.rows.length === 0) throw errors.noSuchBucket();
    const { rows } = await tx.query<{ name: string; version: string | null }>(
      'delete from storage.objects where bucket_id = $1 returning name, version',
      [id],
    );
    return rows;
  });
  await removeBlobs(deps, id, removed);
  return Response.json({ message: 'Successfully emptied' });
}

export async function deleteBucket(deps: StorageDeps, request: Request, id: string): Promise<Response> {
  const claims = await callerClaims(deps, request);
  let deleted: number;
  try {
    const result = await deps.withClaims(
      claims,
      (tx) => tx.query('delete from storage.buckets where id = $1', [id]),
      requestInfo(request),
    );
    deleted = result.affectedRows ?? 0;
  } catch (cause) {
    if ((cause as { code?: unknown }).code === '23503') throw errors.notEmpty();
    throw mapDbError(cause);
  }
  if (!deleted) throw errors.noSuchBucket();
  await deps.store.removeBucket(id);
  return Response.json({ message: 'Successfully deleted' });
}
