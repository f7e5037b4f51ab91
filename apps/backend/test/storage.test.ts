import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBackend } from '../src/index.ts';

/**
 * Storage through the running backend with the real supabase-js, as the site uses it: visitors upload to the
 * private `uploads` bucket within its limits, admins list, read (signed URLs) and remove; `site-images` is public
 * to read and admin-only to write; bucket management with the service key.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let visitor: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

const client = (key: string, accessToken?: string) =>
  createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });

/** A small valid PNG (1×1, transparent). */
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const image = (type = 'image/png', bytes: Uint8Array<ArrayBuffer> = png) => new Blob([bytes], { type });
/** `size` bytes that start as a PNG does. */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(png.subarray(0, 8));
  return bytes;
};
let counter = 0;
/** The site's path shape: `uploads/{timestamp}-{random}.{ext}`. */
const uploadPath = (ext = 'png') =>
  `uploads/${Date.now()}-${++counter}${Math.random().toString(36).slice(2, 8)}.${ext}`;

const mb = 1024 * 1024;

beforeAll(async () => {
  backend = await startBackend({ port: 0 });
  visitor = client(backend.anonKey);
  service = client(backend.serviceRoleKey);
  admin = client(backend.anonKey);
  const { email, password } = backend.admin ?? {};
  const { error } = await admin.auth.signInWithPassword({ email: email ?? '', password: password ?? '' });
  if (error) throw error;
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function adminNames(prefix = 'uploads'): Promise<string[]> {
  const { data, error } = await admin.storage.from('uploads').list(prefix, { limit: 1000 });
  expect(error).toBeNull();
  return (data ?? []).map((f) => f.name);
}

describe('uploads bucket: visitors upload within the limits', () => {
  it('is configured as the issue says: private, 5 MB, four image types', async () => {
    const { data, error } = await service.storage.getBucket('uploads');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'uploads',
      name: 'uploads',
      public: false,
      file_size_limit: 5 * mb,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    });
  });

  it('accepts a visitor photo as the site sends it (multipart File, upsert false)', async () => {
    const path = uploadPath();
    const file = new File([png], 'kitchen.png', { type: 'image/png' });
    const { data, error } = await visitor.storage
      .from('uploads')
      .upload(path, file, { cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data).toEqual({ path, id: expect.any(String), fullPath: `uploads/${path}` });
    expect(await adminNames()).toContain(path.slice('uploads/'.length));
  });

  // The content must start as the declared type does: a real header for each.
  it.each([
    ['image/jpeg', 'jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['image/webp', 'webp', new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ')],
    ['image/gif', 'gif', new TextEncoder().encode('GIF89a\x01\x00\x01\x00')],
  ])('accepts %s', async (type, ext, bytes) => {
    const { error } = await visitor.storage.from('uploads').upload(uploadPath(ext), image(type, bytes));
    expect(error).toBeNull();
  });

  it('accepts exactly 5 MB and refuses one byte more, storing nothing', async () => {
    const exact = uploadPath();
    expect(
      (await visitor.storage.from('uploads').upload(exact, image('image/png', pngOfSize(5 * mb)))).error,
    ).toBeNull();

    const over = uploadPath();
    const { data, error } = await visitor.storage
      .from('uploads')
      .upload(over, image('image/png', pngOfSize(5 * mb + 1)));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((error as { error?: string } & Error).name).toBe('StorageApiError');
    const names = await adminNames();
    expect(names).toContain(exact.slice('uploads/'.length));
    expect(names).not.toContain(over.slice('uploads/'.length));
  });

  it('refuses a body far over every limit without keeping it', async () => {
    const { error } = await visitor.storage
      .from('uploads')
      .upload(uploadPath(), image('image/png', new Uint8Array(60 * mb)));
    expect(error).toMatchObject({ status: 400, statusCode: '413' });
  });

  it.each([
    [
      'an SVG',
      image('image/svg+xml', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'image/svg+xml',
    ],
    ['a PDF', image('application/pdf'), 'application/pdf'],
    ['a file without a type', new Blob([png]), 'application/octet-stream'],
  ])('refuses %s even when the client skips the browser checks', async (_, body, type) => {
    const path = uploadPath();
    const { error } = await visitor.storage.from('uploads').upload(path, body);
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: `mime type ${type} is not supported` });
    expect(await adminNames()).not.toContain(path.slice('uploads/'.length));
  });

  it('compares the whole content type of a raw upload', async () => {
    const { error } = await visitor.storage
      .from('uploads')
      .upload(uploadPath(), png.buffer as ArrayBuffer, { contentType: 'image/png;charset=UTF-8' });
    expect(error).toMatchObject({ statusCode: '415' });
    const ok = await visitor.storage
      .from('uploads')
      .upload(uploadPath(), png.buffer as ArrayBuffer, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
  });

  it.each([
    ['outside the uploads/ folder', 'elsewhere/photo.png'],
    ['at the top level', 'photo.png'],
    ['in a sub-folder of uploads/', 'uploads/deeper/photo.png'],
  ])('refuses a path %s (policy)', async (_, path) => {
    const { error } = await visitor.storage.from('uploads').upload(path, image());
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  it('refuses a second upload to the same name without upsert, and upsert for a visitor', async () => {
    const path = uploadPath();
    expect((await visitor.storage.from('uploads').upload(path, image())).error).toBeNull();
    const again = await visitor.storage.from('uploads').upload(path, image());
    expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    // Replacing needs SELECT and UPDATE policies, which visitors do not have.
    const upsert = await visitor.storage.from('uploads').upload(path, image(), { upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses invalid keys and unknown buckets', async () => {
    // URL parsing already folds a literal `..`; an encoded slash reaches the server as `uploads/../…`.
    for (const key of ['uploads/..%2F..%2Fetc%2Fpasswd.png', 'uploads/a%00b.png', 'uploads/%2E']) {
      const response = await fetch(`${backend.url}/storage/v1/object/uploads/${key}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'image/png' },
        body: png,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    const unknown = await visitor.storage.from('no-such-bucket').upload('uploads/a.png', image());
    expect(unknown.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses forged and expired tokens', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-project-secret-not-the-project-secret'));
    const forgedUpload = await client(backend.anonKey, forged).storage.from('uploads').upload(uploadPath(), image());
    expect(forgedUpload.error).toMatchObject({ status: 400, statusCode: '400' });

    const expired = await backend.ctx.signJwt({ role: 'anon' }, -60);
    const expiredUpload = await client(backend.anonKey, expired).storage.from('uploads').upload(uploadPath(), image());
    expect(expiredUpload.error).toMatchObject({ status: 400, statusCode: '400', message: 'jwt expired' });
  });
});

describe('uploads bucket: only admins list and read', () => {
  let path: string;

  beforeAll(async () => {
    path = uploadPath();
    const { error } = await visitor.storage
      .from('uploads')
      .upload(path, new File([png], 'a.png', { type: 'image/png' }));
    if (error) throw error;
  });

  it('lists nothing for a visitor and the files for an admin', async () => {
    const anon = await visitor.storage.from('uploads').list('uploads');
    expect(anon).toEqual({ data: [], error: null });

    const { data } = await admin.storage.from('uploads').list('uploads', { limit: 1000 });
    const entry = data?.find((f) => f.name === path.slice('uploads/'.length));
    expect(entry).toMatchObject({
      id: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      metadata: { size: png.byteLength, mimetype: 'image/png', cacheControl: 'max-age=3600' },
    });
  });

  it('does not let a visitor download, sign or look up a photo', async () => {
    const download = await visitor.storage.from('uploads').download(path);
    expect(download.error).toMatchObject({ status: 400, statusCode: '404' });
    const signed = await visitor.storage.from('uploads').createSignedUrl(path, 60);
    expect(signed.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    expect(await visitor.storage.from('uploads').exists(path)).toMatchObject({ data: false });
  });

  it('lets an admin download a photo', async () => {
    const { data, error } = await admin.storage.from('uploads').download(path);
    expect(error).toBeNull();
    expect(data?.type).toBe('image/png');
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(png);
    const info = await admin.storage.from('uploads').info(path);
    expect(info.data).toMatchObject({ size: png.byteLength, contentType: 'image/png' });
  });

  it("serves an admin's signed URL to anyone until it expires; refuses other paths and forged tokens", async () => {
    const { data, error } = await admin.storage.from('uploads').createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl ?? '';
    expect(signedUrl.startsWith(`${backend.url}/storage/v1/object/sign/uploads/${path}?token=`)).toBe(true);

    const ok = await fetch(signedUrl);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(png);

    const token = new URL(signedUrl).searchParams.get('token') ?? '';
    const otherPath = await fetch(`${backend.url}/storage/v1/object/sign/uploads/uploads/other.png?token=${token}`);
    expect(otherPath.status).toBe(400);
    expect(await otherPath.json()).toMatchObject({ statusCode: '400' });

    const expired = await backend.ctx.signJwt({ url: `uploads/${path}` }, -1);
    const late = await fetch(`${backend.url}/storage/v1/object/sign/uploads/${path}?token=${expired}`);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ statusCode: '400', message: 'jwt expired' });

    const forged = await new SignJWT({ url: `uploads/${path}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-project-secret-not-the-project-secret'));
    const bad = await fetch(`${backend.url}/storage/v1/object/sign/uploads/${path}?token=${forged}`);
    expect(bad.status).toBe(400);
  });

  it('signs several paths at once, marking the ones the caller cannot see', async () => {
    const { data } = await admin.storage.from('uploads').createSignedUrls([path, 'uploads/missing.png'], 60);
    expect(data?.[0]).toMatchObject({ path, error: null, signedUrl: expect.stringContaining('token=') });
    expect(data?.[1]).toMatchObject({ path: 'uploads/missing.png', signedUrl: null, error: expect.any(String) });
  });

  it('does not serve a private bucket by public URL', async () => {
    const { data } = visitor.storage.from('uploads').getPublicUrl(path);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404' });
  });

  it("skips a visitor's remove and lets an admin remove", async () => {
    const byVisitor = await visitor.storage.from('uploads').remove([path]);
    expect(byVisitor).toEqual({ data: [], error: null });
    expect(await adminNames()).toContain(path.slice('uploads/'.length));

    const byAdmin = await admin.storage.from('uploads').remove([path]);
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toEqual([expect.objectContaining({ name: path, bucket_id: 'uploads' })]);
    expect(await adminNames()).not.toContain(path.slice('uploads/'.length));
    expect((await admin.storage.from('uploads').download(path)).error).toMatchObject({ statusCode: '404' });
  });
});

describe('site-images bucket: public read, admin write', () => {
  it('is public and takes images only', async () => {
    const { data } = await service.storage.getBucket('site-images');
    expect(data).toMatchObject({ public: true });
    expect(data?.allowed_mime_types).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    );
    expect(data?.allowed_mime_types).not.toContain('image/svg+xml');
    const svg = await admin.storage.from('site-images').upload('home/hero.svg', image('image/svg+xml'));
    expect(svg.error).toMatchObject({ statusCode: '415' });
  });

  it('refuses visitors and takes, replaces and removes admin images; anyone reads them by public URL', async () => {
    const byVisitor = await visitor.storage.from('site-images').upload('home/hero.png', image());
    expect(byVisitor.error).toMatchObject({ statusCode: '403' });

    const first = await admin.storage.from('site-images').upload('home/hero.png', image(), { upsert: true });
    expect(first.error).toBeNull();
    const { publicUrl } = visitor.storage.from('site-images').getPublicUrl('home/hero.png').data;
    expect(publicUrl).toBe(`${backend.url}/storage/v1/object/public/site-images/home/hero.png`);
    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('etag')).toBeTruthy();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    const replaced = await admin.storage
      .from('site-images')
      .upload('home/hero.png', image('image/gif', gif), { upsert: true });
    expect(replaced.error).toBeNull();
    expect(replaced.data?.id).toBe(first.data?.id);
    const again = await fetch(publicUrl);
    expect(again.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(gif);

    expect((await visitor.storage.from('site-images').remove(['home/hero.png'])).data).toEqual([]);
    expect((await admin.storage.from('site-images').remove(['home/hero.png'])).data).toHaveLength(1);
    const gone = await fetch(publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404' });
  });
});

describe('listing', () => {
  const bucket = 'list-test';

  beforeAll(async () => {
    const { error } = await service.storage.createBucket(bucket, { public: false });
    if (error) throw error;
    const names = ['b.txt', 'A.txt', 'c.txt', 'folder/x.txt', 'folder/sub/y.txt', 'Zeta/z.txt', 'apple.txt'];
    for (let i = 0; i < 105; i++) names.push(`many/${String(i).padStart(3, '0')}.txt`);
    for (const name of names) {
      const { error: uploadError } = await service.storage
        .from(bucket)
        .upload(name, 'x', { contentType: 'text/plain' });
      if (uploadError) throw uploadError;
    }
  });

  it('lists one level, folders included, by lower(name) by default', async () => {
    const { data, error } = await service.storage.from(bucket).list();
    expect(error).toBeNull();
    expect(data?.map((e) => e.name)).toEqual(['A.txt', 'apple.txt', 'b.txt', 'c.txt', 'folder', 'many', 'Zeta']);
    const folder = data?.find((e) => e.name === 'folder');
    expect(folder).toEqual({
      name: 'folder',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data?.find((e) => e.name === 'A.txt')?.id).toEqual(expect.any(String));
  });

  it('treats the prefix as a folder, with or without a trailing slash', async () => {
    const withoutSlash = await service.storage.from(bucket).list('folder');
    const withSlash = await service.storage.from(bucket).list('folder/');
    expect(withoutSlash.data?.map((e) => e.name)).toEqual(['sub', 'x.txt']);
    expect(withSlash.data?.map((e) => e.name)).toEqual(['sub', 'x.txt']);
  });

  it('returns 100 entries by default, and honours limit, offset, order and search', async () => {
    expect((await service.storage.from(bucket).list('many')).data).toHaveLength(100);
    const page = await service.storage.from(bucket).list('many', { limit: 3, offset: 10 });
    expect(page.data?.map((e) => e.name)).toEqual(['010.txt', '011.txt', '012.txt']);
    const desc = await service.storage
      .from(bucket)
      .list('many', { limit: 2, sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((e) => e.name)).toEqual(['104.txt', '103.txt']);
    // search is a case-insensitive prefix of the name, not a substring
    const search = await service.storage.from(bucket).list('', { search: 'a' });
    expect(search.data?.map((e) => e.name)).toEqual(['A.txt', 'apple.txt']);
    expect((await service.storage.from(bucket).list('', { search: 'pple' })).data).toEqual([]);
  });
});

describe('objects: update, move, copy', () => {
  it('moves and copies within what the policies allow', async () => {
    const bucket = 'move-test';
    await service.storage.createBucket(bucket);
    await service.storage.from(bucket).upload('a/one.txt', 'one', { contentType: 'text/plain' });
    expect((await service.storage.from(bucket).copy('a/one.txt', 'b/two.txt')).error).toBeNull();
    expect((await service.storage.from(bucket).move('a/one.txt', 'c/three.txt')).error).toBeNull();
    expect(await (await service.storage.from(bucket).download('b/two.txt')).data?.text()).toBe('one');
    expect(await (await service.storage.from(bucket).download('c/three.txt')).data?.text()).toBe('one');
    expect((await service.storage.from(bucket).download('a/one.txt')).error).toMatchObject({ statusCode: '404' });
    expect(
      (await service.storage.from(bucket).update('c/three.txt', 'three', { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect(await (await service.storage.from(bucket).download('c/three.txt')).data?.text()).toBe('three');
    // A visitor sees nothing in this bucket, so there is nothing to move.
    expect((await visitor.storage.from(bucket).move('b/two.txt', 'b/x.txt')).error).toMatchObject({
      statusCode: '404',
    });
  });
});

describe('buckets', () => {
  it('creates, reads, lists, updates, empties and deletes a bucket with the service key', async () => {
    const created = await service.storage.createBucket('tmp-bucket', {
      public: true,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['text/*'],
    });
    expect(created).toEqual({ data: { name: 'tmp-bucket' }, error: null });
    expect((await service.storage.createBucket('tmp-bucket')).error).toMatchObject({ statusCode: '409' });

    const got = await service.storage.getBucket('tmp-bucket');
    expect(got.data).toEqual({
      id: 'tmp-bucket',
      name: 'tmp-bucket',
      owner: expect.any(String),
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['text/*'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      type: 'STANDARD',
    });
    const listed = await service.storage.listBuckets();
    expect(listed.data?.map((b) => b.id)).toEqual(expect.arrayContaining(['uploads', 'site-images', 'tmp-bucket']));

    // The new limits apply at once: text only, 1 MB.
    const tooBig = await service.storage
      .from('tmp-bucket')
      .upload('big.txt', 'x'.repeat(1_000_001), { contentType: 'text/plain' });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    expect((await service.storage.from('tmp-bucket').upload('a.png', image())).error).toMatchObject({
      statusCode: '415',
    });
    expect(
      (await service.storage.from('tmp-bucket').upload('a.txt', 'hi', { contentType: 'text/plain' })).error,
    ).toBeNull();

    const updated = await service.storage.updateBucket('tmp-bucket', {
      public: false,
      allowedMimeTypes: ['image/png'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket('tmp-bucket')).data).toMatchObject({
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png'],
    });

    expect((await service.storage.deleteBucket('tmp-bucket')).error).toMatchObject({ statusCode: '409' });
    expect(await service.storage.emptyBucket('tmp-bucket')).toEqual({
      data: { message: 'Successfully emptied' },
      error: null,
    });
    expect(await service.storage.deleteBucket('tmp-bucket')).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await service.storage.getBucket('tmp-bucket')).error).toMatchObject({ status: 400, statusCode: '404' });
  });

  it('leaves bucket management to the policies on storage.buckets (none: visitors and admins are refused)', async () => {
    expect((await visitor.storage.createBucket('visitor-bucket')).error).toMatchObject({ statusCode: '403' });
    expect((await admin.storage.createBucket('admin-bucket')).error).toMatchObject({ statusCode: '403' });
    expect(await visitor.storage.listBuckets()).toEqual({ data: [], error: null });
    expect((await visitor.storage.getBucket('uploads')).error).toMatchObject({ statusCode: '404' });
    expect((await visitor.storage.updateBucket('uploads', { public: true })).error).toMatchObject({
      statusCode: '404',
    });
    expect((await visitor.storage.deleteBucket('uploads')).error).toMatchObject({ statusCode: '404' });
    expect((await service.storage.getBucket('uploads')).data?.public).toBe(false);
  });

  it('refuses invalid settings', async () => {
    expect((await service.storage.createBucket('../evil')).error).toMatchObject({ statusCode: '400' });
    expect(
      (await service.storage.createBucket('bad-limit', { public: false, fileSizeLimit: 'lots' })).error,
    ).toMatchObject({
      statusCode: '400',
    });
    expect(
      (await service.storage.createBucket('bad-types', { public: false, allowedMimeTypes: ['not a type'] })).error,
    ).toMatchObject({
      statusCode: '400',
    });
  });
});

// Two backends started one after the other on the same folder: 16.5 s with a busy loop on one of two cores.
describe('files on disk', { timeout: 60_000 }, () => {
  it('keeps objects across a restart under <dataDir>/storage and deletes their files on remove', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sparkle-storage-'));
    try {
      const first = await startBackend({ port: 0, dataDir, admin: false });
      const put = await createClient(first.url, first.serviceRoleKey, {
        auth: { persistSession: false },
        realtime: { transport: WebSocket as never },
      })
        .storage.from('uploads')
        .upload('uploads/kept.png', image());
      expect(put.error).toBeNull();
      await first.close();

      const second = await startBackend({ port: 0, dataDir, admin: false });
      try {
        const storage = createClient(second.url, second.serviceRoleKey, {
          auth: { persistSession: false },
          realtime: { transport: WebSocket as never },
        }).storage.from('uploads');
        const { data } = await storage.download('uploads/kept.png');
        expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(png);
        // One file per version, under the object's own name.
        expect(await readdir(join(dataDir, 'storage', 'uploads', 'uploads', 'kept.png'))).toHaveLength(1);

        expect((await storage.remove(['uploads/kept.png'])).data).toHaveLength(1);
        expect(await readdir(join(dataDir, 'storage', 'uploads'))).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
