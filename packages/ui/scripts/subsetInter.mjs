// Writes src/fonts/inter-latin-wght.woff2: the latin file of @fontsource-variable/inter (SIL Open Font License),
// subset for the pages' first paint. Same characters as the original (the latin unicode-range), the weight axis
// cut to the weights the tokens use (400-800), and only the OpenType features a browser applies by default plus
// tabular figures (the date picker's `tabular-nums`), so text renders exactly as with the original file.
// 48 KB becomes about 29 KB: on a phone the font is part of the largest paint.
//
//   node packages/ui/scripts/subsetInter.mjs           write the file
//   node packages/ui/scripts/subsetInter.mjs --check   exit 1 if the committed file is not what this writes
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = dirname(fileURLToPath(import.meta.url));
export const subsetFile = join(here, '..', 'src', 'fonts', 'inter-latin-wght.woff2');
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** The latin unicode-range of @fontsource-variable/inter, as code points. */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
export const latinCodePoints = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x131,
  0x152,
  0x153,
  0x2bb,
  0x2bc,
  0x2c6,
  0x2da,
  0x2dc,
  0x304,
  0x308,
  0x329,
  ...range(0x2000, 0x206f),
  0x20ac,
  0x2122,
  0x2191,
  0x2193,
  0x2212,
  0x2215,
];

/** What Chromium, Firefox and Safari apply without being asked, and the one feature our styles ask for. */
const defaultFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];

export async function subsetInter() {
  return subsetFont(readFileSync(source), String.fromCodePoint(...latinCodePoints), {
    targetFormat: 'woff2',
    keepFeatures: defaultFeatures,
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetInter();
  if (process.argv.includes('--check')) {
    const same = Buffer.compare(font, readFileSync(subsetFile)) === 0;
    console.log(same ? 'inter-latin-wght.woff2 is up to date' : 'inter-latin-wght.woff2 is stale: run the script');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(subsetFile, font);
  console.log(`Wrote ${subsetFile} (${font.length} bytes)`);
}
