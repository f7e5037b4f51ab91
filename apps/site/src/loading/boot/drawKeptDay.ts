// Inlined at the end of the crew page's <body>, before the loader (scripts/lib/pageDocument.ts). The cleaner's day is
// the signed-in cleaner's, so the prerendered page holds only its loading state; the page's scripts, the session and
// the day kept on the phone then took some seventy files before the jobs showed (Lighthouse: largest paint 3.2 times
// the static reference's). This draws the day as the phone last drew it, as the HTML is parsed, so the first paint
// has it: only for the cleaner whose session is stored, on the Dubai date it was drawn, in the page's language and
// with the build's style sheets. It is inert until the live day takes its place (src/features/crew/CrewPage.tsx).
import {
  inlinedSheetsAttribute,
  type KeptDayView,
  keptDayAttribute,
  keptDayDrawn,
  keptDayViewKeyPrefix,
  pageStyleId,
} from '../protocol';

((document: Document) => {
  try {
    const place = document.querySelector(`[${keptDayAttribute}]`);
    const raw = localStorage.getItem(keptDayViewKeyPrefix + document.documentElement.lang);
    if (!place || !raw) return;
    const view = JSON.parse(raw) as KeptDayView;
    const session = JSON.parse(localStorage.getItem(view.sessionKey) ?? 'null') as { user?: { id?: string } } | null;
    if (
      session?.user?.id !== view.userId ||
      // Dubai's date: UTC+4 all year (no daylight saving). Not Intl: a page's first formatter loads ICU's data, a long
      // task on a phone.
      view.day !== new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10) ||
      view.sheets !== document.getElementById(pageStyleId)?.getAttribute(inlinedSheetsAttribute)
    )
      return;
    place.innerHTML = view.html;
    place.setAttribute(keptDayAttribute, keptDayDrawn);
    // Its buttons and boxes do nothing until then: a tick there would be lost when the live day replaces it.
    place.setAttribute('inert', '');
  } catch {
    // Storage blocked or a drawing that does not parse: the page shows its loading state, as without one.
  }
})(document);
