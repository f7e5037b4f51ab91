/**
 * Lets the cleaner's day open again without a connection, a reload included: a service worker (public/crew-sw.js)
 * for this page alone keeps its HTML and files, network first. Called by the crew page only, so no public page
 * registers it or loads this code. The files the page loaded before the worker served it are named to it once,
 * when it takes the page over; every later one passes through it and is kept.
 */
export function keepPageOffline(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const servedAlready = container.controller !== null;
  const scope = window.location.pathname;
  container
    .register('/crew-sw.js', { scope })
    .then(async (registration) => {
      if (servedAlready) return;
      if (!container.controller) {
        await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }));
      }
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${window.location.origin}/`));
      (registration.active ?? container.controller)?.postMessage({
        type: 'crew-keep',
        urls: [window.location.href.split('#')[0], ...loaded],
      });
    })
    .catch((cause: unknown) => console.warn('The day cannot be kept for offline reloads', cause));
}
