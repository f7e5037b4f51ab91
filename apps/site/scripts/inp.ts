/**
 * `npm run bench:inp`: how long the page takes to answer a tap or a key, as Core Web Vitals' INP reads it, on a
 * mid-range phone. A benchmark that prints figures, not a test.
 *
 * 1. Starts a fresh in-memory backend (with an admin and bookings for the back office) and builds the site against
 *    it, as `npm start` does; stores a booking through `request_booking` for its manage link's token.
 * 2. Serves dist/ and drives each scenario below in Debian's Chromium (playwright-core) at a 390 × 844 phone
 *    viewport with touch, its CPU slowed down 4× (DevTools' CPU throttling), each run in a fresh browser
 *    context: the page is opened, and its first tap comes 0.3 s, 1.5 s or 6 s after its load event (for a page
 *    that shows data first, the manage link or the back office, after that data is on screen). A tap is a touch
 *    at the place the target was painted, a key is typed every 30 ms, neither waiting for the page: as a person
 *    does, who does not wait for a busy page either.
 * 3. The page's own `PerformanceObserver` on `event` entries (the Event Timing API, the data behind INP) notes
 *    every event that belongs to an interaction (`interactionId`); an interaction lasts from its event's
 *    timestamp to the next paint after its handlers ran, its longest event. Each step of a scenario (a tap, a
 *    word typed) counts its longest interaction; over the runs, the benchmark prints each step's worst and 75th
 *    percentile (nearest rank: of 5 runs, the 4th shortest), and names every step over 200 ms at the 75th.
 *    Each run also checks that what was typed is where it was typed (a tap that missed its field is no
 *    measurement).
 * 4. The static reference page of the booking form (bench/perf-reference/book-now, no JavaScript) gets the same
 *    first taps: its figures are the floor, what the phone and the browser cost alone while a page arrives.
 *
 * Options: `--runs N` (5), `--only /book-now,/contact` (pages by their printed path; `reference /book-now`), `--delays 300,1500,6000`,
 * `--cpu 4`, `--trace` (a performance trace of every run, beside its results), `--skip-build` (reuse dist/ built by an earlier run with the same ports), `--dist DIR` (serve an
 * earlier build kept for a comparison, built for the same ports), `--port` (4591; the backend on port + 50,000
 * unless `--backend-port`), `--out DIR`. Results (JSON, the table, and a screenshot of each run whose check
 * failed) go to bench-results/inp/<time>/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBackend } from '@sparkle/backend';
import { seedBookings } from '@sparkle/backend/testing/seedBookings';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the other browser tools
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { siteDir } from '../e2e/support/env';
import { storeBenchBooking } from './lib/benchBooking';
import {
  type EventEntry,
  type InpOptions,
  interactionsOf,
  interactionsPerStep,
  longest,
  parseInpOptions,
  type StepFigures,
  stepFigures,
} from './lib/inpFigures';
import { startStaticServer } from './serve';

/** Where a step taps: the first element matching `css` (and whose text is `text`) that is on screen. */
interface Target {
  css: string;
  text?: string;
  /** Shown only after an earlier step (a calendar's day): found when its step comes, not when the page loads. */
  later?: true;
}

type Action =
  | { kind: 'tap'; target: Target }
  | { kind: 'type'; text: string }
  | { kind: 'key'; key: string }
  | { kind: 'files'; target: Target; count: number };

interface Step {
  label: string;
  actions: Action[];
  /**
   * What a person waits to see before this step: a field that has the focus (the phone's keyboard shows only
   * then), or something on screen (the menu that opened).
   */
  waitFor?: { css: string; focused?: true };
}

interface RunContext {
  token: string;
  /** The static reference pages (bench/perf-reference), served beside the site. */
  referenceUrl: string;
  admin: { email: string; password: string };
  supabaseUrl: string;
  anonKey: string;
}

