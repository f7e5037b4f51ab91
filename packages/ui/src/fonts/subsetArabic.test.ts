import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import {
  arabicCodePoints,
  arabicPunctuationFile,
  arabicSubsetFile,
  punctuationCodePoints,
  subsetNotoArabic,
  subsetNotoArabicPunctuation,
} from '../../scripts/subsetNotoArabic.mjs';
import { codePointsOf } from './codePoints';

const require = createRequire(import.meta.url);

describe('the subset of Noto Sans Arabic served to Arabic pages', () => {
  it('is what scripts/subsetNotoArabic.mjs writes from the installed font, and much smaller', async () => {
    const committed = readFileSync(arabicSubsetFile);
    const fresh: Buffer = await subsetNotoArabic();
    expect(Buffer.compare(fresh, committed), 'src/fonts/noto-sans-arabic-wght.woff2 is stale').toBe(0);
    const original = readFileSync(
      require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
    );
    expect(committed.length).toBeLessThan(original.length * 0.5);
  });

  it('holds every Arabic character of the site’s Arabic catalogues', () => {
    const catalogues = new URL('../../../../apps/site/src/locales/ar/', import.meta.url);
    const used = new Set<number>();
    for (const file of readdirSync(catalogues).filter((name) => name.endsWith('.po'))) {
      const text = readFileSync(new URL(file, catalogues), 'utf8');
      for (const line of text.split('\n').filter((candidate) => candidate.startsWith('msgstr'))) {
        for (const character of line) {
          const point = character.codePointAt(0) ?? 0;
          if ((point >= 0x600 && point <= 0x6ff) || point >= 0xfb50) used.add(point);
        }
      }
    }
    expect(used.size, 'the catalogues hold Arabic').toBeGreaterThan(20);
    expect([...used].filter((point) => !arabicCodePoints.includes(point)).map((point) => point.toString(16))).toEqual(
      [],
    );
  });

  it('is declared for exactly the characters it holds, its digits and punctuation in a file of their own', () => {
    const css = readFileSync(new URL('../fontsArabic.css', import.meta.url), 'utf8');
    const faces = [...css.matchAll(/src: url\("([^"]+)"\)[^;]*;\s*unicode-range:([^;]+);/g)].map(([, file, range]) => [
      file,
      codePointsOf(range ?? ''),
    ]);
    expect(faces).toEqual([
      ['./fonts/noto-sans-arabic-wght.woff2', arabicCodePoints],
      ['./fonts/noto-sans-arabic-punctuation-wght.woff2', punctuationCodePoints],
    ]);
  });

  it("draws the Arabic pages' digits and punctuation from the same family, in a few kilobytes", async () => {
    const committed = readFileSync(arabicPunctuationFile);
    const fresh: Buffer = await subsetNotoArabicPunctuation();
    expect(Buffer.compare(fresh, committed), 'src/fonts/noto-sans-arabic-punctuation-wght.woff2 is stale').toBe(0);
    expect(committed.length).toBeLessThan(10_000);
    // No Latin letter: those are Inter's on every page.
    const letters = punctuationCodePoints.filter((point: number) => /\p{L}/u.test(String.fromCodePoint(point)));
    expect(letters).toEqual([]);
    expect(punctuationCodePoints).toEqual(expect.arrayContaining([0x20, 0x2e, 0x30, 0x39, 0x2b, 0x25, 0xa0]));
  });
});
