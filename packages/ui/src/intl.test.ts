import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatsScript, numberFormat, recordedFormats, recordFormats, serveFormats } from './intl';

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;

/** Counts the `Intl` formatters made while `run` runs. */
function formattersMade(run: () => void): number {
  let made = 0;
  const count = <T extends object>(Real: T) =>
    new Proxy(Real, {
      construct(target, args) {
        made += 1;
        return Reflect.construct(target as new (...a: unknown[]) => object, args);
      },
    });
  Intl.DateTimeFormat = count(RealDateTimeFormat);
  Intl.NumberFormat = count(RealNumberFormat);
  try {
    run();
  } finally {
    Intl.DateTimeFormat = RealDateTimeFormat;
    Intl.NumberFormat = RealNumberFormat;
  }
  return made;
}

/** The JSON inside a `<script>` element's markup, as the browser's `textContent` gives it. */
const json = (script: string) => script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');

describe('@sparkle/ui/intl', () => {
  afterEach(() => {
    serveFormats({});
    vi.unstubAllGlobals();
  });

  it('formats as Intl does', () => {
    const date = new Date(Date.UTC(2026, 11, 1, 14, 30));
    const time = { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' } as const;
    expect(dateTimeFormat('ar-AE', time).format(date)).toBe(new Intl.DateTimeFormat('ar-AE', time).format(date));
    expect(dateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' }).formatToParts(date)).toEqual(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' }).formatToParts(date),
    );
    const { format } = numberFormat('en-AE');
    expect(format(1050)).toBe('1,050');
  });

  it("writes Arabic amounts with the Arabic letter mark, which no font of ours claims, in place of Intl's right-to-left mark", () => {
    const aed = { style: 'currency', currency: 'AED' } as const;
    const intl = new Intl.NumberFormat('ar-AE', aed);
    expect(intl.format(157.5)).toContain('\u200f');
    expect(numberFormat('ar-AE', aed).format(157.5)).toBe(intl.format(157.5).replaceAll('\u200f', '\u061c'));
    expect(numberFormat('ar-AE', aed).format(157.5)).toBe('\u061c157.50\u00a0د.إ.\u061c');
    expect(JSON.stringify(numberFormat('ar-AE', aed).formatToParts(157.5))).not.toContain('\u200f');
  });

  it('makes one formatter per locale and options', () => {
    const options = { month: 'long', timeZone: 'Asia/Dubai' } as const;
    expect(
      formattersMade(() => {
        for (let month = 0; month < 12; month += 1) dateTimeFormat('en-AE', options).format(Date.UTC(2026, month, 2));
      }),
    ).toBe(1);
  });

  it("answers a page's calls from what its prerender formatted, making no formatter", async () => {
    const options = { weekday: 'long', timeZone: 'UTC' } as const;
    const monday = Date.UTC(2026, 10, 23);
    // The prerender: the texts the page formats are recorded, and the page carries them.
    recordFormats();
    const served = dateTimeFormat('ar-SA', options).format(monday);
    const amount = numberFormat('ar-SA', { style: 'percent' }).format(0.25);
    const texts = recordedFormats();
    expect(Object.values(texts)).toEqual([served, amount]);
    expect(recordedFormats(), 'recording stops').toEqual({});
    expect(formatsScript({ x: '</script>' })).not.toContain('</script><');

    // The browser: a fresh module in a page that carries them, which answers the same calls without Intl.
    const script = formatsScript(texts);
    const page = {
      getElementById: (id: string) => (script.includes(`id="${id}"`) ? { textContent: json(script) } : null),
    };
    vi.stubGlobal('document', page);
    vi.resetModules();
    const browser = await import('./intl');
    let again: string[] = [];
    expect(
      formattersMade(() => {
        again = [
          browser.dateTimeFormat('ar-SA', options).format(monday),
          browser.numberFormat('ar-SA', { style: 'percent' }).format(0.25),
        ];
      }),
    ).toBe(0);
    expect(again).toEqual([served, amount]);
    // A text the page does not carry is formatted then, by a formatter made for it.
    let tuesday = '';
    expect(formattersMade(() => (tuesday = browser.dateTimeFormat('ar-SA', options).format(monday + 86_400_000)))).toBe(
      1,
    );
    expect(tuesday).toBe(new Intl.DateTimeFormat('ar-SA', options).format(monday + 86_400_000));
  });
});
