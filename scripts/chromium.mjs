// Finds a Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's cache. The benchmarks measure
// with the whole browser, as a phone runs it; the tests prefer the headless shell (findTestChromium).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    const dirs = readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse();
    for (const d of dirs) {
      for (const rel of [
        'chrome-linux64/chrome',
        'chrome-linux/chrome',
        'chrome-headless-shell-linux64/chrome-headless-shell',
      ]) {
        const p = join(cache, d, rel);
        if (existsSync(p)) return p;
      }
    }
  }
  return undefined;
}

/**
 * The browser for the story and end-to-end tests: $CHROMIUM_PATH, then Debian's chromium-headless-shell (the old
 * headless mode, without the whole browser's user interface and services behind the page: the end-to-end tests took
 * about 40 % less time and CPU in it, same screenshots, docs/testing.md), then the whole browser.
 */
export function findTestChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(headlessShell)) return headlessShell;
  return findChromium();
}

export const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * Flags that work on our machines (docs/decisions.md, Tooling and tests): no sandbox as root, no background network.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
