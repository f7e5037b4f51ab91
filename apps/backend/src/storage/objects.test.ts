import { beforeAll, describe, expect, it } from 'vitest';
import { anonToken, png, serviceToken, storageFailure, storageRequest, testStorageDeps } from '../testing/storage.ts';
import type { StorageDeps } from './deps.ts';
import { downloadAuthenticated, downloadPublic, objectInfo } from './download.ts';
import { listObjects } from './list.ts';
import { copyObject, moveObject } from './move.ts';
import { removeObject, removeObjects } from './remove.ts';
import { createSignedUrl, downloadSigned, parseExpiresIn } from './signed.ts';
import { writeObject } from './upload.ts';

// Reading, listing, signing, moving and removing objects, in a bucket of this file's own (as the service role:
// who may do what is the contract tests' subject).

let deps: StorageDeps;
let service: string;
const bucket = 'unit-objects';

beforeAll(async () => {
  deps = await testStorageDeps();
  service = await serviceToken();
  await deps.db.query(
    `insert into storage.buckets (id, name, public) values ($1, $1, true) on conflict (id) do nothing`,
    [bucket],
  );
  for (const name of ['room/a.png', 'room/b.png', 'room/deeper/c.png', 'top.png']) {
    await writeObject(
      deps,
      storageRequest(`/object/${bucket}/${name}`, {
        token: service,
        body: png,
        headers: { 'content-type': 'image/png' },
      }),
      bucket,
      name,
      'create',
    );
  }
});

const json = async (response: Promise<Response>) => (await response).json();

describe('download', () => {
  it('serves the bytes with their type, as the caller and by public URL; 304 for a matching ETag', async () => {
    const own = await downloadAuthenticated(
      deps,
      storageRequest(`/object/${bucket}/top.png`, { token: service }),
      bucket,
      'top.png',
    );
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(png);
    const open = await downloadPublic(deps, storageRequest(`/object/public/${bucket}/top.png`), bucket, 'top.png');
    const again = await downloadPublic(
      deps,
      storageRequest(`/object/public/${bucket}/top.png`, { headers: { 'if-none-match': open.headers.get('etag')! } }),
      bucket,
      'top.png',
    );
    expect(again.status).toBe(304);
  });

  it('answers info, and NoSuchKey for a missing object', async () => {
    expect(await json(objectInfo(deps, storageRequest('/x', { token: service }), bucket, 'top.png'))).toMatchObject({
      size: png.byteLength,
      content_type: 'image/png',
    });
    expect(
      (await storageFailure(objectInfo(deps, storageRequest('/x', { token: service }), bucket, 'nope.png'))).body.code,
    ).toBe('NoSuchKey');
  });
});

describe('list', () => {
  it('lists one folder level, folders first-class, searching by name prefix', async () => {
    const entries = (await json(
      listObjects(deps, storageRequest(`/object/list/${bucket}`, { token: service, json: { prefix: 'room' } }), bucket),
    )) as { name: string; id: string | null }[];
    expect(entries.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.png', false],
      ['b.png', false],
      ['deeper', true],
    ]);
    const searched = (await json(
      listObjects(deps, storageRequest('/x', { token: service, json: { prefix: 'room/', search: 'B' } }), bucket),
    )) as { name: string }[];
    expect(searched.map((entry) => entry.name)).toEqual(['b.png']);
  });
});

describe('signed URLs', () => {
  it('takes whole seconds from 1 to 7 days and signs a URL that serves exactly that object', async () => {
    expect(() => parseExpiresIn(0)).toThrow();
    expect(() => parseExpiresIn(1.5)).toThrow();
    expect(parseExpiresIn(604_800)).toBe(604_800);
    expect(() => parseExpiresIn(604_801)).toThrow('expiresIn cannot be more than 604800 seconds (7 days)');
    expect(() => parseExpiresIn(1e20)).toThrow('7 days');
    const { signedURL } = (await json(
      createSignedUrl(deps, storageRequest('/x', { token: service, json: { expiresIn: 60 } }), bucket, 'top.png'),
    )) as { signedURL: string };
    const token = new URL(signedURL, 'http://x').searchParams.get('token')!;
    const served = await downloadSigned(
      deps,
      storageRequest(`/object/sign/${bucket}/top.png?token=${token}`),
      bucket,
      'top.png',
    );
    expect(served.status).toBe(200);
    const elsewhere = await storageFailure(
      downloadSigned(deps, storageRequest(`/object/sign/${bucket}/room/a.png?token=${token}`), bucket, 'room/a.png'),
    );
    expect(elsewhere.body.code).toBe('InvalidSignature');
  });

  it('does not sign what the caller cannot see', async () => {
    const anon = await anonToken();
    expect(
      (
        await storageFailure(
          createSignedUrl(deps, storageRequest('/x', { token: anon, json: { expiresIn: 60 } }), bucket, 'top.png'),
        )
      ).body.code,
    ).toBe('NoSuchKey');
  });
});

describe('move, copy and remove', () => {
  it('moves and copies an object with its bytes, then removes them', async () => {
    await moveObject(
      deps,
      storageRequest('/object/move', {
        token: service,
        json: { bucketId: bucket, sourceKey: 'room/b.png', destinationKey: 'moved.png' },
      }),
    );
    await copyObject(
      deps,
      storageRequest('/object/copy', {
        token: service,
        json: { bucketId: bucket, sourceKey: 'moved.png', destinationKey: 'copied.png' },
      }),
    );
    const copied = await downloadAuthenticated(deps, storageRequest('/x', { token: service }), bucket, 'copied.png');
    expect(new Uint8Array(await copied.arrayBuffer())).toEqual(png);
    expect(
      (await storageFailure(objectInfo(deps, storageRequest('/x', { token: service }), bucket, 'room/b.png'))).body
        .code,
    ).toBe('NoSuchKey');

    const removed = (await json(
      removeObjects(
        deps,
        storageRequest('/x', {
          method: 'DELETE',
          token: service,
          json: { prefixes: ['moved.png', 'copied.png', 'never.png'] },
        }),
        bucket,
      ),
    )) as { name: string }[];
    expect(removed.map((row) => row.name).sort()).toEqual(['copied.png', 'moved.png']);
    await removeObject(deps, storageRequest('/x', { method: 'DELETE', token: service }), bucket, 'top.png');
    const left = await deps.db.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 order by name',
      [bucket],
    );
    expect(left.rows.map((row) => row.name)).toEqual(['room/a.png', 'room/deeper/c.png']);
  });

  it('refuses an empty list of prefixes', async () => {
    expect(
      (
        await storageFailure(
          removeObjects(
            deps,
            storageRequest('/x', { method: 'DELETE', token: service, json: { prefixes: [] } }),
            bucket,
          ),
        )
      ).body.code,
    ).toBe('InvalidRequest');
  });
});
