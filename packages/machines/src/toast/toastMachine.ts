import { assertEvent, assign, setup } from 'xstate';
import type { Notification, OptionalInput } from '../effects';
import { TOAST_DURATION } from '../messages';

/** A toast on screen: the notification, a key for the UI, and how long it stays. */
export interface ToastItem extends Notification {
  id: string;
  duration: number;
}

export interface ToastInput {
  /** How long a toast stays when it names no duration; 4000 ms by default (spec). */
  duration?: number;
}

export interface ToastContext {
  current: ToastItem | null;
  defaultDuration: number;
  count: number;
}

export type ToastEvent =
  | { type: 'toast.show'; toast: Notification & { duration?: number } }
  | { type: 'toast.dismiss' }
  /** Hover or focus on the toast holds it (WCAG 2.2.1); leaving restarts its full duration. */
  | { type: 'toast.pause' }
  | { type: 'toast.resume' };

/**
 * One toast at a time (spec): a new toast replaces the one on screen and restarts the clock; it hides after
 * its duration (the named delay `toastDuration`) or when dismissed.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    input: {} as OptionalInput<ToastInput>,
  },
  actions: {
    showToast: assign(({ context, event }) => {
      assertEvent(event, 'toast.show');
      const count = context.count + 1;
      const { duration, ...notification } = event.toast;
      return {
        count,
        current: { ...notification, id: `toast-${count}`, duration: duration ?? context.defaultDuration },
      };
    }),
    clearToast: assign({ current: null }),
  },
  delays: {
    toastDuration: ({ context }) => context.current?.duration ?? context.defaultDuration,
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ current: null, defaultDuration: input?.duration ?? TOAST_DURATION, count: 0 }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'toast.show': { target: 'visible', actions: 'showToast' } },
    },
    visible: {
      initial: 'running',
      on: {
        'toast.show': { target: 'visible', reenter: true, actions: 'showToast' },
        'toast.dismiss': { target: 'hidden', actions: 'clearToast' },
      },
      states: {
        running: {
          after: { toastDuration: { target: '#toast.hidden', actions: 'clearToast' } },
          on: { 'toast.pause': 'paused' },
        },
        paused: {
          on: { 'toast.resume': 'running' },
        },
      },
    },
  },
});
