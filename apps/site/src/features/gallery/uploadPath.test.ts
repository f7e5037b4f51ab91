import { describe, expect, it } from 'vitest';
import { uploadPath } from './uploadPath';

describe('uploadPath', () => {
  it('puts a photo at uploads/{timestamp}-{random}.{extension} inside the bucket', () => {
    const path = uploadPath({ name: 'Kitchen Before.JPG', type: 'image/jpeg' }, 1_795_000_000_000);
    expect(path).toMatch(/^uploads\/1795000000000-[a-z0-9]{8}\.jpg$/);
  });

  it('keeps nothing of the file name but its extension', () => {
    expect(uploadPath({ name: '../../etc/passwd.png', type: 'image/png' })).toMatch(/^uploads\/\d+-[a-z0-9]{8}\.png$/);
  });

  it('takes the extension from the type when the name has none', () => {
    expect(uploadPath({ name: 'photo', type: 'image/webp' })).toMatch(/\.webp$/);
    expect(uploadPath({ name: 'photo', type: 'image/jpeg' })).toMatch(/\.jpg$/);
  });

  it('gives two photos of the same moment different paths', () => {
    const file = { name: 'a.gif', type: 'image/gif' };
    expect(uploadPath(file, 1)).not.toBe(uploadPath(file, 1));
  });
});
