import {
  type ComponentType,
  memo,
  type ReactElement,
  type RefObject,
  Suspense,
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { withTexts } from '../i18n/catalogueReady';
import { announceFields, holdsInput, replayHeld } from './earlyEvents';

/**
 * An island: an interactive part of a page whose code is not in the page's initial JavaScript. It is
 * prerendered like the rest; in the browser React leaves its served HTML dehydrated (a Suspense boundary
 * waiting for the code) and hydrates it, on the very same DOM, once it is wanted: when someone points at,
 * focuses or presses something in it, or (`when: 'near'`, the default) as soon as it comes within a screen of
 * the viewport. Below-the-fold widgets (the home page's testimonial carousel) and controls that most visitors
 * never touch (the chat launcher, `when: 'used'`) thus cost the first load nothing.
 *
 * Nothing done meanwhile is lost: src/loading/boot/captureEarlyEvents.ts holds presses of buttons and submissions of
 * forms inside an island that is not live yet (`[data-island]` without `data-island-live`), as it does before
 * the page hydrates; once live, the island hands React what its fields hold (typed while the code was on its
 * way) and replays the held presses (src/loading/earlyEvents.ts leaves both to it). A form is thus an island too
 * (`when: 'used'`): the contact and booking forms hydrate when someone reaches into them, not with the page.
 *
 * Usage, at the top level of a page module; the island is a module of its own named `*.island.tsx` whose
 * default export is the component (the build inlines its CSS into the pages that show it, like a static
 * section's, scripts/lib/pageDocument.ts):
 *
 *     const HomeTestimonials = island('home-testimonials', () => import('./HomeTestimonials.island'));
 *
 * Its content must depend on nothing but the page's content: what hydrates is what was prerendered. On the
 * server the island's module is loaded before rendering (`loadIslands`, src/entry-server.tsx); on a client-side
 * navigation it is fetched with the page's code and shows once there.
 */
/** When a served island hydrates: within a screen of the viewport (or used), or only once used. */
export type IslandWhen = 'near' | 'used';

interface IslandEntry {
  load: () => Promise<{ default: ComponentType }>;
  when: IslandWhen;
  component?: ComponentType;
  /** The code, once the island is wanted (browser) or at once (server, client-side navigations). */
  ready?: Promise<ComponentType>;
}

const islands = new Map<string, IslandEntry>();

function loadCode(entry: IslandEntry): Promise<ComponentType> {
  return withTexts(entry.load()).then((module) => {
    entry.component = module.default;
    return module.default;
  });
}

/** Server: loads every island registered so far (those of the routes the router loaded), before rendering. */
export async function loadIslands(): Promise<void> {
  await Promise.all([...islands.values()].map((entry) => (entry.ready ??= loadCode(entry))));
}

/** Resolves when the served island `root` is wanted: someone reaches into it, or (`near`) it nears the viewport. */
function whenWanted(root: Element, when: IslandWhen): Promise<void> {
  return new Promise((resolve) => {
    // A press held for it (src/loading/boot/captureEarlyEvents.ts stops it before any other listener and announces it).
    const held = () => (window.__sparkleEarlyEvents ?? []).some((event) => root.contains(event.target));
    // dragenter: photos dragged over an upload area (no pointer events fire during a drag); input and change: a
    // field filled in without a focus (the browser's autofill, a file chosen through its label).
    const events = 'pointerdown pointerover focusin keydown dragenter input change sparkle:interact'.split(' ');
    const onEvent = (event: Event) => {
      if (event.type === 'sparkle:interact' ? held() : event.target instanceof Node && root.contains(event.target)) {
        // Someone uses the page (src/loading/firstInteraction.ts: what waits for that need not wait for the next time).
        if (event.type !== 'pointerover') document.documentElement.dataset.interacted = '';
        done();
      }
    };
    const observer =
      when === 'near'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
            rootMargin: '100% 0px',
          })
        : undefined;
    function done() {
      observer?.disconnect();
      for (const type of events) window.removeEventListener(type, onEvent, true);
      resolve();
    }
    // On window, in the capture phase: React stops the events that reach a dehydrated part of the page.
    for (const type of events) window.addEventListener(type, onEvent, true);
    // The wrapper is `display: contents` (no box of its own): watch what it holds.
    for (const child of root.children) observer?.observe(child);
    // Used before the page hydrated (the scripts were late): pressed, focused or typed into.
    if (held() || root.contains(document.activeElement) || holdsInput(root)) done();
  });
}

