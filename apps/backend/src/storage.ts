import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import { errors as joseErrors, jwtVerify } from 'jose';
import { type BackendContext, type JwtClaims, JwtError, type ServiceHandler } from './context.ts';

/**
 * Storage API at `/storage/v1` (SUPABASE_CONTRACT.md §5), as storage-js 2.119 calls it.
 *
 * Buckets are looked up as superuser (their limits are platform settings, checked before anything is written);
 * every read or write of an object row runs as the request's role through `ctx.withClaims`, so the policies on
 * `storage.objects` and `storage.buckets` decide who may do what. The server adds no permission rule of its own.
 * Bytes live in memory (tests) or under `<dataDir>/storage/<bucket>/<name>/<version>`: one file per version, so
 * an upsert writes the new version before the row points at it, and `a` and `a/b` can both exist.
 */

/** Hosted Supabase's default global upload limit; a bucket's own limit can only be lower. */
const globalFileSizeLimit = 50 * 1024 * 1024;
/** Room for multipart boundaries and fields on top of the file itself. */
const multipartOverhead = 64 * 1024;
const maxListLimit = 1000;
const maxRemovePrefixes = 1000;

// ---------------------------------------------------------------------------------------------- errors

/** An answer in storage's error shape: HTTP 400 (500 for internal errors) and the "real" status as a string. */
class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }

  toResponse(): Response {
    return Response.json(
      { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message },
      { status: this.httpStatus },
    );
  }
}

const errors = {
  noSuchBucket: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  entityTooLarge: () =>
    new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimetype: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`),
  accessDenied: () =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: (code: 'KeyAlreadyExists' | 'ResourceAlreadyExists' = 'KeyAlreadyExists') =>
    new StorageError('409', code, 'Duplicate', 'The resource already exists'),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  invalidBucketName: (name: string) =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${name}`),
  invalidJwt: (message: string) => new StorageError('400', 'InvalidJWT', 'Unauthorized', message),
  invalidSignature: () =>
    new StorageError('400', 'InvalidSignature', 'Unauthorized', 'The url do not match the signature'),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Invalid Input', message),
  notEmpty: () =>
    new StorageError('409', 'InvalidRequest', 'Bucket not empty', 'The bucket you tried to delete is not empty'),
  routeNotFound: (method: string, path: string) =>
    new StorageError('404', 'NotFound', 'Not Found', `Route ${method}:${path} not found`, 404),
  internal: () => new StorageError('500', 'InternalError', 'Internal Server Error', 'Internal Server Error', 500),
};

/** Maps a database error raised while acting as the caller to storage's error table. */
function mapDbError(cause: unknown): StorageError {
  if (cause instanceof StorageError) return cause;
  const code = (cause as { code?: unknown } | null)?.code;
  switch (code) {
    case '42501': // insufficient_privilege: RLS refused the row, or the role lacks the grant
      return errors.accessDenied();
    case '23505':
      return errors.duplicate();
    case '23503':
      return errors.noSuchBucket();
    case '22023': // invalid_parameter_value: e.g. a JWT whose role does not exist
      return errors.invalidJwt('The role in the token is not allowed');
    case '22P02':
    case '22001':
    case '23502':
    case '23514':
      return errors.invalidRequest(cause instanceof Error ? cause.message : 'Invalid input');
    default:
      console.error('[storage]', cause);
      return errors.internal();
  }
}

// ---------------------------------------------------------------------------------------------- bytes

type Bytes = Uint8Array<ArrayBuffer>;

interface BlobStore {
  write(bucket: string, name: string, version: string, bytes: Bytes): Promise<void>;
  read(bucket: string, name: string, version: string): Promise<Bytes | undefined>;
  remove(bucket: string, name: string, version: string): Promise<void>;
  removeBucket(bucket: string): Promise<void>;
}

function memoryStore(): BlobStore {
  const blobs = new Map<string, Bytes>();
  const key = (bucket: string, name: string, version: string) => `${bucket}\u0000${name}\u0000${version}`;
  return {
    async write(bucket, name, version, bytes) {
      blobs.set(key(bucket, name, version), bytes);
    },
    async read(bucket, name, version) {
      return blobs.get(key(bucket, name, version));
    },
    async remove(bucket, name, version) {
      blobs.delete(key(bucket, name, version));
    },
    async removeBucket(bucket) {
      for (const k of blobs.keys()) if (k.startsWith(`${bucket}\u0000`)) blobs.delete(k);
    },
  };
}

