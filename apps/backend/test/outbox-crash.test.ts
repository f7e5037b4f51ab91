import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend } from '../src/index.ts';
import { type MailCatcher, startMailCatcher } from '../src/mail/catcher.ts';

// Killing the backend with SIGKILL in the middle of a batch and starting it again sends every due message exactly
// once. The catcher runs in this process, so it outlives the backend; it keeps one copy per Message-ID, as a provider
// that honours idempotency keys does, and counts deliveries, so the test sees both what the recipients get and how
// often the worker sent.

const backendDir = fileURLToPath(new URL('..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'sparkle-outbox-crash-'));
const dataDir = join(root, 'data');
const children: ChildProcess[] = [];
let catcher: MailCatcher | undefined;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await catcher?.close();
  rmSync(root, { recursive: true, force: true });
});

const count = 30;
const recipients = Array.from({ length: count }, (_, index) => `crash-${index}@example.com`);

/** Starts `cli.ts start` on the folder as its own process, sending to the catcher, and resolves once it serves. */
function startChild(smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: backendDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_PASSWORD: 'long enough password',
      SMTP_URL: smtpUrl,
      SITE_URL: 'http://site.test',
      // A claim left by the killed process may be taken again 3 seconds later (300 by default).
      OUTBOX_LEASE_SECONDS: '3',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('backend is running')) resolve(child);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`the backend exited (${code ?? signal}) before serving:\n${output}`)),
    );
  });
}

async function outboxStates(): Promise<{ recipient: string; state: string; attempts: number }[]> {
  const connection = JSON.parse(readFileSync(join(dataDir, 'connection.json'), 'utf8'));
  const response = await fetch(
    `${connection.url}/rest/v1/outbox_messages?select=recipient,state,attempts&recipient=like.crash-*&order=recipient`,
    { headers: { apikey: connection.serviceRoleKey, Authorization: `Bearer ${connection.serviceRoleKey}` } },
  );
  expect(response.status).toBe(200);
  return response.json();
}

describe('kill -9 in the middle of a batch', { timeout: 240_000 }, () => {
  it('sends every due message exactly once after a restart', async () => {
    // The messages, due now, written while no worker runs.
    const writer = await startBackend({ port: 0, dataDir, bcryptCost: 4, admin: false });
    for (const recipient of recipients) {
      await writer.ctx.db.query(
        `select private.enqueue_message('contact_received', 'email', $1, 'en',
           jsonb_build_object('name', 'Crash Test', 'email', $1::text, 'message', 'Hello'))`,
        [recipient],
      );
    }
    await writer.close();

    let first: ChildProcess | undefined;
    let killedAt: string | undefined;
    let accepted = 0;
    catcher = await startMailCatcher({
      // The 5th message is kept, then its sender is killed before it hears the 250: it never records the send.
      async beforeAnswer(message) {
        accepted++;
        if (accepted === 5 && first) {
          killedAt = message.to[0];
          const exited = new Promise((resolve) => first!.once('exit', resolve));
          first.kill('SIGKILL');
          await exited;
        }
      },
    });
    first = await startChild(catcher.smtpUrl);
    await new Promise((resolve) => first!.once('exit', resolve));
    expect(killedAt).toBeDefined();
    const beforeRestart = catcher.messages().length;
    expect(beforeRestart).toBeGreaterThanOrEqual(5);
    expect(beforeRestart).toBeLessThan(count);

    await startChild(catcher.smtpUrl);
    let states: Awaited<ReturnType<typeof outboxStates>> = [];
    for (let waited = 0; waited < 120_000; waited += 500) {
      states = await outboxStates();
      if (states.length === count && states.every((row) => row.state === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(states.filter((row) => row.state !== 'sent')).toEqual([]);

    const caught = catcher.messages().filter((message) => recipients.includes(message.to[0]!));
    // Every recipient has exactly one message.
    expect(caught.map((message) => message.to[0]).sort()).toEqual([...recipients].sort());
    // Only the message in flight when the backend died was delivered twice, with the same Message-ID.
    expect(caught.filter((message) => message.deliveries > 1).map((message) => message.to[0])).toEqual([killedAt]);
    expect(caught.reduce((sum, message) => sum + message.deliveries, 0)).toBe(count + 1);
    expect(states.find((row) => row.recipient === killedAt)?.attempts).toBe(2);
  });
});
