import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script, shared with `npm run fonts:subset`
import { latinCodePoints, subsetFile, subsetInter } from '../../scripts/subsetInter.mjs';
import { codePointsOf } from './codePoints';

const require = createRequire(import.meta.url);

/** A descriptor (`unicode-range`, `font-weight`, …) of the @font-face rule whose source is `fontFile`. */
function descriptorOf(css: string, fontFile: string, name: string): string {
  const face = css.split('@font-face').find((block) => block.includes(fontFile));
  const value = face?.match(new RegExp(`${name}:([^;]+);`))?.[1];
  if (!value) throw new Error(`no @font-face with a ${name} for ${fontFile}`);
  return value.trim().replaceAll('"', "'");
}

describe('the subset of Inter served for the first paint', () => {
  it('is what scripts/subsetInter.mjs writes from the installed font (when not, run `node packages/ui/scripts/subsetInter.mjs`)', async () => {
    const committed = readFileSync(subsetFile);
    const fresh: Buffer = await subsetInter();
    expect(Buffer.compare(fresh, committed), 'src/fonts/inter-latin-wght.woff2 is stale').toBe(0);
    const original = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
    expect(committed.length).toBeLessThan(original.length * 0.7);
    // Subsetting a variable font is seconds of CPU on a busy machine (5.8 s at load 10 once).
  }, 30_000);

  const ours = readFileSync(new URL('../fonts.css', import.meta.url), 'utf8');
  const theirs = readFileSync(require.resolve('@fontsource-variable/inter/wght.css'), 'utf8');

  it('replaces the latin face of the npm font: same descriptors, so a browser never fetches both', () => {
    for (const name of ['font-family', 'font-style', 'font-weight']) {
      expect(descriptorOf(ours, 'inter-latin-wght.woff2', name), name).toBe(
        descriptorOf(theirs, 'inter-latin-wght-normal.woff2', name),
      );
    }
  });

  it('covers exactly the characters its @font-face declares, which are those of the face it replaces', () => {
    const declared = codePointsOf(descriptorOf(ours, 'inter-latin-wght.woff2', 'unicode-range'));
    const replaced = codePointsOf(descriptorOf(theirs, 'inter-latin-wght-normal.woff2', 'unicode-range'));
    // U+FEFF and U+FFFD are in the range but have no glyph in Inter: subsetting them would be a no-op.
    const withGlyphs = (points: number[]) => points.filter((point) => point !== 0xfeff && point !== 0xfffd);
    expect(declared).toEqual(replaced);
    expect(withGlyphs(declared).filter((point) => point >= 0x20 && !(point > 0x7e && point < 0xa0))).toEqual(
      [...latinCodePoints].sort((a, b) => a - b),
    );
  });
});
