import type { Plugin } from 'vite';
import { describe, expect, test } from 'vitest';
import { type BuiltChunk, chunkPatterns, keepsName, keepsPreloads, unmatchedChunkPatterns } from './chunkNames.ts';

/** The chunks of today's build that the patterns read (the rest are shared chunks with hash names). */
const build: BuiltChunk[] = [
  { name: 'main', fileName: 'assets/main-D5VcbWJr.js' },
  { name: 'warm', fileName: 'assets/warm-DcRdG8cv.js' },
  { name: 'react-dom', fileName: 'assets/react-dom-BAR4rN7E.js' },
  { name: 'router', fileName: 'assets/router-B58BzytG.js' },
  { name: 'rolldown-runtime', fileName: 'assets/rolldown-runtime-XKyaHtl9.js' },
  { name: 'SiteHeaderDrawer', fileName: 'assets/SiteHeaderDrawer-CqYxabMy.js' },
  { name: 'AccountMenu', fileName: 'assets/AccountMenu-DjSKI-zv.js' },
  { name: 'ChatEntry.island', fileName: 'assets/ChatEntry.island-Dobha2kF.js' },
  { name: 'Footer.section', fileName: 'assets/Footer.section-Q9xJdc5z.js' },
  { name: 'supabase', fileName: 'assets/Bx1_9aQe.js' },
];

/** Runs the plugin's check on `chunks` as the client build would. */
function generate(chunks: BuiltChunk[]) {
  const plugin = chunkPatterns() as Plugin & { generateBundle: (this: unknown, ...args: unknown[]) => void };
  const bundle = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, { type: 'chunk', ...chunk }]));
  const context = {
    environment: { config: { consumer: 'client' } },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  plugin.generateBundle.call(context, {}, bundle);
}

describe('chunk-name patterns', () => {
  test("every pattern matches a chunk of today's build", () => {
    expect(unmatchedChunkPatterns(build)).toEqual([]);
    expect(() => generate(build)).not.toThrow();
  });

  test('a renamed component fails the build, naming the pattern', () => {
    const renamed = build.map((chunk) =>
      chunk.name === 'AccountMenu' ? { name: 'UserMenu', fileName: 'assets/UserMenu-DjSKI-zv.js' } : chunk,
    );
    expect(() => generate(renamed)).toThrow(/'AccountMenu'/);
  });

  test('an emptied framework group fails the build, naming the group', () => {
    expect(() => generate(build.filter((chunk) => chunk.name !== 'router'))).toThrow(/framework group 'router'/);
  });

  test('a build without static sections fails, naming the suffix', () => {
    expect(() => generate(build.filter((chunk) => !chunk.name.endsWith('.section')))).toThrow(/'\.section'/);
  });

  test('the names keep the rules they stand for', () => {
    for (const name of ['react-dom', 'router', 'rolldown-runtime', 'AccountMenu', 'Footer.section', 'X.island'])
      expect(keepsName(name), name).toBe(true);
    for (const name of ['supabase', 'main', 'AccountMenuItems', 'island']) expect(keepsName(name), name).toBe(false);
    const entry = 'assets/main-D5VcbWJr.js';
    expect(keepsPreloads('assets/SiteHeaderDrawer-CqYxabMy.js', entry)).toBe(true);
    expect(keepsPreloads('assets/ChatEntry.island-Dobha2kF.js', entry)).toBe(true);
    expect(keepsPreloads('assets/Footer.section-Q9xJdc5z.js', 'assets/router-B58BzytG.js')).toBe(false);
    expect(keepsPreloads('assets/Bx1_9aQe.js', entry)).toBe(false);
    expect(keepsPreloads('assets/Bx1_9aQe.js', 'assets/Cd2_0bRf.js')).toBe(true);
  });
});
