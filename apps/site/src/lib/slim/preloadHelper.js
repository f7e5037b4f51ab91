// Vite's `__vitePreload` as the site's build uses it (vite-plugins/slimRuntimes.ts puts it in place of Vite's):
// before a dynamic import runs, its CSS is attached and waited for and its JavaScript is preloaded, each once,
// and not at all when the page already names the file (the prerendered pages keep a disabled <link> for every
// stylesheet they inline, scripts/lib/pageDocument.ts). What Vite's own adds is for set-ups we do not have: a
// relative base, CSP nonces, and the `vite:preloadError` event nobody here listens to (a failure rejects the
// import, as Vite's does without a listener).
const seen = {};

export const __vitePreload = (load, deps) => {
  if (!deps?.length) return load();
  const links = [...document.getElementsByTagName('link')];
  return Promise.all(
    deps.map((dep) => {
      const href = new URL(`/${dep}`, location.href).href;
      const css = dep.endsWith('.css');
      if (href in seen || links.some((link) => link.href === href && (!css || link.rel === 'stylesheet')))
        return undefined;
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      if (!css) link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      seen[href] = true;
      document.head.appendChild(link);
      return css
        ? new Promise((resolve, reject) => {
            link.onload = resolve;
            link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
          })
        : undefined;
    }),
  ).then(load);
};
