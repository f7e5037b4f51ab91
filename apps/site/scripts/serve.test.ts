import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from './serve';

describe('the static server, warmed', () => {
  let root: string;
  let server: StaticServer;
  const script = `export const text = ${JSON.stringify('sparkle '.repeat(400))};\n`;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(root, 'assets', 'entry-abc.js'), script);
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
    server = await startStaticServer({ root, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('reads every file of the site but its build records, and serves them compressed as before', async () => {
    expect(await server.warm()).toBe(2);
    const response = await fetch(`${server.url}/assets/entry-abc.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes the body it was sent.
    expect(await response.text()).toBe(script);
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
  });
});
