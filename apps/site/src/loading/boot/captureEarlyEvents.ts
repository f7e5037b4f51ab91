// Inlined at the top of every prerendered page's <head> (scripts/lib/pageDocument.ts), before any content.
//
// The page is usable before its scripts: links navigate and fields take typing natively. A button, though,
// does nothing until React has hydrated it, and a form's native submission would leave the page. Until the
// page has hydrated (src/loading/earlyEvents.ts sets data-hydrated and replays the queue), this listener keeps
// what a person does with them: a press of a button (mouse, touch, Enter or Space) and a form submission
// are held back and queued in order, the button is marked busy, and the page's scripts are asked to load at
// once (the loader listens for `interactEvent`, ../protocol.ts). It runs in the capture phase on window, so it sees the
// event before anything else on the page. After hydration it still holds a press of a button or a submission
// inside an island that is not live yet (src/loading/island.tsx): the island replays it once its code is there.
import { type EarlyEvent, hydratedAttribute, interactEvent, pendingIslandSelector } from '../protocol';

((window: Window, document: Document) => {
  const queue: EarlyEvent[] = [];
  window.__sparkleEarlyEvents = queue;
  const hydrated = () => document.documentElement.getAttribute(hydratedAttribute) === 'true';
  const pending = (element: Element) => element.closest(pendingIslandSelector);
  const hold = (event: Event, entry: EarlyEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(entry);
    window.dispatchEvent(new Event(interactEvent));
  };
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.disabled) return;
      if (hydrated() && !pending(button)) return;
      button.setAttribute('aria-busy', 'true');
      hold(event, { type: 'click', target: button });
    },
    true,
  );
  // React hydrates the part of a page that a discrete event (a tap, a focus, a key) targets at once, in one task, when
  // that part is not hydrated yet, to replay the event there. An island that is not live cannot use the event (its
  // code hands over what its fields hold when it comes, src/loading/earlyEvents.ts), so its events stop here, before
  // React's listeners: a first tap or key in a waiting form no longer turns the form's hydration into one long task
  // that every following key waits for. What the browser does with them (focus, typing, scrolling) is untouched, and
  // the island's own listeners on window (src/loading/island.tsx) still hear them.
  // The same holds for the whole page while it hydrates: React's hydration of the page is sliced into short tasks, and
  // a first tap or key would make it finish in one, the tap's; the page's fields are handed over when it ends. Not
  // a link's events: a link pressed meanwhile is the router's to follow (it carries what the forms hold).
  // Every event React replays that way (its `discreteReplayableEvents`), the click that follows a tap among them, and
  // the focus events.
  const toReact =
    'pointerdown pointerup pointercancel mousedown mouseup click auxclick dblclick contextmenu touchstart touchend touchcancel focusin focusout keydown keypress keyup beforeinput input textInput change compositionstart compositionend copy cut paste dragstart dragend drop reset';
  for (const type of toReact.split(' ')) {
    window.addEventListener(
      type,
      (event) => {
        // Only a person's events: the hand-over of the fields (src/loading/earlyEvents.ts) dispatches its own, for React.
        const target = event.target;
        if (!event.isTrusted || !(target instanceof Element)) return;
        if (pending(target) || (!hydrated() && !target.closest('a[href]'))) event.stopPropagation();
      },
      { capture: true, passive: true },
    );
  }
  window.addEventListener(
    'submit',
    (event) => {
      if (hydrated() && !pending(event.target as Element)) return;
      hold(event, { type: 'submit', target: event.target as Element, submitter: event.submitter ?? null });
    },
    true,
  );
})(window, document);