interface Scenario {
  /** The page as printed (`/booking/<token>`), and what `--only` names. */
  page: string;
  path: (context: RunContext) => string;
  title: string;
  /** Brought to the top of the screen once the page has arrived, as a person scrolls to it before the first tap. */
  scrollTo?: string;
  /** For a page that shows data first: the first tap's delay counts from when this is on screen. */
  ready?: Target;
  /** Signed in as the backend's admin. */
  admin?: true;
  /** The delays of the first tap this scenario is run at (all of `--delays` unless given). */
  delays?: number[];
  /** Something to do to the page before it opens (routes). */
  prepare?: (page: Page) => Promise<unknown>;
  steps: Step[];
  /** What the page must show once the steps are done; a message for each thing that is not so. */
  check: (page: Page) => Promise<string[]>;
}

const tap = (label: string, css: string, more: Omit<Target, 'css'> = {}): Step => ({
  label,
  actions: [{ kind: 'tap', target: { css, ...more } }],
});
/** Types into the field `css`, once it has the focus. */
const type = (label: string, text: string, css: string): Step => ({
  label,
  actions: [{ kind: 'type', text }],
  waitFor: { css, focused: true },
});
const key = (label: string, name: string, waitFor?: Step['waitFor']): Step => ({
  label,
  actions: [{ kind: 'key', key: name }],
  waitFor,
});

/** The field's value, or what is wrong with it. */
async function expectValue(page: Page, css: string, expected: string): Promise<string[]> {
  const value = await page.locator(css).first().inputValue({ timeout: 5_000 });
  return value === expected ? [] : [`${css} holds ${JSON.stringify(value)}, not ${JSON.stringify(expected)}`];
}

async function expectVisible(page: Page, css: string, what: string): Promise<string[]> {
  try {
    await page.locator(css).first().waitFor({ state: 'visible', timeout: 10_000 });
    return [];
  } catch {
    return [`${what} is not on screen (${css})`];
  }
}

const bookingSteps: Step[] = [
  tap('tap the name field', 'input[name="name"]'),
  type("type 'Ahmed Test'", 'Ahmed Test', 'input[name="name"]'),
  tap('tap the phone field', 'input[name="phone"]'),
  type("type '050 123 4567'", '050 123 4567', 'input[name="phone"]'),
  tap('tap the building field', 'input[name="building"]'),
  type("type 'Marina Heights'", 'Marina Heights', 'input[name="building"]'),
];

const bookingCheck = async (page: Page) => [
  ...(await expectValue(page, 'input[name="name"]', 'Ahmed Test')),
  ...(await expectValue(page, 'input[name="phone"]', '050 123 4567')),
  ...(await expectValue(page, 'input[name="building"]', 'Marina Heights')),
];

/** The calendar's days that can be chosen, in the open calendar dialog. */
const calendarDay = '[role="dialog"] [role="grid"] button:not([disabled]):not([aria-disabled="true"])';

const bookingLaterSteps: Step[] = [
  tap('tap the service label', 'label[for$="-service"]'),
  key('choose a service (arrow down)', 'ArrowDown', { css: 'select[name="service"]', focused: true }),
  // A person sees the form grow the service's own fields (size, extras) before reaching for the date below them.
  {
    ...tap('open the calendar', 'button[id$="-date"]', { later: true }),
    waitFor: { css: 'fieldset input[name="extras"]' },
  },
  tap('pick a day', calendarDay, { later: true }),
  tap('tap the area field', 'input[id$="-community"]', { later: true }),
  type("type 'Mari'", 'Mari', 'input[id$="-community"]'),
  key('choose the first match (Enter)', 'Enter', { css: '[role="listbox"] [role="option"]' }),
];

const bookingLaterCheck = async (page: Page) => [
  ...(await expectValue(page, 'select[name="service"]', 'residential')),
  ...((await page.locator('input[type="hidden"][name="date"]').inputValue()) ? [] : ['no day was chosen']),
  ...((await page.locator('input[type="hidden"][name="community"]').inputValue()) ? [] : ['no area was chosen']),
];

const contactSteps: Step[] = [
  tap('tap the name field', 'input[name="name"]'),
  type("type 'Ahmed Test'", 'Ahmed Test', 'input[name="name"]'),
  tap('tap the e-mail field', 'input[name="email"]'),
  type("type 'ahmed@example.com'", 'ahmed@example.com', 'input[name="email"]'),
];

