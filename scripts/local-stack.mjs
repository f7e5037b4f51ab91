// The local stack shared by `npm start` and `npm run dev`: the Supabase-compatible backend (apps/backend) as a
// child process with its data in .data/backend, and helpers to run and stop the other children with it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './setup.mjs';

export const backendDataDir = join(root, '.data', 'backend');
const connectionFile = join(backendDataDir, 'connection.json');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

const children = new Set();

/** Starts a long-running child with inherited output; the whole stack stops when any child exits. */
export function startChild(name, command, args, { cwd = root, env = {} } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stopAll(code || 1);
    }
  });
  return child;
}

let stopping = false;
export function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(exitCode), 10_000);
  const poll = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(poll);
    clearTimeout(deadline);
    process.exit(exitCode);
  }, 100);
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

/**
 * Starts the backend on `port` with persistent data in .data/backend and waits until it has written its
 * connection.json (URL, anon and service keys, the local admin, the mail inbox) and answers HTTP. `env` adds to the
 * backend's environment (e.g. SITE_URL, the origin its messages link to).
 * @returns {Promise<{ url: string, anonKey: string, serviceRoleKey: string, admin: { email: string, password: string | null } | null, inbox?: { url: string, smtpUrl: string } }>}
 */
export async function startBackend(port, env = {}) {
  const startedAt = Date.now();
  log(`Starting the local backend on port ${port} (data in .data/backend)`);
  startChild('The backend', tsx, [join(root, 'apps', 'backend', 'src', 'cli.ts'), 'start'], {
    env: { PORT: String(port), DATA_DIR: backendDataDir, ...env },
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (stopping) process.exit(1);
    if (!existsSync(connectionFile) || statSync(connectionFile).mtimeMs < startedAt - 1000) continue;
    const connection = JSON.parse(readFileSync(connectionFile, 'utf8'));
    try {
      const response = await fetch(`${connection.url}/auth/v1/settings`, { headers: { apikey: connection.anonKey } });
      if (response.ok) return connection;
    } catch {
      // Not listening yet.
    }
  }
  console.error('The backend did not start within two minutes.');
  stopAll(1);
  return new Promise(() => {});
}

/** The local mail catcher's web inbox, where every e-mail the backend sends lands (none reaches anyone). */
export function printInbox(connection) {
  return connection.inbox
    ? `  Inbox:    ${connection.inbox.url} (every e-mail the site sends; SMTP ${connection.inbox.smtpUrl})`
    : '  Inbox:    none (SMTP_URL sends e-mail to a real provider)';
}

export function printAdmin(connection) {
  const admin = connection.admin;
  if (!admin) return '  Admin:    (none)';
  return [
    `  Admin:    ${admin.email}`,
    `  Password: ${admin.password ?? '(set earlier; see .data/backend/secrets.json)'}`,
  ].join('\n');
}
