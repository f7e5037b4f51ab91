import { isPlainObject } from '../http.ts';
import { fail } from './errors.ts';
import type { Row } from './users.ts';

/** Reading and checking what a client sends to the auth endpoints, with GoTrue's error codes and messages. */

const minPasswordLength = 6;
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The JSON object body; an empty body is `{}`. */
export async function readBody(request: Request): Promise<Row> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!isPlainObject(value)) return fail(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  return value;
}

export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string')
    return fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !emailPattern.test(email)) {
    return fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

export function checkPassword(value: unknown, missingMessage: string): string {
  if (typeof value !== 'string' || value === '') return fail(400, 'validation_failed', missingMessage);
  if (Buffer.byteLength(value) > 72) {
    return fail(400, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
  if ([...value].length < minPasswordLength) {
    return fail(422, 'weak_password', `Password should be at least ${minPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return value;
}

export function metadataObject(value: unknown, name: string): Row {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) return fail(400, 'validation_failed', `${name} must be an object`);
  return value;
}

/** GoTrue merges metadata key by key; a key set to null is removed. */
export function mergeMetadata(current: Row | null, patch: Row): Row {
  const merged: Row = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** GoTrue's `ban_duration` (a Go duration such as "24h", or "none"): the ban's end, null to lift it. */
export function parseBanDuration(value: unknown, now: number): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  if (typeof value !== 'string') return fail(400, 'validation_failed', 'ban_duration must be a string');
  const match = /^(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)$/.exec(value);
  if (!match) return fail(400, 'validation_failed', `invalid format for ban duration: ${value}`);
  const factor: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 };
  return new Date(now + Number(match[1]) * factor[match[2]!]!).toISOString();
}

/** A bcrypt hash given to the admin API instead of a password. */
export function checkPasswordHash(value: unknown): string {
  if (typeof value !== 'string' || !/^\$2[aby]\$\d\d\$.{53}$/.test(value)) {
    return fail(400, 'validation_failed', 'Invalid password hash: only bcrypt hashes are supported');
  }
  return value;
}

export function positiveInt(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}