const menuButton = 'header button[aria-haspopup="dialog"]';

/** The pages on which the language switch asked for the other language's page. */
const switched = new WeakSet<Page>();

const scenarios: Scenario[] = [
  // The floor: the same first taps on the static reference page (no JavaScript at all), whose figures are what the
  // phone and the browser cost alone while a page is still arriving.
  {
    page: 'reference /book-now',
    path: ({ referenceUrl }) => `${referenceUrl}/book-now/`,
    title: 'first tap: name, phone',
    scrollTo: 'input[name="name"]',
    steps: bookingSteps.slice(0, 4),
    check: async (page) => [
      ...(await expectValue(page, 'input[name="name"]', 'Ahmed Test')),
      ...(await expectValue(page, 'input[name="phone"]', '050 123 4567')),
    ],
  },
  ...(['/book-now', '/ar/book-now'] as const).flatMap((path): Scenario[] => [
    {
      page: path,
      path: () => path,
      title: 'first tap: name, phone, building',
      scrollTo: 'input[name="name"]',
      steps: bookingSteps,
      check: bookingCheck,
    },
    {
      page: path,
      path: () => path,
      title: 'service, calendar, area',
      scrollTo: 'select[name="service"]',
      delays: [1500],
      steps: bookingLaterSteps,
      check: bookingLaterCheck,
    },
  ]),
  {
    page: '/contact',
    path: () => '/contact',
    title: 'first tap: name, e-mail',
    scrollTo: 'input[name="name"]',
    steps: contactSteps,
    check: async (page) => [
      ...(await expectValue(page, 'input[name="name"]', 'Ahmed Test')),
      ...(await expectValue(page, 'input[name="email"]', 'ahmed@example.com')),
    ],
  },
  {
    page: '/auth',
    path: () => '/auth',
    title: 'first tap: e-mail',
    steps: [
      tap('tap the e-mail field', 'input[name="email"]'),
      type("type 'ahmed@example.com'", 'ahmed@example.com', 'input[name="email"]'),
    ],
    check: (page) => expectValue(page, 'input[name="email"]', 'ahmed@example.com'),
  },
  {
    page: '/',
    path: () => '/',
    title: 'open the chat',
    steps: [tap('tap the chat launcher', '[data-island="chat-entry"] button')],
    check: (page) => expectVisible(page, '[role="dialog"]', 'the chat'),
  },
  {
    page: '/about',
    path: () => '/about',
    title: "the header's menu",
    steps: [tap('open the menu', menuButton), key('close it (Escape)', 'Escape', { css: '[role="dialog"]' })],
    // The menu's dialog may stay in the page, hidden, once closed.
    check: async (page) =>
      (await page.locator('[role="dialog"]:visible').count()) === 0 ? [] : ['the menu is still open after Escape'],
  },
  {
    page: '/about',
    path: () => '/about',
    title: 'the language switch',
    // The other language's page is held back, so that the switch's tap is measured on this one (its entry is
    // reported at the next paint, which a page being left may never have).
    prepare: (page) =>
      page.route('**/ar/about', async (route) => {
        switched.add(page);
        await sleep(20_000);
        await route.abort().catch(() => {});
      }),
    steps: [tap('open the menu', menuButton), tap('tap العربية', '[role="dialog"] a[hreflang="ar"]', { later: true })],
    check: async (page) => (switched.has(page) ? [] : ['the Arabic page was never asked for']),
  },
  {
    page: '/gallery',
    path: () => '/gallery',
    title: 'upload photos',
    scrollTo: 'input[type="file"]',
    steps: [
      {
        label: 'tap the upload area, choose 2 photos',
        actions: [{ kind: 'files', target: { css: 'label[for^="dropzone"]' }, count: 2 }],
      },
      tap('remove a photo', 'button[aria-label^="Remove"]', { later: true }),
    ],
    check: (page) => expectVisible(page, '[aria-label="Selected photos"] li', 'the chosen photo'),
  },
  ...(['', '/ar'] as const).map(
    (prefix): Scenario => ({
      page: `${prefix}/booking/<token>`,
      path: ({ token }) => `${prefix}/booking/${token}`,
      title: 'reschedule: calendar, back; cancel, keep',
      ready: { css: 'main button', text: prefix ? 'تغيير الموعد' : 'Reschedule' },
      steps: [
        tap('tap Reschedule', 'main button', { text: prefix ? 'تغيير الموعد' : 'Reschedule', later: true }),
        tap('open the calendar', 'main button[aria-haspopup="dialog"]', { later: true }),
        tap('pick a day', calendarDay, { later: true }),
      ],
      check: (page) => expectVisible(page, 'main select', 'the time list'),
    }),
  ),
  {
    page: '/admin/bookings',
    path: () => '/admin/bookings?status=pending',
    title: 'open a booking, confirm it',
    admin: true,
    ready: { css: 'table tbody a' },
    steps: [
      tap('open the first booking', 'table tbody a', { later: true }),
      tap('tap Confirm', 'article button', { text: 'Confirm', later: true }),
    ],
    check: (page) => expectVisible(page, '[role="status"]:has-text("Booking updated")', "the 'Booking updated' toast"),
  },
  {
    page: '/admin',
    path: () => '/admin',
    title: "the schedule's navigation",
    admin: true,
    ready: { css: 'button[aria-label="Next"]' },
    steps: [
      tap('tap Next', 'button[aria-label="Next"]', { later: true }),
      tap('tap Next again', 'button[aria-label="Next"]', { later: true }),
      tap('tap Previous', 'button[aria-label="Previous"]', { later: true }),
    ],
    check: async () => [],
  },
];

