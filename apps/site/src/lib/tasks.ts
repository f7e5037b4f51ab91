/**
 * Breaking work into tasks that a tap or a key can come between. On a phone, a task of 100 ms is a tap that waits
 * 100 ms; a page's scripts therefore do their work a piece at a time and let the browser handle input in between.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a task of its own, after any input that came meanwhile.
 * `scheduler.yield()` where the browser has it (its continuation runs before other pending tasks, not after them),
 * else a new task.
 */
export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves at the browser's next idle moment (at the latest after `timeout` ms): for work nobody waits for. */
export function whenIdle(timeout = 1_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}
