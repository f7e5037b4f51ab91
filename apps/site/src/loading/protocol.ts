/**
 * Every name the loading pieces share (README.md beside this file; docs/loading.md, "The protocol"): the globals on
 * `window`, the event, the `data-*` attributes, the placeholder and ids the page assembly fills in.
 *
 * - The boot scripts (`boot/*.ts`, inlined into each page), the Vite plugins, the page assembly (`scripts/lib`) and
 *   the e2e support import the constants: a rename is one edit, and the type checker sees every use. The boot
 *   scripts are compiled with the constants written in as literals (scripts/lib/bootScripts.ts): an inline script
 *   imports nothing.
 * - The globals are typed once, below (`declare global`): every read and write of them is checked.
 * - The modules that run in the browser as a page hydrates (island.tsx, earlyEvents.ts, staticSection.tsx, …) write
 *   the names as literals, JSX attributes among them: importing the constants there cost the entry, which is at its
 *   budget to the byte, 27 bytes gzip and a chunk of its own. protocol.test.ts ties those literals to this file:
 *   every loading name found in the site's code must be a value here, and every value here must be used.
 *
 * Only plain string constants here: the boot scripts' compiler substitutes each name it imports by its value.
 */

/** A press or a submission held before hydration (`boot/captureEarlyEvents.ts`), replayed by `earlyEvents.ts`. */
export interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

/** Attaches a lazily loaded chunk's style sheets and waits for them (`slim/styleSheets.ts`). */
export type StyleSheetLoader = (files: string[]) => Promise<unknown>;

declare global {
  interface Window {
    /** The queue of held presses and submissions: created by `boot/captureEarlyEvents.ts`, emptied by `earlyEvents.ts`. */
    __sparkleEarlyEvents?: EarlyEvent[];
    /** Set by src/main.tsx; the first statement of every lazily loaded chunk with CSS calls it (chunkStyleSheets). */
    __sparkleStyleSheets?: StyleSheetLoader;
    /** True once `boot/loadScripts.ts` has laid out the sections left out of the first layout. */
    __sparkleLaidOut?: boolean;
    /** The booking a manage link's page asked for as its HTML arrived (`boot/fetchManagedBooking.ts`). */
    __sparkleManagedBooking?: EarlyManagedBooking;
  }
}

/**
 * A manage link's booking, asked for by the page's HTML before its scripts arrive; the page's first load of it takes
 * `data` (src/features/booking/bookingApi.ts), which is undefined when the answer was not a booking.
 */
export interface EarlyManagedBooking {
  token: string;
  data: Promise<unknown>;
}

/** The globals above by name, for code that writes or reads them as text (a Vite plugin, an e2e page function). */
export const earlyEventsGlobal = '__sparkleEarlyEvents' satisfies keyof Window;
export const styleSheetsGlobal = '__sparkleStyleSheets' satisfies keyof Window;
export const laidOutGlobal = '__sparkleLaidOut' satisfies keyof Window;
export const managedBookingGlobal = '__sparkleManagedBooking' satisfies keyof Window;

/** On the inline script of `boot/fetchManagedBooking.ts`: the Supabase project's URL and its public anon key. */
export const dataApiUrlAttribute = 'data-api';
export const dataApiKeyAttribute = 'data-key';

/**
 * Dispatched on `window` by `boot/captureEarlyEvents.ts` each time it holds a press or a submission: the script
 * loader starts at once, and a waiting island that holds the event wakes (`island.tsx`).
 */
export const interactEvent = 'sparkle:interact';

