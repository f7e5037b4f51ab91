import { describe, expect, it } from 'vitest';
import { forwardedFor, parseTrustedProxies } from './server.ts';

describe('x-forwarded-for as the gateway passes it on', () => {
  it('appends the peer to what the client sent, so the last entry is the address the gateway saw', () => {
    expect(forwardedFor(null, '203.0.113.5', false)).toBe('203.0.113.5');
    expect(forwardedFor('10.0.0.1', '::ffff:203.0.113.5', false)).toBe('10.0.0.1, 203.0.113.5');
    expect(forwardedFor('', '::1', false)).toBe('::1');
  });

  it('keeps the header as it is when every peer is believed (tests), and falls back to the peer without one', () => {
    expect(forwardedFor('198.51.100.7', '127.0.0.1', true)).toBe('198.51.100.7');
    expect(forwardedFor(null, '127.0.0.1', true)).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY: the proxies whose forwarded address is believed', () => {
  it('reads addresses, networks and "loopback"; empty or unset means none', () => {
    expect(parseTrustedProxies(undefined)).toBe(false);
    expect(parseTrustedProxies('  ')).toBe(false);
    const proxies = parseTrustedProxies('loopback, 10.0.0.0/8 2001:db8::5');
    expect(proxies).not.toBe(false);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustedProxies('nginx.local')).toThrow(/TRUST_PROXY/);
  });

  it('takes the nearest address that is not a trusted proxy, so a client cannot claim another', () => {
    const proxies = parseTrustedProxies('127.0.0.1');
    // nginx on this machine appends the visitor it saw.
    expect(forwardedFor('203.0.113.5', '127.0.0.1', proxies)).toBe('203.0.113.5');
    // What the visitor wrote before that is only a claim: kept, but not last.
    expect(forwardedFor('1.2.3.4, 203.0.113.5', '::ffff:127.0.0.1', proxies)).toBe('1.2.3.4, 203.0.113.5');
    // A request that does not come through the proxy: its own claims are ignored, the peer is the client.
    expect(forwardedFor('1.2.3.4', '198.51.100.9', proxies)).toBe('1.2.3.4, 198.51.100.9');
    // Through two proxies of ours (a load balancer and nginx): both are skipped.
    const two = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(forwardedFor('203.0.113.5, 10.1.2.3', '127.0.0.1', two)).toBe('203.0.113.5');
    // The proxy itself, with nothing forwarded: the proxy's address (limited like any other, see below).
    expect(forwardedFor(null, '127.0.0.1', proxies)).toBe('127.0.0.1');
    // An entry that is no address is the client as written (the database limits it by that text).
    expect(forwardedFor('unknown', '127.0.0.1', proxies)).toBe('unknown');
  });
});
