import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { createModel } from './model';

// The model harness itself: what makes a new, untested state fail the suite.
const door = setup({ types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opened', lock: 'locked' } },
    opened: { on: { close: 'closed' } },
    locked: {},
  },
});

const states = { closed: () => {}, opened: () => {}, locked: () => {} };

describe('createModel', () => {
  it('refuses a machine with a leaf state that has no invariant', () => {
    expect(() =>
      createModel({ machine: door, actors: [], effects: [], events: () => [], states: { closed: () => {} } }),
    ).toThrow('No invariant for the leaf state(s) opened, locked');
  });

  it('fails the coverage check for a state and transitions no event reaches', async () => {
    const model = createModel({
      machine: door,
      actors: [],
      effects: [],
      events: () => [{ type: 'open' }, { type: 'close' }],
      states,
    });
    for (const path of model.paths) await model.run(path);
    expect(() => model.assertCoverage()).toThrow(/state nodes no path reached/);
  });

  it('passes when every state and transition is walked', async () => {
    const model = createModel({
      machine: door,
      actors: [],
      effects: [],
      events: () => [{ type: 'open' }, { type: 'close' }, { type: 'lock' }],
      states,
    });
    // One path per edge of the graph, shortest prefix first; a path that begins a longer one is dropped.
    const sequences = model.paths.map((path) => path.steps.map((step) => step.event.type).join(' '));
    for (const edge of ['open', 'lock', 'close', 'open close', 'open open', 'lock lock', 'lock open']) {
      expect(sequences.some((sequence) => sequence === edge || sequence.startsWith(`${edge} `))).toBe(true);
    }
    for (const path of model.paths) await model.run(path);
    model.assertCoverage();
  });
});
