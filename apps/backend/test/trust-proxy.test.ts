import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { HUMAN_FILL_MS, makeClient } from './helpers.ts';

// TRUST_PROXY (apps/backend/README.md, Security): behind nginx or Caddy on the same machine every request arrives from
// loopback, which the rate limits exempt. With the proxy named, the backend believes the address it forwards (and
// only that), and loopback is exempt no longer: a proxy that forwards nothing makes everyone one client, limited,
// never everyone unlimited. Without TRUST_PROXY nothing changes: the peer is the client, loopback is exempt.

let proxied: RunningBackend;
let direct: RunningBackend;

beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startBackend({ port: 0, admin: false, trustProxy: '127.0.0.1' }),
    startBackend({ port: 0, admin: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([proxied?.close(), direct?.close()]);
});

let sent = 0;
/** A contact message from a client whose requests carry `forwarded` as x-forwarded-for (none: no header). */
async function send(backend: RunningBackend, forwarded?: string) {
  const client = makeClient(backend, backend.anonKey, forwarded ? { 'x-forwarded-for': forwarded } : {});
  const { status } = await client.from('contact_messages').insert({
    name: 'Proxy Test',
    email: 'proxy@example.com',
    message: `Message ${++sent}`,
    fill_ms: HUMAN_FILL_MS,
  });
  return status;
}

async function sendTimes(backend: RunningBackend, times: number, forwarded?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await send(backend, forwarded));
  return statuses;
}

describe('with TRUST_PROXY naming the proxy on this machine', () => {
  it('limits each visitor the proxy forwards by their own address (5 messages an hour)', async () => {
    expect(await sendTimes(proxied, 6, '203.0.113.20')).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await send(proxied, '203.0.113.21')).toBe(201);
  });

  it('does not let a visitor escape by writing another address before the one the proxy appended', async () => {
    expect(await sendTimes(proxied, 5, '203.0.113.30')).toEqual([201, 201, 201, 201, 201]);
    expect(await send(proxied, '198.51.100.1, 203.0.113.30')).toBe(429);
  });

  it('no longer exempts loopback: a request with nothing forwarded is limited too', async () => {
    expect(await sendTimes(proxied, 6)).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('no longer exempts loopback from the chat function’s budget either (10 a minute)', async () => {
    const ask = () =>
      fetch(`${proxied.url}/functions/v1/chat`, {
        method: 'POST',
        headers: {
          apikey: proxied.anonKey,
          Authorization: `Bearer ${proxied.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ messages: [{ sender: 'user', text: 'Hi' }] }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask()).status);
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  it('takes the peer as the client: loopback is exempt, and what a client writes in x-forwarded-for changes nothing', async () => {
    expect(await sendTimes(direct, 7)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(await sendTimes(direct, 7, '203.0.113.40')).toEqual([201, 201, 201, 201, 201, 201, 201]);
  });
});
