import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatServer {
  /** The OpenAI-compatible endpoint to give the backend as its chat API URL. */
  url: string;
  close(): Promise<void>;
}

/** The reply the fake assistant gives: tests can assert the widget shows it. */
export function fakeChatReply(lastUserMessage: string): string {
  return `Test assistant: you said "${lastUserMessage}".`;
}

/**
 * A last user message containing this makes the fake service fail (HTTP 500), so tests can drive the chat's
 * failure path without affecting other tests that share the server.
 */
export const fakeChatFailureMarker = '[fail]';

/** The URL that lists the request bodies the fake server received (`GET /requests`). */
export function fakeChatRequestsUrl(chatApiUrl: string): string {
  return new URL('/requests', chatApiUrl).toString();
}

/**
 * A stand-in for the chat-completion service on 127.0.0.1: answers every POST like OpenAI's
 * /v1/chat/completions, echoing the last user message, so chat tests never leave the machine.
 * `GET /requests` lists the request bodies it received. A last user message containing
 * {@link fakeChatFailureMarker} gets an HTTP 500 instead.
 */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const received: unknown[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/requests') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      let parsed: { messages?: { role: string; content: string }[] } = {};
      try {
        parsed = JSON.parse(body);
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":{"message":"bad json"}}');
        return;
      }
      received.push(parsed);
      const lastUser = [...(parsed.messages ?? [])].reverse().find((message) => message.role === 'user');
      if (lastUser?.content.includes(fakeChatFailureMarker)) {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"fake failure"}}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-test-${received.length}`,
          object: 'chat.completion',
          model: 'gpt-4o-mini',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: fakeChatReply(lastUser?.content ?? '') },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
