import { useEffect } from 'react';
import type { EarlyEvent } from './protocol';

/**
 * What a person did before the page hydrated, handed to React once it has (docs/loading.md: nothing typed or
 * tapped before hydration is lost). The prerendered page works without scripts: fields take typing, links
 * navigate. Until hydration ends, src/loading/boot/captureEarlyEvents.ts (inlined in every page's head) holds back
 * presses of buttons and form submissions. Right after hydration:
 *
 * 1. every field whose value differs from what React rendered is announced to React as if just typed, so
 *    the form's state (a statechart's context, a controlled input's state) learns what the DOM holds;
 * 2. the page is marked hydrated (`data-hydrated`, which also ends the capture);
 * 3. the held-back presses and submissions are replayed in order, on the same elements (those inside an
 *    island that is not live yet, src/loading/island.tsx, when it is).
 */

/** The value setters of the element classes, bypassing React's per-element value tracking. */
function nativeSetter(element: Element, property: 'value' | 'checked') {
  const prototype = Object.getPrototypeOf(element) as object;
  return Object.getOwnPropertyDescriptor(prototype, property)?.set;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const buttonTypes = ['hidden', 'submit', 'button', 'reset', 'image'];

/** True when a field holds something other than what was rendered (typed, chosen or ticked since). */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
  if (field.type === 'file') return (field.files?.length ?? 0) > 0;
  return !buttonTypes.includes(field.type) && field.value !== field.defaultValue;
}

/**
 * Tells React about a value the DOM holds but React does not. React compares a text field's value with the one
 * it last saw (its value tracker) and ignores an event when they match; hydration recorded the typed value.
 * So: set the element's value to React's through the element (the tracker records it, within this task, no
 * paint between), put the typed value back through the prototype's setter (the tracker does not see it),
 * and dispatch the event React listens for. React hears checkboxes and radios through clicks: go back to what it
 * rendered, then click. Selects and file inputs: their change event.
 */
function announce(field: Field) {
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !field.checked;
    field.click();
  } else {
    const typed = field.value;
    field.value = field.defaultValue;
    nativeSetter(field, 'value')?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const fieldsOf = (root: ParentNode) => root.querySelectorAll<Field>('input, textarea, select');

/** True when `target` is inside an island that is not live yet (src/loading/island.tsx): it hands over its own. */
export function inPendingIsland(target: Element): boolean {
  return target.closest('[data-island]:not([data-island-live])') !== null;
}

/** True when a field under `root` holds something other than what was served (typed before the code came). */
export function holdsInput(root: Element): boolean {
  return [...fieldsOf(root)].some(changed);
}

/**
 * Announces to React every field under `root` whose value differs from what React rendered: the whole page once it
 * has hydrated (but the fields of islands still waiting for their code), an island once it is live.
 */
export function announceFields(root: Element | Document): void {
  for (const field of fieldsOf(root)) {
    if (root === document && inPendingIsland(field)) continue;
    if (changed(field)) announce(field);
  }
}

function replay(event: EarlyEvent) {
  event.target.removeAttribute('aria-busy');
  if (!event.target.isConnected) return;
  if (event.type === 'click') (event.target as HTMLElement).click();
  else if (event.target instanceof HTMLFormElement) event.target.requestSubmit(event.submitter ?? undefined);
}

/**
 * Takes the held presses and submissions that `belongs` accepts off the queue and replays them in order, in a task
 * of their own: once React has applied what the announcements of the fields changed (inside an effect React defers
 * that work, and a press replayed there would submit a form whose fields React has just set back to their old
 * values).
 */
export function replayHeld(belongs: (target: Element) => boolean): void {
  setTimeout(() => {
    const queue = window.__sparkleEarlyEvents ?? [];
    const mine = queue.filter((event) => belongs(event.target));
    for (const event of mine) queue.splice(queue.indexOf(event), 1);
    for (const event of mine) replay(event);
  }, 0);
}

let finished = false;

/**
 * Called once, from the effect of a component that hydrates with the page (see `useHydrationFinished`):
 * announces the fields at once, before any later render of a controlled field could replace what the DOM
 * holds, then replays the presses. Those inside an island that is not live yet stay queued: the island
 * announces its fields and replays them once it is (src/loading/island.tsx).
 */
export function finishHydration(): void {
  if (finished) return;
  finished = true;
  announceFields(document);
  document.documentElement.dataset.hydrated = 'true';
  replayHeld((target) => !inPendingIsland(target));
}

/**
 * Runs `finishHydration` once the page's content has hydrated. For the layouts every route renders in
 * (SiteLayout, the auth page): React hydrates the content under the root's outlet as one Suspense boundary,
 * after the document shell and at a lower priority, so the root's own effects run before the page is live.
 */
export function useHydrationFinished(): void {
  useEffect(() => finishHydration(), []);
}
