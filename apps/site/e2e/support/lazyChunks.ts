import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lazyOnly } from '../../scripts/lib/initialLoad';

/**
 * The built JS files ('/assets/…js') holding code that must load on demand (supabase-js, the chat panel,
 * the date picker, XState, admin code), with the group each belongs to; for `route`, only the groups that must
 * not load with that page. Read from dist/.vite/chunk-modules.json.
 */
export function lazyOnlyFiles(distDir: string, route?: string): Map<string, string> {
  const chunks = JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const files = new Map<string, string>();
  for (const [file, modules] of Object.entries(chunks)) {
    const code = modules.filter((module) => !module.endsWith('.css'));
    for (const group of lazyOnly) {
      if (route !== undefined && group.except?.(route)) continue;
      if (code.some(group.test)) files.set(`/${file}`, group.label);
    }
  }
  return files;
}

/** The built JS files ('/assets/…js') holding a module that `holds` accepts (dist/.vite/chunk-modules.json). */
export function filesHolding(distDir: string, holds: (module: string) => boolean): Set<string> {
  const chunks = JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return new Set(
    Object.entries(chunks)
      .filter(([, modules]) => modules.some(holds))
      .map(([file]) => `/${file}`),
  );
}
