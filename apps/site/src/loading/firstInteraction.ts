/**
 * Resolves when the visitor first does something on the page (a press, a key, a focus): what a page waits for
 * before fetching what only matters once someone uses it. The booking form's current prices and closed days are
 * loaded then, so that opening /book-now fetches neither supabase-js nor data (the page already carries the
 * build's prices), and a visitor who only reads the page costs nothing.
 */
const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let interacted: Promise<void> | undefined;

export function firstInteraction(): Promise<void> {
  // On the server, nobody interacts: the promise stays pending (the server never runs these loads anyway).
  if (typeof window === 'undefined') return new Promise(() => {});
  // Someone already reached into an island that waits for use (src/loading/island.tsx marks it): the form on
  // which this waits has just come to life because of that.
  if (document.documentElement.dataset.interacted !== undefined) interacted ??= Promise.resolve();
  interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