// ---------------------------------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What the page reports (to `__inpReport`, a binding to this process, so that nothing is lost when the page
 * leaves): every `event` entry of an interaction, from before its first script.
 */
function observeInteractions() {
  const report = (window as unknown as { __inpReport: (entries: unknown[]) => void }).__inpReport;
  new PerformanceObserver((list) => {
    // One call to the benchmark per batch, not one per entry: each call is work on the page's main thread, which
    // must not add to the interactions it measures (a call per entry took up to 0.2 s at 4× after fast typing).
    const entries = (list.getEntries() as PerformanceEventTiming[])
      .filter((entry) => entry.interactionId)
      .map((entry) => ({
        interactionId: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      }));
    if (entries.length > 0) void report(entries);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * The centre of the first element matching the target, in CSS pixels of the viewport, and whether it is off
 * screen; null when there is none (or none with a box).
 */
function locate(target: Target): { x: number; y: number; offScreen: boolean } | null {
  for (const element of document.querySelectorAll(target.css)) {
    if (target.text !== undefined && element.textContent?.trim() !== target.text) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const x = Math.round(box.left + box.width / 2);
    const y = Math.round(box.top + box.height / 2);
    return { x, y, offScreen: x < 0 || y < 0 || x > innerWidth || y > innerHeight };
  }
  return null;
}

function scrollToTarget(target: Target) {
  for (const element of document.querySelectorAll(target.css)) {
    if (target.text !== undefined && element.textContent?.trim() !== target.text) continue;
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    return;
  }
}

function isThere(condition: { css: string; focused?: true }): boolean {
  if (condition.focused) return document.activeElement?.matches(condition.css) ?? false;
  const element = document.querySelector(condition.css);
  return element !== null && element.getBoundingClientRect().height > 0;
}

/** Key codes for what the scenarios type. */
function keyOf(character: string): { key: string; code: string; keyCode: number; text?: string } {
  if (/^[a-z]$/i.test(character)) {
    return {
      key: character,
      code: `Key${character.toUpperCase()}`,
      keyCode: character.toUpperCase().charCodeAt(0),
      text: character,
    };
  }
  if (/^\d$/.test(character))
    return { key: character, code: `Digit${character}`, keyCode: character.charCodeAt(0), text: character };
  const named: Record<string, { key: string; code: string; keyCode: number; text?: string }> = {
    ' ': { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
    '@': { key: '@', code: 'Digit2', keyCode: 50, text: '@' },
    '.': { key: '.', code: 'Period', keyCode: 190, text: '.' },
    Enter: { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' },
    Escape: { key: 'Escape', code: 'Escape', keyCode: 27 },
    ArrowDown: { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 },
  };
  const known = named[character];
  if (!known) throw new Error(`bench:inp cannot type ${JSON.stringify(character)}`);
  return known;
}

/** A 1×1 PNG, for the upload area. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface RunResult {
  /** Each step's longest interaction (0: none reached 16 ms). */
  perStep: number[];
  /** When the first tap came, in ms after the page's load event (or after `ready`). */
  firstTapAfter: number;
  problems: string[];
}

class Runner {
  private pending: Promise<unknown>[] = [];
  constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
    /** Date.now() of the page's time origin. */
    private readonly timeOrigin: number,
  ) {}

  /** Sends without waiting for the page to handle it (the browser queues input in order). */
  private send(method: 'Input.dispatchTouchEvent' | 'Input.dispatchKeyEvent', params: Record<string, unknown>) {
    this.pending.push(this.cdp.send(method, params as never).catch(() => {}));
  }

  async tapAt(point: { x: number; y: number }) {
    this.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: point.x, y: point.y }] });
    await sleep(60);
    this.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  async press(character: string) {
    const { text, ...codes } = keyOf(character);
    const common = {
      key: codes.key,
      code: codes.code,
      windowsVirtualKeyCode: codes.keyCode,
      nativeVirtualKeyCode: codes.keyCode,
    };
    this.send(
      'Input.dispatchKeyEvent',
      text ? { type: 'keyDown', ...common, text, unmodifiedText: text } : { type: 'rawKeyDown', ...common },
    );
    await sleep(15);
    this.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
  }

  async type(text: string) {
    for (const character of text) {
      const started = Date.now();
      await this.press(character);
      await sleep(Math.max(0, 30 - (Date.now() - started)));
    }
  }

  /**
   * Where to tap a target shown after an earlier step (a calendar's day) or that moved since: waits until it is on
   * screen and stays put for 100 ms, as a person waits to see where it went (a step before may have changed the
   * form), and scrolls it into view if it is below or above the screen, as a person scrolls to it.
   */
  async find(target: Target, timeout = 15_000): Promise<{ x: number; y: number }> {
    const until = Date.now() + timeout;
    let last: { x: number; y: number } | null = null;
    for (;;) {
      const found = await this.page.evaluate(locate, target).catch(() => null);
      if (found?.offScreen) {
        await this.page.evaluate(scrollToTarget, target).catch(() => {});
        last = null;
      } else if (found && last && found.x === last.x && found.y === last.y) {
        return found;
      } else last = found;
      if (Date.now() > until) {
        throw new Error(`never on screen: ${target.css}${target.text ? ` "${target.text}"` : ''}`);
      }
      await sleep(100);
    }
  }

  /** Waits until what `step` waits for is there. */
  async waitFor(condition: NonNullable<Step['waitFor']>, timeout = 15_000) {
    const until = Date.now() + timeout;
    while (!(await this.page.evaluate(isThere, condition).catch(() => false))) {
      if (Date.now() > until) {
        throw new Error(`${condition.focused ? 'never focused' : 'never on screen'}: ${condition.css}`);
      }
      await sleep(20);
    }
  }

  /** The page's clock now (ms since its time origin). */
  pageNow(): number {
    return Date.now() - this.timeOrigin;
  }

  async settle() {
    await Promise.race([Promise.all(this.pending), sleep(30_000)]);
    this.pending = [];
  }
}

