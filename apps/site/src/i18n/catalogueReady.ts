/**
 * What loads the rest of an Arabic page's catalogue (src/locales/ar.ts sets `catalogue.ready`; none in English). A
 * module without imports: the loader's islands (src/loading/island.tsx) wait on it, and importing the language's
 * modules there would split them out of the page's first script.
 */
export const catalogue: { ready?: (navigation?: object) => Promise<void> | undefined } = {};

/**
 * Resolves once the page's language has what is about to show: with `navigation` (the router's `beforeLoad`
 * argument: a page it is about to render or preload), every message; without, the texts of everything the page may
 * show without a navigation, and the tables. `undefined` when there is nothing to wait for: in English, or once
 * loaded. An Arabic page starts with the texts of its first load only (src/locales/ar.ts).
 */
export function catalogueReady(navigation?: object): Promise<void> | undefined {
  return catalogue.ready?.(navigation);
}

/**
 * `load` (code loaded after the page's first load: an island, the toasts, the session's statechart) with its texts:
 * what it shows is in the page's language when it first renders. (The inline editors show only once the session's
 * statechart has loaded.)
 */
export function withTexts<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, catalogueReady()]).then((both) => both[0]);
}
