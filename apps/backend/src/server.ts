import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { authError } from './auth/index.ts';
import type { BackendContext, ServiceHandler } from './context.ts';
import { json, requestUrl } from './http.ts';
import { jsonTextProblem } from './json.ts';

/**
 * The HTTP front door, in the role of hosted Supabase's API gateway: Node `http` to Web `Request`/`Response`,
 * CORS (docs/supabase-contract.md §2.4), a body size limit, the `apikey` check (§2.2) and routing by prefix to the
 * services. It holds no permission logic: the services verify JWTs and the database applies RLS.
 */

export interface Services {
  auth: ServiceHandler;
  rest: ServiceHandler;
  storage: ServiceHandler;
  functions: ServiceHandler;
  /** The embedded database's snapshot for `npm run backup` (backup.ts); not part of Supabase's API. */
  backup: ServiceHandler;
}

export interface ServerOptions {
  /** Largest request body for auth, rest and functions, in bytes. */
  bodyLimit: number;
  /** Largest request body for storage (uploads), in bytes; the buckets enforce their own smaller limits. */
  storageBodyLimit: number;
  /** Log one line per request to stdout. */
  log: boolean;
  /**
   * Whose `x-forwarded-for` is believed: nobody's (`false`: the peer is the client), the proxies in the list
   * (TRUST_PROXY, {@link parseTrustedProxies}), or anybody's (`true`: tests that present several clients).
   */
  trustProxy: boolean | BlockList;
  /** Milliseconds a client has to send its request headers (Node's `headersTimeout`). */
  headersTimeout: number;
  /** Milliseconds a client has to send its whole request, body included (Node's `requestTimeout`). */
  requestTimeout: number;
  /**
   * Milliseconds an idle keep-alive connection is kept for the client's next request (Node's `keepAliveTimeout`).
   * Node's 5 s default raced clients that reuse a connection after about that long: the request went out on a
   * socket the server was closing and failed with ECONNRESET (seen in e2e: an API call 5 s after the previous
   * one). A minute, as load balancers keep them (60-75 s), makes that race rare; idle connections cost a socket.
   */
  keepAliveTimeout: number;
}

const allowedHeaders =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, range, range-unit, x-upsert, cache-control, x-metadata, x-retry-count, traceparent, tracestate, baggage, x-region, if-none-match, if-match';
const exposedHeaders =
  'Content-Range, X-Supabase-Api-Version, X-Total-Count, Link, Content-Type, Content-Length, ETag, Location, Preference-Applied, x-relay-error, x-sb-error-code, Retry-After, Range-Unit';
// Hop-by-hop headers that must not be copied onto a fetch Request.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'content-length',
]);

const prefixes = [
  ['/auth/v1', 'auth'],
  ['/rest/v1', 'rest'],
  ['/storage/v1', 'storage'],
  ['/functions/v1', 'functions'],
  ['/backup/v1', 'backup'],
] as const;

type ServiceName = (typeof prefixes)[number][1];

