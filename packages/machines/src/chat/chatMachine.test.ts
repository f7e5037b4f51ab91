import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { RateLimitedError } from '../effects';
import { messages } from '../messages';
import { ActorDoubles, type Effect, flush } from '../testing/model';
import { type ChatRequest, ChatUnavailableError, chatMachine, isChatUnavailableError } from './chatMachine';

const input = { greeting: 'Hi! How can Sparkle help you today?', phone: '+971 4 000 0000' };
const NOW = new Date('2030-01-01T08:00:00Z').getTime();

function start() {
  const doubles = new ActorDoubles();
  const effects: Effect[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => effects.push({ type, params });
  const machine = chatMachine.provide({
    actors: { sendChat: doubles.logic('sendChat') as never },
    actions: { notify: record('notify'), logError: record('logError') },
  });
  const actor = createActor(machine, { input }).start();
  const say = (text: string) => {
    actor.send({ type: 'draft.change', value: text });
    actor.send({ type: 'message.send' });
  };
  const texts = () => actor.getSnapshot().context.messages.map((message) => `${message.sender}: ${message.text}`);
  return { actor, doubles, effects, say, texts };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chatMachine', () => {
  it('starts closed, with the greeting', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ panel: 'closed', conversation: 'idle' });
    expect(actor.getSnapshot().context.messages).toEqual([
      { id: 'greeting', text: input.greeting, sender: 'bot', timestamp: NOW },
    ]);
  });

  it('opens and closes', () => {
    const { actor } = start();
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    actor.send({ type: 'chat.close' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    actor.send({ type: 'chat.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    actor.send({ type: 'chat.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
  });

  it('does not send an empty or whitespace-only message', () => {
    const { actor, doubles, say } = start();
    actor.send({ type: 'message.send' });
    say('  \n\t ');
    expect(doubles.calls).toEqual([]);
    expect(actor.getSnapshot().matches({ conversation: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('sends the message with the last five before it, then appends the reply', async () => {
    const { actor, doubles, say, texts } = start();
    say('  How much is a deep clean?  ');
    expect(actor.getSnapshot().matches({ conversation: 'replying' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(doubles.callsOf('sendChat')[0]?.input).toEqual({
      history: [{ id: 'greeting', text: input.greeting, sender: 'bot', timestamp: NOW }],
      message: { id: 'message-1', text: 'How much is a deep clean?', sender: 'user', timestamp: NOW },
      onText: expect.any(Function),
    });
    vi.setSystemTime(NOW + 1500);
    doubles.resolve('sendChat', { text: 'Deep Clean is AED 300.' });
    await flush();
    expect(texts()).toEqual([
      `bot: ${input.greeting}`,
      'user: How much is a deep clean?',
      'bot: Deep Clean is AED 300.',
    ]);
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ id: 'message-2', timestamp: NOW + 1500 });
    expect(actor.getSnapshot().matches({ conversation: 'idle' })).toBe(true);
  });

  it('carries at most five earlier messages', async () => {
    const { doubles, say } = start();
    for (const question of ['one', 'two', 'three']) {
      say(question);
      doubles.resolve('sendChat', { text: `answer ${question}` });
      await flush();
    }
    say('four');
    const request = doubles.callsOf('sendChat').at(-1)?.input as ChatRequest;
    expect(request.history.map((message) => message.text)).toEqual([
      'answer one',
      'two',
      'answer two',
      'three',
      'answer three',
    ]);
    expect(request.message.text).toBe('four');
  });

  it('sends nothing while a reply is pending, and keeps what was typed', async () => {
    const { actor, doubles, say } = start();
    say('first');
    say('second');
    expect(doubles.callsOf('sendChat')).toHaveLength(1);
    expect(actor.getSnapshot().context.draft).toBe('second');
    expect(actor.getSnapshot().context.messages.map((message) => message.text)).not.toContain('second');
    doubles.resolve('sendChat', { text: 'reply' });
    await flush();
    actor.send({ type: 'message.send' });
    expect(doubles.callsOf('sendChat')).toHaveLength(2);
  });

  it('keeps the links a reply comes with', async () => {
    const { actor, doubles, say } = start();
    say('Book a deep clean on Saturday at 10');
    const links = [{ label: 'Book: Deep Cleaning', href: '/book-now?service=deep' }];
    doubles.resolve('sendChat', { text: 'Here is the booking form.', links });
    await flush();
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ text: 'Here is the booking form.', links });
  });

  it('shows a streamed reply as it arrives, then the whole reply in its place', async () => {
    const { actor, doubles, say, texts } = start();
    say('How much is a deep clean?');
    expect(actor.getSnapshot().matches({ conversation: { replying: 'waiting' } })).toBe(true);
    const { onText } = doubles.callsOf('sendChat')[0]!.input as ChatRequest;
    onText?.('A 1-bedroom deep clean ');
    expect(actor.getSnapshot().matches({ conversation: { replying: 'streaming' } })).toBe(true);
    onText?.('is AED 300');
    expect(actor.getSnapshot().context.streaming).toBe('A 1-bedroom deep clean is AED 300');
    // Still replying: nothing can be sent, and the reply is not a message yet.
    expect(texts()).toHaveLength(2);
    doubles.resolve('sendChat', { text: 'A 1-bedroom deep clean is AED 300 before VAT.' });
    await flush();
    expect(actor.getSnapshot().context.streaming).toBe('');
    expect(texts().at(-1)).toBe('bot: A 1-bedroom deep clean is AED 300 before VAT.');
    expect(actor.getSnapshot().matches({ conversation: 'idle' })).toBe(true);
  });

  it('drops what was streamed when the reply fails half-way, and apologises', async () => {
    const { actor, doubles, say, texts } = start();
    say('Hello?');
    (doubles.callsOf('sendChat')[0]!.input as ChatRequest).onText?.('Hel');
    doubles.reject('sendChat', new Error('network lost'));
    await flush();
    expect(actor.getSnapshot().context.streaming).toBe('');
    expect(texts().at(-1)).toBe(`bot: ${messages.chat.apology}`);
  });

  it('apologises in the chat and raises Connection Error when a request fails', async () => {
    const { doubles, effects, say, texts } = start();
    say('Hello?');
    doubles.reject('sendChat', new Error('Failed to fetch'));
    await flush();
    expect(texts().at(-1)).toBe(`bot: ${messages.chat.apology}`);
    expect(effects).toEqual([
      {
        type: 'notify',
        params: {
          title: 'Connection Error',
          description: 'Unable to get response. Please contact us directly for assistance.',
          variant: 'destructive',
        },
      },
      { type: 'logError', params: { message: 'Chat request failed: Failed to fetch', error: expect.any(Error) } },
    ]);
  });

  it('raises Service Temporarily Unavailable, with the phone number, when the service cannot run', async () => {
    const { actor, doubles, effects, say, texts } = start();
    say('Hello?');
    doubles.reject('sendChat', new ChatUnavailableError());
    await flush();
    expect(texts()).toEqual([`bot: ${input.greeting}`, 'user: Hello?']);
    expect(effects[0]).toEqual({
      type: 'notify',
      params: {
        title: 'Service Temporarily Unavailable',
        description: messages.chat.unavailable.description('+971 4 000 0000'),
        variant: 'destructive',
      },
    });
    expect(effects[0]?.params).toMatchObject({ description: expect.stringContaining('+971 4 000 0000') });
    expect(actor.getSnapshot().matches({ conversation: 'idle' })).toBe(true);
  });

  it('says Too many requests, without an apology in the chat, when the function refuses for too many requests', async () => {
    const { actor, doubles, effects, say, texts } = start();
    say('Hello?');
    doubles.reject('sendChat', new RateLimitedError('Too many chat requests'));
    await flush();
    expect(texts()).toEqual([`bot: ${input.greeting}`, 'user: Hello?']);
    expect(effects[0]).toEqual({
      type: 'notify',
      params: {
        title: 'Error',
        description: 'Too many requests. Please wait a while and try again, or contact us directly.',
        variant: 'destructive',
      },
    });
    expect(actor.getSnapshot().matches({ conversation: 'idle' })).toBe(true);
  });

  it('recognises an unavailable service by the error’s name too (another copy of the module)', () => {
    expect(isChatUnavailableError({ name: 'ChatUnavailableError', message: '503' })).toBe(true);
    expect(isChatUnavailableError(new Error('503'))).toBe(false);
    expect(isChatUnavailableError(null)).toBe(false);
  });

  it('appends a reply that arrives after the chat was closed', async () => {
    const { actor, doubles, say, texts } = start();
    actor.send({ type: 'chat.open' });
    say('Are you open on Sunday?');
    actor.send({ type: 'chat.close' });
    doubles.resolve('sendChat', { text: 'Sunday 9:00 AM-5:00 PM.' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ panel: 'closed', conversation: 'idle' });
    expect(texts().at(-1)).toBe('bot: Sunday 9:00 AM-5:00 PM.');
  });

  it('ignores a reply that arrives after the widget was torn down', async () => {
    const { actor, doubles, say } = start();
    say('Hello?');
    actor.stop();
    doubles.resolve('sendChat', { text: 'late' });
    await flush();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().context.messages.map((message) => message.text)).not.toContain('late');
  });
});
