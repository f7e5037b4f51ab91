import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { RateLimitedError } from '../effects';
import { messages } from '../messages';
import { createModel, type Effect, type ModelStep, type ModelSystem } from '../testing/model';
import { CHAT_HISTORY_LENGTH, type ChatContext, ChatUnavailableError, chatMachine } from './chatMachine';

// Timestamps come from the clock: freeze it so that the model and the actors agree.
vi.useFakeTimers({ now: new Date('2030-01-01T08:00:00Z') });

const input = { greeting: 'Hi! How can Sparkle help you today?', phone: '+971 4 000 0000' };
const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatContext;

/** A reply is pending for the last message, with the five before it; nothing of it is a message yet. */
function expectReplying(system: ModelSystem) {
  const { messages: list } = context(system.actor.getSnapshot());
  const request = system.doubles.callsOf('sendChat').at(-1)?.input;
  expect(system.doubles.isPending('sendChat')).toBe(true);
  expect(request).toEqual({
    history: list.slice(0, -1).slice(-CHAT_HISTORY_LENGTH),
    message: list.at(-1),
    onText: expect.any(Function),
  });
  expect(list.at(-1)?.sender).toBe('user');
}

const model = createModel({
  machine: chatMachine,
  input,
  actors: ['sendChat'],
  effects: ['notify', 'logError'],
  events: (snapshot) => {
    const { length } = context(snapshot).messages;
    const events: AnyEventObject[] = [{ type: 'message.send' }];
    // The panel and blank drafts matter early on; later exchanges only need to pile up messages until the
    // history is cut to five (the 4th question has six before it). The graph stays finite.
    if (length < 3) {
      events.push(
        { type: 'chat.open' },
        { type: 'chat.close' },
        { type: 'chat.toggle' },
        { type: 'draft.change', value: '   ' },
      );
    }
    if (length < 8) events.push({ type: 'draft.change', value: 'Do you clean ovens?' });
    // A piece of a streamed reply (what sendChat's onText sends), early on: while waiting, while streaming, and idle.
    if (length < 4) events.push({ type: 'reply.delta', text: 'Yes, ' });
    return events;
  },
  outcomes: {
    sendChat: {
      done: [{ text: 'Yes, as part of our kitchen cleaning.', links: [{ label: 'Book now', href: '/book-now' }] }],
      error: [new Error('Failed to fetch'), new ChatUnavailableError(), new RateLimitedError('429')],
    },
  },
  abstract: (snapshot) => {
    const { messages: list, draft, streaming } = context(snapshot);
    return {
      length: list.length,
      last: list.at(-1)?.sender,
      draft: draft.trim() === '' ? 'blank' : 'text',
      streaming: streaming !== '',
    };
  },
  states: {
    'panel.closed': () => {},
    'panel.open': () => {},
    'conversation.idle': (system) => {
      expect(system.doubles.isPending('sendChat')).toBe(false);
      // A finished reply, or a failed one, leaves nothing half-written behind.
      expect(context(system.actor.getSnapshot()).streaming).toBe('');
    },
    'conversation.replying.waiting': (system) => {
      expectReplying(system);
      expect(context(system.actor.getSnapshot()).streaming).toBe('');
    },
    'conversation.replying.streaming': (system) => {
      expectReplying(system);
      expect(context(system.actor.getSnapshot()).streaming).not.toBe('');
    },
  },
  oracle: ({ event }: ModelStep): Effect[] => {
    if (event.type !== 'xstate.error.actor.sendChat') return [];
    if (event.error instanceof ChatUnavailableError) {
      return [
        {
          type: 'notify',
          params: {
            title: 'Service Temporarily Unavailable',
            description: messages.chat.unavailable.description(input.phone),
            variant: 'destructive',
          },
        },
        { type: 'logError', params: expect.anything() },
      ];
    }
    if (event.error instanceof RateLimitedError) {
      return [
        { type: 'notify', params: { title: 'Error', description: messages.rateLimited, variant: 'destructive' } },
        { type: 'logError', params: expect.anything() },
      ];
    }
    return [
      { type: 'notify', params: { ...messages.chat.connectionError, variant: 'destructive' } },
      { type: 'logError', params: expect.anything() },
    ];
  },
});

describe('chatMachine, model-based', () => {
  for (const path of model.paths) {
    it(path.description, () => model.run(path));
  }

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });

  it('never sent a blank message nor one while a reply was pending', () => {
    for (const path of model.paths) {
      for (const { event, before, state } of path.steps) {
        if (event.type !== 'message.send') continue;
        const sent = context(state).messages.length > context(before).messages.length;
        expect(sent).toBe(before.matches({ conversation: 'idle' }) && context(before).draft.trim() !== '');
      }
    }
  });
});