async function runOnce(
  browser: Browser,
  scenario: Scenario,
  delay: number,
  site: string,
  context: RunContext,
  options: InpOptions,
  session: string | undefined,
  /** Where a failed run's screenshot goes (without .png). */
  screenshotStem: string,
): Promise<RunResult> {
  const browserContext: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: scenario.page.startsWith('/ar') ? 'ar-AE' : 'en-US',
    timezoneId: 'Asia/Dubai',
    baseURL: site,
  });
  try {
    const page = await browserContext.newPage();
    const entries: EventEntry[] = [];
    await page.exposeBinding('__inpReport', (_source, reported: EventEntry[]) => void entries.push(...reported));
    await page.addInitScript(observeInteractions);
    if (scenario.admin && session) {
      await page.addInitScript(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [
        `sb-${new URL(context.supabaseUrl).hostname.split('.')[0]}-auth-token`,
        session,
      ] as const);
    }
    const files: { name: string; mimeType: string; buffer: Buffer }[] = [];
    page.on('filechooser', (chooser) => void chooser.setFiles(files).catch(() => {}));
    await scenario.prepare?.(page);
    const cdp = await browserContext.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    // What the main thread did, task by task (DevTools' Performance panel reads the file).
    if (options.trace) await browser.startTracing(page, { path: `${screenshotStem}.trace.json`, screenshots: false });

    try {
      return await measure(page, cdp, scenario, delay, context, files, entries);
    } catch (error) {
      await page.screenshot({ path: `${screenshotStem}.png` }).catch(() => {});
      throw error;
    } finally {
      if (options.trace) await browser.stopTracing();
    }
  } finally {
    await browserContext.close();
  }
}

