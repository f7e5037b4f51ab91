/**
 * `Intl` formatting for the design system and the site (`@sparkle/ui/intl`): formatters made once per locale and
 * options, and the texts a prerendered page formatted handed to the browser with the page.
 *
 * Both are about a phone's main thread while a page hydrates:
 * - The first `Intl` formatter a page makes costs 40–85 ms on this machine (V8 loads ICU's locale data and
 *   builds its set of available locales); at a phone's speed that is one long task of 200–300 ms, and it was
 *   most of the booking page's Total Blocking Time, spent re-making the time slots' labels that the served HTML
 *   already showed. So the prerender records every text it formats (`recordFormats`, `recordedFormats`), the
 *   page carries them (a JSON script, `formatsScript`), and the browser answers the same calls from them
 *   until it is asked for a text it does not have: only then does it make a real formatter. The text is also
 *   exactly the served one, whatever the browser's own ICU version would have written.
 * - Making an `Intl.DateTimeFormat` costs about half a millisecond each time after that: formatters are
 *   immutable, so each locale and options pair gets one.
 */

type Locales = string | readonly string[] | undefined;

/**
 * A formatted text by its call (the formatter's locale and options, the method and the value): in the browser,
 * those the page carries (`formatsScript`), read at the first call; none on the server.
 */
let served: Map<string, string> | undefined;
/** On the server, while a page renders: every text formatted. */
let recording: Map<string, string> | undefined;

/** Server: from now on, remember every text formatted (one page's render). */
export function recordFormats(): void {
  recording = new Map();
}

/** Server: the texts formatted since `recordFormats`, for the page to carry; stops recording. */
export function recordedFormats(): Record<string, string> {
  const texts = Object.fromEntries(recording ?? []);
  recording = undefined;
  return texts;
}

/** The texts to answer calls with (`recordedFormats`), without `Intl`: tests; a page's are read by itself. */
export function serveFormats(texts: Record<string, string>): void {
  served = new Map(Object.entries(texts));
}

/** The id of the JSON script that carries a page's formatted texts. */
export const formatsElementId = 'intl-formats';

/** The `<script>` that carries the texts a page's render formatted (`recordedFormats`). */
export function formatsScript(texts: Record<string, string>): string {
  return `<script type="application/json" id="${formatsElementId}">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;
}

/** The texts the page carries: read once, at the first call, so no page's entry has to load this module. */
function servedTexts(): Map<string, string> {
  if (!served) {
    const element = typeof document === 'undefined' ? null : document.getElementById(formatsElementId);
    served = new Map(element?.textContent ? Object.entries(JSON.parse(element.textContent) as object) : []);
  }
  return served;
}

function keyOf(kind: string, locale: Locales, options: object | undefined): string {
  return `${kind}|${String(locale ?? '')}|${options ? JSON.stringify(options) : ''}`;
}

/** The text of `call`: served, or made by `make` (and recorded while a page renders). */
function formatted(call: string, make: () => string): string {
  const text = servedTexts().get(call) ?? make();
  recording?.set(call, text);
  return text;
}

/** What the site uses of `Intl.DateTimeFormat`. */
export interface DateTimeFormat {
  format(date: Date | number): string;
  formatToParts(date: Date | number): Intl.DateTimeFormatPart[];
}

/** What the site uses of `Intl.NumberFormat`. `format` may be passed around on its own. */
export interface NumberFormat {
  readonly format: (value: number) => string;
  formatToParts(value: number): Intl.NumberFormatPart[];
}

/**
 * Intl writes Arabic amounts between right-to-left marks (U+200F, '‏315 د.إ.‏'). No face of Noto Sans Arabic has
 * that mark, and the first font of an Arabic page's stack that claims it is Inter: a page showing a price
 * downloaded Inter's 29 KB for two invisible characters, and redrew its text when they came. The Arabic letter mark
 * (U+061C) orders the text the same way (a strong right-to-left mark, of the Arabic kind) and no font of ours
 * claims it, so the browser draws it as nothing without fetching anything.
 */
const withArabicLetterMarks = (text: string) => text.replaceAll('\u200f', '\u061c');

/** The formatter of one locale and options: each text served, or made by a formatter made at the first need. */
function servedFormatter<V extends Date | number, Part>(
  key: string,
  make: () => { format(value: V): string; formatToParts(value: V): Part[] },
): { format: (value: V) => string; formatToParts: (value: V) => Part[] } {
  let intl: ReturnType<typeof make> | undefined;
  const real = () => {
    intl ??= make();
    return intl;
  };
  return {
    format: (value) => formatted(`${key}|format|${Number(value)}`, () => withArabicLetterMarks(real().format(value))),
    formatToParts: (value) =>
      JSON.parse(
        formatted(`${key}|parts|${Number(value)}`, () =>
          withArabicLetterMarks(JSON.stringify(real().formatToParts(value))),
        ),
      ) as Part[],
  };
}

const formatters = new Map<string, DateTimeFormat | NumberFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, made once, and only when a text is not among the served ones. */
export function dateTimeFormat(locale: Locales, options?: Intl.DateTimeFormatOptions): DateTimeFormat {
  const key = keyOf('date', locale, options);
  let format = formatters.get(key) as DateTimeFormat | undefined;
  if (!format) {
    format = servedFormatter<Date | number, Intl.DateTimeFormatPart>(
      key,
      () => new Intl.DateTimeFormat(locale as string | string[] | undefined, options),
    );
    formatters.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once, and only when a text is not among the served ones. */
export function numberFormat(locale: Locales, options?: Intl.NumberFormatOptions): NumberFormat {
  const key = keyOf('number', locale, options);
  let format = formatters.get(key) as NumberFormat | undefined;
  if (!format) {
    format = servedFormatter<number, Intl.NumberFormatPart>(
      key,
      () => new Intl.NumberFormat(locale as string | string[] | undefined, options),
    );
    formatters.set(key, format);
  }
  return format;
}
