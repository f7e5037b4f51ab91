import { inlinedSheetsAttribute, pageStyleId } from '../protocol';

/**
 * What a lazily loaded chunk runs first (vite-plugins/chunkStyleSheets.ts): attaches the style sheets it needs and
 * waits for them, so that nothing it renders shows unstyled. A sheet the page already holds is not fetched again:
 * the prerendered page's inline `<style>` names every sheet it inlines (`data-sheets`, scripts/lib/pageDocument.ts),
 * and a sheet another chunk has asked for is the same <link>, waited for once.
 */
const loading: Record<string, Promise<unknown>> = {};

/** The sheets the prerendered page inlined, as absolute URLs (none on a page rendered in the browser). */
function inlinedSheets(): Set<string> {
  const names = document.getElementById(pageStyleId)?.getAttribute(inlinedSheetsAttribute) ?? '';
  return new Set(
    names
      .split(' ')
      .filter(Boolean)
      .map((path) => new URL(path, location.href).href),
  );
}

/** `window.__sparkleStyleSheets` (../protocol.ts), set by src/main.tsx for the chunks loaded after it. */
export function loadStyleSheets(files: string[]): Promise<unknown> {
  const inlined = inlinedSheets();
  return Promise.all(
    files.map((file) => {
      const href = new URL(`/${file}`, location.href).href;
      if (href in loading) return loading[href];
      if (inlined.has(href)) return undefined;
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
        if (link.href === href) return undefined;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      loading[href] = new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error(`Unable to load the style sheet ${href}`));
      });
      document.head.appendChild(link);
      return loading[href];
    }),
  );
}