function fileStore(dataDir: string): BlobStore {
  const root = nodePath.resolve(dataDir, 'storage');
  // Keys and bucket names are validated before they get here; this is the last line against path traversal.
  const inside = (...segments: string[]) => {
    const file = nodePath.resolve(root, ...segments);
    if (!file.startsWith(`${root}${nodePath.sep}`)) throw errors.invalidKey(segments.join('/'));
    return file;
  };
  const fileOf = (bucket: string, name: string, version: string) => inside(bucket, ...name.split('/'), version);
  return {
    async write(bucket, name, version, bytes) {
      const file = fileOf(bucket, name, version);
      await mkdir(nodePath.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async read(bucket, name, version) {
      try {
        return new Uint8Array(await readFile(fileOf(bucket, name, version)));
      } catch (cause) {
        if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw cause;
      }
    },
    async remove(bucket, name, version) {
      const file = fileOf(bucket, name, version);
      await rm(file, { force: true });
      // Drop the folders the object leaves empty, up to (not including) the bucket's folder.
      const bucketDir = inside(bucket);
      for (
        let dir = nodePath.dirname(file);
        dir.startsWith(`${bucketDir}${nodePath.sep}`);
        dir = nodePath.dirname(dir)
      ) {
        try {
          await rmdir(dir);
        } catch {
          break;
        }
      }
    },
    async removeBucket(bucket) {
      await rm(inside(bucket), { recursive: true, force: true });
    },
  };
}

const stores = new WeakMap<BackendContext, BlobStore>();
function storeOf(ctx: BackendContext): BlobStore {
  let store = stores.get(ctx);
  if (!store) {
    store = ctx.config.dataDir ? fileStore(ctx.config.dataDir) : memoryStore();
    stores.set(ctx, store);
  }
  return store;
}

// ---------------------------------------------------------------------------------------------- inputs

// Hosted storage's key alphabet (S3's safe characters). Segments `.` and `..` and empty ones are refused as well,
// because names become folders on disk.
const keyPattern = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const bucketPattern = /^[\w!\-.*'() &$@=;:+,?]+$/;

function checkKey(name: string): string {
  const segments = name.split('/');
  if (
    name.length === 0 ||
    name.length > 1024 ||
    !keyPattern.test(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw errors.invalidKey(name);
  }
  return name;
}

function checkBucketName(id: string): string {
  if (id.length === 0 || id.length > 100 || !bucketPattern.test(id) || id === '.' || id === '..') {
    throw errors.invalidBucketName(id);
  }
  return id;
}

/** The bearer token's claims; storage-js always sends one (the session's token or the API key). */
async function callerClaims(request: Request, ctx: BackendContext): Promise<JwtClaims> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? request.headers.get('apikey');
  if (!token) throw errors.invalidJwt("headers must have required property 'authorization'");
  try {
    const claims = await ctx.verifyJwt(token);
    if (typeof claims.role !== 'string' || claims.role === '') throw errors.invalidJwt('The token has no role');
    return claims;
  } catch (cause) {
    if (cause instanceof StorageError) throw cause;
    if (cause instanceof JwtError) throw errors.invalidJwt(cause.reason === 'expired' ? 'jwt expired' : cause.message);
    throw errors.invalidJwt('invalid signature');
  }
}

async function asCaller<T>(ctx: BackendContext, claims: JwtClaims, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await ctx.withClaims(claims, fn);
  } catch (cause) {
    throw mapDbError(cause);
  }
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('The body must be a JSON object');
}

/** Reads the whole body, keeping at most `cap` bytes; a larger body is drained (so the answer can be sent) and refused. */
async function readCapped(request: Request, cap: number): Promise<Bytes> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total <= cap) chunks.push(value);
  }
  if (total > cap) throw errors.entityTooLarge();
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

interface Upload {
  bytes: Bytes;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('metadata must be a JSON object');
}

