// Writes src/fonts/noto-sans-arabic-wght.woff2: the Arabic file of @fontsource-variable/noto-sans-arabic (SIL Open
// Font License), subset for Arabic pages (issue 13): the Arabic letters, marks and punctuation of the basic
// Arabic block and the presentation forms a browser may be given, without the extended letters of other languages
// written in Arabic script (Urdu, Persian…: those characters fall back to the system's font); the weight axis cut
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
/** As fontsArabic.css's unicode-range: U+0600-06FF, U+200C-200E, U+2010-2011, U+FE70-FE74, U+FE76-FEFC. */
export const arabicCodePoints = [
  ...range(0x600, 0x6ff),
  ...range(0x200c, 0x200e),
  ...range(0x2010, 0x2011),
  ...range(0xfe70, 0xfe74),
  ...range(0xfe76, 0xfefc),
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
