import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export function readViteManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
export interface ChunkClosure {
  /** JS files, the chunk's own first. */
  js: string[];
  css: string[];
}

export function staticClosure(manifest: ViteManifest, keys: readonly string[]): ChunkClosure {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/** The manifest key of the chunk built from a file ('assets/main-X.js' → 'src/main.tsx'). */
export function manifestKeyOfFile(manifest: ViteManifest): Map<string, string> {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
}

/**
 * TanStack's route id of a file in src/routes, by the file-based routing conventions we use:
 * '__root.tsx' → '__root__', '_site.tsx' → '/_site', '_site/index.tsx' → '/_site/', 'auth.tsx' → '/auth',
 * 'posts/route.tsx' → '/posts', 'posts.$id.tsx' → '/posts/$id'.
 */
export function routeIdOfFile(fileInRoutes: string): string | undefined {
  const withoutExt = fileInRoutes.replace(/\.[cm]?[jt]sx?$/, '');
  if (withoutExt === '__root') return '__root__';
  const segments = withoutExt.split(/[/.]/);
  if (segments.some((segment) => segment.startsWith('-'))) return undefined;
  const last = segments.at(-1);
  if (last === 'index') return `/${segments.slice(0, -1).join('/')}/`.replace(/^\/\/$/, '/');
  if (last === 'route') return `/${segments.slice(0, -1).join('/')}`;
  return `/${segments.join('/')}`;
}

/** The code-split chunks of each route ('src/routes/_site/about.tsx?tsr-split=component' → '/_site/about'). */
export function routeChunks(manifest: ViteManifest): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = /^src\/routes\/(.+?)\?tsr-split=/.exec(key);
    const routeId = match?.[1] ? routeIdOfFile(match[1]) : undefined;
    if (!routeId) continue;
    byRoute.set(routeId, [...(byRoute.get(routeId) ?? []), key]);
  }
  return byRoute;
}
