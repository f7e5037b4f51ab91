import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageCatalogues, pageCatalogueTag } from './pageCatalogue';

// Two messages of the real Arabic catalogue and the files it says they are written in.
const yourBooking = generateMessageId('Your Booking'); // src/lib/pageHeads.ts
const followUs = generateMessageId('Follow us'); // src/features/layout/footerContent.ts
const whole = { [yourBooking]: ['حجزك'], [followUs]: ['تابعونا'], other: ['…'] };

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'page-catalogue-'));
  mkdirSync(join(distDir, '.vite'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, '.vite', 'chunk-modules.json'),
    JSON.stringify({
      'assets/main-x.js': ['apps/site/src/lib/pageHeads.ts', 'apps/site/src/main.tsx'],
      'assets/footer.js': ['apps/site/src/features/layout/footerContent.ts?used'],
    }),
  );
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const partAt = async (url: string) => (await import(join(distDir, url))) as { messages: Record<string, unknown> };

describe("an Arabic page's part of the catalogue", () => {
  it('holds the Arabic of the messages written in the modules the page loads at first, and no other', async () => {
    const parts = pageCatalogues(distDir, 'ar', whole);
    const home = parts.write(['/assets/main-x.js']);
    expect(home).toMatch(/^\/assets\/ar-[\w-]{10}\.js$/);
    expect((await partAt(home)).messages).toEqual({ [yourBooking]: ['حجزك'] });
    const withFooter = parts.write(['/assets/main-x.js', '/assets/footer.js']);
    expect((await partAt(withFooter)).messages).toEqual({ [yourBooking]: ['حجزك'], [followUs]: ['تابعونا'] });
  });

  it('is one file for the pages that load the same modules, named in the head for src/locales/ar.ts', () => {
    const parts = pageCatalogues(distDir, 'ar', whole);
    const first = parts.write(['/assets/main-x.js']);
    expect(parts.write(['/assets/main-x.js', '/assets/unknown.js'])).toBe(first);
    expect(readFileSync(join(distDir, first), 'utf8')).toContain('حجزك');
    expect(pageCatalogueTag(first)).toBe(`<meta name="sparkle-catalogue" content="${first}">`);
  });
});
