#!/usr/bin/env -S npx tsx
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackup, restoreBackup } from './backup.ts';
import { applyMigrations, bootstrapPlatform, defaultMigrationsDir, openDatabase } from './db.ts';
import { grantAdmin, lockDataDir, runningBackendPid, startBackend } from './index.ts';
import { generateTypes } from './typegen/index.ts';

/**
 * `start`: runs the local backend (PORT, DATA_DIR, DATABASE_URL, JWT_SECRET, CHAT_API_KEY, CHAT_API_URL, HOST,
 * ADMIN_EMAIL, ADMIN_PASSWORD; the outbox's SMTP_URL, MAIL_FROM, SITE_URL, INBOX_PORT, INBOX_SMTP_PORT, WHATSAPP_TOKEN,
 * WHATSAPP_PHONE_ID, WHATSAPP_API_URL, OUTBOX_WORKER, OUTBOX_LEASE_SECONDS; auth's SITE_URL and
 * ADDITIONAL_REDIRECT_URLS) and prints how to connect.
 * `grant-admin <email>`: makes a signed-up user an admin, through the running backend if there is one on DATA_DIR,
 * else directly in its database. `gen-types <file>`: writes the database types of supabase/migrations (`supabase gen
 * types typescript`) to the file (`npm run gen:types`). `backup [file]`: writes DATA_DIR's database and stored files
 * to one file, the backend running or not (`npm run backup`). `restore <file> [--replace]`: loads one into DATA_DIR,
 * which no backend may be using (`npm run restore`).
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = resolve(repoRoot, process.env.DATA_DIR || '.data/backend');

function usage(): never {
  console.error(
    'Usage: cli.ts start | grant-admin <email> | gen-types <file> | backup [file] | restore <file> [--replace]',
  );
  process.exit(2);
}

function portSetting(name: string, fallback: number): number {
  const port = Number(process.env[name] || fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not ${process.env[name]}`);
  return port;
}

async function start(): Promise<void> {
  const port = portSetting('PORT', 54321);
  const whatsapp =
    process.env.WHATSAPP_TOKEN && process.env.WHATSAPP_PHONE_ID
      ? {
          token: process.env.WHATSAPP_TOKEN,
          phoneId: process.env.WHATSAPP_PHONE_ID,
          apiUrl: process.env.WHATSAPP_API_URL,
        }
      : undefined;
  const backend = await startBackend({
    port,
    host: process.env.HOST || '127.0.0.1',
    dataDir,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.JWT_SECRET ? { jwtSecret: process.env.JWT_SECRET } : {}),
    chat: {
      apiKey: process.env.CHAT_API_KEY,
      apiUrl: process.env.CHAT_API_URL,
      model: process.env.CHAT_MODEL,
      timeoutMs: Number(process.env.CHAT_TIMEOUT_MS) || undefined,
    },
    admin: {
      ...(process.env.ADMIN_EMAIL ? { email: process.env.ADMIN_EMAIL } : {}),
      ...(process.env.ADMIN_PASSWORD ? { password: process.env.ADMIN_PASSWORD } : {}),
    },
    log: process.env.LOG_REQUESTS === '1',
    mailer: {
      ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
      ...(process.env.ADDITIONAL_REDIRECT_URLS
        ? {
            redirectUrls: process.env.ADDITIONAL_REDIRECT_URLS.split(',')
              .map((url) => url.trim())
              .filter(Boolean),
          }
        : {}),
    },
    // The outbox's worker, and the mail catcher on the Supabase CLI's inbox ports unless SMTP_URL names a server.
    outbox: {
      worker: process.env.OUTBOX_WORKER !== '0',
      ...(process.env.OUTBOX_LEASE_SECONDS ? { leaseSeconds: Number(process.env.OUTBOX_LEASE_SECONDS) } : {}),
      smtpUrl: process.env.SMTP_URL || undefined,
      mailFrom: process.env.MAIL_FROM || undefined,
      siteUrl: process.env.SITE_URL || undefined,
      // A backend on a free port (tests) takes free inbox ports too, so that several can run at once.
      catcher: {
        smtpPort: portSetting('INBOX_SMTP_PORT', port === 0 ? 0 : 54325),
        httpPort: portSetting('INBOX_PORT', port === 0 ? 0 : 54324),
      },
      whatsapp,
    },
  });
  const admin = backend.admin;
  const outbox = backend.outbox;
  console.log(
    [
      '',
      'Local Supabase-compatible backend is running.',
      '',
      `  API URL:          ${backend.url}`,
      `  anon key:         ${backend.anonKey}`,
      `  service_role key: ${backend.serviceRoleKey}`,
      `  admin e-mail:     ${admin?.email ?? '(none)'}`,
      `  admin password:   ${admin ? (admin.password ?? '(set before; unchanged)') : '(none)'}`,
      `  data folder:      ${dataDir}`,
      `  database:         ${backend.ctx.db.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'db')}`}`,
      `  chat function:    ${backend.ctx.config.chat.apiKey ? 'a model answers (CHAT_API_KEY), with the facts as fall-back' : "answers from the company's facts (no CHAT_API_KEY)"}`,
      `  mail inbox:       ${outbox?.catcher ? `${outbox.catcher.inboxUrl} (SMTP ${outbox.catcher.smtpUrl})` : `none: e-mail goes to SMTP_URL`}`,
      `  outbox worker:    ${outbox?.worker ? `sending; links to ${outbox.settings.siteUrl}` : 'off (OUTBOX_WORKER=0)'}${whatsapp ? ', WhatsApp Cloud API on' : ''}`,
      '',
      `Connection details are in ${join(dataDir, 'connection.json')}.`,
      `For the site: VITE_SUPABASE_URL=${backend.url} VITE_SUPABASE_ANON_KEY=<anon key>`,
      '',
    ].join('\n'),
  );
  const stop = async (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

async function grantAdminViaServer(email: string): Promise<boolean> {
  let connection: { url: string; serviceRoleKey: string };
  try {
    connection = JSON.parse(readFileSync(join(dataDir, 'connection.json'), 'utf8'));
  } catch {
    return false;
  }
  const headers = {
    apikey: connection.serviceRoleKey,
    Authorization: `Bearer ${connection.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  let userId: string | undefined;
  for (let page = 1; userId === undefined; page++) {
    const response = await fetch(`${connection.url}/auth/v1/admin/users?page=${page}&per_page=1000`, { headers });
    if (!response.ok) throw new Error(`Listing users failed: ${response.status} ${await response.text()}`);
    const { users } = (await response.json()) as { users: { id: string; email: string }[] };
    userId = users.find((user) => user.email.toLowerCase() === email.toLowerCase())?.id;
    if (users.length < 1000) break;
  }
  if (!userId) throw new Error(`No user with the e-mail ${email}: they must sign up first.`);
  const response = await fetch(`${connection.url}/rest/v1/user_roles?on_conflict=user_id`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'resolution=merge-duplicates' },
    body: JSON.stringify({ user_id: userId, role: 'admin' }),
  });
  if (!response.ok) throw new Error(`Granting admin failed: ${response.status} ${await response.text()}`);
  return true;
}

async function grantAdminCommand(email: string | undefined): Promise<void> {
  if (!email?.includes('@')) usage();
  if (runningBackendPid(dataDir) !== undefined && (await grantAdminViaServer(email))) {
    console.log(`${email} is now an admin (through the running backend).`);
    return;
  }
  // No backend serves the folder: hold its lock while working on the database, so none starts meanwhile.
  const unlock = await lockDataDir(dataDir);
  const db = await openDatabase(dataDir);
  try {
    await bootstrapPlatform(db);
    await applyMigrations(db, defaultMigrationsDir);
    await grantAdmin(db, email);
  } finally {
    await db.close();
    unlock();
  }
  console.log(`${email} is now an admin.`);
}

async function genTypesCommand(file: string | undefined): Promise<void> {
  if (!file) usage();
  const path = resolve(file);
  const types = await generateTypes();
  let current: string | undefined;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // A new file.
  }
  if (current === types) {
    console.log(`${file} is up to date.`);
    return;
  }
  writeFileSync(path, types);
  console.log(`Wrote ${file}.`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backupCommand(file: string | undefined): Promise<void> {
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  const target = resolve(file ?? join(repoRoot, '.data', 'backups', `sparkle-backup-${stamp}.tar.gz`));
  const started = Date.now();
  const result = await createBackup(dataDir, target);
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    [
      `Backed up ${dataDir}${result.live ? ' (from the running backend)' : ''} to ${result.file}`,
      `  ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${manifest.objects.length} stored files; ${megabytes(result.bytes)}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      'It holds personal data and the JWT secret: keep it where only you can read it.',
    ].join('\n'),
  );
}

async function restoreCommand(args: string[]): Promise<void> {
  const replace = args.includes('--replace');
  const [file] = args.filter((arg) => arg !== '--replace');
  if (!file) usage();
  const started = Date.now();
  const result = await restoreBackup(file, dataDir, { replace });
  const { manifest } = result;
  console.log(
    [
      `Restored ${resolve(file)} (taken ${manifest.createdAt}) into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  ${Object.keys(manifest.tables).length} tables, ${manifest.objects.length} stored files.`,
      ...(result.movedAside ? [`  What the folder held before is in ${result.movedAside}.`] : []),
      'Start the backend as usual (npm start, or npm run backend).',
    ].join('\n'),
  );
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'start') await start();
  else if (command === 'grant-admin') await grantAdminCommand(args[0]);
  else if (command === 'gen-types') await genTypesCommand(args[0]);
  else if (command === 'backup') await backupCommand(args[0]);
  else if (command === 'restore') await restoreCommand(args);
  else usage();
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
