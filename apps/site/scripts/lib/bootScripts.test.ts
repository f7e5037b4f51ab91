import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  dataApiKeyAttribute,
  dataApiUrlAttribute,
  hydratedAttribute,
  interactEvent,
  modulesPlaceholder,
  pendingIslandSelector,
} from '../../src/loading/protocol';
import { bootScripts, compileBootScript } from './bootScripts';
import { finishPageDocument } from './pageDocument';

/**
 * The inlined bytes of the hand-written JavaScript the boot scripts replaced (minified as today): every page
 * carries them, and the TypeScript must compile to no more. `captureEarlyEvents` has grown since by what it does
 * (151 bytes: the rest of the events React replays, the click among them, stopped on the whole page until it has
 * hydrated), and is held to that; `fetchManagedBooking` and `drawKeptDay` were written in TypeScript, and are held
 * to their first sizes.
 */
const handWrittenBytes = {
  captureEarlyEvents: 1078,
  loadScripts: 1799,
  deferFrames: 600,
  fetchManagedBooking: 717,
  drawKeptDay: 504,
};

describe('the boot scripts, compiled for inlining', () => {
  test('are plain minified JavaScript with the protocol names written in, and no bigger than the hand-written', async () => {
    const scripts = await bootScripts();
    for (const [name, code] of Object.entries(scripts)) {
      expect(code, name).not.toMatch(/\bimport\b|\bexport\b|protocol/);
      expect(code.length, name).toBeLessThanOrEqual(handWrittenBytes[name as keyof typeof handWrittenBytes]);
      expect(() => new Function(code.replace(modulesPlaceholder, '{}')), name).not.toThrow();
    }
    // The minifier writes strings as template literals.
    expect(scripts.captureEarlyEvents).toContain(`\`${pendingIslandSelector}\``);
    expect(scripts.captureEarlyEvents).toContain(`\`${interactEvent}\``);
    expect(scripts.loadScripts).toContain(`\`${hydratedAttribute}\``);
    expect(scripts.loadScripts.split(modulesPlaceholder)).toHaveLength(2);
  });

  test('refuse an import of anything but the protocol, and a name the protocol does not have', async () => {
    await expect(compileBootScript("import { x } from './other';\nx();", 'x.ts')).rejects.toThrow(/may import only/);
    await expect(compileBootScript("import { nothing } from '../protocol';\nnothing();", 'x.ts')).rejects.toThrow(
      /'nothing' is not a string constant/,
    );
  });
});

describe('finishPageDocument', () => {
  const html = '<!doctype html><html><head><title>T</title></head><body><main id="main"></main></body></html>';
  const files = { css: [], modules: ['/assets/main-a.js'], sequence: ['/assets/main-a.js'] };
  const distDir = mkdtempSync(join(tmpdir(), 'page-document-'));

  test("puts the page's plan in place of the loader's placeholder", async () => {
    const page = finishPageDocument(html, files, distDir, await bootScripts());
    expect(page).not.toContain(modulesPlaceholder);
    expect(page).toContain('"sequence":["/assets/main-a.js"]');
  });

  test("asks for a manage link's booking from the head only on a page given the Data API", async () => {
    const boot = await bootScripts();
    const plain = finishPageDocument(html, files, distDir, boot);
    expect(plain).not.toContain('manage_booking_get');
    const page = finishPageDocument(html, files, distDir, boot, {
      dataApi: { url: 'https://x.supabase.co', key: 'anon"key' },
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      `<script ${dataApiUrlAttribute}="https://x.supabase.co" ${dataApiKeyAttribute}="anon&quot;key">${boot.fetchManagedBooking}</script>`,
    );
  });

  test("draws the cleaner's kept day before the loader only on the crew page, whose CSS is then inlined whole", async () => {
    const boot = await bootScripts();
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'assets', 'day.css'), '.shown{color:red}.drawnLater{color:blue}');
    const page = (keptDay: boolean) =>
      finishPageDocument(
        html.replace('<main', '<main class="shown"'),
        { ...files, css: ['/assets/day.css'] },
        distDir,
        boot,
        {
          keptDay,
        },
      );
    const plain = page(false);
    expect(plain).not.toContain(boot.drawKeptDay);
    expect(plain).not.toContain('.drawnLater{');
    expect(plain).toContain('"late":{');
    const crew = page(true);
    const script = crew.indexOf(`<script>${boot.drawKeptDay}</script>`);
    expect(script).toBeGreaterThan(crew.indexOf('</main>'));
    expect(script).toBeLessThan(crew.indexOf(`<script>${boot.loadScripts.slice(0, 40)}`));
    expect(crew).toContain('.shown{color:red}.drawnLater{color:#00f}');
    expect(crew).not.toContain('"late":{');
  });

  test('fails when the loader has no placeholder to fill in, naming it', async () => {
    const boot = { ...(await bootScripts()) };
    boot.loadScripts = boot.loadScripts.replace(modulesPlaceholder, '__PLAN__');
    expect(() => finishPageDocument(html, files, distDir, boot)).toThrow(/'__MODULES__' 0 times/);
  });
});
