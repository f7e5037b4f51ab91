import { errors as joseErrors, jwtVerify } from 'jose';
import { asCaller, type StorageDeps } from './deps.ts';
import { errors } from './errors.ts';
import { callerClaims, jsonBody } from './input.ts';
import { type ObjectRow, objectColumns, serveObject } from './objects.ts';

/** Signed URLs: created for objects the caller may see, then served to whoever holds the token. */

export async function signUrl(deps: StorageDeps, bucketId: string, name: string, expiresIn: number) {
  const token = await deps.signJwt({ url: `${bucketId}/${name}` }, expiresIn);
  // Not percent-encoded: storage-js passes the whole URL through encodeURI itself.
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/** Longest life of a signed URL: a week. A longer one (up to 1e20 s were accepted) is as good as permanent. */
export const maxSignedUrlSeconds = 7 * 24 * 60 * 60;

export function parseExpiresIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw errors.invalidRequest('expiresIn must be a whole number of seconds, at least 1');
  }
  if (value > maxSignedUrlSeconds) {
    throw errors.invalidRequest(`expiresIn cannot be more than ${maxSignedUrlSeconds} seconds (7 days)`);
  }
  return value;
}

export async function createSignedUrl(deps: StorageDeps, request: Request, bucketId: string, name: string) {
  const claims = await callerClaims(deps, request);
  const body = await jsonBody(request);
  const expiresIn = parseExpiresIn(body.expiresIn);
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]),
  );
  if (rows.length === 0) throw errors.noSuchKey();
  return Response.json({ signedURL: await signUrl(deps, bucketId, name, expiresIn) });
}

export async function createSignedUrls(deps: StorageDeps, request: Request, bucketId: string) {
  const claims = await callerClaims(deps, request);
  const body = await jsonBody(request);
  const expiresIn = parseExpiresIn(body.expiresIn);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p): p is string => typeof p === 'string')) {
    throw errors.invalidRequest('paths must be a list of object names');
  }
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
      bucketId,
      paths,
    ]),
  );
  const visible = new Set(rows.map((r) => r.name));
  const results = await Promise.all(
    paths.map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(deps, bucketId, path, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
  return Response.json(results);
}

/** A signed URL carries its own authorisation: the token names exactly one object and expires. */
export async function downloadSigned(deps: StorageDeps, request: Request, bucketId: string, name: string) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw errors.invalidRequest('Missing token');
  // Verified here rather than with deps.verifyJwt: these tokens carry `url`, not a role.
  let url: unknown;
  try {
    const key = new TextEncoder().encode(deps.jwtSecret);
    url = (await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] })).payload.url;
  } catch (cause) {
    throw errors.invalidJwt(cause instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (url !== `${bucketId}/${name}`) throw errors.invalidSignature();
  const { rows } = await deps.db.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return serveObject(deps, request, bucketId, rows[0]);
}
