import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible chat-completions endpoint on 127.0.0.1, for the backend's tests and the site's
 * end-to-end tests: it records every request body (`requests`, and `GET /requests`) and answers as the real service
 * does, streamed (`text/event-stream`, one chunk per piece) when the request asks for `stream`, else in one JSON
 * body. What it answers is scripted with `reply()`, one turn per request in order; with nothing scripted it echoes
 * the last user message ({@link fakeChatReply}), or fails with HTTP 500 when that message contains
 * {@link fakeChatFailureMarker}.
 */

export type FakeTurn =
  /** Text, in the pieces given (each piece one streamed chunk). */
  | { content: string | string[]; delayMs?: number }
  /** Function calls the model asks for. */
  | { toolCalls: { name: string; arguments: unknown }[]; delayMs?: number }
  /** An HTTP error. */
  | { status: number; delayMs?: number };

export interface FakeChatModel {
  /** The endpoint to configure as CHAT_API_URL. */
  url: string;
  /** The request bodies received, oldest first. */
  requests: FakeRequestBody[];
  /** Queues the answers of the next requests. */
  reply(...turns: FakeTurn[]): void;
  /** Forgets the requests and the turns not yet used. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeRequestBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
  [key: string]: unknown;
}

/** The reply the fake model gives when nothing is scripted. */
export function fakeChatReply(lastUserMessage: string): string {
  return `Test assistant: you said "${lastUserMessage}".`;
}

/** A last user message containing this makes the unscripted fake fail with HTTP 500. */
export const fakeChatFailureMarker = '[fail]';

/** The URL that lists the request bodies received (`GET /requests`). */
export function fakeChatRequestsUrl(chatApiUrl: string): string {
  return new URL('/requests', chatApiUrl).toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendTurn(response: ServerResponse, turn: FakeTurn, stream: boolean, id: number) {
  if ('status' in turn) {
    response.writeHead(turn.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'fake failure' } }));
    return;
  }
  const toolCalls =
    'toolCalls' in turn
      ? turn.toolCalls.map((call, index) => ({
          index,
          id: `call_${id}_${index}`,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        }))
      : undefined;
  const pieces = 'content' in turn ? (Array.isArray(turn.content) ? turn.content : [turn.content]) : [];
  if (!stream) {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-fake-${id}`,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: toolCalls ? null : pieces.join(''), tool_calls: toolCalls },
            finish_reason: toolCalls ? 'tool_calls' : 'stop',
          },
        ],
      }),
    );
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/event-stream' });
  const chunk = (delta: unknown, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: `chatcmpl-fake-${id}`, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  response.write(chunk({ role: 'assistant' }));
  if (toolCalls) {
    // Split each call's arguments in two chunks, as the real service does.
    for (const call of toolCalls) {
      const half = Math.floor(call.function.arguments.length / 2);
      response.write(
        chunk({
          tool_calls: [
            { ...call, function: { name: call.function.name, arguments: call.function.arguments.slice(0, half) } },
          ],
        }),
      );
      response.write(
        chunk({ tool_calls: [{ index: call.index, function: { arguments: call.function.arguments.slice(half) } }] }),
      );
    }
  }
  for (const piece of pieces) response.write(chunk({ content: piece }));
  response.write(chunk({}, toolCalls ? 'tool_calls' : 'stop'));
  response.end('data: [DONE]\n\n');
}

export async function startFakeChatModel(): Promise<FakeChatModel> {
  const requests: FakeRequestBody[] = [];
  let turns: FakeTurn[] = [];
  const server = createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/requests') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
      return;
    }
    let text = '';
    for await (const chunk of request) text += chunk;
    let body: FakeRequestBody;
    try {
      body = JSON.parse(text);
    } catch {
      response.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":{"message":"bad json"}}');
      return;
    }
    requests.push(body);
    const turn = turns.shift() ?? echo(body);
    if (turn.delayMs) await sleep(turn.delayMs);
    if (!response.destroyed) sendTurn(response, turn, body.stream === true, requests.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    reply: (...next) => {
      turns.push(...next);
    },
    reset: () => {
      requests.length = 0;
      turns = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function echo(body: FakeRequestBody): FakeTurn {
  const lastUser = [...body.messages].reverse().find((message) => message.role === 'user');
  const said = lastUser?.content ?? '';
  return said.includes(fakeChatFailureMarker) ? { status: 500 } : { content: fakeChatReply(said) };
}
