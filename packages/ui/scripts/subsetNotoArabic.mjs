// Writes src/fonts/noto-sans-arabic-wght.woff2: the Arabic file of @fontsource-variable/noto-sans-arabic (SIL Open
// Font License), subset for Arabic pages (issue 13): the letters, marks, digits and punctuation that Arabic as
// written in the UAE uses, without the extended letters of other languages written in Arabic script (Urdu,
// Persian…) or the presentation forms (those characters fall back to the system's font); the weight axis cut
// to the weights the tokens use (400-800); the OpenType features a browser applies by default, which Arabic
// shaping needs (init, medi, fina, isol, rlig, …). fontsArabic.css declares exactly these characters.
//
//   node packages/ui/scripts/subsetNotoArabic.mjs           write the file
//   node packages/ui/scripts/subsetNotoArabic.mjs --check   exit 1 if the committed file is not what this writes
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = dirname(fileURLToPath(import.meta.url));
export const arabicSubsetFile = join(here, '..', 'src', 'fonts', 'noto-sans-arabic-wght.woff2');
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
/**
 * As fontsArabic.css's unicode-range: the Arabic letters and marks (U+0621-0652: hamza to sukun, with tatweel),
 * the Arabic comma, semicolon and question mark, the Arabic-Indic digits and signs (U+0660-066D), the superscript
 * alef, and the joiners and marks of bidirectional text. Every character of the site's Arabic catalogues is among
 * them (src/fonts/subsetArabic.test.ts); letters of other languages written in Arabic script are not.
 */
export const arabicCodePoints = [
  0x60c,
  0x61b,
  0x61f,
  ...range(0x621, 0x652),
  ...range(0x660, 0x66d),
  0x670,
  ...range(0x200c, 0x200e),
  ...range(0x2010, 0x2011),
];

const arabicFeatures = [
  'ccmp',
  'locl',
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'calt',
  'liga',
  'clig',
  'mark',
  'mkmk',
  'kern',
  'curs',
  'rvrn',
];

export async function subsetNotoArabic() {
  return subsetFont(readFileSync(source), String.fromCodePoint(...arabicCodePoints), {
    targetFormat: 'woff2',
    keepFeatures: arabicFeatures,
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetNotoArabic();
  if (process.argv.includes('--check')) {
    const same = Buffer.compare(font, readFileSync(arabicSubsetFile)) === 0;
    console.log(
      same ? 'noto-sans-arabic-wght.woff2 is up to date' : 'noto-sans-arabic-wght.woff2 is stale: run the script',
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(arabicSubsetFile, font);
  console.log(`Wrote ${arabicSubsetFile} (${font.length} bytes)`);
}
