import { describe, expect, it } from 'vitest';
import { AuthFailure } from './errors.ts';
import { checkPassword, mergeMetadata, metadataObject, normaliseEmail, parseBanDuration, readBody } from './input.ts';

async function failure(fn: () => unknown): Promise<{ status: number; code: string; message: string }> {
  try {
    await fn();
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error;
    const body = (await error.response.json()) as { code: string; message: string };
    return { status: error.response.status, code: body.code, message: body.message };
  }
  throw new Error('expected an AuthFailure');
}

describe('auth input', () => {
  it('lower-cases and trims e-mails, and refuses malformed ones with validation_failed', async () => {
    expect(normaliseEmail('  Aisha@Example.COM ')).toBe('aisha@example.com');
    for (const bad of ['no-at-sign', 'a@', 42, `${'a'.repeat(250)}@example.com`]) {
      expect(await failure(() => normaliseEmail(bad))).toMatchObject({ status: 400, code: 'validation_failed' });
    }
  });

  it('checks passwords as GoTrue: missing 400, over 72 bytes 400, under 6 characters 422 weak_password', async () => {
    expect(checkPassword('secret', 'missing')).toBe('secret');
    expect(await failure(() => checkPassword('', 'Signup requires a valid password'))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    expect(await failure(() => checkPassword('é'.repeat(37), 'x'))).toMatchObject({ status: 400 });
    expect(await failure(() => checkPassword('five5', 'x'))).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('merges metadata key by key, a null removing the key', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
  });

  it('takes metadata only as an object', async () => {
    expect(metadataObject(undefined, 'data')).toEqual({});
    expect(await failure(() => metadataObject([1], 'data'))).toMatchObject({ message: 'data must be an object' });
  });

  it('turns a ban duration into an end time from the given clock', async () => {
    const now = Date.UTC(2030, 0, 1);
    expect(parseBanDuration('24h', now)).toBe('2030-01-02T00:00:00.000Z');
    expect(parseBanDuration('90m', now)).toBe('2030-01-01T01:30:00.000Z');
    expect(parseBanDuration('none', now)).toBeNull();
    expect(parseBanDuration(undefined, now)).toBeUndefined();
    expect(await failure(() => parseBanDuration('1d', now))).toMatchObject({ status: 400 });
  });

  it('reads a JSON object body; an empty body is {} and anything else bad_json', async () => {
    const request = (body: string) => new Request('http://x/', { method: 'POST', body });
    expect(await readBody(request(''))).toEqual({});
    expect(await readBody(request('{"a":1}'))).toEqual({ a: 1 });
    expect(await failure(() => readBody(request('[1]')))).toMatchObject({ status: 400, code: 'bad_json' });
    expect(await failure(() => readBody(request('{')))).toMatchObject({ status: 400, code: 'bad_json' });
  });
});
