import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, authRequest, testAuthDeps } from '../testing/auth.ts';
import { testDatabase } from '../testing/database.ts';
import { createUser, deleteUser, getUserById, listUsers, updateUserById } from './admin.ts';

let deps: ReturnType<typeof testAuthDeps>;

beforeAll(async () => {
  deps = testAuthDeps(await testDatabase());
});

const email = () => `admin-api-${randomUUID().slice(0, 8)}@example.com`;

describe('admin users API', () => {
  it('creates a confirmed user with metadata, gets, updates and deletes it', async () => {
    const address = email();
    const created = await answer(
      createUser(
        deps,
        authRequest('/admin/users', {
          body: { email: address, password: 'secret1', email_confirm: true, user_metadata: { full_name: 'Made' } },
        }),
      ),
    );
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ email: address, user_metadata: { full_name: 'Made' } });
    expect(created.body.email_confirmed_at).toEqual(expect.any(String));

    expect((await answer(getUserById(deps, id))).body.email).toBe(address);
    const updated = await answer(
      updateUserById(deps, authRequest(`/admin/users/${id}`, { method: 'PUT', body: { ban_duration: '1h' } }), id),
    );
    expect(new Date(updated.body.banned_until as string).getTime()).toBe(deps.clock.now() + 3_600_000);
    expect(
      (await answer(deleteUser(deps, authRequest(`/admin/users/${id}`, { method: 'DELETE', body: {} }), id))).status,
    ).toBe(200);
    expect(await answer(getUserById(deps, id))).toMatchObject({ status: 404, body: { code: 'user_not_found' } });
  });

  it('refuses a second user with the same e-mail and a non-bcrypt password hash', async () => {
    const address = email();
    await createUser(deps, authRequest('/admin/users', { body: { email: address } }));
    expect((await answer(createUser(deps, authRequest('/admin/users', { body: { email: address } })))).body.code).toBe(
      'email_exists',
    );
    expect(
      (await answer(createUser(deps, authRequest('/admin/users', { body: { email: email(), password_hash: 'md5' } }))))
        .body.code,
    ).toBe('validation_failed');
  });

  it('lists users a page at a time with X-Total-Count and Link', async () => {
    const response = await listUsers(deps, authRequest('/admin/users?page=1&per_page=1'));
    const body = (await response.json()) as { users: unknown[] };
    expect(body.users).toHaveLength(1);
    expect(Number(response.headers.get('X-Total-Count'))).toBeGreaterThan(1);
    expect(response.headers.get('Link')).toContain('rel="next"');
  });
});
