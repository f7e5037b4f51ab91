import { type JwtClaims, JwtError } from '../context.ts';
import { jsonTextProblem } from '../json.ts';
import type { Bytes } from './blobs.ts';
import type { StorageDeps } from './deps.ts';
import { errors, StorageError } from './errors.ts';

/** Reading and checking what a client sends to storage: keys, bucket names, the caller's JWT, bodies, uploads. */

/** Hosted Supabase's default global upload limit; a bucket's own limit can only be lower. */
export const globalFileSizeLimit = 50 * 1024 * 1024;

/** Room for multipart boundaries and fields on top of the file itself. */
const multipartOverhead = 64 * 1024;

// Hosted storage's key alphabet (S3's safe characters). Segments `.` and `..` and empty ones are refused as well,
// because names become folders on disk.
const keyPattern = /^[\w/!\-.*'() &$@=;:+,?]+$/;

const bucketPattern = /^[\w!\-.*'() &$@=;:+,?]+$/;

export function checkKey(name: string): string {
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

export function checkBucketName(id: string): string {
  if (id.length === 0 || id.length > 100 || !bucketPattern.test(id) || id === '.' || id === '..') {
    throw errors.invalidBucketName(id);
  }
  return id;
}

/** The bearer token's claims; storage-js always sends one (the session's token or the API key). */
export async function callerClaims(deps: StorageDeps, request: Request): Promise<JwtClaims> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? request.headers.get('apikey');
  if (!token) throw errors.invalidJwt("headers must have required property 'authorization'");
  try {
    const claims = await deps.verifyJwt(token);
    if (typeof claims.role !== 'string' || claims.role === '') throw errors.invalidJwt('The token has no role');
    return claims;
  } catch (cause) {
    if (cause instanceof StorageError) throw cause;
    if (cause instanceof JwtError) throw errors.invalidJwt(cause.reason === 'expired' ? 'jwt expired' : cause.message);
    throw errors.invalidJwt('invalid signature');
  }
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  const problem = jsonTextProblem(text);
  if (problem) throw errors.invalidRequest(`The body cannot be used: ${problem}`);
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('The body must be a JSON object');
}

/** Reads the whole body, keeping at most `cap` bytes; a larger body is drained (so the answer can be sent) and refused. */
export async function readCapped(request: Request, cap: number): Promise<Bytes> {
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

export interface Upload {
  bytes: Bytes;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  const problem = jsonTextProblem(text);
  if (problem) throw errors.invalidRequest(`metadata cannot be used: ${problem}`);
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('metadata must be a JSON object');
}

/** A File/Blob arrives as multipart with the file under the field name ""; raw bodies carry their own headers. */
export async function readUpload(request: Request): Promise<Upload> {
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

export function boundedInt(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return fallback;
  return Math.min(n, max);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ownerOf = (claims: JwtClaims) => {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  return { owner: sub && uuidPattern.test(sub) ? sub : null, ownerId: sub };
};
