import { describe, expect, it } from 'vitest';
import { fromGrammarError, fromPgError, GrammarError, statusForSqlState } from './errors.ts';

describe('PostgREST errors', () => {
  it.each([
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['23514', 'anon', 400],
    ['22P02', 'anon', 400],
    ['P0001', 'anon', 400],
    ['42883', 'anon', 404],
    ['08006', 'anon', 503],
    ['XX000', 'anon', 500],
    ['54001', 'anon', 500],
    ['PT429', 'anon', 429],
    ['PT402', 'authenticated', 402],
    ['PTxyz', 'anon', 500],
  ])('maps SQLSTATE %s for %s to %i', (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status);
  });

  it('answers 401 with WWW-Authenticate for a role that does not exist', () => {
    const failure = fromPgError({ code: '22023', message: 'role "ghost" does not exist' }, 'ghost');
    expect(failure.status).toBe(401);
    expect(failure.headers['WWW-Authenticate']).toBe('Bearer');
    expect(failure.body).toEqual({ code: '22023', message: 'role "ghost" does not exist', details: null, hint: null });
  });

  it('reports grammar errors as PGRST100, embedding as PGRST200', () => {
    expect(fromGrammarError(new GrammarError('bad')).body).toMatchObject({
      code: 'PGRST100',
      message: 'failed to parse query: bad',
    });
    expect(fromGrammarError(new GrammarError('rel(...)', 'embedding')).body.code).toBe('PGRST200');
  });
});
