import { describe, expect, it } from 'vitest';
import { testJwt } from '../testing/database.ts';
import { RestFailure } from './errors.ts';
import { claimsFor, schemaFor } from './request.ts';

const request = (headers: Record<string, string>, method = 'GET') => new Request('http://x/t', { method, headers });

describe('who asks, for which schema', () => {
  it('takes the anon role without a bearer and the verified claims with one', async () => {
    expect(await claimsFor(testJwt.verify, request({}))).toEqual({ role: 'anon' });
    const token = await testJwt.sign({ role: 'authenticated', sub: 'u1' });
    expect(await claimsFor(testJwt.verify, request({ Authorization: `Bearer ${token}` }))).toMatchObject({ sub: 'u1' });
  });

  it('answers 401 PGRST301 for a forged token and PGRST303 for an expired one', async () => {
    const forged = claimsFor(testJwt.verify, request({ Authorization: 'Bearer a.b.c' }));
    await expect(forged).rejects.toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    const expired = await testJwt.sign({ role: 'anon', exp: 1 });
    await expect(claimsFor(testJwt.verify, request({ Authorization: `Bearer ${expired}` }))).rejects.toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT expired' },
    });
  });

  it('reads Accept-Profile for reads and Content-Profile for writes; others are 406 PGRST106', () => {
    expect(schemaFor(request({ 'Accept-Profile': 'public' }), ['public'])).toBe('public');
    expect(schemaFor(request({}, 'POST'), ['public', 'api'])).toBe('public');
    expect(() => schemaFor(request({ 'Content-Profile': 'auth' }, 'POST'), ['public'])).toThrow(RestFailure);
  });
});
