import type { ChatLink, ChatReply } from '@sparkle/machines';

/**
 * Reads what the `chat` function answered (supabase/functions/chat/handler.ts): `{ reply, links, source }` as JSON,
 * or, when a model answers, a `text/event-stream` of `delta` events (the checked text as it comes, passed to
 * `onText`) and one `done` event with the whole reply, which the widget then shows in place of the pieces.
 */
export interface ChatReplyBody {
  reply?: unknown;
  links?: unknown;
}

const isLink = (value: unknown): value is ChatLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatLink).label === 'string' &&
  typeof (value as ChatLink).href === 'string' &&
  // Site paths, calls and https pages only: nothing else is a link the assistant gives.
  /^(\/(?!\/)|tel:|https:\/\/)/.test((value as ChatLink).href);

export function toChatReply(body: ChatReplyBody | null | undefined): ChatReply {
  if (typeof body?.reply !== 'string' || body.reply.trim() === '') throw new Error('The chat function sent no reply.');
  return { text: body.reply, links: Array.isArray(body.links) ? body.links.filter(isLink) : [] };
}

/** Reads an event stream to its `done` event, passing each `delta`'s text on. */
export async function readReplyStream(response: Response, onText: (text: string) => void): Promise<ChatReply> {
  if (!response.body) throw new Error('The chat function sent an empty stream.');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!data) continue;
      const payload = JSON.parse(data) as { text?: unknown } & ChatReplyBody;
      if (event === 'delta' && typeof payload.text === 'string') onText(payload.text);
      if (event === 'done') {
        await reader.cancel().catch(() => {});
        return toChatReply(payload);
      }
    }
    if (done) throw new Error('The chat stream ended before its reply.');
  }
}
