import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { createModel } from '../testing/model';
import { type ToastContext, toastMachine } from './toastMachine';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ToastContext;

const model = createModel({
  machine: toastMachine,
  actors: [],
  effects: [],
  events: () => [
    {
      type: 'toast.show',
      toast: { title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'default' },
    },
    {
      type: 'toast.show',
      toast: { title: 'Error', description: 'Invalid login credentials', variant: 'destructive', duration: 1000 },
    },
    { type: 'toast.dismiss' },
    { type: 'toast.pause' },
    { type: 'toast.resume' },
  ],
  abstract: (snapshot) => {
    const current = context(snapshot).current;
    return current && { title: current.title, duration: current.duration };
  },
  states: {
    hidden: (system) => {
      expect(context(system.actor.getSnapshot()).current).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    },
    'visible.running': (system) => {
      expect(context(system.actor.getSnapshot()).current).not.toBeNull();
      expect(vi.getTimerCount()).toBe(1);
    },
    'visible.paused': (system) => {
      expect(context(system.actor.getSnapshot()).current).not.toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    },
  },
  // The timer fires exactly at the toast's duration, not a millisecond earlier.
  execute: (system, step) => {
    if (!step.event.type.startsWith('xstate.after.')) return false;
    const duration = context(step.before).current?.duration ?? 0;
    vi.advanceTimersByTime(duration - 1);
    expect(system.actor.getSnapshot().matches('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    return true;
  },
});

describe('toastMachine, model-based', () => {
  it.each(model.paths)('$description', async (path) => {
    vi.useFakeTimers();
    try {
      await model.run(path);
    } finally {
      vi.useRealTimers();
    }
  });

  it('every state, transition and guard was exercised', () => {
    model.assertCoverage();
  });
});
