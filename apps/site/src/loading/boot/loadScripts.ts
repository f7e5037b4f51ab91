// Inlined at the end of every prerendered page's <body> (scripts/lib/pageDocument.ts).
//
// The page arrives whole (HTML and inline CSS) and paints without waiting for JavaScript. Its scripts are
// fetched only after that first contentful paint, at low priority, so that nothing competes with the paint
// and a phone shows the page as soon as a static page would; hydration follows (src/main.tsx). They load at
// once when someone interacts first (captureEarlyEvents.ts), and after the load event at the latest (a page
// in a background tab never paints).
//
// The page's CSS comes whole first: its <style> holds only the rules that apply to the HTML as served
// (scripts/lib/usedCss.ts), and its scripts may render what needs the others. Those are fetched and put back
// into that <style>, each at its place (the cascade as built); the browser restyles only what a rule put back
// can match, nothing yet. The entry is evaluated after that.
//
// `modules` (filled in at build time): `style`, the id of the page's <style>; `late`, where the rules left out
// are (`href`, a JSON list of rule texts) and the index each goes to in that sheet (`at`, in order);
// `preload`, every module the page needs at first, fetched in parallel; `sequence`, the entry and its imports in
// evaluation order, the entry last. Each is evaluated in a task of its own (a module script evaluates the modules
// it imports that have not run yet, all in one task): React DOM, the router and our code are separate chunks, so
// no single task blocks a slow phone for long.
import { hydratedAttribute, interactEvent, type ModulePlan } from '../protocol';

/** Replaced with the page's plan by scripts/lib/pageDocument.ts (`modulesPlaceholder`). */
declare const __MODULES__: ModulePlan;

((window: Window, document: Document, modules: ModulePlan) => {
  let started = false;
  /** Adds a `<script>` or `<link>` to the head, fetched at low priority. */
  const append = (tag: 'script' | 'link', properties: object) =>
    document.head.appendChild(Object.assign(document.createElement(tag), { fetchPriority: 'low' }, properties));
  const evaluate = (index: number) => {
    const src = modules.sequence[index];
    if (src) append('script', { type: 'module', src, onload: () => setTimeout(() => evaluate(index + 1), 0) });
  };
  const start = () => {
    if (started) return;
    started = true;
    // A rule per call, a few per task: `insertRule` parses only the rule it is given (a phone parsing a whole
    // sheet at once, or a hundred rules, is a long task), and the browser restyles only what that rule can match.
    const css = modules.late
      ? fetch(modules.late.href)
          .then((response) => response.json())
          .then((rules: string[]) => {
            const sheet = (document.getElementById(modules.style) as HTMLStyleElement).sheet!;
            const { at } = modules.late!;
            const putBack = (from: number): Promise<void> =>
              new Promise((resolve) => {
                const to = Math.min(from + 20, at.length);
                for (let index = from; index < to; index += 1) sheet.insertRule(rules[index]!, at[index]);
                if (to === at.length) resolve();
                else setTimeout(() => resolve(putBack(to)), 0);
              });
            return putBack(0);
          })
          .catch((error) => console.error('The page could not complete its CSS.', error))
      : Promise.resolve();
    // The module preloads one per task: each starts a fetch, which costs the main thread about 0.5 ms, but a task
    // on two busy cores can last far longer than its CPU time (Lighthouse traces: 19.2 ms with 1.1 ms of CPU), and
    // Lighthouse counts a task's length four times. The twenty-one of an Arabic page, added at once, once took
    // 38 ms, and two per task still made tasks of 10-26 ms.
    const preload = (index: number) => {
      const href = modules.preload[index];
      if (!href) return;
      append('link', { rel: 'modulepreload', href });
      setTimeout(() => preload(index + 1), 0);
    };
    preload(0);
    css.then(() => setTimeout(() => evaluate(0), 0));
  };
  window.addEventListener(interactEvent, start);
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    window.addEventListener(type, start, { capture: true, passive: true, once: true });
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the load event below starts the scripts.
  }
  // The sections left out of the first layout (`content-visibility: auto`, scripts/lib/pageDocument.ts), laid
  // out one per idle moment once the page has hydrated: each is a short task, and scrolling (or a tool that reads
  // positions, as axe does) finds the page whole. Then the rule goes, so that pages rendered later (client-side
  // navigation) are laid out whole as usual. `__sparkleLaidOut` says when all that is done. Not before the page
  // hydrates: making the page work comes first, and a section that nears the screen meanwhile is laid out by the
  // browser as usual.
  const idle: (callback: () => void, options: IdleRequestOptions) => unknown =
    window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
  const layOutRest = () => {
    // The sections the rule names (its selector, not their computed style, which would lay the page out now).
    const sheet = (document.getElementById(modules.style) as HTMLStyleElement).sheet!;
    const rule = [...sheet.cssRules].find(
      (candidate): candidate is CSSStyleRule => (candidate as CSSStyleRule).style?.contentVisibility === 'auto',
    );
    const rest = rule ? [...document.querySelectorAll<HTMLElement>(rule.selectorText)] : [];
    const next = () => {
      const section = rest.shift();
      if (!section) {
        const index = [...sheet.cssRules].indexOf(rule!);
        if (index >= 0) sheet.deleteRule(index);
        window.__sparkleLaidOut = true;
        return;
      }
      section.style.contentVisibility = 'visible';
      idle(next, { timeout: 500 });
    };
    idle(next, { timeout: 500 });
  };
  const whenHydrated = (callback: () => void) => {
    const root = document.documentElement;
    const hydrated = () => root.getAttribute(hydratedAttribute) === 'true';
    if (hydrated()) return callback();
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      callback();
    });
    observer.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });
  };
  const afterLoad = () => {
    whenHydrated(layOutRest);
    setTimeout(start, document.visibilityState === 'hidden' ? 0 : 1500);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
})(window, document, __MODULES__);
