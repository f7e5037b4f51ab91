/**
 * Starts what the e2e tests run against, once per run:
 * 1. a fake OpenAI-compatible chat server on 127.0.0.1;
 * 2. a fresh in-memory local backend (migrations applied, an admin account) on a free port, whose chat
 *    function calls the fake server, trusting a request's x-forwarded-for (as behind a proxy);
 * 3. the static server for dist/ on a free port (it reads files on demand, so it can start first);
 * 4. 500 past bookings for the back office to search (seedBookings), and one production build of the site
 *    (client, SSR entry, prerender) against that backend and origin.
 * The backend runs its outbox worker and mail catcher: every message the site sends lands in the catcher's inbox
 * (E2E_INBOX_URL), its links pointing at the static server.
 * The URLs and keys reach the tests as E2E_* environment variables (see support/env.ts).
 *
 * E2E_SKIP_BUILD=1 reuses dist/ when it was built for the same backend URL, anon key and site URL (fixed
 * ports: E2E_BACKEND_PORT, E2E_SITE_PORT), for quick local reruns.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBackend } from '@sparkle/backend';
import { seedBookings } from '@sparkle/backend/testing/seedBookings';
import { startStaticServer } from '../scripts/serve';
import { startChatlessBackend } from './support/chatlessBackend';
import { e2eEnvKeys, siteDir } from './support/env';
import { startFakeChatServer } from './support/fakeChatServer';

const distDir = join(siteDir, 'dist');
const buildStamp = join(distDir, '.e2e-build.json');

/** Signs the test backend's keys; fixed so a rerun with fixed ports can reuse the build. */
const jwtSecret = 'e2e-only-secret-not-used-anywhere-else-0123456789';
const admin = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: siteDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function readStamp(): string | undefined {
  try {
    return readFileSync(buildStamp, 'utf8');
  } catch {
    return undefined;
  }
}

async function buildSite(env: Record<string, string>) {
  const stamp = JSON.stringify(env);
  if (process.env.E2E_SKIP_BUILD === '1' && readStamp() === stamp) {
    console.log('[e2e] E2E_SKIP_BUILD=1: dist/ was built for this backend and origin; not rebuilding');
    return;
  }
  const started = Date.now();
  const bin = (name: string) => join(siteDir, 'node_modules', '.bin', name);
  await run(bin('vite'), ['build', '--logLevel', 'warn'], env);
  await run(bin('tsx'), ['scripts/prerender.ts'], env);
  writeFileSync(buildStamp, stamp);
  console.log(`[e2e] built the site in ${((Date.now() - started) / 1000).toFixed(0)}s`);
}

export default async function globalSetup() {
  const chat = await startFakeChatServer();
  const [backend, chatless] = await Promise.all([
    startBackend({
      port: Number(process.env.E2E_BACKEND_PORT ?? 0),
      jwtSecret,
      admin,
      bcryptCost: 4,
      chat: { apiKey: 'e2e-test-key', apiUrl: chat.url },
      // The harness plays the proxy in front of the backend: a request's own x-forwarded-for is taken as the client
      // address, so a test can present a visitor from elsewhere (spam.e2e.ts: rate limits, which exempt this
      // machine). The browser sends none, so every other request is from loopback, as before.
      trustProxy: true,
      // The messages' links name the site's origin, known once the static server listens (set below).
      outbox: { pollMs: 2_000 },
    }),
    startChatlessBackend(),
  ]);
  const site = await startStaticServer({
    root: distDir,
    port: Number(process.env.E2E_SITE_PORT ?? 0),
    // Stored inline edits are in the served HTML: the server renders pages again when site_content changes.
    rerender: { supabaseUrl: backend.url, anonKey: backend.anonKey },
  });
  backend.outbox!.settings.siteUrl = site.url;
  const stop = async () => {
    await site.close();
    await backend.close();
    await chatless.close();
    await chat.close();
  };
  // Tests book at once in two workers, many of them on the same days and times: every service gets crews
  // enough that only the tests of capacity itself, which set their service's crews, meet a full slot. And one
  // stored price differs from the seed before the build, so that the tests can tell that the pages show the
  // stored price list (the Premium Clean is a 1-bedroom move-in/out clean: AED 450 seeded, 460 stored).
  const asServiceRole = (path: string, body: unknown) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      method: 'PATCH',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(body),
    });
  for (const [path, body] of [
    ['service_capacity?crews=gte.0', { crews: 50 }],
    ['price_options?service=eq.movein&code=eq.1br', { price: 460 }],
  ] as const) {
    const response = await asServiceRole(path, body);
    if (!response.ok) {
      await stop();
      throw new Error(`[e2e] could not set ${path}: ${response.status} ${await response.text()}`);
    }
  }

  // The back office's tests look for a booking among many (admin.e2e.ts): 500 bookings of the last 60 days, all in
  // the past, so that no slot a test books is taken by one of them.
  try {
    await seedBookings(backend.ctx.db, { count: 500, fromDay: -60, toDay: -1 });
  } catch (error) {
    await stop();
    throw error;
  }

  try {
    await buildSite({
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      VITE_SITE_URL: site.url,
    });
  } catch (error) {
    await stop();
    throw error;
  }

  Object.assign(process.env, {
    [e2eEnvKeys.siteUrl]: site.url,
    [e2eEnvKeys.supabaseUrl]: backend.url,
    [e2eEnvKeys.anonKey]: backend.anonKey,
    [e2eEnvKeys.serviceRoleKey]: backend.serviceRoleKey,
    [e2eEnvKeys.adminEmail]: admin.email,
    [e2eEnvKeys.adminPassword]: admin.password,
    [e2eEnvKeys.chatApiUrl]: chat.url,
    [e2eEnvKeys.distDir]: distDir,
    [e2eEnvKeys.chatlessUrl]: chatless.url,
    [e2eEnvKeys.chatlessAnonKey]: chatless.anonKey,
    [e2eEnvKeys.inboxUrl]: backend.outbox!.catcher!.inboxUrl,
  });
  console.log(
    `[e2e] site ${site.url} · backend ${backend.url} · inbox ${backend.outbox!.catcher!.inboxUrl} · fake chat ${chat.url}`,
  );
  return stop;
}
