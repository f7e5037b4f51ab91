/**
 * `npm run i18n:translate -- <file.json>…`: brings the catalogues up to date with the code
 * (`lingui extract --clean`) and writes the given translations into src/locales/ar/*.po. Each JSON file maps
 * an English message exactly as the catalogue has it (placeholders such as `{0}` or `{name}` included) to its
 * Arabic. Then it lists what each Arabic catalogue still lacks. With no file, it extracts and lists.
 *
 * Several people may translate at once: the whole run holds a lock (/tmp/sparkle-i18n.lock, via mkdir), so
 * no run reads a catalogue while another writes it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { siteDir } from '../e2e/support/env';

const lock = '/tmp/sparkle-i18n.lock';
const localesDir = join(siteDir, 'src', 'locales');

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 600) throw new Error(`${lock} held for 10 minutes: remove it if no run is going on`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

type Catalog = Record<string, { message?: string; translation?: string; [key: string]: unknown }>;

await withLock(async () => {
  const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { cwd: siteDir, encoding: 'utf8' });
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr);
    process.exit(1);
  }
  const translations: Record<string, string> = {};
  for (const file of process.argv.slice(2).filter((arg) => arg !== '--')) {
    Object.assign(translations, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  const po = formatter({ origins: true, lineNumbers: false });
  const used = new Set<string>();
  for (const file of readdirSync(join(localesDir, 'ar')).filter((name) => name.endsWith('.po'))) {
    const path = join(localesDir, 'ar', file);
    const context = { locale: 'ar', sourceLocale: 'en', filename: path };
    const catalog = (await po.parse(readFileSync(path, 'utf8'), context)) as Catalog;
    const missing: string[] = [];
    for (const entry of Object.values(catalog)) {
      const english = entry.message ?? '';
      if (english in translations) {
        entry.translation = translations[english];
        used.add(english);
      }
      if (!entry.translation) missing.push(english);
    }
    writeFileSync(path, await po.serialize(catalog as never, { ...context, existing: readFileSync(path, 'utf8') }));
    console.log(`${file}: ${Object.keys(catalog).length} messages, ${missing.length} without Arabic`);
    for (const english of missing) console.log(`  - ${JSON.stringify(english)}`);
  }
  const unused = Object.keys(translations).filter((english) => !used.has(english));
  if (unused.length > 0) {
    console.log(`Given but in no catalogue (check the English is exactly the message's):`);
    for (const english of unused) console.log(`  ? ${JSON.stringify(english)}`);
  }
});
