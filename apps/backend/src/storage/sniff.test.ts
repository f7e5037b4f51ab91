import { describe, expect, it } from 'vitest';
import { png } from '../testing/storage.ts';
import { contentMatchesType } from './sniff.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('file signatures', () => {
  it.each([
    ['image/png', png],
    ['image/png; charset=binary', png],
    ['image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xdb])],
    ['image/gif', text('GIF87a')],
    ['image/gif', text('GIF89a')],
    ['image/webp', text('RIFF\0\0\0\0WEBPVP8L')],
    ['image/avif', new Uint8Array([0, 0, 0, 0x1c, ...text('ftypavif')])],
  ])('accepts %s that starts as one', (type, bytes) => {
    expect(contentMatchesType(type, bytes)).toBe(true);
  });

  it.each([
    ['image/png', text('<html>')],
    ['image/jpeg', png],
    ['image/gif', text('GIF90a')],
    ['image/webp', text('RIFF\0\0\0\0WAVEfmt ')],
    ['image/avif', new Uint8Array([0, 0, 0, 0x1c, ...text('ftypmp42')])],
    ['IMAGE/PNG', new Uint8Array()],
  ])('refuses %s that does not', (type, bytes) => {
    expect(contentMatchesType(type, bytes)).toBe(false);
  });

  it('leaves types it does not know to the bucket', () => {
    expect(contentMatchesType('text/plain', text('anything'))).toBe(true);
  });
});