async function measure(
  page: Page,
  cdp: CDPSession,
  scenario: Scenario,
  delay: number,
  context: RunContext,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  entries: EventEntry[],
): Promise<RunResult> {
  {
    // The load event as the browser reports it, without asking the page (whose main thread may be busy).
    const loaded = page.waitForEvent('load', { timeout: 60_000 });
    await page.goto(scenario.path(context), { waitUntil: 'commit' });
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const runner = new Runner(page, cdp, timeOrigin);
    await page.waitForLoadState('domcontentloaded');
    // Before the page's scripts (they start after its first paint): the visitor scrolls to the form and sees where
    // the first tap goes. The page is laid out as served from here on (its layout does not shift).
    const firstTarget = scenario.steps[0]!.actions[0]!;
    if (scenario.scrollTo) {
      await page.evaluate((css) => {
        const element = document.querySelector(css);
        if (!element) throw new Error(`nothing to scroll to: ${css}`);
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: Math.max(0, top - 120), behavior: 'instant' });
      }, scenario.scrollTo);
    }
    const firstPoint =
      'target' in firstTarget && !firstTarget.target.later
        ? await page.evaluate(locate, firstTarget.target)
        : undefined;
    if (firstPoint === null || firstPoint?.offScreen) {
      throw new Error(`the first tap's target is not on screen: ${JSON.stringify(firstTarget)}`);
    }
    await loaded;
    // Zero: the load event, or (a page that shows data first) when the data is on screen.
    let zero = runner.pageNow();
    if (scenario.ready) {
      await runner.find(scenario.ready, 30_000);
      zero = Math.max(zero, runner.pageNow());
    }
    const wait = zero + delay - runner.pageNow();
    if (wait > 0) await sleep(wait);

    const starts: number[] = [];
    let firstTapAfter = Number.NaN;
    for (const [index, step] of scenario.steps.entries()) {
      if (step.waitFor) await runner.waitFor(step.waitFor);
      // A moment to move the finger to the next field, or between the keyboard showing and the first key.
      if (index > 0) await sleep(step.actions[0]?.kind === 'tap' || step.actions[0]?.kind === 'files' ? 300 : 150);
      for (const action of step.actions) {
        if (action.kind === 'type') {
          if (action === step.actions[0]) starts.push(runner.pageNow());
          await runner.type(action.text);
        } else if (action.kind === 'key') {
          if (action === step.actions[0]) starts.push(runner.pageNow());
          await runner.press(action.key);
        } else {
          const point = index === 0 && firstPoint ? firstPoint : await runner.find(action.target);
          if (action.kind === 'files') {
            files.length = 0;
            for (let n = 1; n <= action.count; n += 1)
              files.push({ name: `job-${n}.png`, mimeType: 'image/png', buffer: png });
          }
          if (action === step.actions[0]) starts.push(runner.pageNow());
          if (index === 0) firstTapAfter = runner.pageNow() - zero;
          await runner.tapAt(point);
        }
      }
    }
    await runner.settle();
    // The last interactions are reported at the next paint after their handlers: let the page finish its work.
    await sleep(1_500);
    // (A page being left has no idle moment to wait for.)
    await page
      .evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })))
      .catch(() => {});
    await sleep(300);
    const perStep = interactionsPerStep(interactionsOf(entries), starts).map(longest);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const problems = await scenario.check(page);
    if (problems.length > 0) throw new Error(problems.join('; '));
    return { perStep, firstTapAfter, problems };
  }
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: siteDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

