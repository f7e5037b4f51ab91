import type { pageHeads } from './pageHeads';

type PageHeads = typeof pageHeads;
type HeadContext = Parameters<PageHeads['__root__']>[0];
type Tags = Record<string, string>;
interface Head {
  meta?: Tags[];
  links?: Tags[];
  scripts?: Tags[];
}

/** True until src/loading/earlyEvents.ts marks the page hydrated. */
const hydrating = () => typeof window !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

// The attributes of the served head tags, as the React props they were rendered from.
const propNames: Tags = {
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  hreflang: 'hrefLang',
};

function attributesOf(element: Element): Tags {
  const props: Tags = {};
  for (const { name, value } of element.attributes) props[propNames[name] ?? name] = value;
  return props;
}

/**
 * The head tags the page was served with (the routes' heads as the prerender rendered them), so that the
 * hydrating document renders exactly those without the code that made them: React adopts each served title,
 * meta and link (it pairs them by their content), and removes them when a navigation renders others. The
 * stylesheets and module preloads that the loader and the chunks add (src/loading/) are not the routes' and stay out, and so does the JSON-LD: React pairs the scripts it renders in <head> by position,
 * so it would take the inline boot script before it for the JSON-LD (see `dropServedJsonLd`).
 */
function servedHead(): Head {
  const head: Required<Head> = { meta: [], links: [], scripts: [] };
  for (const element of document.head.children) {
    const tag = element.localName;
    if (tag === 'title') head.meta.push({ title: element.textContent ?? '' });
    else if (tag === 'meta') head.meta.push(attributesOf(element));
    else if (tag === 'link' && !['stylesheet', 'modulepreload'].includes(element.getAttribute('rel') ?? ''))
      head.links.push(attributesOf(element));
  }
  return head;
}

let servedJsonLd = true;

/**
 * The served JSON-LD is the served page's alone and nothing of React's: the first time the routes' heads are
 * worked out again (a client-side navigation), it goes, and the next page's own is rendered by React.
 */
function dropServedJsonLd() {
  if (!servedJsonLd) return;
  servedJsonLd = false;
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
}

/**
 * The router's `head`, given once, to the root route: the root's tags (the defaults) and then the deepest matched
 * route's own, from src/lib/pageHeads.ts, a module no page loads up front. The router keeps, of two tags with the
 * same name or property, the later, and of two titles the later, so the page's own replace the defaults. One head
 * for all routes, rather than one on each, keeps the route tree in every page's first script small: the tree
 * names every route, the back office's and the crew's too.
 *
 * The prerender renders the tags into the HTML. In the browser the document hydrates with the tags it was served,
 * and from the first client-side navigation on they are worked out again, the module loaded then (the router
 * preloads it with the next page on hover).
 */
export async function routesHead(context: HeadContext & { matches: readonly RouteMatchLike[] }): Promise<Head> {
  if (hydrating()) return servedHead();
  const { pageHeads } = await import('./pageHeads');
  if (typeof window !== 'undefined') dropServedJsonLd();
  const root = pageHeads.__root__(context) as Head;
  const isPage = (id: string): id is Exclude<keyof PageHeads, '__root__'> => id !== '__root__' && id in pageHeads;
  const page = [...context.matches].reverse().find((match) => isPage(match.routeId));
  if (!page || !isPage(page.routeId)) return root;
  const own = (pageHeads[page.routeId] as unknown as (context: unknown) => Head)({
    ...context,
    match: page,
    params: page.params,
  });
  return {
    meta: [...(root.meta ?? []), ...(own.meta ?? [])],
    links: [...(root.links ?? []), ...(own.links ?? [])],
    scripts: [...(root.scripts ?? []), ...(own.scripts ?? [])],
  };
}

/** What of a route match `routesHead` reads. */
interface RouteMatchLike {
  routeId: string;
  params?: unknown;
}
