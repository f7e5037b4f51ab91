// Vite's `__vitePreload` as the site's build uses it (vite-plugins/slimRuntimes.ts puts it in place of Vite's):
// before a dynamic import runs, the JavaScript it names is preloaded, once, and not at all when the page already
// names the file. Style sheets are not its business: each lazily loaded chunk attaches its own
// (vite-plugins/chunkStyleSheets.ts takes them out of these lists, src/loading/slim/styleSheets.ts). What Vite's own
// adds is for set-ups we do not have: a relative base, CSP nonces, and the `vite:preloadError` event nobody here
// listens to (a failure rejects the import, as Vite's does without a listener).
const seen = {};

export const __vitePreload = (load, deps) => {
  if (!deps?.length) return load();
  const links = [...document.getElementsByTagName('link')];
  for (const dep of deps) {
    const href = new URL(`/${dep}`, location.href).href;
    if (href in seen || links.some((link) => link.href === href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    seen[href] = true;
    document.head.appendChild(link);
  }
  return load();
};