/** On `<html>`: `"true"` once the page has hydrated (`earlyEvents.ts` sets it; everything before hydration reads it). */
export const hydratedAttribute = 'data-hydrated';
/** On `<html>`: present once someone has reached into an island (`island.tsx`; read by `firstInteraction.ts`). */
export const interactedAttribute = 'data-interacted';
/** An island's `display: contents` wrapper, valued with its id (`island.tsx`). */
export const islandAttribute = 'data-island';
/** Added to an island's wrapper once it is live (hydrated, or rendered by a client-side navigation). */
export const islandLiveAttribute = 'data-island-live';
/** An island whose served HTML is still waiting for its code: presses and submissions in it are held. */
export const pendingIslandSelector = '[data-island]:not([data-island-live])';
/** A static section's wrapper as served, valued with its id (`staticSection.tsx`, server only). */
export const sectionAttribute = 'data-section';
/** A static section rendered live; a marker for people reading the DOM. */
export const liveSectionAttribute = 'data-live-section';
/**
 * A deferred frame's box (MapEmbed `deferred` in @sparkle/ui, which writes these four attributes itself: a package
 * that knows nothing of the site), started by `boot/deferFrames.ts` inside a static section.
 */
export const deferFrameAttribute = 'data-defer-frame';
export const deferFrameSelector = '[data-section] [data-defer-frame]';
export const deferFrameSrcAttribute = 'data-src';
export const deferFrameSrcdocAttribute = 'data-srcdoc';
export const deferFrameTitleAttribute = 'data-title';

/** The identifier in `boot/loadScripts.ts` that `scripts/lib/pageDocument.ts` replaces with the page's plan. */
export const modulesPlaceholder = '__MODULES__';

/** The id of the page's inline `<style>`, into which the loader puts back the late rules. */
export const pageStyleId = 'page-css';

/**
 * The attribute of that `<style>` that names the style sheets it inlines (their paths, space-separated), so that
 * `slim/styleSheets.ts` does not fetch them again. Not `<link rel="stylesheet" disabled>` per sheet: Chromium 150's
 * preload scanner fetches those at the highest priority, and Lighthouse then counts them as blocking the first
 * paint (its largest paint went from 0.86 to 1.58 times the reference's on the home page).
 */
export const inlinedSheetsKey = 'sheets';
/** The same, as the attribute the HTML carries (`inlinedSheetsKey` is its `dataset` key). */
export const inlinedSheetsAttribute = `data-${inlinedSheetsKey}`;

/** What `modulesPlaceholder` becomes: the page's modules and CSS, as `boot/loadScripts.ts` reads them. */
export interface ModulePlan {
  /** The id of the page's `<style>` (`pageStyleId`). */
  style: string;
  /** Where the rules left out of the inline CSS are (a JSON list of rule texts) and the index each goes to. */
  late?: { href: string; at: number[] };
  /** Every module the page needs at first, preloaded one per task. */
  preload: string[];
  /** The entry and its imports in evaluation order, the entry last, evaluated one per task. */
  sequence: string[];
}

/** The sessionStorage key prefix of the form fields the language switch carries to a page (`carryKey.ts`). */
export const carryFormKeyPrefix = 'sparkle:carry-form:';

/**
 * The cleaner's day as this phone last drew it, kept in local storage under this prefix and the page's language
 * (src/features/crew/keptDayView.ts writes it; `boot/drawKeptDay.ts` draws it). Their day is the one page whose
 * content is not in its HTML: it is the signed-in cleaner's, read in the browser. Drawn from here by an inline script
 * as the HTML is parsed, it is in the page's first paint, rather than after some seventy files and a restored session.
 */
export const keptDayViewKeyPrefix = 'sparkle:crew-day-view:';

/** A kept drawing of the day, and what must still hold for it to be drawn again. */
export interface KeptDayView {
  /** The day's markup as React last rendered it (the inside of the page's day wrapper). */
  html: string;
  /** Whose day it is: drawn only while this cleaner's session is the one stored (`sessionKey`, supabase-js's key). */
  userId: string;
  sessionKey: string;
  /** The Dubai date it was drawn on ('YYYY-MM-DD'): its headings say "Today" and "Tomorrow". */
  day: string;
  /** The page's `inlinedSheetsAttribute` then: another build's class names would be unstyled. */
  sheets: string;
}

/**
 * On the wrapper of the day's place in the crew page's HTML. `boot/drawKeptDay.ts` fills the wrapper with the kept
 * drawing and sets the attribute to `keptDayDrawn`; React then keeps that markup as it hydrates, until the live day
 * replaces it.
 */
export const keptDayAttribute = 'data-kept-day';
export const keptDayDrawn = 'drawn';
