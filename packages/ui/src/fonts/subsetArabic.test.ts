import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script
import { arabicCodePoints, arabicSubsetFile, subsetNotoArabic } from '../../scripts/subsetNotoArabic.mjs';
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

  it('is declared for exactly the characters it holds', () => {
    const css = readFileSync(new URL('../fontsArabic.css', import.meta.url), 'utf8');
    const range = css.match(/unicode-range:([^;]+);/)?.[1] ?? '';
    expect(codePointsOf(range)).toEqual(arabicCodePoints);
    expect(css).toContain('./fonts/noto-sans-arabic-wght.woff2');
  });
});
