/** Small helpers shared by the services. */

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * The URL of an incoming request from its request target (`req.url`) and Host header, or undefined when they do
 * not make one. `new URL(target, base)` would read a target like `//host/x` as another host, and throw on an
 * invalid one; a request target is always a path here.
 */
export function requestUrl(target: string | undefined, host: string | undefined): URL | undefined {
  const path = target?.startsWith('/') ? target : `/${target ?? ''}`;
  const authority =
    host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : '127.0.0.1';
  try {
    return new URL(`http://${authority}${path}`);
  } catch {
    return undefined;
  }
}

/** The bearer token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (!header) return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The body read as JSON; `{ ok: false }` when it is empty or not JSON. */
export async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  const text = await request.text();
  if (text.trim() === '') return { ok: false, error: 'empty body' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lower-cased header map, for `request.headers` in SQL. */
export function headerObject(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return headers;
}

/** A PGlite DatabaseError (or SqlStateError): anything with a SQLSTATE `code`. */
export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
  table?: string | undefined;
  constraint?: string | undefined;
}

export function isPgError(error: unknown): error is PgErrorLike {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
  );
}