async function adminSession(supabaseUrl: string, anonKey: string, admin: { email: string; password: string }) {
  const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Record<string, unknown>;
  session.expires_at ??= Math.round(Date.now() / 1000) + Number(session.expires_in ?? 3600);
  return JSON.stringify(session);
}

const over = 200;

interface Case {
  scenario: Scenario;
  delay: number;
  results: RunResult[];
}

/** The run's summary: a table of every step's figures, and what went over the bar or could not be measured. */
function summarize(cases: Case[], options: InpOptions, chromiumVersion: string): string {
  const rows: {
    page: string;
    scenario: string;
    delay: number;
    step: string;
    figures: StepFigures;
    failed: number;
  }[] = [];
  for (const item of cases) {
    const good = item.results.filter((result) => result.problems.length === 0 && result.perStep.length > 0);
    item.scenario.steps.forEach((step, index) => {
      rows.push({
        page: item.scenario.page,
        scenario: item.scenario.title,
        delay: item.delay,
        step: step.label,
        figures: stepFigures(good.map((result) => result.perStep[index] ?? 0)),
        failed: item.results.length - good.length,
      });
    });
  }
  const ms = (value: number) => (value === 0 ? '<16' : String(Math.round(value)));
  const header = ['page', 'scenario', 'first tap', 'step', 'p75 ms', 'worst ms', 'runs', 'each run ms'];
  const table = [
    header,
    header.map(() => '---'),
    ...rows.map((row) => [
      `\`${row.page}\``,
      row.scenario,
      `${(row.delay / 1000).toFixed(1)} s`,
      row.step,
      ms(row.figures.p75),
      ms(row.figures.worst),
      row.failed ? `${row.figures.runs} (+${row.failed} failed)` : String(row.figures.runs),
      row.figures.perRun.map(ms).join(', '),
    ]),
  ]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
  const slow = rows.filter((row) => row.figures.p75 > over);
  const unmeasured = rows.filter((row) => row.figures.runs === 0);
  const failedRuns = cases.flatMap((item) =>
    item.results
      .filter((result) => result.problems.length > 0)
      .map(
        (result) => `${item.scenario.page} ${item.scenario.title} at ${item.delay} ms: ${result.problems.join('; ')}`,
      ),
  );
  const summary = [
    `bench:inp, ${new Date().toISOString()}: Chromium ${chromiumVersion}, ${options.cpuSlowdown}× CPU slowdown, 390 × 844 px with touch; ${options.runs} runs; 75th percentile by nearest rank; first tap after the load event (or the data on screen)`,
    '',
    table,
    '',
    slow.length
      ? `Over ${over} ms at the 75th percentile:\n${slow.map((row) => `  - ${row.page} ${row.scenario} (${row.delay} ms): ${row.step} ${ms(row.figures.p75)} ms`).join('\n')}`
      : unmeasured.length
        ? `No step measured over ${over} ms at the 75th percentile, but ${unmeasured.length} case(s) have no run to count.`
        : `Every step at or under ${over} ms at the 75th percentile.`,
    failedRuns.length
      ? `\nRuns left out (what they did is not what the page shows):\n${failedRuns.map((line) => `  - ${line}`).join('\n')}`
      : '',
  ].join('\n');
  return summary;
}

