import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { useAuth } from '../lib/auth';

/**
 * A part of a page that the browser never hydrates: it is prerendered like the rest, but its code is
 * not part of the page's initial JavaScript and React leaves its HTML exactly as served. Most of a page is
 * text, links and pictures that need no JavaScript at all; only the islands between static sections (forms,
 * the carousel, the header's menu, the chat launcher) are hydrated. That keeps a phone's main thread free
 * and the page's scripts small.
 *
 * A static section comes alive (its chunk loads and React renders it) when it has to:
 * - on a client-side navigation to a page that shows it (there is no served HTML to keep), and
 * - when an admin is signed in: edit controls appear inside it (docs/product.md, Editing the pages in place).
 * Its content must therefore not depend on anything but the page's content (src/content, stored edits):
 * what it renders live is what was prerendered.
 *
 * Usage, at the top level of a page or route module. The section is a module of its own named `*.section.tsx`
 * (or `.ts`) whose default export is the component: the build inlines the CSS of such modules into the pages
 * that show them (scripts/lib/pageDocument.ts), and the client loads their code only on demand.
 *
 *     const HomeIntro = staticSection('home-intro', () => import('./HomeIntro.section'));
 *     … <HomeIntro /> …
 *
 * Fixed props may be given with the declaration (the same on the server and in the browser). On the server
 * the section's module is loaded before rendering (`loadStaticSections`, src/entry-server.tsx).
 */
// biome-ignore lint/suspicious/noExplicitAny: a section's props are fixed at its declaration
type AnyProps = any;

interface SectionEntry {
  load: () => Promise<{ default: ComponentType<AnyProps> }>;
  props: object;
  /** The section as a lazy component, for rendering it before its code is there. */
  Lazy: ComponentType<AnyProps>;
  component?: ComponentType<AnyProps>;
  promise?: Promise<ComponentType<AnyProps>>;
}

const sections = new Map<string, SectionEntry>();

function loadSection(entry: SectionEntry): Promise<ComponentType<AnyProps>> {
  entry.promise ??= entry.load().then((module) => {
    entry.component = module.default;
    return module.default;
  });
  return entry.promise;
}

/** Server: loads every section registered so far (those of the routes the router loaded), before rendering. */
export async function loadStaticSections(): Promise<void> {
  await Promise.all([...sections.values()].map(loadSection));
}

const wrapperStyle = { display: 'contents' } as const;

/**
 * The served HTML of a section, read when it first renders in the browser; null when the page holds none (a
 * client-side navigation). Only the server marks an element `data-section`: React renders a live section as
 * `data-live-section`. Read per section rather than "while the document hydrates": React hydrates parts of a
 * page that wait for code (a lazy route, a Suspense boundary) after the rest.
 */
function servedHtml(id: string): string | null {
  return document.querySelector(`[data-section="${id}"]`)?.innerHTML ?? null;
}

/** True once the document has hydrated (src/loading/earlyEvents.ts marks it). */
function pageHydrated(): boolean {
  return document.documentElement.dataset.hydrated === 'true';
}

function Served({ id, html }: { id: string; html: string }) {
  // React keeps an element's dangerouslySetInnerHTML as it finds it while hydrating; the same string
  // afterwards means it never touches it either. The HTML is the page's own, as the server rendered it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the served markup of this very element, kept as is
  return <div data-section={id} style={wrapperStyle} dangerouslySetInnerHTML={{ __html: html }} />;
}

function entryOf(id: string): SectionEntry {
  const entry = sections.get(id);
  if (!entry) throw new Error(`No static section is named ${id}`);
  return entry;
}

function LiveSection({ id, fallback }: { id: string; fallback: ReactNode }) {
  const entry = entryOf(id);
  const Component = entry.component;
  return (
    <div data-live-section={id} style={wrapperStyle}>
      {Component ? (
        <Component {...entry.props} />
      ) : (
        <Suspense fallback={fallback}>
          <entry.Lazy {...entry.props} />
        </Suspense>
      )}
    </div>
  );
}

function StaticSectionView({ id }: { id: string }) {
  const { isAdmin } = useAuth();
  const [html] = useState(() => (typeof window === 'undefined' ? null : servedHtml(id)));
  if (typeof window === 'undefined') {
    const entry = entryOf(id);
    const Component = entry.component;
    if (!Component) throw new Error(`Static section ${id} was not loaded before rendering`);
    return (
      <div data-section={id} style={wrapperStyle}>
        <Component {...entry.props} />
      </div>
    );
  }
  if (html !== null && !isAdmin) return <Served key="served" id={id} html={html} />;
  // Live: an admin's page keeps showing the served HTML until the section's code is there.
  return <LiveSection key="live" id={id} fallback={html !== null ? <Served id={id} html={html} /> : null} />;
}

/** Declares a static section (see above) and returns the component that shows it. */
export function staticSection(id: string, load: () => Promise<{ default: ComponentType }>): () => ReactElement;
export function staticSection<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): () => ReactElement;
export function staticSection(
  id: string,
  load: () => Promise<{ default: ComponentType<AnyProps> }>,
  props?: object,
): () => ReactElement {
  // Checked where every page is rendered, the prerender and dev: the browser's bundle is spared the bytes.
  if ((import.meta.env.SSR || import.meta.env.DEV) && sections.has(id))
    throw new Error(`Two static sections are named ${id}`);
  const entry: SectionEntry = {
    load,
    props: props ?? {},
    Lazy: lazy(() => loadSection(entry).then((component) => ({ default: component }))),
  };
  sections.set(id, entry);
  // A page module evaluated after hydration (a client-side navigation, or the router preloading the next
  // page on hover) will show its sections live: fetch their code now, with the page's.
  if (typeof window !== 'undefined' && pageHydrated()) void loadSection(entry);
  return () => <StaticSectionView id={id} />;
}
