import { useEffect } from 'react';
import { inPendingIsland } from './island';

/**
 * What a person did before the page hydrated, handed to React once it has (DECISIONS §5: nothing typed or
 * tapped before hydration is lost). The prerendered page works without scripts: fields take typing, links
 * navigate. Until hydration ends, src/boot/captureEarlyEvents.js (inlined in every page's head) holds back
 * presses of buttons and form submissions. Right after hydration:
 *
 * 1. every field whose value differs from what React rendered is announced to React as if just typed, so
 *    the form's state (a statechart's context, a controlled input's state) learns what the DOM holds;
 * 2. the page is marked hydrated (`data-hydrated`, which also ends the capture);
 * 3. the held-back presses and submissions are replayed in order, on the same elements (those inside an
 *    island that is not live yet, src/lib/island.tsx, when it is).
 */

interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

declare global {
  interface Window {
    __sparkleEarlyEvents?: EarlyEvent[];
  }
}

/** The value setters of the element classes, bypassing React's per-element value tracking. */
function nativeSetter(element: Element, property: 'value' | 'checked') {
  const prototype = Object.getPrototypeOf(element) as object;
  return Object.getOwnPropertyDescriptor(prototype, property)?.set;
}

/**
 * Tells React about a value the DOM holds but React does not. React compares a field's value with the one
 * it last saw (its value tracker) and ignores an event when they match; hydration recorded the typed value.
 * So: set the element's value to React's through the element (the tracker records it, within this task, no
 * paint between), put the typed value back through the prototype's setter (the tracker does not see it),
 * and dispatch the event React listens for.
 */
function announceTextValue(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  const rendered = field.defaultValue;
  if (typed === rendered) return;
  field.value = rendered;
  nativeSetter(field, 'value')?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function announceChecked(field: HTMLInputElement) {
  if (field.checked === field.defaultChecked) return;
  // React hears checkboxes and radios through clicks: go back to what it rendered, then click.
  const checked = field.checked;
  field.checked = !checked;
  field.click();
}

function announceSelect(select: HTMLSelectElement) {
  const changed = [...select.options].some((option) => option.selected !== option.defaultSelected);
  if (changed) select.dispatchEvent(new Event('change', { bubbles: true }));
}

function announceFields(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLSelectElement) announceSelect(field);
    else if (field instanceof HTMLTextAreaElement) announceTextValue(field);
    else if (field.type === 'checkbox' || field.type === 'radio') announceChecked(field);
    else if (field.type === 'file') {
      if (field.files && field.files.length > 0) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (!['hidden', 'submit', 'button', 'reset', 'image'].includes(field.type)) announceTextValue(field);
  }
}

function replay(event: EarlyEvent) {
  event.target.removeAttribute('aria-busy');
  if (!event.target.isConnected) return;
  if (event.type === 'click') (event.target as HTMLElement).click();
  else if (event.target instanceof HTMLFormElement) event.target.requestSubmit(event.submitter ?? undefined);
}

let finished = false;

/**
 * Called once, from the effect of a component that hydrates with the page (see `useHydrationFinished`):
 * announces the fields at once, before any later render of a controlled field could replace what the DOM
 * holds, then replays the presses in a task of their own, once React has applied what the announcements
 * changed (inside an effect React defers that work, and a press replayed there would submit a form whose
 * fields React has just set back to their old values).
 */
export function finishHydration(): void {
  if (finished) return;
  finished = true;
  announceFields(document);
  document.documentElement.dataset.hydrated = 'true';
  const queue = window.__sparkleEarlyEvents ?? [];
  setTimeout(() => {
    // Presses inside an island that is not live yet stay queued: the island replays them (src/lib/island.tsx).
    const now = queue.filter((event) => !inPendingIsland(event.target));
    for (const event of now) queue.splice(queue.indexOf(event), 1);
    for (const event of now) replay(event);
  }, 0);
}

/**
 * Runs `finishHydration` once the page's content has hydrated. For the layouts every route renders in
 * (SiteLayout, the auth page): React hydrates the content under the root's outlet as one Suspense boundary,
 * after the document shell and at a lower priority, so the root's own effects run before the page is live.
 */
export function useHydrationFinished(): void {
  useEffect(() => finishHydration(), []);
}
