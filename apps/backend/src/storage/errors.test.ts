import { describe, expect, it } from 'vitest';
import { errors, mapDbError } from './errors.ts';

const pgError = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('storage errors', () => {
  it.each([
    ['42501', '403', 'AccessDenied'],
    ['23505', '409', 'KeyAlreadyExists'],
    ['23503', '404', 'NoSuchBucket'],
    ['23514', '400', 'InvalidRequest'],
    ['22P02', '400', 'InvalidRequest'],
  ])('maps SQLSTATE %s to statusCode %s %s, HTTP 400', (code, statusCode, name) => {
    const mapped = mapDbError(pgError(code));
    expect(mapped).toMatchObject({ statusCode, code: name, httpStatus: 400 });
  });

  it('answers a PT4xx raised by the database with that status and its message (the upload limit)', async () => {
    const mapped = mapDbError(pgError('PT429', 'Too many photos'));
    expect(mapped.httpStatus).toBe(429);
    expect(await mapped.toResponse().json()).toEqual({
      statusCode: '429',
      code: 'TooManyRequests',
      error: 'Too Many Requests',
      message: 'Too many photos',
    });
  });

  it('keeps storage errors and makes anything else a 500 InternalError', async () => {
    const own = errors.noSuchKey();
    expect(mapDbError(own)).toBe(own);
    const internal = mapDbError(new Error('disk on fire'));
    expect(internal.httpStatus).toBe(500);
    expect(await internal.toResponse().json()).toEqual({
      statusCode: '500',
      code: 'InternalError',
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });
});
