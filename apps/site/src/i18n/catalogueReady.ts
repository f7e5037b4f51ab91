/**
 * What loads the rest of the page's catalogue, set with its language (./i18n.ts `setLocale`). A module without
 * imports: the loader's islands (src/loading/island.tsx) wait on it, and importing the language's modules there
 * would split them out of the page's first script.
 */
let whenReady: ((href?: string) => Promise<void> | undefined) | undefined;

/** Set by `setLocale` (./i18n.ts): the language's loader of the rest of its catalogue; none in English. */
export function setCatalogueLoader(loader: typeof whenReady): void {
  whenReady = loader;
}

/**
 * Resolves once the page's language has what is about to show: with `href` (the address of the page the router is
 * about to render or preload), every message; without, the texts of everything the page may show without a
 * navigation and the tables. `undefined` when there is nothing to wait for: in English, or once loaded. An
 * Arabic page starts with the texts of its first load only (src/locales/ar.ts).
 */
export function catalogueReady(href?: string): Promise<void> | undefined {
  return whenReady?.(href);
}

/**
 * `load` (code loaded after the page's first load: an island, the toasts, an editor) with its texts: what it shows
 * is in the page's language when it first renders.
 */
export function withTexts<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, catalogueReady()]).then(([module]) => module);
}
