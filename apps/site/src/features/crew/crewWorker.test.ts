import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, test, vi } from 'vitest';

/**
 * The crew page's service worker (public/crew-sw.js), run as the browser runs it: its script evaluated with a `self`,
 * Cache Storage and `fetch` of its own, then sent fetch events. What a caller sees is the answer to each request and
 * whether the network was asked. (e2e/crew.e2e.ts reloads the real page offline through it.)
 */

const origin = 'https://sparkle.test';
const source = readFileSync(join(import.meta.dirname, '..', '..', '..', 'public', 'crew-sw.js'), 'utf8');

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

function worker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const store = new Map<string, Response>();
  const urlOf = (request: FakeRequest | string) =>
    typeof request === 'string' ? new URL(request, origin).href : request.url;
  const cache = {
    match: async (request: FakeRequest | string) => store.get(urlOf(request))?.clone(),
    put: async (request: FakeRequest | string, response: Response) => {
      store.set(urlOf(request), response);
    },
    add: async (request: FakeRequest | string) => {
      store.set(urlOf(request), new Response('added'));
    },
  };
  const network = vi.fn(async (request: FakeRequest) => new Response(`network ${new URL(request.url).pathname}`));
  runInNewContext(source, {
    self: {
      location: new URL('/crew-sw.js', origin),
      registration: { scope: `${origin}/crew` },
      clients: { claim: async () => undefined },
      skipWaiting: () => undefined,
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    },
    caches: { open: async () => cache, keys: async () => [], delete: async () => true },
    fetch: (request: FakeRequest) => network(request),
    URL,
    Response,
    Set,
    Array,
    Promise,
  });
  const request = async (path: string, mode = 'cors'): Promise<string | undefined> => {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      request: { url: `${origin}${path}`, method: 'GET', mode } satisfies FakeRequest,
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    const text = answer ? await (await answer).text() : undefined;
    await Promise.all(waits);
    return text;
  };
  return { store, network, request };
}

describe("the crew page's service worker", () => {
  test('answers a build file it kept from its copy, without asking the network (it is named by its content)', async () => {
    const { store, network, request } = worker();
    store.set(`${origin}/assets/main-a1b2.js`, new Response('kept main'));
    expect(await request('/assets/main-a1b2.js')).toBe('kept main');
    expect(network).not.toHaveBeenCalled();
  });

  test('fetches a build file it has not kept, and keeps it', async () => {
    const { store, network, request } = worker();
    expect(await request('/assets/late-x9.json')).toBe('network /assets/late-x9.json');
    expect(network).toHaveBeenCalledTimes(1);
    expect(await store.get(`${origin}/assets/late-x9.json`)?.clone().text()).toBe('network /assets/late-x9.json');
    expect(await request('/assets/late-x9.json')).toBe('network /assets/late-x9.json');
    expect(network).toHaveBeenCalledTimes(1);
  });

  test('asks the network for the page first, and answers with its kept copy when the network fails', async () => {
    const { store, network, request } = worker();
    store.set(`${origin}/crew`, new Response('kept page'));
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await request('/crew', 'navigate')).toBe('kept page');
    expect(await request('/crew', 'navigate')).toBe('network /crew');
    expect(network).toHaveBeenCalledTimes(2);
    expect(await store.get(`${origin}/crew`)?.clone().text()).toBe('network /crew');
  });

  test('leaves an invitation link to the browser', async () => {
    const { network, request } = worker();
    expect(await request('/crew/join/abc', 'navigate')).toBeUndefined();
    expect(network).not.toHaveBeenCalled();
  });
});
