import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningBackend, startBackend } from '../src/index.ts';

// The gateway does not let a client hold a connection by promising a body it never sends, or
// by sending its headers or body a byte at a time. Checked with raw TCP, as such a client would behave; the
// realtime websocket, which lives long on purpose, must not be cut by those timeouts.

let backend: RunningBackend;

beforeAll(async () => {
  // Short timeouts so the test does not wait for the real ones (10 s for headers, 60 s for a whole request).
  backend = await startBackend({ port: 0, admin: false, headersTimeout: 600, requestTimeout: 1200 });
});

afterAll(async () => {
  await backend?.close();
});

interface RawConnection {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves with the milliseconds from `since` until the server closed the connection. */
  closed: Promise<number>;
  waitFor(text: string, timeoutMs: number): Promise<string>;
}

function open(since = performance.now()): Promise<RawConnection> {
  const { port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    const closed = new Promise<number>((resolveClosed) =>
      socket.on('close', () => resolveClosed(performance.now() - since)),
    );
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => data,
        closed,
        waitFor(text, timeoutMs) {
          return new Promise((resolveText, rejectText) => {
            const started = performance.now();
            const poll = setInterval(() => {
              if (data.includes(text)) {
                clearInterval(poll);
                resolveText(data);
              } else if (performance.now() - started > timeoutMs) {
                clearInterval(poll);
                rejectText(
                  new Error(`no "${text}" within ${timeoutMs} ms; received: ${JSON.stringify(data.slice(0, 200))}`),
                );
              }
            }, 10);
          });
        },
      }),
    );
    socket.once('error', reject);
  });
}

const headers = (path: string, extra: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\nAuthorization: Bearer ${backend.anonKey}\r\nContent-Type: application/json\r\n${extra}\r\n`;

describe('a body that is too large or too slow (finding 3)', () => {
  it('refuses a declared 10 GB body at once with 413 and does not keep the connection', async () => {
    for (const path of ['/rest/v1/contact_messages', '/auth/v1/signup', '/storage/v1/object/uploads/uploads/x.png']) {
      const started = performance.now();
      const connection = await open(started);
      connection.socket.write(`${headers(path, 'Content-Length: 10000000000\r\n')}{"a"`);
      const answer = await connection.waitFor('\r\n\r\n', 1500);
      expect(answer, path).toMatch(/^HTTP\/1\.1 (413|400) /);
      if (path.startsWith('/storage')) expect(answer).toContain('"statusCode":"413"');
      // The client sends nothing more: the server lets go within a few seconds, not minutes.
      expect(await connection.closed, path).toBeLessThan(6000);
    }
  });

  it('cuts a client that sends its headers too slowly', async () => {
    const connection = await open();
    connection.socket.write('GET /rest/v1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => connection.socket.write('X-Slow: 1\r\n'), 100);
    try {
      expect(await connection.closed).toBeLessThan(3000);
    } finally {
      clearInterval(drip);
    }
  });

  it('cuts a client that sends its body a byte at a time', async () => {
    const connection = await open();
    connection.socket.write(headers('/rest/v1/contact_messages', 'Content-Length: 1000\r\n'));
    const drip = setInterval(() => connection.socket.write('x'), 100);
    try {
      expect(await connection.closed).toBeLessThan(4000);
    } finally {
      clearInterval(drip);
    }
  });

  it('keeps serving ordinary requests, and keeps a realtime socket open past the request timeout', async () => {
    const ws = new WebSocket(
      `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`,
    );
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const reply = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(JSON.parse(await reply)).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();

    const response = await fetch(`${backend.url}/rest/v1/site_content?select=key`, {
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(200);
  });
});

describe('keep-alive connections', () => {
  // An e2e call failed with ECONNRESET: it reused a connection about 5 s old, Node's default keep-alive, which the
  // server was closing at that moment. Clients learn the server's keep-alive from this header and stop reusing a
  // connection before it (Node's own agent a second early).
  it('keeps an idle connection a minute, as its Keep-Alive header tells clients', async () => {
    const connection = await open();
    connection.socket.write(
      `GET /rest/v1/site_content?select=key HTTP/1.1\r\nHost: localhost\r\napikey: ${backend.anonKey}\r\n\r\n`,
    );
    const headers = await connection.waitFor('\r\n\r\n', 3000);
    expect(headers).toMatch(/^HTTP\/1\.1 200/);
    expect(headers).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
    // Idle longer than the headers timeout (600 ms here), which is for a request under way, not between requests.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    connection.socket.write(
      `GET /rest/v1/site_content?select=key HTTP/1.1\r\nHost: localhost\r\napikey: ${backend.anonKey}\r\n\r\n`,
    );
    // Answered on the same connection: a second response arrives, and the connection is still open.
    const answers = () => connection.received().split('HTTP/1.1 200').length - 1;
    await expect.poll(answers, { timeout: 3000 }).toBe(2);
    expect(connection.socket.destroyed).toBe(false);
    connection.socket.destroy();
  });
});

describe('request targets that are not URLs (found by the fuzz test)', () => {
  it('answers 4xx, not 500, to a path that reads as another host, and keeps serving', async () => {
    for (const target of ['//0SL-%FF', '//[', '//a b/c']) {
      const connection = await open();
      connection.socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(await connection.waitFor('\r\n\r\n', 2000), target).toMatch(/^HTTP\/1\.1 4\d\d /);
    }
    const upgrade = await open();
    upgrade.socket.write(
      'GET //0SL-%FF HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(await upgrade.closed).toBeLessThan(5000);
    const response = await fetch(`${backend.url}/rest/v1/site_content?select=key`, {
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(200);
  });
});
