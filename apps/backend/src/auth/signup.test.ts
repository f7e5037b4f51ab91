import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, authRequest, testAuthDeps } from '../testing/auth.ts';
import { testDatabase } from '../testing/database.ts';
import { signUp } from './signup.ts';

let deps: ReturnType<typeof testAuthDeps>;
const email = () => `signup-${randomUUID().slice(0, 8)}@example.com`;
const usersNamed = async (address: string) =>
  (await deps.db.query<{ n: number }>('select count(*)::int as n from auth.users where email = $1', [address])).rows[0]!
    .n;

beforeAll(async () => {
  deps = testAuthDeps(await testDatabase());
});

describe('sign-up', () => {
  it('stores the user, its identity, a session and (by trigger) its profile, and answers a session', async () => {
    const address = email();
    const { status, body } = await answer(
      signUp(
        deps,
        authRequest('/signup', {
          body: { email: address.toUpperCase(), password: 'secret1', data: { full_name: 'Noor' } },
        }),
      ),
    );
    expect(status).toBe(200);
    const user = body.user as { id: string; email: string; user_metadata: Record<string, unknown> };
    expect(user.email).toBe(address);
    expect(user.user_metadata).toMatchObject({ full_name: 'Noor', email: address, email_verified: true });
    const rows = await deps.db.query<{ identities: number; sessions: number; profile: string | null }>(
      `select (select count(*)::int from auth.identities where user_id = $1) as identities,
              (select count(*)::int from auth.sessions where user_id = $1) as sessions,
              (select full_name from public.profiles where id = $1) as profile`,
      [user.id],
    );
    expect(rows.rows[0]).toEqual({ identities: 1, sessions: 1, profile: 'Noor' });
    expect(
      await deps.db.query('select 1 from auth.users where id = $1 and encrypted_password = $2', [
        user.id,
        'plain:secret1',
      ]),
    ).toMatchObject({ rows: [{}] });
  });

  it('refuses an existing e-mail with 422 user_already_exists', async () => {
    const address = email();
    await signUp(deps, authRequest('/signup', { body: { email: address, password: 'secret1' } }));
    const { status, body } = await answer(
      signUp(deps, authRequest('/signup', { body: { email: address, password: 'secret2' } })),
    );
    expect(status).toBe(422);
    expect(body.code).toBe('user_already_exists');
    expect(await usersNamed(address)).toBe(1);
  });

  it.each([
    ['no e-mail', (_address: string) => ({ password: 'secret1' }), 400, 'validation_failed'],
    ['a short password', (address: string) => ({ email: address, password: 'abc' }), 422, 'weak_password'],
    [
      'a malformed e-mail',
      (address: string) => ({ email: `${address}@@`, password: 'secret1' }),
      400,
      'validation_failed',
    ],
    [
      'metadata that is not an object',
      (address: string) => ({ email: address, password: 'secret1', data: 'x' }),
      400,
      'validation_failed',
    ],
    [
      'a phone only',
      (_address: string) => ({ phone: '+971500000000', password: 'secret1' }),
      400,
      'phone_provider_disabled',
    ],
  ])('refuses %s and stores nothing', async (_label, params, status, code) => {
    const address = email();
    const before = (await deps.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n;
    const { status: got, body } = await answer(signUp(deps, authRequest('/signup', { body: params(address) })));
    expect(got).toBe(status);
    expect(body.code).toBe(code);
    expect(await usersNamed(address)).toBe(0);
    expect((await deps.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n).toBe(before);
  });
});
