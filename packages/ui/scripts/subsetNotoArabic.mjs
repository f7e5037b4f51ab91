// Writes src/fonts/noto-sans-arabic-wght.woff2: the Arabic file of @fontsource-variable/noto-sans-arabic (SIL Open
// Font License), subset for Arabic pages: the letters, marks, digits and punctuation that Arabic as
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
/**
 * The family's own Latin letters, digits and punctuation (its latin file's, ASCII and a few more), for Arabic pages,
 * in two files: the characters the Arabic pages show (preloaded) and the rest (fetched only when one is drawn).
 */
export const arabicLatinFile = join(here, '..', 'src', 'fonts', 'noto-sans-arabic-latin-core-wght.woff2');
export const arabicLatinRestFile = join(here, '..', 'src', 'fonts', 'noto-sans-arabic-latin-rest-wght.woff2');
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2');
const latinSource = require.resolve(
  '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2',
);

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

/**
 * Everything else an Arabic page writes, from the same family: the space, Western digits (ar-AE writes them: '24
 * ساعة', '+971 4 …'), ASCII punctuation and symbols, and the Latin letters (its few Latin words, an e-mail, a web
 * address, the 'English' of the language switch, a name typed in Latin letters), with the no-break space, '©', the
 * middle dot (between the parts of a line: 'team · saved at'), '×', dashes, quotes, the bullet and the ellipsis. So an Arabic page needs this face alone: with Inter for these, its largest paint waited for a
 * third font file (Inter's 29 KB, asked for by the first layout), and when Inter came late the lines moved.
 */
export const latinCodePoints = [
  ...range(0x20, 0x7e),
  0xa0,
  0xa9,
  0xb7,
  0xd7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
];
/**
 * The part of `latinCodePoints` the prerendered Arabic pages draw, in the file they preload: the space, digits,
 * the punctuation they write ('(', '+971', '24/7', '@', '©'…) and the Latin letters of their Latin words: the brand
 * ('SparkleClean Dubai'), the e-mail and web addresses, the language switch's 'English', the gallery's 'JPG, PNG,
 * WebP, GIF', the reviews' authors and initials, the ellipsis (a file field's hidden label ends with one), and the
 * middle dot that parts the cleaner's day's subtitle, drawn in that page's first paint. The
 * other Latin characters (in a name a visitor types) come
 * from a second file, which the browser fetches only when it draws one of them (unicode-range). About 10 KB, not 15.
 */
export const latinCoreCodePoints = [
  ...' !%()*+,-./0123456789:@CDEFGIJMNPSTWabcdefghiklmnoprsuvwxy\u00a0\u00a9\u00b7\u2026',
].map((character) => character.codePointAt(0));
export const latinRestCodePoints = latinCodePoints.filter((point) => !latinCoreCodePoints.includes(point));

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

/** The family's Latin file cut to `points`: the Arabic pages' core (default) or the rest. */
export async function subsetNotoArabicLatin(points = latinCoreCodePoints) {
  return subsetFont(readFileSync(latinSource), String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    keepFeatures: ['kern', 'rvrn', 'locl', 'liga', 'calt', 'ccmp', 'mark', 'mkmk'],
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fonts = [
    [arabicSubsetFile, await subsetNotoArabic()],
    [arabicLatinFile, await subsetNotoArabicLatin()],
    [arabicLatinRestFile, await subsetNotoArabicLatin(latinRestCodePoints)],
  ];
  let stale = false;
  for (const [file, font] of fonts) {
    if (process.argv.includes('--check')) {
      const same = Buffer.compare(font, readFileSync(file)) === 0;
      stale ||= !same;
      console.log(same ? `${file} is up to date` : `${file} is stale: run the script`);
    } else {
      writeFileSync(file, font);
      console.log(`Wrote ${file} (${font.length} bytes)`);
    }
  }
  process.exit(stale ? 1 : 0);
}
