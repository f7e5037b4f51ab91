/**
 * A small static server for the built site (dist/): what any CDN does with these files.
 * - `/about` → dist/about/index.html; `/about/` redirects to `/about` (one canonical URL per page).
 * - Hashed files under /assets/ are cached for a year; HTML is revalidated on every visit.
 * - A path of a route with a parameter (`/booking/<token>`) → that route's prerendered shell
 *   (dist/booking/$token/index.html) with the value written in (scripts/lib/renderSite.ts, `matchShell`), never
 *   cached, and no Referer from it to elsewhere.
 * - Any other path, and dot-files such as .vite/manifest.json → dist/404.html with status 404 (the client
 *   router then renders the 404 page and logs the path).
 * - Text answers are compressed with Brotli at its highest quality when the browser accepts it (as a static host
 *   precompresses its files), else gzipped. The bytes count twice on a phone: a page whose HTML fits the first
 *   round trip of a new connection (about 14 KB: TCP's initial congestion window of 10 segments) paints a round
 *   trip sooner, and Brotli brings every page's HTML under it where gzip left the home page over.
 * - With `rerender` (the Supabase project the site was built for), pages are rendered again when an admin's
 *   stored edit changes what they show (scripts/lib/contentWatch.ts), so the HTML always carries them.
 *
 * Usage: `tsx scripts/serve.ts [--port 4173] [--host 127.0.0.1] [--dir dist]`, or `startStaticServer()`.
 * `npm start` passes VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY in the environment, which turns `rerender` on.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzipSync } from 'node:zlib';
import { localeOfPath } from '../src/i18n/locale';
import { brotliOptions } from './lib/brotli';
import { watchSiteContent } from './lib/contentWatch';
import { fillShell, matchShell, outputFile, readShells } from './lib/renderSite';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export interface StaticServerOptions {
  /** The folder to serve; dist/ beside this script's package by default. */
  root?: string;
  /** Render pages again when `site_content` changes (the data API the pages were built against). */
  rerender?: { supabaseUrl: string; anonKey: string; intervalMs?: number };
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface StaticServer {
  url: string;
  port: number;
  /**
   * Reads and compresses every file of the site now, as a static host has them before anyone asks. Otherwise a
   * file is compressed on its first request, at Brotli's highest quality: on a 2-core machine that took CPU from
   * the browser loading the page (the home page's first Lighthouse run read a Total Blocking Time of 334 ms where
   * its other four read 36-123). Resolves with the number of files.
   */
  warm(): Promise<number>;
  close(): Promise<void>;
}

interface FileAnswer {
  body: Buffer;
  /** The body compressed, for a text file over 1 KB. */
  compressed?: { br: Buffer; gzip: Buffer };
  type: string;
}

const brotli = promisify(brotliCompress);

/**
 * `body` compressed both ways; Brotli runs on libuv's thread pool, so the server keeps answering meanwhile. Files
 * are compressed once at the highest quality; an answer made for one request (a filled shell) at a fast one.
 */
async function compress(body: Buffer, quality?: number): Promise<FileAnswer['compressed']> {
  const br = await brotli(body, brotliOptions(body.length, quality));
  return { br, gzip: gzipSync(body, { level: 9 }) };
}