/** A File/Blob arrives as multipart with the file under the field name ""; raw bodies carry their own headers. */
async function readUpload(request: Request): Promise<Upload> {
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  const bytes = await readCapped(request, globalFileSizeLimit + multipartOverhead);
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    if (bytes.byteLength > globalFileSizeLimit) throw errors.entityTooLarge();
    const encoded = request.headers.get('x-metadata');
    return {
      bytes,
      mimetype: contentType,
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
      userMetadata: parseUserMetadata(encoded ? Buffer.from(encoded, 'base64').toString('utf8') : null),
    };
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw errors.invalidRequest('The multipart body could not be read');
  }
  let file: Blob | undefined;
  for (const [, value] of form) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw errors.invalidRequest('No file was found in the multipart body');
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: file.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' && cacheControl !== '' ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: parseUserMetadata(typeof metadata === 'string' ? metadata : null),
  };
}

// ---------------------------------------------------------------------------------------------- buckets

interface BucketRow {
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

const bucketColumns = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
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
async function findBucket(ctx: BackendContext, id: string): Promise<BucketRow> {
  const { rows } = await ctx.db.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]);
  const bucket = rows[0];
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

function mimeAllowed(mimetype: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  // The whole value is compared, as hosted storage does: `text/plain;charset=UTF-8` is not `text/plain`.
  return allowed.some((a) => a === mimetype || (a.endsWith('/*') && mimetype.startsWith(a.slice(0, -1))));
}

const sizeUnits: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/** `fileSizeLimit` may be bytes or a string such as "5MB" (decimal units); null removes the limit. */
function parseFileSizeLimit(value: unknown): number | null {
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

function parseMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string' && mimePattern.test(v))) {
    throw errors.invalidRequest('allowed_mime_types must be a list of mime types such as "image/png" or "image/*"');
  }
  return value;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ownerOf = (claims: JwtClaims) => {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  return { owner: sub && uuidPattern.test(sub) ? sub : null, ownerId: sub };
};