async function main() {
  const options = parseInpOptions(process.argv.slice(2));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = options.out ?? join(siteDir, 'bench-results', 'inp', stamp);
  mkdirSync(outDir, { recursive: true });
  const admin = { email: 'admin@bench.test', password: 'bench-admin-password' };
  const backend = await startBackend({
    port: options.backendPort,
    admin,
    bcryptCost: 4,
    jwtSecret: 'bench-only-secret-not-used-anywhere-else-0123456789',
  });
  const site = await startStaticServer({ root: options.dist ?? join(siteDir, 'dist'), port: options.port });
  const reference = await startStaticServer({ root: join(siteDir, 'bench', 'perf-reference'), port: 0 });
  let browser: Browser | undefined;
  try {
    // Bookings ahead for the schedule, and pending ones for the back office's list to open and confirm.
    await seedBookings(backend.ctx.db, { count: 200, fromDay: 1, toDay: 30, statuses: ['pending', 'confirmed'] });
    if (!options.skipBuild) {
      console.log('Building the site against a fresh local backend…');
      const env = { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey, VITE_SITE_URL: site.url };
      await run(join(siteDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], env);
      await run(join(siteDir, 'node_modules', '.bin', 'tsx'), ['scripts/prerender.ts'], env);
    }
    await Promise.all([site.warm(), reference.warm()]);
    const context: RunContext = {
      token: await storeBenchBooking(backend.url, backend.anonKey),
      referenceUrl: reference.url,
      admin,
      supabaseUrl: backend.url,
      anonKey: backend.anonKey,
    };
    const session = await adminSession(backend.url, backend.anonKey, admin);
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    const chosen = scenarios.filter((scenario) => !options.only || options.only.includes(scenario.page));
    const cases = chosen.flatMap((scenario) =>
      (scenario.delays ?? options.delays).map((delay): Case => ({ scenario, delay, results: [] })),
    );
    console.log(
      `bench:inp: ${cases.length} cases × ${options.runs} runs at ${options.cpuSlowdown}× CPU slowdown, 390 × 844 px, touch`,
    );
    // Round by round, so that a noisy moment of the machine hits every case alike.
    for (let round = 1; round <= options.runs; round += 1) {
      for (const item of cases) {
        const stem = join(
          outDir,
          `${item.scenario.page.replace(/[^\w]+/g, '_')}-${item.scenario.title.replace(/[^\w]+/g, '_')}-${item.delay}-${round}`,
        );
        const result = await runOnce(
          browser,
          item.scenario,
          item.delay,
          site.url,
          context,
          options,
          session,
          stem,
        ).catch((error: unknown) => ({
          perStep: [],
          firstTapAfter: Number.NaN,
          problems: [error instanceof Error ? error.message : String(error)],
        }));
        item.results.push(result);
        const worst = Math.max(0, ...result.perStep);
        console.log(
          `  run ${round}/${options.runs} ${item.scenario.page.padEnd(20)} ${item.scenario.title.padEnd(38)} ${`${item.delay} ms`.padStart(7)}: worst ${worst} ms, first tap ${Math.round(result.firstTapAfter)} ms after${result.problems.length ? ` — ${result.problems.join('; ')}` : ''}`,
        );
      }
    }

    const summary = summarize(cases, options, browser.version());
    writeFileSync(join(outDir, 'summary.md'), `${summary}\n`);
    writeFileSync(
      join(outDir, 'results.json'),
      `${JSON.stringify(
        cases.map((item) => ({
          page: item.scenario.page,
          scenario: item.scenario.title,
          delay: item.delay,
          steps: item.scenario.steps.map((step) => step.label),
          results: item.results,
        })),
        null,
        1,
      )}\n`,
    );
    console.log(`\n${summary}\n\nResults: ${outDir}`);
  } finally {
    await browser?.close();
    await site.close();
    await reference.close();
    await backend.close();
  }
}

await main();
// Playwright and the backend's clients keep handles open; the figures are out, so stop.
process.exit(0);