function route(pathname: string): { service: ServiceName; path: string } | undefined {
  for (const [prefix, service] of prefixes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { service, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return undefined;
}

/** Answers in the error shape of the service the request was for. */
function tooLarge(service: ServiceName | undefined, limit: number): Response {
  const message = `The request body is larger than the limit of ${limit} bytes`;
  if (service === 'storage') {
    return json(
      {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      },
      400,
    );
  }
  if (service === 'auth') return authError(413, 'request_too_large', message);
  return json({ code: 'PGRST413', message: 'Payload Too Large', details: message, hint: null }, 413);
}

/**
 * The header that tells the database a proxy is configured (TRUST_PROXY), so that it exempts loopback from the rate
 * limits no longer: behind a proxy on this machine every request comes from loopback, and a proxy that forwards no
 * address would otherwise make every visitor exempt. Set by the gateway only; one a client sends is dropped.
 */
export const proxyConfiguredHeader = 'x-sparkle-trusted-proxies';

const withoutMappedPrefix = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * TRUST_PROXY: the proxies whose forwarded address is believed, as addresses or networks (`127.0.0.1`, `10.0.0.0/8`,
 * `2001:db8::/32`) separated by commas or spaces, and `loopback` for 127.0.0.0/8 and ::1. Empty or unset: none.
 * A name is refused (a host name would be resolved at a moment nobody controls).
 */
export function parseTrustedProxies(value: string | undefined): false | BlockList {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return false;
  const proxies = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      proxies.addSubnet('127.0.0.0', 8, 'ipv4');
      proxies.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits, rest] = entry.split('/');
    const family = isIP(withoutMappedPrefix(address));
    const type = family === 6 ? 'ipv6' : 'ipv4';
    const prefix = Number(bits);
    if (
      !family ||
      rest !== undefined ||
      (bits !== undefined && !(/^\d+$/.test(bits) && prefix <= (family === 6 ? 128 : 32)))
    ) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a network (address/bits) or "loopback"`);
    }
    if (bits === undefined) proxies.addAddress(withoutMappedPrefix(address), type);
    else proxies.addSubnet(withoutMappedPrefix(address), prefix, type);
  }
  return proxies;
}

function isTrustedProxy(proxies: BlockList, entry: string): boolean {
  const address = withoutMappedPrefix(entry);
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client address the way Supabase's gateway passes it on: the last entry of `x-forwarded-for` is the client,
 * whatever was written before it is only a claim. Without trusted proxies the peer is appended (it is the client).
 * With TRUST_PROXY, the entries that are trusted proxies are taken off the right end, the peer first: the nearest
 * address that is not one of our proxies is the client, so a visitor cannot pass for another by writing an address
 * of their own (it sits before the one our proxy appended). `true` believes the header whole (tests). The database
 * reads the last entry (rate limits, upload records).
 */
export function forwardedFor(
  existing: string | null,
  peer: string | undefined,
  trustProxy: boolean | BlockList,
): string {
  const address = withoutMappedPrefix(peer ?? '') || 'unknown';
  const claimed = existing?.trim() ? existing : null;
  if (trustProxy === true) return claimed ?? address;
  if (trustProxy === false) return claimed ? `${claimed}, ${address}` : address;
  const chain = [
    ...(claimed ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    address,
  ];
  let client = chain.length - 1;
  while (client > 0 && isTrustedProxy(trustProxy, chain[client]!)) client--;
  return chain.slice(0, client + 1).join(', ');
}

/** A JSON body no service should see, in the error shape of the service it was for. */
function badJson(service: 'auth' | 'rest', problem: string): Response {
  if (service === 'auth') return authError(400, 'bad_json', `Could not parse request body as JSON: ${problem}`);
  return json({ code: 'PGRST102', message: 'Empty or invalid json', details: problem, hint: null }, 400);
}

/**
 * Requests the hosted gateway lets through without an API key: public and signed storage URLs (an `<img>`
 * sends no headers), edge functions (they verify the JWT themselves) and preflights.
 */
function needsApiKey(method: string, service: ServiceName | undefined, path: string): boolean {
  if (method === 'OPTIONS' || service === 'functions') return false;
  if (service === 'storage' && (method === 'GET' || method === 'HEAD')) {
    if (/^\/(object|render\/image)\/(public|sign)\//.test(path)) return false;
  }
  if (service === 'auth' && /^\/(verify|callback|authorize|\.well-known\/jwks\.json)$/.test(path)) return false;
  return true;
}

type BodyRead = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * Reads the body up to `limit` bytes. A body declared larger than the limit is refused before a byte of it is
 * read, and one that grows past the limit while arriving is refused at that moment: either way the 413 goes out at
 * once and the rest is discarded by {@link discardRest}, which does not wait long for it.
 */
function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: BodyRead) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onAborted);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done({ ok: false, reason: 'too-large' });
      else chunks.push(chunk);
    };
    const onEnd = () => done({ ok: true, body: Buffer.concat(chunks) });
    const onAborted = () => done({ ok: false, reason: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onAborted);
  });
}

/** How long a refused body may keep arriving: a client mid-upload still reads the 413, a stalling one is cut. */
const discardIdleMs = 2_000;
const discardMaxMs = 30_000;

/**
 * Reads and throws away the rest of a refused body, as nginx's lingering close does: closing at once would reset a
 * client that is still uploading before it reads the answer. The connection is destroyed when nothing arrives for
 * 2 s, after 30 s in all, or after `maxBytes`; a body that ends keeps the connection for the next request.
 */
function discardRest(req: IncomingMessage, maxBytes: number): void {
  if (req.complete) return;
  let discarded = 0;
  let idle: NodeJS.Timeout | undefined;
  const finish = () => {
    clearTimeout(idle);
    clearTimeout(cap);
  };
  const stop = () => {
    finish();
    req.socket.destroy();
  };
  const cap = setTimeout(stop, discardMaxMs);
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(stop, discardIdleMs);
  };
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) stop();
    else resetIdle();
  });
  req.once('end', finish);
  req.once('close', finish);
  req.resume();
  resetIdle();
}

function corsHeaders(response: Response): void {
  response.headers.set('Access-Control-Allow-Origin', '*');
  const existing = response.headers.get('Access-Control-Expose-Headers');
  response.headers.set('Access-Control-Expose-Headers', existing ? `${existing}, ${exposedHeaders}` : exposedHeaders);
}

async function writeResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (method === 'HEAD' || !response.body || response.status === 204 || response.status === 304) {
    await response.body?.cancel();
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (res.destroyed) break; // the client went away
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    }
  }
  res.end();
}

/** Whether an API key is the anon or service-role key (any JWT of those roles signed with the project's secret). */
function apiKeyChecker(ctx: BackendContext) {
  const validKeys = new Map<string, boolean>();
  return async function isValidApiKey(key: string): Promise<boolean> {
    if (key === ctx.config.anonKey || key === ctx.config.serviceRoleKey) return true;
    const known = validKeys.get(key);
    if (known !== undefined) return known;
    // Any key signed with the project's secret for the anon or service role is as good as the printed ones.
    let valid = false;
    try {
      const claims = await ctx.verifyJwt(key);
      valid = claims.role === 'anon' || claims.role === 'service_role';
    } catch {
      valid = false;
    }
    if (validKeys.size > 1000) validKeys.clear();
    validKeys.set(key, valid);
    return valid;
  };
}

/** The answer to a CORS preflight. */
function preflight(req: IncomingMessage): Response {
  return new Response(null, {
    status: 200,
    headers: {
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || allowedHeaders,
      'Access-Control-Max-Age': '86400',
    },
  });
}

/** The 401 for a request without a valid API key, or undefined when its key is good. */
async function apiKeyRefusal(
  req: IncomingMessage,
  url: URL,
  isValidApiKey: (key: string) => Promise<boolean>,
): Promise<Response | undefined> {
  const key = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
  if (!key) {
    return json(
      { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      401,
    );
  }
  if (!(await isValidApiKey(key)))
    return json(
      { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      401,
    );
  return undefined;
}

/** The request as a service sees it: a fetch Request with the client's address and without hop-by-hop headers. */
function serviceRequest(
  req: IncomingMessage,
  url: URL,
  method: string,
  body: Buffer | undefined,
  trustProxy: ServerOptions['trustProxy'],
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopByHop.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', forwardedFor(headers.get('x-forwarded-for'), req.socket.remoteAddress, trustProxy));
  headers.delete(proxyConfiguredHeader);
  if (trustProxy instanceof BlockList) headers.set(proxyConfiguredHeader, 'on');
  return new Request(url, { method, headers, ...(body !== undefined ? { body: new Uint8Array(body) } : {}) });
}

export function createHttpServer(ctx: BackendContext, services: Services, options: ServerOptions): Server {
  const isValidApiKey = apiKeyChecker(ctx);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = requestUrl(req.url, req.headers.host);
    if (!url) {
      const response = json({ message: 'Malformed request target' }, 400);
      corsHeaders(response);
      await writeResponse(res, response, method);
      return;
    }
    const target = route(url.pathname);
    let response: Response | undefined;
    try {
      response = await answer(req, method, url, target);
      // The client went away while sending: there is nobody to answer.
      if (!response) return;
    } catch (error) {
      console.error(`[backend] ${method} ${url.pathname} failed:`, error);
      response =
        target?.service === 'auth'
          ? authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information')
          : json({ message: 'Internal server error' }, 500);
    }
    corsHeaders(response);
    await writeResponse(res, response, method);
    if (options.log) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${method} ${url.pathname}${url.search} ${response.status} ${ms}ms`);
    }
  }

  async function answer(
    req: IncomingMessage,
    method: string,
    url: URL,
    target: ReturnType<typeof route>,
  ): Promise<Response | undefined> {
    if (method === 'OPTIONS' && target?.service !== 'functions') return preflight(req);
    const limit = target?.service === 'storage' ? options.storageBodyLimit : options.bodyLimit;
    const body =
      method === 'GET' || method === 'HEAD' ? { ok: true as const, body: undefined } : await readBody(req, limit);
    if (!body.ok) {
      if (body.reason === 'aborted') return undefined;
      discardRest(req, Math.max(limit, 64 * 1024 * 1024));
      return tooLarge(target?.service, limit);
    }
    if (!target) return json({ message: 'no Route matched with those values' }, 404);
    // Auth and the data API read every body as JSON: refuse what Postgres cannot store and absurd nesting here,
    // once, before any service parses or stores it (storage checks its own JSON bodies; uploads are bytes).
    if ((target.service === 'auth' || target.service === 'rest') && body.body && body.body.length > 0) {
      const problem = jsonTextProblem(body.body.toString('utf8'));
      if (problem) return badJson(target.service, problem);
    }

    if (needsApiKey(method, target.service, target.path)) {
      const refusal = await apiKeyRefusal(req, url, isValidApiKey);
      if (refusal) return refusal;
    }
    const request = serviceRequest(req, url, method, body.body, options.trustProxy);
    let path: string;
    try {
      path = target.service === 'rest' ? target.path : decodeURIComponent(target.path);
    } catch {
      return json({ message: 'Malformed URL' }, 400);
    }
    const handler = services[target.service];
    try {
      return await handler(request, path, ctx);
    } catch (error) {
      if (error instanceof URIError)
        return json({ code: 'PGRST100', message: 'Malformed URL', details: error.message, hint: null }, 400);
      throw error;
    }
  }

  // Timeouts against clients that hold a connection by sending slowly. Node checks them every
  // `connectionsCheckingInterval` (30 s by default, far longer than the timeouts themselves). An upgraded socket (the
  // realtime websocket) has left the HTTP parser and is not subject to them.
  const server = createServer(
    {
      headersTimeout: options.headersTimeout,
      requestTimeout: options.requestTimeout,
      connectionsCheckingInterval: Math.min(1000, options.headersTimeout),
      keepAliveTimeout: options.keepAliveTimeout,
    },
    (req, res) => {
      handle(req, res).catch((error) => {
        console.error('[backend] could not answer:', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end();
      });
    },
  );
  // Upgrades other than the realtime socket (which realtime/ handles) are refused.
  server.on('upgrade', (req, socket) => {
    const pathname = requestUrl(req.url, undefined)?.pathname;
    if (pathname !== '/realtime/v1/websocket' && pathname !== '/realtime/v1/websocket/') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
  });
  return server;
}
