import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { HUMAN_FILL_MS, makeClient, rawFetch, type SignedUp, signInAdmin, signUp } from './helpers.ts';

// Findings about what a visitor or a signed-in user can learn or do that they should not, each checked
// the way an attacker would try it (raw HTTP or supabase-js), and what must keep working for the site.

let backend: RunningBackend;
let admin: SupabaseClient;
let adminId: string;
let user: SignedUp;

beforeAll(async () => {
  // trustProxy: requests may say which client they come from (x-forwarded-for), as behind a proxy.
  backend = await startBackend({ port: 0, bcryptCost: 4, trustProxy: true });
  admin = await signInAdmin(backend);
  adminId = (await admin.auth.getUser()).data.user!.id;
  user = await signUp(backend, 'Curious User');
  const { error } = await admin.from('site_content').upsert({ key: 'home.heroTitle', value: 'Sparkling homes' });
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await backend?.close();
});

describe('who the admins are stays private (finding 1)', () => {
  it('does not show updated_by to a visitor or a signed-in user', async () => {
    const visitor = await rawFetch(backend, '/rest/v1/site_content?select=key,updated_by');
    expect(visitor.status).toBe(401);
    expect(JSON.stringify(await visitor.json())).not.toContain(adminId);

    const signedIn = await user.client.from('site_content').select('key, updated_by');
    expect(signedIn.error?.code).toBe('42501');
    expect(signedIn.data).toBeNull();
    const star = await rawFetch(backend, '/rest/v1/site_content?select=*');
    expect(JSON.stringify(await star.json())).not.toContain(adminId);
  });

  it('still serves the columns the site reads, to anyone', async () => {
    const response = await rawFetch(backend, '/rest/v1/site_content?select=key,value,image_path', {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.arrayContaining([{ key: 'home.heroTitle', value: 'Sparkling homes', image_path: null }]),
    );
    const withTime = await makeClient(backend)
      .from('site_content')
      .select('key, updated_at')
      .eq('key', 'home.heroTitle');
    expect(withTime.data).toEqual([{ key: 'home.heroTitle', updated_at: expect.any(String) }]);
  });

  it("does not confirm another user's role through has_role or get_user_role", async () => {
    const hasRole = await user.client.rpc('has_role', { _user_id: adminId, _role: 'admin' });
    expect(hasRole.data).not.toBe(true);
    const role = await user.client.rpc('get_user_role', { _user_id: adminId });
    expect(role.data).toBe('user');
    const anonRole = await makeClient(backend).rpc('get_user_role', { _user_id: adminId });
    expect(anonRole.data).toBe('user');
  });

  it('answers about the caller itself, and an admin about anyone (the site and the policies rely on it)', async () => {
    expect((await admin.rpc('get_user_role', { _user_id: adminId })).data).toBe('admin');
    expect((await admin.rpc('has_role', { _user_id: adminId, _role: 'admin' })).data).toBe(true);
    expect((await admin.rpc('has_role', { _user_id: user.user.id, _role: 'admin' })).data).toBe(false);
    expect((await user.client.rpc('get_user_role', { _user_id: user.user.id })).data).toBe('user');
    expect((await user.client.rpc('has_role', { _user_id: user.user.id, _role: 'user' })).data).toBe(false);
    // An admin still reads what the policies built on has_role let it read.
    expect((await admin.from('profiles').select('id')).data?.length).toBeGreaterThan(1);
    // The service role sees who edited what.
    const service = makeClient(backend, backend.serviceRoleKey);
    const stamped = await service.from('site_content').select('updated_by').eq('key', 'home.heroTitle').single();
    expect(stamped.data).toEqual({ updated_by: adminId });
  });
});

describe('text Postgres cannot store and absurd nesting are refused with 400, changing nothing (finding 2)', () => {
  const nested = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
  const userCount = async () =>
    (await backend.ctx.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n;
  const signUpRaw = (dataJson: string) =>
    rawFetch(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email":"raw-${Date.now()}-${Math.random()}@example.com","password":"long enough","data":${dataJson}}`,
    });

  it.each([
    ['a NUL character', '{"full_name":"a\\u0000b"}'],
    ['a lone surrogate', '{"full_name":"\\udc00"}'],
    ['a key with a NUL character', '{"a\\u0000":1}'],
    ['metadata nested 50,000 levels deep', nested(50_000)],
  ])('sign-up metadata with %s', async (_label, data) => {
    const before = await userCount();
    const response = await signUpRaw(data);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/nested|text/);
    expect(await userCount()).toBe(before);
  });

  it('PUT /auth/v1/user with a NUL character or deep nesting leaves the metadata as it was', async () => {
    for (const data of ['{"full_name":"x\\u0000"}', nested(60_000)]) {
      const response = await fetch(`${backend.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${user.session.access_token}`,
          'Content-Type': 'application/json',
        },
        body: `{"data":${data}}`,
      });
      expect(response.status).toBe(400);
    }
    const stored = await backend.ctx.db.query<{ name: string }>(
      `select raw_user_meta_data ->> 'full_name' as name from auth.users where id = $1`,
      [user.user.id],
    );
    expect(stored.rows[0]?.name).toBe('Curious User');
  });

  it('REST bodies and rpc arguments nested 10,000 levels deep, or with a NUL', async () => {
    const count = async () =>
      (await backend.ctx.db.query<{ n: number }>('select count(*)::int as n from public.contact_messages')).rows[0]!.n;
    const before = await count();
    const attempts: [string, string][] = [
      ['/rest/v1/contact_messages', `{"name":"x","email":"x@example.com","message":${nested(10_000, '"m"')}}`],
      ['/rest/v1/contact_messages', `[${'['.repeat(10_000)}${']'.repeat(10_000)}]`],
      ['/rest/v1/rpc/get_user_role', `{"_user_id":${nested(10_000)}}`],
      ['/rest/v1/contact_messages', '{"name":"N\\u0000","email":"x@example.com","message":"hi"}'],
    ];
    for (const [path, body] of attempts) {
      const response = await rawFetch(backend, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status, `${path} ${body.slice(0, 40)}`).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
    }
    expect(await count()).toBe(before);
  });

  it('still takes ordinary nesting and every other character', async () => {
    const response = await rawFetch(backend, '/rest/v1/contact_messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Zoë 😀 \\u0000 literally',
        email: 'z@example.com',
        message: 'مرحبا\n\t"quoted"',
        fill_ms: HUMAN_FILL_MS,
      }),
    });
    expect(response.status).toBe(201);
    const stored = await backend.ctx.db.query<{ name: string }>(
      `select name from public.contact_messages where email = 'z@example.com'`,
    );
    expect(stored.rows.map((row) => row.name)).toEqual(['Zoë 😀 \\u0000 literally']);
    const metadata = await user.client.auth.updateUser({ data: { deep: JSON.parse(nested(20)) } });
    expect(metadata.error).toBeNull();
  });
});