async function readAnswer(file: string): Promise<FileAnswer | undefined> {
  try {
    if (!(await stat(file)).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const body = await readFile(file);
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  return { body, type, compressed: compressible.test(type) && body.length > 1024 ? await compress(body) : undefined };
}

/** Files' answers, each read and compressed once (the same promise for requests that arrive meanwhile). */
function answerCache() {
  const cache = new Map<string, Promise<FileAnswer | undefined>>();
  function load(file: string): Promise<FileAnswer | undefined> {
    let answer = cache.get(file);
    if (!answer) {
      answer = readAnswer(file);
      cache.set(file, answer);
      // A file that is not there may be written later (a page rendered again): do not remember its absence.
      const forget = () => {
        if (cache.get(file) === answer) cache.delete(file);
      };
      answer.then((found) => found || forget(), forget);
    }
    return answer;
  }
  return { load, forget: (file: string) => cache.delete(file) };
}

/** Sends a file's answer, compressed the way the client accepts. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  answer: FileAnswer,
  cacheControl: string,
  headers: Record<string, string> = {},
) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = !answer.compressed
    ? undefined
    : /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
  const body = encoding && answer.compressed ? answer.compressed[encoding] : answer.body;
  res.writeHead(status, {
    'Content-Type': answer.type,
    'Content-Length': body.length,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...(answer.compressed ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function startStaticServer({
  root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
  port = 4173,
  host = '127.0.0.1',
  rerender,
}: StaticServerOptions = {}): Promise<StaticServer> {
  const rootDir = resolve(root);
  const { load, forget } = answerCache();
  const watch = rerender
    ? watchSiteContent({
        ...rerender,
        distDir: rootDir,
        ssrEntry: join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.ssr', 'entry-server.js'),
        onRendered: (files) => {
          for (const file of files) forget(resolve(file));
        },
      })
    : undefined;

  /** The file a URL path names, or undefined when it falls outside the root. */
  function fileOf(pathname: string): string | undefined {
    const file = normalize(join(rootDir, pathname));
    return file === rootDir || file.startsWith(rootDir + sep) ? file : undefined;
  }

  async function resolvePath(pathname: string): Promise<string | undefined> {
    // Build records (.vite/manifest.json, .e2e-build.json) are not part of the site.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined;
    const file = fileOf(pathname);
    if (!file) return undefined;
    if (pathname.endsWith('/')) return (await load(join(file, 'index.html'))) ? join(file, 'index.html') : undefined;
    if (await load(file)) return file;
    if (!extname(pathname) && (await load(join(file, 'index.html')))) return join(file, 'index.html');
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    if (pathname.length > 1 && pathname.endsWith('/') && (await resolvePath(pathname))) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, '') + url.search }).end();
      return;
    }
    const file = await resolvePath(pathname);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
      send(req, res, 200, (await load(file))!, cacheControl);
      return;
    }
    const shell = matchShell(readShells(rootDir), pathname);
    const shellPage = shell ? await load(outputFile(rootDir, shell.shell)) : undefined;
    if (shell && shellPage) {
      const body = Buffer.from(fillShell(shellPage.body.toString('utf8'), shell.params));
      const page: FileAnswer = { body, type: shellPage.type, compressed: await compress(body, 5) };
      send(req, res, 200, page, 'no-store', { 'Referrer-Policy': 'no-referrer' });
      return;
    }
    const notFound =
      (localeOfPath(pathname) === 'ar' && (await load(join(rootDir, 'ar', '404.html')))) ||
      (await load(join(rootDir, '404.html')));
    if (notFound) send(req, res, 404, notFound, 'no-cache');
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${displayHost}:${actualPort}`,
    port: actualPort,
    warm: async () => {
      const names = await readdir(rootDir, { recursive: true });
      const files = names
        .filter((name) => !name.split(sep).some((segment) => segment.startsWith('.')))
        .map((name) => join(rootDir, name));
      const answers = await Promise.all(files.map((file) => load(file)));
      return answers.filter(Boolean).length;
    },
    close: () =>
      new Promise<void>((resolveClose) => {
        watch?.close();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const supabaseUrl = process.env.VITE_SUPABASE_URL;
  const anonKey = process.env.VITE_SUPABASE_ANON_KEY;
  const server = await startStaticServer({
    root: argument('dir'),
    port: Number(argument('port') ?? process.env.PORT ?? 4173),
    host: argument('host') ?? process.env.HOST ?? '127.0.0.1',
    rerender: supabaseUrl && anonKey ? { supabaseUrl, anonKey } : undefined,
  });
  console.log(`Site: ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
