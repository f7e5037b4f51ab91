import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inlinedSheetsAttribute, type ModulePlan } from '../../src/loading/protocol';
import { manifestKeyOfFile, readViteManifest, staticClosure } from './viteManifest';

/** What the browser fetches for a page before it is interactive: the files its HTML names, and their imports. */
export interface InitialLoad {
  /** '/about', or '/404' for dist/404.html. */
  route: string;
  /** The page's HTML file in dist/. */
  html: string;
  js: string[];
  css: string[];
}

const loaderCall = /\(window,document,(\{.*?\})\)/;

/**
 * Files a prerendered page loads: the modules its script loader names (scripts/lib/pageDocument.ts: the entry,
 * then the page's modules), any module script or module preload in its HTML, and its stylesheets: linked ones and
 * those its inline `<style>` names as inlined (`data-sheets`).
 */
export function filesNamedByHtml(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  // The minified loader's call, `(window,document,{…plan})`: without it the lazy-loading checks would read no
  // modules and pass, so a page without it is an error.
  const loaded = loaderCall.exec(html)?.[1];
  if (!loaded)
    throw new Error(
      `initialLoad: no script loader call ${loaderCall} in the page (src/loading/boot/loadScripts.ts compiled by scripts/lib/bootScripts.ts)`,
    );
  const modules = JSON.parse(loaded) as Pick<ModulePlan, 'preload' | 'sequence'>;
  for (const url of [...modules.sequence, ...modules.preload]) js.add(url.replace(/^\//, ''));
  const inlined = new RegExp(`<style\\b[^>]*\\b${inlinedSheetsAttribute}="([^"]*)"`).exec(html)?.[1] ?? '';
  for (const url of inlined.split(' ').filter(Boolean)) css.add(url.replace(/^\//, ''));
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url?.startsWith('/')) continue;
    const file = url.replace(/^\//, '').replace(/[?#].*$/, '');
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.add(file);
    else if (/rel="modulepreload"/.test(tag)) js.add(file);
    else if (/rel="stylesheet"/.test(tag)) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Every prerendered page in dist/ with the route it serves. */
export function prerenderedPages(distDir: string): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) walk(join(dir, entry.name));
      else if (entry.name === 'index.html') {
        const route = `/${relative(distDir, dir).split('\\').join('/')}`.replace(/\/$/, '') || '/';
        pages.push({ route, file: join(dir, entry.name) });
      }
    }
  };
  walk(distDir);
  if (existsSync(join(distDir, '404.html'))) pages.push({ route: '/404', file: join(distDir, '404.html') });
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The initial load of each prerendered page: named files plus their static imports in the Vite manifest. */
export function initialLoads(distDir: string): InitialLoad[] {
  const manifest = readViteManifest(distDir);
  const keyOf = manifestKeyOfFile(manifest);
  return prerenderedPages(distDir).map(({ route, file }) => {
    const named = filesNamedByHtml(readFileSync(file, 'utf8'));
    const keys = named.js.map((js) => keyOf.get(js)).filter((key): key is string => key !== undefined);
    const closure = staticClosure(manifest, keys);
    const js = [...new Set([...named.js, ...closure.js])];
    const css = [...new Set([...named.css, ...closure.css])];
    return { route, html: file, js, css };
  });
}

/** Code that must never be part of a public page's initial load (the lazy-loading requirement). */
export const lazyOnly: { label: string; test: (module: string) => boolean; except?: (route: string) => boolean }[] = [
  { label: 'supabase-js', test: (module) => module.startsWith('@supabase/') },
  { label: 'chat panel', test: (module) => /ChatPanel/.test(module) },
  { label: 'date picker', test: (module) => /DatePicker|react-day-picker/.test(module) },
  {
    // The public forms are islands that hydrate once used (src/loading/island.tsx); the sign-in pages, the private
    // manage-booking and review pages, the crew's pages and the back office run theirs with the page.
    label: 'statecharts (XState)',
    test: (module) => /[\\/](@xstate[\\/]react|xstate)[\\/]/.test(module),
    except: (route) =>
      ['/auth', '/admin', '/booking/', '/review/', '/crew'].some((prefix) =>
        route.replace(/^\/ar(?=\/|$)/, '').startsWith(prefix),
      ),
  },
  {
    label: 'admin code',
    // The routes' eager parts (paths, heads, the guard) are in the router; their components, the back office's
    // code, TanStack Query and the chart library must not be on any public page.
    test: (module) =>
      /apps\/site\/src\/(routes\/_site\/admin(\.tsx|\/[^?]*)\?tsr-split|features\/admin\/)|@tanstack\/(react-)?query|[\\/]recharts[\\/]/.test(
        module,
      ),
    // The cleaner's day keeps its jobs and queued changes with TanStack Query: the crew's pages, never a public one.
    except: (route) => {
      const path = route.replace(/^\/ar(?=\/|$)/, '');
      return path === '/admin' || path.startsWith('/admin/') || path === '/crew' || path.startsWith('/crew/');
    },
  },
  {
    // A customer's pages load their code and their Arabic once the session (or the link's token) is known: not even
    // /account's own first load carries them.
    label: 'account code',
    test: (module) => /apps\/site\/src\/features\/account\/|locales\/ar\/customer\.po/.test(module),
  },
];

/** For each lazy-only group, the modules of it that a page's initial JS contains. */
export function lazyViolations(distDir: string, load: InitialLoad): { label: string; modules: string[] }[] {
  const file = join(distDir, '.vite', 'chunk-modules.json');
  const chunkModules = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  // Style sheets are counted in the CSS columns; this is about code (.css.ts modules still count).
  const modules = load.js.flatMap((js) => chunkModules[js] ?? []).filter((module) => !module.endsWith('.css'));
  return lazyOnly
    .filter((group) => !group.except?.(load.route))
    .map((group) => ({ label: group.label, modules: [...new Set(modules.filter(group.test))] }))
    .filter((violation) => violation.modules.length > 0);
}
