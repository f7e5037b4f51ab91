import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/**
 * No text of the site shows in English on an Arabic page. The messages are collected from the code
 * itself (what `lingui extract` would write), so a text added without running `npm run i18n:extract` counts
 * as well, and each must have an Arabic translation in its area's catalogue (src/locales/ar/*.po).
 */
const config = getConfig({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) });
const catalogs = await getCatalogs(config);

describe('the Arabic catalogues', () => {
  it('cover the six areas of lingui.config.ts', () => {
    expect(catalogs.map((catalog) => catalog.path.split('/').at(-1)).sort()).toEqual([
      'account',
      'booking',
      'customer',
      'pages',
      'services',
      'shell',
    ]);
  });

  for (const catalog of catalogs) {
    const area = catalog.path.split('/').at(-1);
    it(`translate every message of the code in ${area}`, { timeout: 60_000 }, async () => {
      const inCode = await catalog.collect();
      expect(inCode, 'no message found: the catalogue would pass without looking at anything').toBeTruthy();
      const arabic = await catalog.read('ar');
      const missing = Object.entries(inCode ?? {})
        .filter(([id]) => !arabic?.[id]?.translation?.trim())
        .map(([, entry]) => entry.message);
      expect(missing, `English messages without Arabic in src/locales/ar/${area}.po`).toEqual([]);
    });
  }

  it('give one English text one Arabic text, whatever the area (one name for one thing)', async () => {
    const arabicOf = new Map<string, Set<string>>();
    for (const catalog of catalogs) {
      const arabic = (await catalog.read('ar')) ?? {};
      for (const entry of Object.values(arabic)) {
        if (!entry.message || entry.context || !entry.translation?.trim()) continue;
        const seen = arabicOf.get(entry.message) ?? new Set<string>();
        seen.add(entry.translation);
        arabicOf.set(entry.message, seen);
      }
    }
    expect(arabicOf.size, 'no translation read: the check would pass without looking at anything').toBeGreaterThan(100);
    const twice = [...arabicOf].filter(([, texts]) => texts.size > 1).map(([english, texts]) => [english, [...texts]]);
    expect(twice, 'English texts translated differently in two areas').toEqual([]);
  });
});