const wrapperStyle = { display: 'contents' } as const;

/** Browser: fetches the island's code once it is wanted (served) or at once (a client-side render). */
function prepare(id: string, entry: IslandEntry) {
  if (entry.ready) return;
  const served = document.querySelector(`[data-island="${id}"]`);
  entry.ready = (served ? whenWanted(served, entry.when) : Promise.resolve()).then(() => loadCode(entry));
}

/**
 * What an island waits on until its code is there. Not the code's own promise: React would retry the waiting part
 * when that promise settles at the priority it was first rendered at, and a part that was served hydrates then in
 * one task, however long (the booking form's took most of a second on a slow phone, and every key typed meanwhile
 * waited). The island renders again in a transition instead (IslandView), which React hydrates in short slices
 * that let a tap or a key through.
 */
const codeNotHere = new Promise<never>(() => {});

function IslandContent({ entry, root }: { entry: IslandEntry; root: RefObject<HTMLDivElement | null> }) {
  const Component = entry.component ?? use(codeNotHere);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    element.setAttribute('data-island-live', '');
    announceFields(element);
    replayHeld((target) => element.contains(target));
  }, [root]);
  return <Component />;
}

// Memoised: the page around an island re-renders (the session arrives, the route changes), and an update that
// reaches a dehydrated boundary makes React drop the served HTML and render it in the browser instead, which
// for a waiting island would be nothing. With the same id nothing reaches it.
const IslandView = memo(function IslandView({ id }: { id: string }) {
  const entry = islands.get(id);
  if (!entry) throw new Error(`No island is named ${id}`);
  const root = useRef<HTMLDivElement>(null);
  // Rendered in the browser (a client-side navigation): live from the start, there is nothing served to wait in.
  const [live] = useState(() => typeof window !== 'undefined' && !document.querySelector(`[data-island="${id}"]`));
  const [, setLoaded] = useState(false);
  if (typeof window === 'undefined') {
    if (!entry.component) throw new Error(`Island ${id} was not loaded before rendering`);
  } else prepare(id, entry);
  useEffect(() => {
    let current = true;
    // Also when the code came before this effect: the content may have rendered waiting all the same.
    entry.ready?.then(() => current && startTransition(() => setLoaded(true)));
    return () => {
      current = false;
    };
  }, [entry]);
  return (
    <div ref={root} data-island={id} data-island-live={live ? '' : undefined} style={wrapperStyle}>
      <Suspense fallback={null}>
        <IslandContent entry={entry} root={root} />
      </Suspense>
    </div>
  );
});

/** Declares an island (see above) and returns the component that shows it. */
export function island(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
  { when = 'near' }: { when?: IslandWhen } = {},
): () => ReactElement {
  // Checked where every page is rendered, the prerender and dev: the browser's bundle is spared the bytes.
  if ((import.meta.env.SSR || import.meta.env.DEV) && islands.has(id)) throw new Error(`Two islands are named ${id}`);
  const entry: IslandEntry = { load, when };
  islands.set(id, entry);
  // A page module evaluated after hydration (a client-side navigation, or the router preloading the next
  // page on hover) shows its islands rendered in the browser: fetch their code now, with the page's.
  if (typeof window !== 'undefined' && document.documentElement.dataset.hydrated === 'true') prepare(id, entry);
  return () => <IslandView id={id} />;
}
