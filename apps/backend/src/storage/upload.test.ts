import { beforeAll, describe, expect, it } from 'vitest';
import { png, serviceToken, storageFailure, storageRequest, testStorageDeps } from '../testing/storage.ts';
import type { StorageDeps } from './deps.ts';
import { mimeAllowed, writeObject } from './upload.ts';

let deps: StorageDeps;
let service: string;

beforeAll(async () => {
  deps = await testStorageDeps();
  service = await serviceToken();
  await deps.db.query(
    `insert into storage.buckets (id, name, file_size_limit, allowed_mime_types)
     values ('unit-upload', 'unit-upload', 100, '{image/png,text/*}') on conflict (id) do nothing`,
  );
});

const put = (name: string, body: BodyInit, type: string, mode: 'create' | 'upsert' | 'update' = 'create') =>
  writeObject(
    deps,
    storageRequest(`/object/unit-upload/${name}`, { token: service, body, headers: { 'content-type': type } }),
    'unit-upload',
    name,
    mode,
  );

describe('allowed MIME types', () => {
  it('compares the whole type, with type/* wildcards and no list meaning anything', () => {
    expect(mimeAllowed('image/png', ['image/png'])).toBe(true);
    expect(mimeAllowed('text/plain', ['text/*'])).toBe(true);
    expect(mimeAllowed('image/png;charset=UTF-8', ['image/png'])).toBe(false);
    expect(mimeAllowed('anything/else', null)).toBe(true);
  });
});

describe('upload', () => {
  it('stores the row with its metadata and the bytes under the row version', async () => {
    const response = await put('a.png', png, 'image/png');
    expect(await response.json()).toEqual({ Id: expect.any(String), Key: 'unit-upload/a.png' });
    const row = (
      await deps.db.query<{ version: string; metadata: Record<string, unknown> }>(
        `select version, metadata from storage.objects where bucket_id = 'unit-upload' and name = 'a.png'`,
      )
    ).rows[0]!;
    expect(row.metadata).toMatchObject({ size: png.byteLength, mimetype: 'image/png', httpStatusCode: 200 });
    expect(await deps.store.read('unit-upload', 'a.png', row.version)).toEqual(png);
  });

  it('refuses a type or a size the bucket does not allow, and a second create, storing nothing new', async () => {
    expect((await storageFailure(put('b.gif', png, 'image/gif'))).body).toMatchObject({ statusCode: '415' });
    expect((await storageFailure(put('c.png', new Uint8Array(101), 'image/png'))).body).toMatchObject({
      statusCode: '413',
    });
    expect((await storageFailure(put('a.png', png, 'image/png'))).body).toMatchObject({ statusCode: '409' });
    const names = await deps.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'unit-upload' order by name`,
    );
    expect(names.rows.map((row) => row.name)).toEqual(['a.png']);
  });

  it('replaces the bytes on upsert and drops the old version', async () => {
    const before = (
      await deps.db.query<{ version: string }>(
        `select version from storage.objects where bucket_id = 'unit-upload' and name = 'a.png'`,
      )
    ).rows[0]!.version;
    await put('a.png', 'new text', 'text/plain', 'upsert');
    expect(await deps.store.read('unit-upload', 'a.png', before)).toBeUndefined();
  });
});
