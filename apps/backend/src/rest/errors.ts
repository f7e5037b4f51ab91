import type { PgErrorLike } from '../http.ts';
import { GrammarError } from './grammar.ts';

/** PostgREST's error answers: the body, SQLSTATE → HTTP status (Error.hs), and errors thrown to stop a request. */

export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** A PostgREST error answer, thrown to roll back the transaction and stop. */
export class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const restError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new RestFailure(status, { code, message, details, hint });

export function errorResponse(failure: RestFailure): Response {
  return new Response(JSON.stringify(failure.body), {
    status: failure.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...failure.headers },
  });
}

/** SQLSTATE → HTTP status, as PostgREST's Error.hs. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // `raise sqlstate 'PT429'`: the function chose the HTTP status (PostgREST's custom status codes).
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '28' || cls === '0L' || cls === '0P') return 403;
  if (
    cls === '09' ||
    ['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  ) {
    return 500;
  }
  return 400;
}

export function fromPgError(error: PgErrorLike, role: string): RestFailure {
  // A JWT naming a role that does not exist: PostgREST answers 401 (docs/supabase-contract.md §3.2).
  const unknownRole = error.code === '22023' && /^role ".*" does not exist$/.test(error.message);
  const status = unknownRole ? 401 : statusForSqlState(error.code, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestFailure(
    status,
    { code: error.code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null },
    headers,
  );
}

/** A query string the grammar refused: PGRST100, or PGRST200 for resource embedding. */
export function fromGrammarError(error: GrammarError): RestFailure {
  return error.details === 'embedding'
    ? restError(400, 'PGRST200', error.message)
    : restError(400, 'PGRST100', `failed to parse query: ${error.message}`, error.details);
}

export function singularityError(rows: number): RestFailure {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export { GrammarError };
