// Inlined in the <head> of a manage link's page (/booking/<token>), which shows a booking named by its URL
// (scripts/lib/pageDocument.ts). That page cannot show anything of the booking before its scripts have loaded and
// asked the Data API for it: on a phone the question and its CORS preflight then came last, two round trips after
// some fifty modules. Asked here, as the page paints, the answer is there before the scripts that show it, and the
// page's first load of the booking takes it (src/features/booking/bookingApi.ts). Someone signed in in this browser
// is left to the page, whose calls carry their session.
import { type EarlyManagedBooking, managedBookingGlobal } from '../protocol';

((window: Window, script: HTMLScriptElement | null) => {
  const token = /\/booking\/([\w-]+)\/?$/.exec(window.location.pathname)?.[1];
  const url = script?.dataset.api;
  const key = script?.dataset.key;
  if (!token || !url || !key) return;
  try {
    // supabase-js's storage key for the project: `sb-<first label of the host>-auth-token` (src/lib/supabaseProject.ts).
    if (window.localStorage.getItem(`sb-${new URL(url).hostname.split('.')[0]}-auth-token`) !== null) return;
  } catch {
    // Storage blocked: no session can have been kept either.
  }
  const ask = () => {
    if (window[managedBookingGlobal]) return;
    const early: EarlyManagedBooking = {
      token,
      data: fetch(`${url}/rest/v1/rpc/manage_booking_get`, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ _token: token }),
      })
        .then((response) => (response.ok ? response.json() : undefined))
        .catch(() => undefined),
    };
    window[managedBookingGlobal] = early;
  };
  // Asked once the page has painted, as the scripts are (boot/loadScripts.ts): a question on the page's first
  // round trips, to another origin with its preflight, was counted against its first paint. Until then the global is
  // not there, and a page whose scripts came first (a tab opened in the background) asks for itself.
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(ask, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    ask();
  }
})(window, document.currentScript as HTMLScriptElement | null);