describe('signed URLs expire within a week (finding 4)', () => {
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );

  it('refuses expiresIn over 7 days with a clear 400, for one URL and for several', async () => {
    const path = `uploads/${Date.now()}-signed.png`;
    const upload = await makeClient(backend)
      .storage.from('uploads')
      .upload(path, new Blob([png], { type: 'image/png' }));
    expect(upload.error).toBeNull();
    const bucket = admin.storage.from('uploads');

    for (const expiresIn of [1e20, 604_801, Number.MAX_SAFE_INTEGER]) {
      const one = await bucket.createSignedUrl(path, expiresIn);
      expect(one.data).toBeNull();
      expect(one.error).toMatchObject({ status: 400, statusCode: '400', message: expect.stringMatching(/7 days/) });
      const many = await bucket.createSignedUrls([path], expiresIn);
      expect(many.error).toMatchObject({ status: 400, message: expect.stringMatching(/7 days/) });
    }
    const week = await bucket.createSignedUrl(path, 604_800);
    expect(week.error).toBeNull();
    expect((await fetch(week.data!.signedUrl)).status).toBe(200);
  });
});

describe('a record of an upload names a photo its sender uploaded (finding 7)', () => {
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  let counter = 0;
  const path = () => `uploads/${Date.now()}-${++counter}-record.png`;
  /** A visitor's client, seen by the gateway as coming from `address`. */
  const visitorFrom = (address: string) => makeClient(backend, backend.anonKey, { 'x-forwarded-for': address });
  const upload = async (client: SupabaseClient, name: string) => {
    const { error } = await client.storage.from('uploads').upload(name, new Blob([png], { type: 'image/png' }));
    expect(error).toBeNull();
  };
  const record = (client: SupabaseClient, storagePath: string) =>
    client.from('uploaded_files').insert({
      file_name: 'kitchen.png',
      file_size: png.byteLength,
      file_type: 'image/png',
      storage_path: storagePath,
    });
  const recorded = async (storagePath: string) =>
    (
      await backend.ctx.db.query<{ file_size: number; file_type: string }>(
        'select file_size::int as file_size, file_type from public.uploaded_files where storage_path = $1',
        [storagePath],
      )
    ).rows;

  it('refuses a path where nothing was uploaded with a code that says so (404, not a foreign key violation)', async () => {
    const name = path();
    const { status, error } = await record(visitorFrom('203.0.113.7'), name);
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PT404', details: 'storage_path' });
    expect(error?.message).toMatch(/No uploaded photo/);
    expect(await recorded(name)).toEqual([]);
  });

  it('records a visitor’s own upload once, and refuses it to another visitor', async () => {
    const name = path();
    const visitor = visitorFrom('203.0.113.7');
    await upload(visitor, name);
    const stranger = await record(visitorFrom('198.51.100.23'), name);
    expect(stranger.status).toBe(401);
    expect(stranger.error?.message).toMatch(/uploaded in another visit/);
    expect((await record(visitor, name)).status).toBe(201);
    expect(await recorded(name)).toEqual([{ file_size: png.byteLength, file_type: 'image/png' }]);
    expect((await record(visitor, name)).status).toBe(409);
    expect(await recorded(name)).toHaveLength(1);
  });

  it('records a signed-in user’s upload for that user only, and nothing uploaded over an hour ago', async () => {
    const name = path();
    await upload(user.client, name);
    const other = await signUp(backend, 'Other User');
    expect((await record(other.client, name)).status).toBe(403);
    expect((await record(user.client, name)).status).toBe(201);

    const old = path();
    const visitor = visitorFrom('203.0.113.8');
    await upload(visitor, old);
    await backend.ctx.db.query(
      `update storage.objects set created_at = now() - interval '2 hours' where bucket_id = 'uploads' and name = $1`,
      [old],
    );
    expect((await record(visitor, old)).status).toBe(401);
    expect(await recorded(old)).toEqual([]);
  });

  it('refuses a visitor the record of a signed-in user’s upload, whoever they are (auth.uid() is null for them)', async () => {
    const name = path();
    await upload(user.client, name);
    for (const address of ['203.0.113.10', '127.0.0.1']) {
      const visitor = await record(visitorFrom(address), name);
      expect(visitor.status, address).toBe(401);
      expect(visitor.error?.message).toMatch(/uploaded in another visit/);
    }
    expect(await recorded(name)).toEqual([]);
    // The owner's own record is still possible (it used to fail with 23505 once a visitor had taken it).
    expect((await record(user.client, name)).status).toBe(201);
    expect(await recorded(name)).toHaveLength(1);
  });

  it('refuses a visitor the record of another visitor’s upload made from no known address', async () => {
    const name = path();
    await upload(visitorFrom('203.0.113.11'), name);
    await backend.ctx.db.query(`delete from private.upload_origins where name = $1`, [name]);
    expect((await record(visitorFrom('203.0.113.11'), name)).status).toBe(401);
    expect(await recorded(name)).toEqual([]);
  });

  it('refuses a size or a type that is not the stored photo’s, naming the field, and stores nothing', async () => {
    const name = path();
    const visitor = visitorFrom('203.0.113.9');
    await upload(visitor, name);
    const insert = (overrides: Record<string, unknown>) =>
      visitor.from('uploaded_files').insert({
        file_name: 'x.png',
        file_size: png.byteLength,
        file_type: 'image/png',
        storage_path: name,
        ...overrides,
      });
    const size = await insert({ file_size: 5 });
    expect(size.status).toBe(400);
    expect(size.error).toMatchObject({ code: '23514', details: 'file_size' });
    expect(size.error?.message).toMatch(/size/);
    const type = await insert({ file_type: 'image/gif' });
    expect(type.status).toBe(400);
    expect(type.error).toMatchObject({ code: '23514', details: 'file_type' });
    expect(await recorded(name)).toEqual([]);
    expect((await insert({})).status).toBe(201);
    expect(await recorded(name)).toEqual([{ file_size: png.byteLength, file_type: 'image/png' }]);
  });
});

