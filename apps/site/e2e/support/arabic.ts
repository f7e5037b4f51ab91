import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from './env';

/**
 * The Arabic the site's catalogues give for an English text (src/locales/ar/*.po), so that the Arabic tests
 * look for what the pages must show without copying the translations: `ar('Full Name')`. A message with
 * placeholders matches the English with any values and gives the Arabic with the same values
 * (`ar('About SparkleClean Dubai')` through `About {companyName}`). Throws when the catalogues have no Arabic
 * for it: the test then names the text that is missing.
 */
export function ar(english: string): string {
  const exact = catalogue().get(english);
  if (exact) return exact;
  for (const [template, arabic] of catalogue()) {
    if (!template.includes('{')) continue;
    const names: string[] = [];
    const pattern = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    const match = new RegExp(`^${pattern}$`).exec(english);
    if (!match) continue;
    return names.reduce((text, name, index) => text.split(`{${name}}`).join(match[index + 1] ?? ''), arabic);
  }
  throw new Error(`No Arabic in src/locales/ar/*.po for ${JSON.stringify(english)}`);
}

let cached: Map<string, string> | undefined;

/** msgid → msgstr of every Arabic catalogue (PO strings: quoted, possibly over several lines). */
function catalogue(): Map<string, string> {
  if (cached) return cached;
  cached = new Map();
  const dir = join(siteDir, 'src', 'locales', 'ar');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const entry of text.split(/\n\n+/)) {
      const id = poString(entry, 'msgid');
      const str = poString(entry, 'msgstr');
      if (id && str) cached.set(id, str);
    }
  }
  return cached;
}

function poString(entry: string, keyword: 'msgid' | 'msgstr'): string | undefined {
  const match = new RegExp(`^${keyword} ((?:".*"\\n?)+)`, 'm').exec(entry);
  if (!match?.[1]) return undefined;
  return match[1]
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');
}
