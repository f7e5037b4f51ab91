import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteDir } from '../../e2e/support/env';
import { messageIdsIn, missingMessages, pageCatalogues, pageCatalogueTag, tableReaders } from './pageCatalogue';

// The whole Arabic catalogue of the fixture, and built code that uses its messages as the Lingui macros leave them.
const whole = {
  heading: ['حجزك'],
  follow: ['تابعونا'],
  send: ['إرسال'],
  error: ['خطأ'],
  about: ['من نحن'],
  quoted: ['قال \'نعم\' \\ "لا"'],
};
const uses = (...ids: string[]) => ids.map((id) => `a._({id:\`${id}\`,message:[\`English\`]});`).join('');

// The entry imports every route's chunk on demand; the home page's route has an island (the footer), which reads
// the tables (machineMessages); the about page's route does not.
const manifest = {
  'src/main.tsx': {
    file: 'assets/main.js',
    isEntry: true,
    dynamicImports: [
      'src/routes/index.tsx?tsr-split=component',
      'src/routes/about.tsx?tsr-split=component',
      'src/locales/ar.ts',
    ],
  },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/index.js',
    imports: ['src/main.tsx'],
    dynamicImports: ['src/features/Footer.island.tsx'],
  },
  'src/routes/about.tsx?tsr-split=component': { file: 'assets/about.js', imports: ['src/main.tsx'] },
  'src/features/Footer.island.tsx': { file: 'assets/footer.js', imports: ['src/main.tsx'] },
  'src/locales/ar.ts': { file: 'assets/ar.js', dynamicImports: ['src/locales/arTables.ts'] },
  'src/locales/arTables.ts': { file: 'assets/tables.js' },
};
const code = {
  'assets/main.js': uses('heading', 'quoted'),
  'assets/index.js': '',
  'assets/about.js': uses('about', 'notArabic'),
  'assets/footer.js': uses('follow', 'send'),
  'assets/ar.js': '',
  'assets/tables.js': `export const arabicTables = { fixture: true }; /* ${uses('error')} */`,
};

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'page-catalogue-'));
  mkdirSync(join(distDir, '.vite'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(distDir, '.vite', 'chunk-modules.json'),
    JSON.stringify({ 'assets/footer.js': ['apps/site/src/i18n/machineMessages.ts'] }),
  );
  for (const [file, text] of Object.entries(code)) writeFileSync(join(distDir, file), text);
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

type PartModule = {
  messages: Record<string, unknown>;
  rest: () => Promise<{ messages: Record<string, unknown> }>;
  arabicTables?: unknown;
};
const moduleAt = async (url: string) => (await import(join(distDir, url))) as PartModule;

describe("an Arabic page's files of the catalogue", () => {
  it('a part with the messages its first load uses, naming the rest: its islands and their tables, not other routes', async () => {
    const home = pageCatalogues(distDir, 'ar', whole).write(['/assets/main.js', '/assets/index.js']);
    expect(home.part).toMatch(/^\/assets\/ar-[\w-]{10}\.js$/);
    const part = await moduleAt(home.part);
    expect(part.messages).toEqual({ heading: ['حجزك'], quoted: whole.quoted });
    expect((await part.rest()).messages).toEqual({ follow: ['تابعونا'], send: ['إرسال'], error: ['خطأ'] });
    expect(home.later.sort()).toEqual(['assets/footer.js', 'assets/index.js', 'assets/main.js', 'assets/tables.js']);
  });

  it('without the tables where no code reads them; ids the catalogue lacks (English only) are left out', async () => {
    const about = pageCatalogues(distDir, 'ar', whole).write(['/assets/main.js', '/assets/about.js']);
    const part = await moduleAt(about.part);
    expect(part.messages).toEqual({ heading: ['حجزك'], quoted: whole.quoted, about: ['من نحن'] });
    expect((await part.rest()).messages).toEqual({});
  });

  it("has the tables, preloaded with it, when the page's first render reads them", async () => {
    const page = pageCatalogues(distDir, 'ar', whole).write(['/assets/main.js', '/assets/footer.js']);
    expect(page.preload).toEqual(['/assets/tables.js']);
    const part = (await moduleAt(page.part)) as PartModule & { arabicTables: unknown };
    expect(part.messages).toEqual({
      heading: ['حجزك'],
      quoted: whole.quoted,
      follow: ['تابعونا'],
      send: ['إرسال'],
      error: ['خطأ'],
    });
    expect(part.arabicTables).toEqual({ fixture: true });
    expect(
      (await moduleAt(pageCatalogues(distDir, 'ar', whole).write(['/assets/main.js']).part)).arabicTables,
    ).toBeUndefined();
  });

  it('is one file for the pages that use the same messages, named in the head for src/locales/ar.ts', () => {
    const parts = pageCatalogues(distDir, 'ar', whole);
    const first = parts.write(['/assets/main.js', '/assets/index.js']).part;
    expect(parts.write(['/assets/index.js', '/assets/main.js']).part).toBe(first);
    expect(readFileSync(join(distDir, first), 'utf8')).toContain('حجزك');
    expect(pageCatalogueTag(first)).toBe(`<meta name="sparkle-catalogue" content="${first}">`);
  });
});

describe('missingMessages', () => {
  it('names the ids the built code uses that the files lack, as the build (renderSite.ts) fails on them', () => {
    const home = pageCatalogues(distDir, 'ar', whole).write(['/assets/main.js', '/assets/index.js']);
    expect(missingMessages(distDir, home.first, [home.part], whole)).toEqual([]);
    expect(missingMessages(distDir, home.later, [home.part], whole)).toEqual(['error', 'follow', 'send']);
    expect(missingMessages(distDir, home.later, [home.part, home.rest], whole)).toEqual([]);
  });

  it('reads the ids as the macros leave them in built code, with any quotes', () => {
    expect(messageIdsIn('t._({id:"a1",message:["x"]});t._({id:`b/2`,message:[`y`],values:{}});({id:"c"})')).toEqual([
      'a1',
      'b/2',
    ]);
  });
});

describe('tableReaders', () => {
  it("are the site's modules that read the language's tables", () => {
    const src = join(siteDir, 'src');
    const readers = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && statSync(join(src, file)).isFile())
      .filter((file) => readFileSync(join(src, file), 'utf8').includes('localeTables()'))
      .map((file) => `src/${file}`)
      .filter((file) => file !== 'src/i18n/i18n.ts');
    expect(readers.sort()).toEqual([...tableReaders].sort());
  });
});
