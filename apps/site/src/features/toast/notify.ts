import type { Notification } from '@sparkle/machines';

/**
 * The site's one toast channel (docs/product.md, Constants and limits: one at a time, 4000 ms by default). Any code may
 * call `notify`; the toast statechart (`toastMachine`) and its viewport load on the first call, so no public page pays
 * for XState before something is announced. Notifications sent before the viewport mounts are queued and replayed in
 * order (the machine keeps only the last one on screen, as the spec wants).
 */
type Listener = (notification: Notification) => void;

let listener: Listener | null = null;
const pending: Notification[] = [];
const wakers = new Set<() => void>();

export function notify(notification: Notification): void {
  if (listener) {
    listener(notification);
    return;
  }
  pending.push(notification);
  for (const wake of wakers) wake();
}

/** Called by the viewport once it runs: takes over delivery and drains what was queued before it existed. */
export function connectToastListener(next: Listener): () => void {
  listener = next;
  for (const notification of pending.splice(0)) next(notification);
  return () => {
    if (listener === next) listener = null;
  };
}

/** The lazy boundary: resolves when a first notification arrives (or at once if one is already waiting). */
export function onFirstNotification(wake: () => void): () => void {
  if (pending.length > 0 || listener) {
    wake();
    return () => {};
  }
  wakers.add(wake);
  return () => wakers.delete(wake);
}
