import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps keyboard and screen-reader users in place around a form's submission (the booking and contact forms):
 * - after a refused submit, focus moves to the first field marked invalid, whose error is read with it;
 * - when a pending submission settles, focus goes back to the submit button if it was lost (the button is
 *   disabled while pending, and a disabled button drops the focus).
 * Returns the function to call after a submit the form refused.
 */
export function useSubmitFocus(container: RefObject<HTMLElement | null>, pending: boolean): () => void {
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) {
      const active = document.activeElement;
      if (!active || active === document.body) {
        container.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      }
    }
    wasPending.current = pending;
  }, [container, pending]);

  // A counter rather than a flag: two refusals in a row must both move the focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, refusals]);

  return useCallback(() => setRefusals((count) => count + 1), []);
}
