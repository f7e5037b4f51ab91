import type { Plugin, Rolldown } from 'vite';
import { frameworkChunkGroups } from './frameworkChunks.ts';

/**
 * The chunk names the build's rules read (vite.config.ts), each as a pattern that must match a chunk of every
 * build: a component renamed (`AccountMenu` → `UserMenu`) or a framework group emptied would otherwise leave its rule
 * matching nothing, and the site would slow down quietly (a file with a hash name, a lazy part without its
 * preloads). `chunkPatterns()` fails the build naming the pattern instead.
 */

/** Chunks whose file keeps its name (`assets/[name]-[hash].js`): every page loads them, or a rule reads the name. */
export const namedChunks = ['react-dom', 'router', 'rolldown-runtime', 'SiteHeaderDrawer', 'AccountMenu'] as const;
/** Static sections' and islands' chunks keep their names too (`Footer.section`, `ChatEntry.island`). */
export const namedChunkSuffixes = ['section', 'island'] as const;
/**
 * Lazily loaded chunks whose imports are preloaded with them, where a press waits on the code: the phone menu's
 * drawer, the account menu, the chat launcher.
 */
export const preloadedChunks = ['SiteHeaderDrawer', 'AccountMenu', 'ChatEntry.island'] as const;
/** The entry's file, whose dynamic imports keep only their CSS in their preload lists. */
export const entryChunk = 'main';

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keepsNameTest = new RegExp(`^(${namedChunks.map(literally).join('|')})$|\\.(${namedChunkSuffixes.join('|')})$`);
const preloadedTest = new RegExp(
  preloadedChunks.map((name) => `${literally(name)}${name.includes('.') ? '-' : ''}`).join('|'),
);
const entryFileTest = new RegExp(`^assets/${literally(entryChunk)}-`);
const sectionFileTest = new RegExp(`\\.(${namedChunkSuffixes.join('|')})-`);

/** Whether a chunk's file keeps its name (vite.config.ts `chunkFileNames`). */
export function keepsName(chunkName: string): boolean {
  return keepsNameTest.test(chunkName);
}

/**
 * Whether the dynamic import of `file` from `hostId` preloads its JavaScript (vite.config.ts `modulePreload`): the
 * entry's imports, static sections and islands keep only their CSS, except the chunks named above.
 */
export function keepsPreloads(file: string, hostId: string): boolean {
  return preloadedTest.test(file) || !(entryFileTest.test(hostId) || sectionFileTest.test(file));
}

/** The chunk names and files of a build, as `chunkPatterns` reads them. */
export interface BuiltChunk {
  name: string;
  fileName: string;
}

/** Every pattern above that matches no chunk of the build, each with what it is for. */
export function unmatchedChunkPatterns(chunks: readonly BuiltChunk[]): string[] {
  const names = new Set(chunks.map((chunk) => chunk.name));
  const unmatched: string[] = [];
  for (const name of namedChunks)
    if (!names.has(name)) unmatched.push(`the chunk name '${name}' (namedChunks: its file keeps its name)`);
  for (const suffix of namedChunkSuffixes)
    if (![...names].some((name) => name.endsWith(`.${suffix}`)))
      unmatched.push(`the chunk-name suffix '.${suffix}' (namedChunkSuffixes)`);
  for (const name of preloadedChunks)
    if (!chunks.some((chunk) => chunk.fileName.startsWith(`assets/${name}-`)))
      unmatched.push(`the chunk name '${name}' (preloadedChunks: its imports are preloaded with it)`);
  if (!chunks.some((chunk) => entryFileTest.test(chunk.fileName)))
    unmatched.push(`the entry's file 'assets/${entryChunk}-…' (keepsPreloads)`);
  for (const group of frameworkChunkGroups)
    if (!names.has(group.name))
      unmatched.push(`the framework group '${group.name}' (${group.test}, vite-plugins/frameworkChunks.ts)`);
  return unmatched;
}

/** Fails the client build when a chunk-name pattern above matches no chunk. */
export function chunkPatterns(): Plugin {
  return {
    name: 'sparkle:chunk-patterns',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const unmatched = unmatchedChunkPatterns(chunks);
      if (unmatched.length > 0)
        this.error(
          `A chunk-name pattern of the build matches no chunk (vite-plugins/chunkNames.ts): ${unmatched.join('; ')}. ` +
            'Was a component or a package renamed? Update the pattern, or drop it if its chunk is gone.',
        );
    },
  };
}
