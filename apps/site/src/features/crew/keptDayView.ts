import type { KeptDayView } from '../../loading/protocol';

/**
 * The cleaner's day as this phone last drew it, for the page's HTML to draw at once next time (src/loading/boot/
 * drawKeptDay.ts, which says when it does). One drawing per language, in local storage beside the day's data
 * (crewSync.ts), which holds the same names and addresses.
 *
 * The loading protocol's names are written here as literals, as in the other modules that run in the browser
 * (src/loading/protocol.ts says why; protocol.test.ts ties them): `sparkle:crew-day-view:` is `keptDayViewKeyPrefix`,
 * `data-kept-day` and `drawn` are `keptDayAttribute` and `keptDayDrawn`, `page-css` and `data-sheets` are
 * `pageStyleId` and `inlinedSheetsAttribute`. Imported, they went into the entry chunk, which is at its budget.
 */

const viewKeyPrefix = 'sparkle:crew-day-view:';
const keyOf = (lang: string) => viewKeyPrefix + lang;

/** The drawing the page's HTML drew before hydration, or null: read as the page hydrates. */
export function drawnDayView(): string | null {
  return document.querySelector('[data-kept-day="drawn"]')?.innerHTML ?? null;
}

/**
 * The markup of what `element` holds, as it stands: a box ticked since it was rendered is checked in the markup too
 * (React sets the property, which the markup does not show).
 */
function markupOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  const live = element.querySelectorAll('input');
  copy.querySelectorAll('input').forEach((input, index) => {
    input.toggleAttribute('checked', live[index]?.checked ?? false);
  });
  return copy.innerHTML;
}

/**
 * Keeps the drawing of the day `element` holds, the cleaner's (`userId`, whose session is stored under `sessionKey`)
 * on the Dubai date `day`. A drawing showing a photo just taken is not kept (its picture lives only in this page):
 * the one kept before goes too, so that a reload never draws a day behind the live one.
 */
export function keepDayView(element: Element, view: Pick<KeptDayView, 'userId' | 'sessionKey' | 'day'>): void {
  const key = keyOf(document.documentElement.lang);
  try {
    const html = markupOf(element);
    const sheets = document.getElementById('page-css')?.dataset.sheets;
    if (!sheets || html.includes('blob:')) {
      localStorage.removeItem(key);
      return;
    }
    localStorage.setItem(key, JSON.stringify({ ...view, html, sheets } satisfies KeptDayView));
  } catch {
    // Storage full or blocked: the page draws its loading state next time, as without a drawing.
  }
}

/** Forgets every language's drawing (signing out). */
export function forgetDayViews(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(viewKeyPrefix)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
