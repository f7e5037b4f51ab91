import { RateLimitedError } from '@sparkle/machines';

/** The parts of supabase-js's errors (PostgrestError, StorageApiError, AuthApiError) that tell a 429. */
interface ServiceErrorShape {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

/**
 * True when a service refused the request because too many came from this connection (HTTP 429). Each service
 * says it its own way: the data API with the status and the database's code `PT429`; storage with `status` 429
 * (`statusCode` '429' in the body); auth with `status` 429 and codes such as `over_request_rate_limit`.
 */
export function isTooManyRequests(error: unknown, status?: number): boolean {
  if (status === 429) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, status: errorStatus, statusCode } = error as ServiceErrorShape;
  return (
    errorStatus === 429 ||
    String(statusCode) === '429' ||
    code === 'PT429' ||
    (typeof code === 'string' && /^over_\w*rate_limit$/.test(code))
  );
}

/**
 * What an actor rejects with when a Supabase call failed: a refusal for too many requests becomes the machines'
 * `RateLimitedError` (they answer it with their own message and keep what was typed); anything else is passed on
 * as it is. `status` is the HTTP status of a data API response, which its error object does not carry.
 */
export function serviceError(error: unknown, status?: number): unknown {
  if (!isTooManyRequests(error, status)) return error;
  const { message } = (typeof error === 'object' && error !== null ? error : {}) as ServiceErrorShape;
  return new RateLimitedError(typeof message === 'string' ? message : 'Too many requests', { cause: error });
}
