import { describe, expect, it } from 'vitest';
import { png, storageFailure } from '../testing/storage.ts';
import { checkBucketName, checkKey, jsonBody, readCapped, readUpload } from './input.ts';

describe('storage input', () => {
  it('accepts S3-safe keys and refuses empty, dot and control-character segments', async () => {
    expect(checkKey('uploads/1-a b.png')).toBe('uploads/1-a b.png');
    for (const bad of ['', 'a//b', '../x', 'a/./b', 'tab\there', 'x'.repeat(1025)]) {
      expect((await storageFailure(Promise.resolve().then(() => checkKey(bad)))).body.code).toBe('InvalidKey');
    }
    expect((await storageFailure(Promise.resolve().then(() => checkBucketName('a/b')))).body.code).toBe(
      'InvalidBucketName',
    );
  });

  it('reads a raw upload with its own content type, cache control and base64 metadata', async () => {
    const upload = await readUpload(
      new Request('http://x/', {
        method: 'POST',
        body: png,
        headers: {
          'content-type': 'image/png',
          'cache-control': 'max-age=60',
          'x-metadata': Buffer.from('{"room":"kitchen"}').toString('base64'),
        },
      }),
    );
    expect(upload).toMatchObject({
      mimetype: 'image/png',
      cacheControl: 'max-age=60',
      userMetadata: { room: 'kitchen' },
    });
    expect(upload.bytes).toEqual(png);
  });

  it('reads a multipart upload: the file under any field name, its part type, cacheControl', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([png], { type: 'image/png' }), 'a.png');
    const upload = await readUpload(new Request('http://x/', { method: 'POST', body: form }));
    expect(upload).toMatchObject({ mimetype: 'image/png', cacheControl: 'max-age=3600', userMetadata: null });
    expect(upload.bytes).toEqual(png);
  });

  it('refuses a body over the cap with EntityTooLarge, after reading it all', async () => {
    const failure = await storageFailure(
      readCapped(new Request('http://x/', { method: 'POST', body: new Uint8Array(11) }), 10),
    );
    expect(failure.body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });
});

describe('JSON that storage would pass to Postgres', () => {
  it('refuses metadata and bodies with a NUL or absurd nesting as InvalidRequest', async () => {
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const upload = readUpload(
      new Request('http://x/', {
        method: 'POST',
        body: png,
        headers: { 'content-type': 'image/png', 'x-metadata': Buffer.from(deep).toString('base64') },
      }),
    );
    expect((await storageFailure(upload)).body).toMatchObject({
      code: 'InvalidRequest',
      message: expect.stringMatching(/nested/),
    });
    const body = jsonBody(new Request('http://x/', { method: 'POST', body: '{"prefix":"a\\u0000"}' }));
    expect((await storageFailure(body)).body).toMatchObject({
      code: 'InvalidRequest',
      message: expect.stringMatching(/NUL/),
    });
  });
});
