import type { AnyRouter } from '@tanstack/react-router';
import { localeOfPath } from '../i18n/locale';

/**
 * Links inside static sections (src/loading/staticSection.tsx) are plain `<a href>`: React never hydrated them, so
 * the router's Link behaviour is not there. This gives them the same: a click on a link to a page of the site
 * is a client-side navigation (the chat conversation and everything else on the page stays), and hovering or
 * focusing one loads the next page's code first, as `defaultPreload: 'intent'` does for the router's links.
 * Links the router handles itself (it prevents the default) and anything a browser should do on its own
 * (new tabs, downloads, other origins, in-page anchors, modified clicks) are left alone, and so are links to
 * the other language (the header's language switch, `hreflang`): another document, with its own `lang` and `dir`.
 */
export function routeStaticLinks(router: AnyRouter): () => void {
  const internalPath = (event: Event): string | undefined => {
    // Before hydration a link simply loads its page.
    if (document.documentElement.dataset.hydrated !== 'true') return undefined;
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(target instanceof HTMLAnchorElement)) return undefined;
    if (target.target && target.target !== '_self') return undefined;
    if (target.hasAttribute('download') || target.origin !== window.location.origin) return undefined;
    if (target.hreflang || localeOfPath(target.pathname) !== localeOfPath(window.location.pathname)) return undefined;
    // An anchor on the same page: the browser scrolls to it.
    if (target.pathname === window.location.pathname && target.hash) return undefined;
    return target.pathname + target.search + target.hash;
  };
  const pathOnly = (path: string) => path.replace(/[?#].*$/, '');

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = internalPath(event);
    if (!path) return;
    event.preventDefault();
    void router.navigate({ href: path });
  };

  const preloaded = new Set<string>();
  const onIntent = (event: Event) => {
    const path = internalPath(event);
    if (!path || preloaded.has(path)) return;
    preloaded.add(path);
    router.preloadRoute({ to: pathOnly(path) }).catch(() => preloaded.delete(path));
  };

  // On window, in the bubbling phase: after React's handlers on the document, so the router's own links
  // have already prevented the default.
  window.addEventListener('click', onClick);
  window.addEventListener('mouseover', onIntent, { passive: true });
  window.addEventListener('focusin', onIntent);
  return () => {
    window.removeEventListener('click', onClick);
    window.removeEventListener('mouseover', onIntent);
    window.removeEventListener('focusin', onIntent);
  };
}
