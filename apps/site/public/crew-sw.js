// The cleaner's day without a connection. Registered by the crew page alone (`/crew`, `/ar/crew`), each for its own
// page as scope: no public page loads or registers it. The page itself network first: online, its answer is the
// server's (and a copy is kept); offline, the kept copy. The build's files kept first (below). The data (the session, the day, the
// changes waiting) is the page's own business, in local storage and IndexedDB; the data API is on another origin
// and never passes here.
const cacheName = 'crew-page-v1';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('crew-page-') && name !== cacheName) await caches.delete(name);
      // The page that registered the worker is served by it from now on, not only after its next load.
      await self.clients.claim();
    })(),
  );
});

const sameOrigin = (url) => {
  try {
    return new URL(url, self.location.href).origin === self.location.origin;
  } catch {
    return false;
  }
};

// The files a copy of the page's HTML names (its modules, its late style rules, its font): kept with it. The page
// may have been reached by a client-side navigation, which loaded none of them; offline, its HTML asks for them all.
async function keepNamedFiles(cache, page) {
  const html = await page.text();
  const named = new Set(Array.from(html.matchAll(/["'(](\/assets\/[^"'()\s\\]+)/g), (match) => match[1]));
  await Promise.all(
    [...named].map(async (path) => {
      if (!(await cache.match(path, { ignoreVary: true }))) await cache.add(path).catch(() => undefined);
    }),
  );
}

const isScopePage = (url) => new URL(url, self.location.href).pathname === new URL(self.registration.scope).pathname;

// The page names what it loaded before the worker served it (its HTML, scripts, styles, fonts): kept now, with what
// the page's HTML names.
self.addEventListener('message', (event) => {
  const urls = event.data?.type === 'crew-keep' && Array.isArray(event.data.urls) ? event.data.urls : [];
  event.waitUntil(
    caches.open(cacheName).then(async (cache) => {
      await Promise.all(urls.filter(sameOrigin).map((url) => cache.add(url).catch(() => undefined)));
      const page = urls.find((url) => sameOrigin(url) && isScopePage(url));
      const kept = page && (await cache.match(page, { ignoreSearch: true, ignoreVary: true }));
      if (kept) await keepNamedFiles(cache, kept);
    }),
  );
});

async function networkFirst(request, event) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      if (request.mode === 'navigate') event.waitUntil(keepNamedFiles(cache, response.clone()));
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: request.mode === 'navigate', ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

// The build's files (`/assets/`) are named by their content: a kept copy is that file, and is served at once, without
// asking the network first. On a weak signal, each of the page's files otherwise waited for its answer (or for its
// failure); and at a cold start a font that came after the first layout made the page lay out twice (the Arabic
// day's first layout with the fallback fonts: 29 ms on this machine, against 7 ms once Noto Sans Arabic is there).
async function keptFirst(request) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

const builtFile = (url) => url.pathname.startsWith('/assets/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !sameOrigin(request.url)) return;
  const url = new URL(request.url);
  // Of the pages under the scope, only the day itself: an invitation's link (/crew/join/<token>) is not kept.
  if (request.mode === 'navigate' && !isScopePage(url)) return;
  event.respondWith(builtFile(url) ? keptFirst(request) : networkFirst(request, event));
});
