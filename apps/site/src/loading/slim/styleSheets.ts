import { inlinedSheetsKey, pageStyleId } from '../protocol';

/**
 * What a lazily loaded chunk runs first (vite-plugins/chunkStyleSheets.ts): attaches the style sheets it needs and
 * waits for them, so that nothing it renders shows unstyled. A sheet the page already holds is not fetched again:
 * the prerendered page's inline `<style>` names every sheet it inlines (`data-sheets`, scripts/lib/pageDocument.ts),
 * and a sheet another chunk has asked for is the same <link>, waited for once.
 */
const loading: Record<string, Promise<unknown> | undefined> = {};

/** `window.__sparkleStyleSheets` (../protocol.ts), set by src/main.tsx for the chunks loaded after it. */
export function loadStyleSheets(files: string[]): Promise<unknown> {
  // The paths the prerendered page inlined, space-separated ('/assets/a.css /assets/b.css'); none on a page
  // rendered in the browser. Every other sheet is attached here, so `loading` knows it.
  const inlined = ` ${document.getElementById(pageStyleId)?.dataset[inlinedSheetsKey]} `;
  return Promise.all(
    files.map((file) => {
      loading[file] ??= inlined.includes(` /${file} `)
        ? undefined
        : new Promise((onload, reject) => {
            const onerror = () => reject(new Error(`/${file} did not load`));
            document.head.appendChild(
              Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `/${file}`, onload, onerror }),
            );
          });
      return loading[file];
    }),
  );
}