describe('a photo must be the image it claims to be (finding 8)', () => {
  const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
  const samples: Record<string, Uint8Array<ArrayBuffer>> = {
    'image/png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    'image/gif': new TextEncoder().encode('GIF89a\x01\x00\x01\x00'),
    'image/webp': new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 '),
  };
  const objectCount = async () =>
    (await backend.ctx.db.query<{ n: number }>(`select count(*)::int as n from storage.objects`)).rows[0]!.n;

  it.each(Object.keys(samples))('refuses HTML declared as %s, storing nothing', async (type) => {
    const before = await objectCount();
    const { data, error } = await makeClient(backend)
      .storage.from('uploads')
      .upload(`uploads/${Date.now()}-fake.${type.split('/')[1]}`, new Blob([html], { type }));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: `The file is not a ${type} image: its content does not match the type it was sent as`,
    });
    expect(await objectCount()).toBe(before);
  });

  it('refuses a PNG sent as a JPEG, also from an admin to the public bucket', async () => {
    const { error } = await admin.storage
      .from('site-images')
      .upload('home/fake.jpg', new Blob([samples['image/png']!], { type: 'image/jpeg' }));
    expect(error).toMatchObject({ statusCode: '415' });
  });

  it.each(Object.entries(samples))('accepts a real %s', async (type, bytes) => {
    const { error } = await makeClient(backend)
      .storage.from('uploads')
      .upload(`uploads/${Date.now()}-real.${type.split('/')[1]}`, new Blob([bytes], { type }));
    expect(error).toBeNull();
  });
});
