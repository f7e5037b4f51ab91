import { isPgError, json } from '../http.ts';

/** GoTrue's API version; error answers carry it so supabase-js reads `code` (docs/supabase-contract.md §1.2). */
export const apiVersion = '2024-01-01';

type Row = Record<string, unknown>;

/**
 * GoTrue's error body with API version 2024-01-01; the code is in both `code` and `error_code`
 * (docs/supabase-contract.md §1.2).
 */
export function authError(status: number, code: string, message: string, extra: Row = {}): Response {
  return json({ code, error_code: code, message, msg: message, ...extra }, status, {
    'X-Supabase-Api-Version': apiVersion,
    'x-sb-error-code': code,
  });
}

/** An error answer thrown from anywhere in an endpoint; the handler turns it into the response. */
export class AuthFailure extends Error {
  constructor(readonly response: Response) {
    super('auth failure');
  }
}

export const fail = (status: number, code: string, message: string, extra?: Row): never => {
  throw new AuthFailure(authError(status, code, message, extra));
};

export function isUniqueViolation(error: unknown): boolean {
  return isPgError(error) && error.code === '23505';
}

/** An error from a trigger on auth.users: GoTrue answers 500 "Database error saving new user". */
export function databaseFailure(error: unknown, message: string): never {
  console.error(`[auth] ${message}:`, error);
  return fail(500, 'unexpected_failure', message);
}
