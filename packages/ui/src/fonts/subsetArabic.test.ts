import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import * as subsets from '../../scripts/subsetNotoArabic.mjs';
import { codePointsOf } from './codePoints';

const {
  arabicCodePoints,
  arabicLatinFile,
  arabicLatinRestFile,
  arabicSubsetFile,
  latinCodePoints,
  latinCoreCodePoints,
  latinRestCodePoints,
  subsetNotoArabic,
  subsetNotoArabicLatin,
}: {
  arabicCodePoints: number[];
  arabicLatinFile: string;
  arabicLatinRestFile: string;
  arabicSubsetFile: string;
  latinCodePoints: number[];
  latinCoreCodePoints: number[];
  latinRestCodePoints: number[];
  subsetNotoArabic: () => Promise<Buffer>;
  subsetNotoArabicLatin: (points?: number[]) => Promise<Buffer>;
} = subsets;

const require = createRequire(import.meta.url);

/** Every character the site's Arabic catalogues write (their `msgstr` texts). */
function catalogueCodePoints(): Set<number> {
  const catalogues = new URL('../../../../apps/site/src/locales/ar/', import.meta.url);
  const points = new Set<number>();
  for (const file of readdirSync(catalogues).filter((name) => name.endsWith('.po'))) {
    const text = readFileSync(new URL(file, catalogues), 'utf8');
    for (const line of text.split('\n').filter((candidate) => candidate.startsWith('msgstr'))) {
      for (const character of line.slice('msgstr "'.length, -1).replace(/\\"/g, '"')) {
        points.add(character.codePointAt(0) ?? 0);
      }
    }
  }
  return points;
}

describe('the subset of Noto Sans Arabic served to Arabic pages', () => {
  it('is what scripts/subsetNotoArabic.mjs writes from the installed font, and much smaller', async () => {
    const committed = readFileSync(arabicSubsetFile);
    const fresh: Buffer = await subsetNotoArabic();
    expect(Buffer.compare(fresh, committed), 'src/fonts/noto-sans-arabic-wght.woff2 is stale').toBe(0);
    const original = readFileSync(
      require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
    );
    expect(committed.length).toBeLessThan(original.length * 0.5);
    // Subsetting a variable font is seconds of CPU: 15 s at load 28 once, against Vitest's default limit of 5 s.
  }, 30_000);

  it('holds every Arabic character of the site’s Arabic catalogues', () => {
    const used = [...catalogueCodePoints()].filter((point) => (point >= 0x600 && point <= 0x6ff) || point >= 0xfb50);
    expect(used.length, 'the catalogues hold Arabic').toBeGreaterThan(20);
    expect(used.filter((point) => !arabicCodePoints.includes(point)).map((point) => point.toString(16))).toEqual([]);
  });

  it('is declared for exactly the characters it holds, its Latin in two files of its own', () => {
    const css = readFileSync(new URL('../fontsArabic.css', import.meta.url), 'utf8');
    const faces = [...css.matchAll(/src: url\("([^"]+)"\)[^;]*;\s*unicode-range:([^;]+);/g)].map(([, file, range]) => [
      file,
      codePointsOf(range ?? ''),
    ]);
    expect(faces).toEqual([
      ['./fonts/noto-sans-arabic-wght.woff2', arabicCodePoints],
      ['./fonts/noto-sans-arabic-latin-core-wght.woff2', latinCoreCodePoints],
      ['./fonts/noto-sans-arabic-latin-rest-wght.woff2', latinRestCodePoints],
    ]);
    // Between them every Latin character of the family, each in one file only.
    expect([...latinCoreCodePoints, ...latinRestCodePoints].sort((a, b) => a - b)).toEqual(latinCodePoints);
  });

  it("draws the Arabic pages' Latin words, digits and punctuation from the same family, in a few kilobytes", async () => {
    const committed = readFileSync(arabicLatinFile);
    const fresh: Buffer = await subsetNotoArabicLatin();
    expect(Buffer.compare(fresh, committed), 'src/fonts/noto-sans-arabic-latin-core-wght.woff2 is stale').toBe(0);
    const rest = readFileSync(arabicLatinRestFile);
    const freshRest: Buffer = await subsetNotoArabicLatin(latinRestCodePoints);
    expect(Buffer.compare(freshRest, rest), 'src/fonts/noto-sans-arabic-latin-rest-wght.woff2 is stale').toBe(0);
    // The preloaded file: the Arabic pages' fonts within a few kilobytes of Inter's on an English page.
    expect(committed.length).toBeLessThan(10_500);
    // Every other character of the Arabic catalogues: so an Arabic page needs no second family.
    const others = [...catalogueCodePoints()].filter(
      (point) => !arabicCodePoints.includes(point) && !(point >= 0x2066 && point <= 0x2069),
    );
    expect(others.filter((point) => !latinCodePoints.includes(point)).map((point) => point.toString(16))).toEqual([]);
  }, 30_000);
});