async function createBucket(request: Request, ctx: BackendContext): Promise<Response> {
  const claims = await callerClaims(request, ctx);
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
    await ctx.withClaims(claims, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $4, $5, $6::bigint, $7::text[])`,
        [id, name, owner, ownerId, isPublic, limit, mimeTypes],
      ),
    );
  } catch (cause) {
    throw (cause as { code?: unknown }).code === '23505'
      ? errors.duplicate('ResourceAlreadyExists')
      : mapDbError(cause);
  }
  return Response.json({ name: id });
}

async function listBuckets(request: Request, ctx: BackendContext): Promise<Response> {
  const claims = await callerClaims(request, ctx);
  const query = new URL(request.url).searchParams;
  const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(query.get('sortColumn') ?? '')
    ? (query.get('sortColumn') as string)
    : 'name';
  const sortOrder = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const limit = boundedInt(query.get('limit'), maxListLimit, maxListLimit);
  const offset = boundedInt(query.get('offset'), 0, Number.MAX_SAFE_INTEGER);
  const search = query.get('search') ?? '';
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query<BucketRow>(
      `select ${bucketColumns} from storage.buckets
       where $1::text = '' or strpos(lower(name), lower($1::text)) > 0
       order by ${sortColumn} ${sortOrder}, id limit $2 offset $3`,
      [search, limit, offset],
    ),
  );
  return Response.json(rows.map(bucketJson));
}

async function getBucket(request: Request, ctx: BackendContext, id: string): Promise<Response> {
  const claims = await callerClaims(request, ctx);
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]),
  );
  const bucket = rows[0];
  if (!bucket) throw errors.noSuchBucket();
  return Response.json(bucketJson(bucket));
}

async function updateBucket(request: Request, ctx: BackendContext, id: string): Promise<Response> {
  const claims = await callerClaims(request, ctx);
  const body = await jsonBody(request);
  if (body.public !== undefined && typeof body.public !== 'boolean') {
    throw errors.invalidRequest('public must be a boolean');
  }
  // Keys left out keep their value; null clears a limit.
  const hasLimit = body.file_size_limit !== undefined;
  const hasMimeTypes = body.allowed_mime_types !== undefined;
  const limit = hasLimit ? parseFileSizeLimit(body.file_size_limit) : null;
  const mimeTypes = hasMimeTypes ? parseMimeTypes(body.allowed_mime_types) : null;
  const result = await asCaller(ctx, claims, (tx) =>
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

async function emptyBucket(request: Request, ctx: BackendContext, id: string): Promise<Response> {
  const claims = await callerClaims(request, ctx);
  const removed = await asCaller(ctx, claims, async (tx) => {
    const visible = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (visible.rows.length === 0) throw errors.noSuchBucket();
    const { rows } = await tx.query<{ name: string; version: string | null }>(
      'delete from storage.objects where bucket_id = $1 returning name, version',
      [id],
    );
    return rows;
  });
  await removeBlobs(ctx, id, removed);
  return Response.json({ message: 'Successfully emptied' });
}

async function deleteBucket(request: Request, ctx: BackendContext, id: string): Promise<Response> {
  const claims = await callerClaims(request, ctx);
  let deleted: number;
  try {
    const result = await ctx.withClaims(claims, (tx) => tx.query('delete from storage.buckets where id = $1', [id]));
    deleted = result.affectedRows ?? 0;
  } catch (cause) {
    if ((cause as { code?: unknown }).code === '23503') throw errors.notEmpty();
    throw mapDbError(cause);
  }
  if (!deleted) throw errors.noSuchBucket();
  await storeOf(ctx).removeBucket(id);
  return Response.json({ message: 'Successfully deleted' });
}

function boundedInt(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return fallback;
  return Math.min(n, max);
}

// ---------------------------------------------------------------------------------------------- objects

interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
}

interface ObjectRow {
  id: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata | null;
}

async function removeBlobs(ctx: BackendContext, bucket: string, rows: { name: string; version: string | null }[]) {
  const store = storeOf(ctx);
  await Promise.all(
    rows.map((r) => (r.version ? store.remove(bucket, r.name, r.version).catch(() => {}) : Promise.resolve())),
  );
}

/** Upload (POST, `x-upsert` optional) or replace (PUT) one object. */
async function writeObject(
  request: Request,
  ctx: BackendContext,
  bucketId: string,
  name: string,
  mode: 'create' | 'upsert' | 'update',
): Promise<Response> {
  const upload = await readUpload(request);
  const claims = await callerClaims(request, ctx);
  const bucket = await findBucket(ctx, bucketId);
  if (!mimeAllowed(upload.mimetype, bucket.allowed_mime_types)) throw errors.invalidMimeType(upload.mimetype);
  const limit = Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit);
  if (upload.bytes.byteLength > limit) throw errors.entityTooLarge();

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
          await ctx.db.query<{ version: string | null }>(
            'select version from storage.objects where bucket_id = $1 and name = $2',
            [bucketId, name],
          )
        ).rows[0];
  const store = storeOf(ctx);
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
    id = await asCaller(ctx, claims, async (tx) => {
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

/** Serves stored bytes with the object's own headers. */
async function serveObject(
  request: Request,
  ctx: BackendContext,
  bucketId: string,
  row: ObjectRow | undefined,
): Promise<Response> {
  if (!row?.version) throw errors.noSuchKey();
  const bytes = await storeOf(ctx).read(bucketId, row.name, row.version);
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

const objectColumns = 'id, name, version, metadata';

async function downloadAuthenticated(request: Request, ctx: BackendContext, bucketId: string, name: string) {
  const claims = await callerClaims(request, ctx);
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [
      bucketId,
      name,
    ]),
  );
  return serveObject(request, ctx, bucketId, rows[0]);
}

/** Public URLs serve any object of a public bucket without consulting policies, as hosted storage does. */
async function downloadPublic(request: Request, ctx: BackendContext, bucketId: string, name: string) {
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket.public) throw errors.noSuchBucket();
  const { rows } = await ctx.db.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return serveObject(request, ctx, bucketId, rows[0]);
}

async function objectInfo(request: Request, ctx: BackendContext, bucketId: string, name: string) {
  const claims = await callerClaims(request, ctx);
  const { rows } = await asCaller(ctx, claims, (tx) =>
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

async function signUrl(ctx: BackendContext, bucketId: string, name: string, expiresIn: number) {
  const token = await ctx.signJwt({ url: `${bucketId}/${name}` }, expiresIn);
  // Not percent-encoded: storage-js passes the whole URL through encodeURI itself.
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

function parseExpiresIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw errors.invalidRequest('expiresIn must be a whole number of seconds, at least 1');
  }
  return value;
}

async function createSignedUrl(request: Request, ctx: BackendContext, bucketId: string, name: string) {
  const claims = await callerClaims(request, ctx);
  const body = await jsonBody(request);
  const expiresIn = parseExpiresIn(body.expiresIn);
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]),
  );
  if (rows.length === 0) throw errors.noSuchKey();
  return Response.json({ signedURL: await signUrl(ctx, bucketId, name, expiresIn) });
}

async function createSignedUrls(request: Request, ctx: BackendContext, bucketId: string) {
  const claims = await callerClaims(request, ctx);
  const body = await jsonBody(request);
  const expiresIn = parseExpiresIn(body.expiresIn);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p): p is string => typeof p === 'string')) {
    throw errors.invalidRequest('paths must be a list of object names');
  }
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
      bucketId,
      paths,
    ]),
  );
  const visible = new Set(rows.map((r) => r.name));
  const results = await Promise.all(
    paths.map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(ctx, bucketId, path, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
  return Response.json(results);
}

/** A signed URL carries its own authorisation: the token names exactly one object and expires. */
async function downloadSigned(request: Request, ctx: BackendContext, bucketId: string, name: string) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw errors.invalidRequest('Missing token');
  // Verified here rather than with ctx.verifyJwt: these tokens carry `url`, not a role.
  let url: unknown;
  try {
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    url = (await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] })).payload.url;
  } catch (cause) {
    throw errors.invalidJwt(cause instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (url !== `${bucketId}/${name}`) throw errors.invalidSignature();
  const { rows } = await ctx.db.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return serveObject(request, ctx, bucketId, rows[0]);
}

const sortExpressions: Record<string, string> = {
  name: 'lower(e.name) collate "C"',
  created_at: 'e.created_at',
  updated_at: 'e.updated_at',
  last_accessed_at: 'e.last_accessed_at',
};

/** One folder level under `prefix`: sub-folders as entries with null fields, then files; as the caller. */
async function listObjects(request: Request, ctx: BackendContext, bucketId: string) {
  const claims = await callerClaims(request, ctx);
  const body = await jsonBody(request);
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = boundedInt(body.limit, 100, maxListLimit);
  const offset = boundedInt(body.offset, 0, Number.MAX_SAFE_INTEGER);
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const sortExpression = sortExpressions[typeof sortBy.column === 'string' ? sortBy.column : 'name'] ?? 'e.name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query(
      `with candidates as (
         select o.id, o.created_at, o.updated_at, o.last_accessed_at, o.metadata,
                substr(o.name, length($2::text) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1::text and left(o.name, length($2::text)) = $2::text
       ), entries as (
         select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
         from candidates where strpos(rest, '/') > 0 group by 1
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata
         from candidates where strpos(rest, '/') = 0 and rest <> ''
       )
       select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata from entries e
       where $3::text = '' or starts_with(lower(e.name), lower($3::text))
       order by ${sortExpression} ${order}, e.name collate "C" ${order}
       limit $4 offset $5`,
      [bucketId, prefix, search, limit, offset],
    ),
  );
  return Response.json(rows);
}

/** Removes what the caller's DELETE (and SELECT) policies allow; the rest is silently skipped. */
async function removeObjects(request: Request, ctx: BackendContext, bucketId: string) {
  const claims = await callerClaims(request, ctx);
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
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query<{ name: string; version: string | null }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at,
                 last_accessed_at`,
      [bucketId, prefixes],
    ),
  );
  await removeBlobs(ctx, bucketId, rows);
  return Response.json(rows);
}

