import { restError, singularityError } from './errors.ts';
import type { Preferences } from './prefer.ts';

/** Shaping answers: JSON bodies, `Content-Range`, `single()` objects, status codes of reads and writes. */

export const objectMediaType = 'application/vnd.pgrst.object+json';

/** `single()` asks for one object instead of an array. */
export function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(objectMediaType);
}

export function jsonResponse(status: number, body: string | null, headers: Record<string, string>): Response {
  return new Response(body, {
    status,
    headers: body === null ? headers : { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function contentRange(offset: number, count: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return count > 0 ? `${offset}-${offset + count - 1}/${totalText}` : `*/${totalText}`;
}

/** What a read produced: the rows as a JSON array, the first row alone, their count and the exact total. */
export interface ReadResult {
  body: string;
  first: string | null;
  n: number;
  total: number | undefined;
}

export function answerRead(request: Request, result: ReadResult, offset: number, prefs: Preferences): Response {
  const headers: Record<string, string> = { 'Content-Range': contentRange(offset, result.n, result.total) };
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  if (result.total !== undefined && result.n === 0 && offset > result.total) {
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
    );
  }
  const single = wantsObject(request);
  if (single && result.n !== 1) throw singularityError(result.n);
  const partial = result.total !== undefined && result.n > 0 && (offset > 0 || offset + result.n < result.total);
  const status = partial ? 206 : 200;
  const body = request.method === 'HEAD' ? null : single ? result.first : result.body;
  const response = jsonResponse(status, body, headers);
  if (single && body !== null) response.headers.set('Content-Type', `${objectMediaType}; charset=utf-8`);
  return response;
}

/** What a write produced: one JSON array per statement (with `return=representation`) and the rows affected. */
export interface MutationResult {
  bodies: string[];
  affected: number;
}

/** 201 for inserts, 204 (or 200 with a representation) for updates and deletes. */
export function answerMutation(
  request: Request,
  status: 200 | 201 | 204,
  result: MutationResult,
  prefs: Preferences,
): Response {
  const headers: Record<string, string> = {
    'Content-Range': `*/${prefs.count !== undefined ? result.affected : '*'}`,
  };
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  if (prefs.return !== 'representation') {
    return new Response(null, { status: status === 201 ? 201 : 204, headers });
  }
  const merged =
    result.bodies.length === 1
      ? result.bodies[0]!
      : `[${result.bodies
          .map((body) => body.slice(1, -1))
          .filter(Boolean)
          .join(',')}]`;
  if (wantsObject(request)) {
    const parsed = JSON.parse(merged) as unknown[];
    const response = jsonResponse(status === 201 ? 201 : 200, JSON.stringify(parsed[0]), headers);
    response.headers.set('Content-Type', `${objectMediaType}; charset=utf-8`);
    return response;
  }
  return jsonResponse(status === 201 ? 201 : 200, merged, headers);
}
