import { describe, expect, it } from 'vitest';
import { forwardedFor } from './server.ts';

describe('x-forwarded-for as the gateway passes it on', () => {
  it('appends the peer to what the client sent, so the last entry is the address the gateway saw', () => {
    expect(forwardedFor(null, '203.0.113.5', false)).toBe('203.0.113.5');
    expect(forwardedFor('10.0.0.1', '::ffff:203.0.113.5', false)).toBe('10.0.0.1, 203.0.113.5');
    expect(forwardedFor('', '::1', false)).toBe('::1');
  });

  it('keeps the header as it is behind a trusted proxy, and falls back to the peer without one', () => {
    expect(forwardedFor('198.51.100.7', '127.0.0.1', true)).toBe('198.51.100.7');
    expect(forwardedFor(null, '127.0.0.1', true)).toBe('127.0.0.1');
  });
});
