import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { messages, TOAST_DURATION } from '../messages';
import { toastMachine } from './toastMachine';

const welcome = { ...messages.auth.signInSuccess, variant: 'default' as const };
const signedOut = { ...messages.auth.signOutSuccess, variant: 'default' as const };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toastMachine', () => {
  it('is hidden at first', () => {
    const actor = createActor(toastMachine).start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('shows a toast for 4000 ms by default', () => {
    expect(TOAST_DURATION).toBe(4000);
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', toast: welcome });
    expect(actor.getSnapshot().context.current).toEqual({ ...welcome, id: 'toast-1', duration: 4000 });
    vi.advanceTimersByTime(3999);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('honours a toast’s own duration and a default given as input', () => {
    const actor = createActor(toastMachine, { input: { duration: 2000 } }).start();
    actor.send({ type: 'toast.show', toast: welcome });
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'toast.show', toast: { ...welcome, duration: 500 } });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('shows one toast at a time: a new one replaces the current one and restarts the clock', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', toast: welcome });
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'toast.show', toast: signedOut });
    expect(actor.getSnapshot().context.current).toMatchObject({ ...signedOut, id: 'toast-2' });
    vi.advanceTimersByTime(3999);
    expect(actor.getSnapshot().context.current?.title).toBe('Signed out');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('hides at once when dismissed', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', toast: welcome });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds while paused (hover, focus) and restarts the full duration on resume', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', toast: welcome });
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'toast.pause' });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toEqual({ visible: 'paused' });
    actor.send({ type: 'toast.resume' });
    vi.advanceTimersByTime(3999);
    expect(actor.getSnapshot().value).toEqual({ visible: 'running' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('runs on XState’s simulated clock as well', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    actor.send({ type: 'toast.show', toast: welcome });
    clock.increment(3999);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