async function removeObject(request: Request, ctx: BackendContext, bucketId: string, name: string) {
  const claims = await callerClaims(request, ctx);
  const { rows } = await asCaller(ctx, claims, (tx) =>
    tx.query<{ name: string; version: string | null }>(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning name, version',
      [bucketId, name],
    ),
  );
  if (rows.length === 0) throw errors.noSuchKey();
  await removeBlobs(ctx, bucketId, rows);
  return Response.json({ message: 'Successfully deleted' });
}

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
async function moveObject(request: Request, ctx: BackendContext) {
  const claims = await callerClaims(request, ctx);
  const move = await readMoveOrCopy(request);
  if (move.destinationBucket !== move.bucketId) await findBucket(ctx, move.destinationBucket);
  const store = storeOf(ctx);
  let moved: { version: string | null } | undefined;
  await asCaller(ctx, claims, async (tx) => {
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
async function copyObject(request: Request, ctx: BackendContext) {
  const claims = await callerClaims(request, ctx);
  const copy = await readMoveOrCopy(request);
  await findBucket(ctx, copy.destinationBucket);
  const upsert = request.headers.get('x-upsert') === 'true';
  const store = storeOf(ctx);
  const version: string = randomUUID();
  const id: string = randomUUID();
  try {
    await asCaller(ctx, claims, async (tx) => {
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

// ---------------------------------------------------------------------------------------------- routing

/** `/object/<bucket>/<name…>` (already percent-decoded by server.ts) → bucket and validated name. */
function bucketAndKey(segments: string[]): { bucketId: string; name: string } {
  const [bucketId = '', ...rest] = segments;
  return { bucketId: checkBucketName(bucketId), name: checkKey(rest.join('/')) };
}

async function route(request: Request, path: string, ctx: BackendContext): Promise<Response> {
  const method = request.method.toUpperCase();
  const segments = (path.split('?')[0] ?? '').split('/').filter((s, i) => !(i === 0 && s === ''));
  const [area, ...rest] = segments;
  const read = method === 'GET' || method === 'HEAD';

  if (area === 'bucket') {
    const [rawId, action] = rest;
    const id = rawId === undefined || rawId === '' ? undefined : checkBucketName(rawId);
    if (!id && rest.length <= 1) {
      if (method === 'GET') return listBuckets(request, ctx);
      if (method === 'POST') return createBucket(request, ctx);
    } else if (id && rest.length === 1) {
      if (method === 'GET') return getBucket(request, ctx, id);
      if (method === 'PUT') return updateBucket(request, ctx, id);
      if (method === 'DELETE') return deleteBucket(request, ctx, id);
    } else if (id && action === 'empty' && rest.length === 2 && method === 'POST') {
      return emptyBucket(request, ctx, id);
    }
  }

  if (area === 'object' && rest.length > 0) {
    const [first, ...tail] = rest;
    if (first === 'list' && tail.length === 1 && method === 'POST') {
      return listObjects(request, ctx, checkBucketName(tail[0] ?? ''));
    }
    if (first === 'move' && tail.length === 0 && method === 'POST') return moveObject(request, ctx);
    if (first === 'copy' && tail.length === 0 && method === 'POST') return copyObject(request, ctx);
    if (first === 'sign' && tail.length === 1 && method === 'POST') {
      return createSignedUrls(request, ctx, checkBucketName(tail[0] ?? ''));
    }
    if (first === 'sign' && tail.length >= 2) {
      const { bucketId, name } = bucketAndKey(tail);
      if (method === 'POST') return createSignedUrl(request, ctx, bucketId, name);
      if (read) return downloadSigned(request, ctx, bucketId, name);
    }
    if (first === 'public' && tail.length >= 2 && read) {
      const { bucketId, name } = bucketAndKey(tail);
      return downloadPublic(request, ctx, bucketId, name);
    }
    if (first === 'authenticated' && tail.length >= 2 && read) {
      const { bucketId, name } = bucketAndKey(tail);
      return downloadAuthenticated(request, ctx, bucketId, name);
    }
    if (first === 'info' && tail.length >= 2 && method === 'GET') {
      const scoped = tail[0] === 'authenticated' || tail[0] === 'public' ? tail.slice(1) : tail;
      const { bucketId, name } = bucketAndKey(scoped);
      return objectInfo(request, ctx, bucketId, name);
    }
    if (first === 'upload') throw errors.routeNotFound(method, path);
    if (rest.length === 1 && method === 'DELETE') {
      return removeObjects(request, ctx, checkBucketName(rest[0] ?? ''));
    }
    if (rest.length >= 2) {
      const { bucketId, name } = bucketAndKey(rest);
      if (method === 'POST') {
        return writeObject(
          request,
          ctx,
          bucketId,
          name,
          request.headers.get('x-upsert') === 'true' ? 'upsert' : 'create',
        );
      }
      if (method === 'PUT') return writeObject(request, ctx, bucketId, name, 'update');
      if (read) return downloadAuthenticated(request, ctx, bucketId, name);
      if (method === 'DELETE') return removeObject(request, ctx, bucketId, name);
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

export const handleStorage: ServiceHandler = async (request, path, ctx) => {
  try {
    return await route(request, path, ctx);
  } catch (cause) {
    // Whatever went wrong, the body is consumed so the connection can carry the answer.
    if (!request.bodyUsed) await drain(request);
    return mapDbError(cause).toResponse();
  }
};
