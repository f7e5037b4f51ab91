import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { addDays, isoWeekday, openingHours, slotAt } from '@sparkle/company/booking';
import { OutboxWorker } from '@sparkle/outbox';
import { smtpSender } from '@sparkle/outbox/smtp';
import { whatsAppSender } from '@sparkle/outbox/whatsapp';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBackend, startBackend } from '../src/index.ts';
import type { CaughtMessage } from '../src/mail/catcher.ts';
import { sqlOutboxStore } from '../src/outbox/index.ts';
import { dubaiDate, HUMAN_FILL_MS, makeClient, signInAdmin, signUp } from './helpers.ts';

// The message outbox: rows written by the same transaction as their event (and not otherwise), the reminder that
// moves and goes with its booking, spam held until released, and the delivery worker (claims, real SMTP, retries with
// backoff, two workers at once, admins' retry and cancel, the edge function's path through the Data API).

let backend: RunningBackend;
let admin: SupabaseClient;
let service: SupabaseClient;
const siteUrl = 'http://site.test';

beforeAll(async () => {
  // The catcher runs; the backend's own worker does not: each test drives the workers it needs.
  backend = await startBackend({ port: 0, bcryptCost: 4, outbox: { worker: false, siteUrl } });
  admin = await signInAdmin(backend);
  service = makeClient(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.close();
});

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.db.query<T>(sql, params)).rows;

interface Row {
  id: string;
  kind: string;
  channel: string;
  recipient: string;
  locale: string;
  payload: Record<string, unknown>;
  state: string;
  attempts: number;
  last_error: string | null;
  send_after: Date;
  held: string | null;
  idempotency_key: string;
}

const messagesOf = (bookingId: string) =>
  query<Row>('select * from public.outbox_messages where booking_id = $1 order by created_at, kind', [bookingId]);

let slotsUsed = 0;
/** A weekday slot at least `days` ahead, different at each call (crews are never short). */
function slot(days = 3): { date: string; time_slot: string } {
  let date = dubaiDate(days + Math.floor(slotsUsed / 5));
  while (isoWeekday(date) === 7) date = addDays(date, 1);
  const hour = openingHours[isoWeekday(date)].open + 2 * (slotsUsed++ % 5);
  return { date, time_slot: slotAt(hour)! };
}

async function requestBooking(overrides: Record<string, unknown> = {}) {
  const { date, time_slot } = slot();
  const { data, error } = await makeClient(backend).rpc('request_booking', {
    _service: 'deep',
    _date: date,
    _time_slot: time_slot,
    _name: 'Aisha Khan',
    _phone: '+971501234567',
    _email: 'aisha@example.com',
    _community: 'Dubai Marina',
    _building: 'Marina Tower',
    _apartment: '1504',
    _property: '1br',
    _fill_ms: HUMAN_FILL_MS,
    ...overrides,
  });
  if (error) throw new Error(`request_booking: ${error.message} (${error.details})`);
  const answer = data as { reference: string; token: string; date: string; time_slot: string };
  const [row] = await query<{ id: string; locale: string }>(
    'select id, locale from public.bookings where reference = $1',
    [answer.reference],
  );
  return { ...answer, id: row!.id, locale: row!.locale };
}

async function setSettings(values: { alert_email?: string | null; whatsapp_enabled?: boolean }) {
  const { error } = await admin.from('message_settings').update(values).eq('id', true);
  expect(error).toBeNull();
}

/** No message of earlier tests is left for a worker to take. */
async function settleOutbox() {
  await query(
    `update public.outbox_messages set state = 'cancelled' where state in ('pending', 'sending') and held is null`,
  );
}

describe('messages are written by the transaction of their event', () => {
  it('a booking writes its confirmation, its reminder 24 hours ahead and the company alert, with the manage link', async () => {
    await setSettings({ alert_email: 'office@sparkle.test', whatsapp_enabled: false });
    const booking = await requestBooking();
    const rows = await messagesOf(booking.id);
    expect(rows.map((row) => [row.kind, row.channel, row.recipient, row.locale, row.state])).toEqual([
      ['admin_new_booking', 'email', 'office@sparkle.test', 'en', 'pending'],
      ['booking_confirmation', 'email', 'aisha@example.com', 'en', 'pending'],
      ['booking_reminder', 'email', 'aisha@example.com', 'en', 'pending'],
    ]);
    const confirmation = rows.find((row) => row.kind === 'booking_confirmation')!;
    expect(confirmation.payload).toMatchObject({
      reference: booking.reference,
      service: 'deep',
      date: booking.date,
      time_slot: booking.time_slot,
      manage_path: `/booking/${booking.token}`,
      total_aed: 315,
    });
    const [{ starts_at }] = (await query<{ starts_at: Date }>('select private.booking_starts_at($1, $2) as starts_at', [
      booking.date,
      booking.time_slot,
    ])) as [{ starts_at: Date }];
    const reminder = rows.find((row) => row.kind === 'booking_reminder')!;
    expect(new Date(reminder.send_after).getTime()).toBe(new Date(starts_at).getTime() - 24 * 3600_000);
    expect(reminder.payload.manage_path).toBe(`/booking/${booking.token}`);
    expect(confirmation.idempotency_key).toBe(`booking_confirmation:${booking.id}`);
  });

  it('an Arabic booking is stored in Arabic and its messages link to the Arabic manage page', async () => {
    const booking = await requestBooking({ _locale: 'ar', _email: 'layla@example.com', _name: 'ليلى أحمد' });
    expect(booking.locale).toBe('ar');
    const rows = await messagesOf(booking.id);
    const customer = rows.filter((row) => row.kind !== 'admin_new_booking');
    expect(customer.map((row) => [row.kind, row.locale])).toEqual([
      ['booking_confirmation', 'ar'],
      ['booking_reminder', 'ar'],
    ]);
    expect(customer.every((row) => row.payload.manage_path === `/ar/booking/${booking.token}`)).toBe(true);
    // The company's alert stays in English, as the back office is.
    expect(rows.find((row) => row.kind === 'admin_new_booking')?.locale).toBe('en');
  });

  it('customers also get WhatsApp messages when the company turns it on', async () => {
    await setSettings({ whatsapp_enabled: true });
    try {
      const booking = await requestBooking();
      const whatsapp = (await messagesOf(booking.id)).filter((row) => row.channel === 'whatsapp');
      expect(whatsapp.map((row) => [row.kind, row.recipient])).toEqual([
        ['booking_confirmation', '+971501234567'],
        ['booking_reminder', '+971501234567'],
      ]);
    } finally {
      await setSettings({ whatsapp_enabled: false });
    }
  });

  it('a refused booking leaves no message, and neither does a transaction rolled back after its insert', async () => {
    const count = async () =>
      Number((await query<{ n: number }>('select count(*)::int as n from public.outbox_messages'))[0]?.n);
    const before = await count();
    const refused = await makeClient(backend).rpc('request_booking', {
      _service: 'deep',
      ..._slotArgs(slot()),
      _name: 'No Size',
      _phone: '+971501234567',
      _email: 'nosize@example.com',
      _community: 'Dubai Marina',
      _building: 'Marina Tower',
      _property: 'castle',
      _fill_ms: HUMAN_FILL_MS,
    });
    expect(refused.error).toMatchObject({ code: '23514', details: 'property' });
    const wrongLocale = await makeClient(backend).rpc('request_booking', {
      _service: 'deep',
      ..._slotArgs(slot()),
      _name: 'Wrong Locale',
      _phone: '+971501234567',
      _email: 'locale@example.com',
      _community: 'Dubai Marina',
      _building: 'Marina Tower',
      _property: '1br',
      _locale: 'fr',
      _fill_ms: HUMAN_FILL_MS,
    });
    expect(wrongLocale.error).toMatchObject({ code: '23514', details: 'locale' });
    expect(wrongLocale.status).toBe(400);

    const { date, time_slot } = slot();
    await expect(
      backend.ctx.db.transaction(async (tx) => {
        await tx.query(
          `select public.request_booking('deep', $1, $2, 'Rolled Back', '+971501234567', 'rollback@example.com',
             null, 'Dubai Marina', 'Marina Tower', null, '1br')`,
          [date, time_slot],
        );
        expect(
          (
            await tx.query<{ n: number }>(
              `select count(*)::int as n from public.outbox_messages where recipient = 'rollback@example.com'`,
            )
          ).rows[0]?.n,
        ).toBe(2);
        throw new Error('something after the booking failed');
      }),
    ).rejects.toThrow('something after the booking failed');
    expect(await count()).toBe(before);
    expect(await query(`select 1 from public.bookings where email = 'rollback@example.com'`)).toEqual([]);
  });

  it('a contact message writes the answer in its language and the company alert; no alert without an address', async () => {
    const sent = await makeClient(backend).from('contact_messages').insert({
      name: 'Omar',
      email: 'omar@example.com',
      message: 'Do you clean villas?',
      locale: 'ar',
      fill_ms: HUMAN_FILL_MS,
    });
    expect(sent.error).toBeNull();
    const rows = await query<Row>(
      `select m.* from public.outbox_messages m join public.contact_messages c on c.id = m.contact_message_id
       where c.email = 'omar@example.com' order by m.kind`,
    );
    expect(rows.map((row) => [row.kind, row.recipient, row.locale])).toEqual([
      ['admin_new_message', 'office@sparkle.test', 'en'],
      ['contact_received', 'omar@example.com', 'ar'],
    ]);

    await setSettings({ alert_email: null });
    try {
      await makeClient(backend)
        .from('contact_messages')
        .insert({ name: 'Sara', email: 'sara@example.com', message: 'Hello', fill_ms: HUMAN_FILL_MS });
      const kinds = await query<{ kind: string }>(
        `select m.kind from public.outbox_messages m join public.contact_messages c on c.id = m.contact_message_id
         where c.email = 'sara@example.com'`,
      );
      expect(kinds).toEqual([{ kind: 'contact_received' }]);
    } finally {
      await setSettings({ alert_email: 'office@sparkle.test' });
    }
  });

  it('the reminder moves with a reschedule and goes with a cancellation; each change writes its notice', async () => {
    const booking = await requestBooking();
    const to = slot(10);
    const moved = await makeClient(backend).rpc('manage_booking_reschedule', {
      _token: booking.token,
      _date: to.date,
      _time_slot: to.time_slot,
    });
    expect(moved.error).toBeNull();
    let rows = await messagesOf(booking.id);
    const reminders = rows.filter((row) => row.kind === 'booking_reminder');
    expect(reminders).toHaveLength(1);
    const [{ starts_at }] = (await query<{ starts_at: Date }>('select private.booking_starts_at($1, $2) as starts_at', [
      to.date,
      to.time_slot,
    ])) as [{ starts_at: Date }];
    expect(new Date(reminders[0]!.send_after).getTime()).toBe(new Date(starts_at).getTime() - 24 * 3600_000);
    expect(reminders[0]!.payload).toMatchObject({
      date: to.date,
      time_slot: to.time_slot,
      manage_path: `/booking/${booking.token}`,
    });
    const notice = rows.find((row) => row.kind === 'booking_rescheduled');
    expect(notice?.payload).toMatchObject({
      date: to.date,
      time_slot: to.time_slot,
      manage_path: `/booking/${booking.token}`,
    });

    const cancelled = await makeClient(backend).rpc('manage_booking_cancel', { _token: booking.token });
    expect(cancelled.error).toBeNull();
    rows = await messagesOf(booking.id);
    expect(rows.find((row) => row.kind === 'booking_reminder')).toMatchObject({
      state: 'cancelled',
      last_error: 'The booking was cancelled.',
    });
    expect(rows.find((row) => row.kind === 'booking_cancelled')?.state).toBe('pending');
  });

  it('an admin cancelling a booking drops its reminder too; marking it done calls the review hook, sent 2 hours later', async () => {
    const first = await requestBooking();
    expect((await admin.from('bookings').update({ status: 'cancelled' }).eq('id', first.id)).error).toBeNull();
    expect((await messagesOf(first.id)).find((row) => row.kind === 'booking_reminder')?.state).toBe('cancelled');

    // The reviews migration gives the hook its payload: the review link, made the first time the job is done.
    const second = await requestBooking({ _locale: 'ar' });
    expect((await admin.from('bookings').update({ status: 'completed' }).eq('id', second.id)).error).toBeNull();
    const review = (await messagesOf(second.id)).find((row) => row.kind === 'review_request')!;
    expect(review).toMatchObject({ locale: 'ar', recipient: 'aisha@example.com', state: 'pending' });
    expect(review.payload).toMatchObject({ reference: second.reference, first_name: 'Aisha' });
    expect(review.payload.review_path).toMatch(/^\/ar\/review\/[A-Za-z0-9_-]{40,}$/);
    const delay = new Date(review.send_after).getTime() - Date.now();
    expect(delay).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(delay).toBeLessThanOrEqual(2 * 3600_000);
  });

  it('suspected spam keeps its messages held; releasing it frees what the insert wrote, manage link included', async () => {
    // Quarantine as the spam rules do: a BEFORE INSERT trigger marks the caught booking, which is stored all the same.
    await query(`create function private.test_quarantine() returns trigger language plpgsql as $$
      begin new.spam_reason := 'too_fast'; return new; end $$`);
    await query(`create trigger bookings_test_quarantine before insert on public.bookings for each row
      when (new.name = 'Quarantined Person') execute function private.test_quarantine()`);
    let booking: Awaited<ReturnType<typeof requestBooking>>;
    try {
      booking = await requestBooking({ _name: 'Quarantined Person', _email: 'held@example.com' });
    } finally {
      await backend.ctx.db.exec(
        'drop trigger bookings_test_quarantine on public.bookings; drop function private.test_quarantine();',
      );
    }
    const held = await messagesOf(booking.id);
    expect(held.map((row) => [row.kind, row.state, row.held])).toEqual([
      ['admin_new_booking', 'pending', 'spam'],
      ['booking_confirmation', 'pending', 'spam'],
      ['booking_reminder', 'pending', 'spam'],
    ]);
    expect(held.find((row) => row.kind === 'booking_confirmation')?.payload.manage_path).toBe(
      `/booking/${booking.token}`,
    );
    await settleOutbox();
    const worker = newWorker(backend.outbox!.catcher!.smtpUrl);
    expect((await worker.runBatch()).claimed).toBe(0);

    await query(`update public.bookings set spam_reason = null where id = $1`, [booking.id]);
    expect((await messagesOf(booking.id)).every((row) => row.held === null)).toBe(true);
    // The confirmation and the alert go now; the reminder waits for its day.
    expect(await worker.drain()).toMatchObject({ claimed: 2, sent: 2 });
    const mail = await waitForMail((message) => message.to.includes('held@example.com'));
    expect(mail.subject).toContain(booking.reference);
    expect(mail.text).toContain(`${siteUrl}/booking/${booking.token}`);

    // A spam message deleted takes its held messages with it.
    const [spam] = await query<{ id: string }>(
      `insert into public.contact_messages (name, email, message, spam_reason) values ('Bot', 'bot@example.com', 'Buy', 'honeypot')
       returning id`,
    );
    expect(
      (await query<Row>('select * from public.outbox_messages where contact_message_id = $1', [spam!.id])).map(
        (row) => row.held,
      ),
    ).toEqual(['spam', 'spam']);
    await query('delete from public.contact_messages where id = $1', [spam!.id]);
    expect(await query('select 1 from public.outbox_messages where contact_message_id = $1', [spam!.id])).toEqual([]);
  });
});

function _slotArgs({ date, time_slot }: { date: string; time_slot: string }) {
  return { _date: date, _time_slot: time_slot };
}

// The clock a step ahead by default: a row enqueued in the same millisecond as a claim (send_after is the server's
// now(), with microseconds) is otherwise not yet due for a clock in whole milliseconds.
function newWorker(smtpUrl: string, now: () => Date = () => new Date(Date.now() + 1)) {
  return new OutboxWorker({
    store: sqlOutboxStore(backend.ctx),
    senders: {
      email: smtpSender({ url: smtpUrl, from: '"SparkleClean Dubai" <bookings@sparkle.test>', timeout: 5_000 }),
    },
    siteUrl: () => siteUrl,
    now,
  });
}

async function waitForMail(match: (message: CaughtMessage) => boolean): Promise<CaughtMessage> {
  for (let tries = 0; tries < 100; tries++) {
    const found = backend.outbox!.catcher!.messages().find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no such mail in the catcher');
}

const enqueue = (recipient: string, kind = 'contact_received') =>
  query<{ id: string }>(
    `select private.enqueue_message($1, 'email', $2, 'en',
       jsonb_build_object('name', 'Test Person', 'email', $2::text, 'message', 'Hello'), now()) as id`,
    [kind, recipient],
  ).then((rows) => rows[0]!.id);

describe('the delivery worker', () => {
  beforeEach(settleOutbox);

  it('sends a confirmation over SMTP with the manage link, the .ics and a Message-ID made from the key; once', async () => {
    const booking = await requestBooking({ _email: 'mail-test@example.com' });
    await query(
      `update public.outbox_messages set state = 'cancelled' where booking_id = $1 and kind <> 'booking_confirmation'`,
      [booking.id],
    );
    const worker = newWorker(backend.outbox!.catcher!.smtpUrl);
    expect(await worker.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await worker.drain()).toMatchObject({ claimed: 0, sent: 0 });
    const mail = await waitForMail((message) => message.to.includes('mail-test@example.com'));
    expect(mail.subject).toBe(`Booking ${booking.reference} received: Deep Cleaning`);
    expect(mail.messageId).toBe(`<booking_confirmation.${booking.id}@sparkle.test>`);
    expect(mail.deliveries).toBe(1);
    expect(mail.html).toContain(`href="${siteUrl}/booking/${booking.token}"`);
    // Intl puts a no-break space between the currency and the amount.
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('AED 315.00 incl. VAT');
    const ics = mail.attachments.find((attachment) => attachment.filename === `${booking.reference}.ics`)!;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content.toString('utf8')).toContain(`DTSTART;TZID=Asia/Dubai:${booking.date.replace(/-/g, '')}T`);
    const [row] = await query<Row & { sent_at: Date; provider_message_id: string }>(
      `select * from public.outbox_messages where booking_id = $1 and kind = 'booking_confirmation'`,
      [booking.id],
    );
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(row!.provider_message_id).toMatch(/^250/);
  });

  describe('when the SMTP server refuses', () => {
    const servers: { close(): Promise<void> }[] = [];
    afterAll(async () => {
      for (const server of servers) await server.close();
    });

    async function refusingServer(code: number): Promise<string> {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error(`Refused for the test (${code})`), { responseCode: code })),
          );
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      servers.push({ close: () => new Promise((resolve) => smtp.close(() => resolve())) });
      return `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    }

    async function droppingServer(): Promise<string> {
      const tcp: TcpServer = createTcpServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
      servers.push({ close: () => new Promise((resolve) => tcp.close(() => resolve())) });
      return `smtp://127.0.0.1:${(tcp.address() as AddressInfo).port}`;
    }

    it.each([
      { name: '451 (try later)', start: () => refusingServer(451), error: /451/ },
      { name: '550 (refused)', start: () => refusingServer(550), error: /550/ },
      {
        name: 'a dropped connection',
        start: droppingServer,
        error: /Connection closed|ECONNRESET|ECONNECTION|socket/i,
      },
    ])('$name: retried after 1 min, 5 min, 30 min, 2 h and 12 h (±10 %), then failed', async ({ start, error }) => {
      const id = await enqueue(`refused-${Date.now()}@example.com`);
      // The next millisecond: the row's send_after is the server's now(), with microseconds, and on PostgreSQL the
      // insert can return within the same millisecond, which would leave the row a fraction of one from due.
      let clock = Date.now() + 1;
      const worker = newWorker(await start(), () => new Date(clock));
      for (const [index, wait] of [60, 300, 1800, 7200, 43200].entries()) {
        expect(await worker.runBatch()).toMatchObject({ claimed: 1, retried: 1 });
        const [row] = await query<Row>('select * from public.outbox_messages where id = $1', [id]);
        expect(row).toMatchObject({ state: 'pending', attempts: index + 1 });
        expect(row!.last_error).toMatch(error);
        const delay = (new Date(row!.send_after).getTime() - clock) / 1000;
        expect(delay).toBeGreaterThanOrEqual(wait * 0.9 - 0.001);
        expect(delay).toBeLessThanOrEqual(wait * 1.1 + 0.001);
        // Not due a second before its time; due at it (send_after has microseconds: the next millisecond).
        clock = new Date(row!.send_after).getTime() - 1000;
        expect((await worker.runBatch()).claimed).toBe(0);
        clock += 1001;
      }
      expect(await worker.runBatch()).toMatchObject({ claimed: 1, failed: 1 });
      const [row] = await query<Row>('select * from public.outbox_messages where id = $1', [id]);
      expect(row).toMatchObject({ state: 'failed', attempts: 6 });
      expect(row!.last_error).toMatch(error);
      clock += 100 * 86_400_000;
      expect((await worker.runBatch()).claimed).toBe(0);
    });
  });

  it('two workers at once never send one message twice, and a second worker cannot take a row being sent', async () => {
    const catcher = backend.outbox!.catcher!;
    const recipients = Array.from({ length: 24 }, (_, index) => `both-${index}-${Date.now()}@example.com`);
    const ids: string[] = [];
    for (const recipient of recipients) ids.push(await enqueue(recipient));
    const workers = [newWorker(catcher.smtpUrl), newWorker(catcher.smtpUrl), newWorker(catcher.smtpUrl)];
    const results = await Promise.all(workers.map((worker) => worker.drain()));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(24);
    expect(results.reduce((sum, result) => sum + result.claimed, 0)).toBe(24);
    const caught = catcher.messages().filter((message) => recipients.includes(message.to[0]!));
    expect(caught).toHaveLength(24);
    expect(caught.every((message) => message.deliveries === 1)).toBe(true);
    expect(
      await query('select state from public.outbox_messages where id = any($1) and state <> $2', [ids, 'sent']),
    ).toEqual([]);

    // A claimed row is out of reach until its lease runs out; then the first worker's claim can record nothing.
    const id = await enqueue(`lease-${Date.now()}@example.com`);
    const store = sqlOutboxStore(backend.ctx);
    const now = new Date();
    const [first] = await store.claim(5, 60, now);
    expect(first?.id).toBe(id);
    expect(await store.claim(5, 60, now)).toEqual([]);
    const [second] = await store.claim(5, 60, new Date(now.getTime() + 61_000));
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await store.recordSent(first!, null, new Date())).toBe(false);
    expect(await store.recordFailure(first!, 'late', false, new Date())).toBeNull();
    expect(await store.recordSent(second!, null, new Date())).toBe(true);
  });

  it("WhatsApp goes to the Cloud API as the template of its kind, in the customer's language; refusals fail or retry", async () => {
    // A local stand-in for graph.facebook.com that records what it receives and answers as the Cloud API does.
    const received: { url: string; authorization: string; body: Record<string, unknown> }[] = [];
    let answer: { status: number; body: unknown } = { status: 200, body: { messages: [{ id: 'wamid.TEST1' }] } };
    const api = createHttpServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        received.push({
          url: request.url ?? '',
          authorization: request.headers.authorization ?? '',
          body: JSON.parse(raw),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      await setSettings({ whatsapp_enabled: true });
      const booking = await requestBooking({ _locale: 'ar', _email: 'wa-test@example.com' });
      await setSettings({ whatsapp_enabled: false });
      await query(
        `update public.outbox_messages set state = 'cancelled' where booking_id = $1 and not (channel = 'whatsapp' and kind = 'booking_confirmation')`,
        [booking.id],
      );
      const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v21.0`;
      const worker = new OutboxWorker({
        store: sqlOutboxStore(backend.ctx),
        senders: { whatsapp: whatsAppSender({ token: 'test-token', phoneId: '1234567890', apiUrl }) },
        siteUrl: () => siteUrl,
        // A step ahead, as newWorker's: rows enqueued just before a claim are due for it.
        now: () => new Date(Date.now() + 1),
      });
      expect(await worker.drain()).toMatchObject({ claimed: 1, sent: 1 });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ url: '/v21.0/1234567890/messages', authorization: 'Bearer test-token' });
      expect(received[0]!.body).toMatchObject({
        messaging_product: 'whatsapp',
        to: '971501234567',
        type: 'template',
        template: { name: 'booking_confirmation', language: { code: 'ar' } },
        biz_opaque_callback_data: `booking_confirmation:${booking.id}:whatsapp`,
      });
      const parameters = (received[0]!.body.template as { components: { parameters: { text: string }[] }[] })
        .components[0]!.parameters;
      expect(parameters.map((parameter) => parameter.text)).toEqual([
        'Aisha',
        `\u2066${booking.reference}\u2069`,
        'التنظيف العميق',
        expect.stringContaining('بتوقيت دبي'),
        expect.stringContaining('شاملة الضريبة'),
        `${siteUrl}/ar/booking/${booking.token}`,
      ]);
      const [row] = await query<Row & { provider_message_id: string }>(
        `select * from public.outbox_messages where booking_id = $1 and channel = 'whatsapp' and kind = 'booking_confirmation'`,
        [booking.id],
      );
      expect(row).toMatchObject({ state: 'sent', provider_message_id: 'wamid.TEST1' });

      // A template the API refuses (400) cannot get better: failed at once. A 500 is tried again later.
      const refusedId = await query<{ id: string }>(
        `select private.enqueue_message('booking_cancelled', 'whatsapp', '+971501234568', 'en', $1::jsonb) as id`,
        [JSON.stringify(row!.payload)],
      ).then((rows) => rows[0]!.id);
      answer = {
        status: 400,
        body: { error: { message: 'Template name does not exist in the translation', code: 132001 } },
      };
      expect(await worker.drain()).toMatchObject({ claimed: 1, failed: 1 });
      expect((await query<Row>('select * from public.outbox_messages where id = $1', [refusedId]))[0]).toMatchObject({
        state: 'failed',
        attempts: 1,
        last_error: 'WhatsApp API 400 (132001): Template name does not exist in the translation',
      });
      const laterId = await query<{ id: string }>(
        `select private.enqueue_message('booking_cancelled', 'whatsapp', '+971501234569', 'en', $1::jsonb) as id`,
        [JSON.stringify(row!.payload)],
      ).then((rows) => rows[0]!.id);
      answer = { status: 500, body: { error: { message: 'Service temporarily unavailable', code: 2 } } };
      expect(await worker.drain()).toMatchObject({ claimed: 1, retried: 1 });
      expect((await query<Row>('select * from public.outbox_messages where id = $1', [laterId]))[0]?.state).toBe(
        'pending',
      );

      // Without the Cloud API's settings a WhatsApp row fails at once, saying what is missing.
      await query(`update public.outbox_messages set send_after = now() where id = $1`, [laterId]);
      expect(await newWorker(backend.outbox!.catcher!.smtpUrl).drain()).toMatchObject({ failed: 1 });
      expect((await query<Row>('select * from public.outbox_messages where id = $1', [laterId]))[0]?.last_error).toBe(
        'WhatsApp is not configured (WHATSAPP_TOKEN and WHATSAPP_PHONE_ID)',
      );
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('an admin retries a failed message and cancels a pending one; others may not; the dashboard counts them', async () => {
    const failedId = await enqueue(`retry-${Date.now()}@example.com`);
    await query(
      `update public.outbox_messages set state = 'failed', attempts = 6, last_error = '550 no' where id = $1`,
      [failedId],
    );
    const pendingId = await enqueue(`cancel-${Date.now()}@example.com`);

    const user = await signUp(backend, 'Not Admin');
    expect((await user.client.rpc('admin_outbox_retry', { _id: failedId })).status).toBe(403);
    expect((await makeClient(backend).rpc('admin_outbox_cancel', { _id: pendingId })).status).toBe(401);
    expect((await user.client.rpc('admin_outbox', {})).status).toBe(403);
    expect((await user.client.from('outbox_messages').select('id')).data).toEqual([]);

    const notFailed = await admin.rpc('admin_outbox_retry', { _id: pendingId });
    expect(notFailed.error).toMatchObject({ code: '23514', details: 'state' });
    expect((await admin.rpc('admin_outbox_retry', { _id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    const before = (await admin.rpc('admin_outbox_stats', { _days: 7 })).data as { sent: number; failed: number }[];
    const retried = await admin.rpc('admin_outbox_retry', { _id: failedId });
    expect(retried.error).toBeNull();
    expect(retried.data).toMatchObject([{ id: failedId, state: 'pending' }]);
    const cancelled = await admin.rpc('admin_outbox_cancel', { _id: pendingId });
    expect(cancelled.data).toMatchObject([{ id: pendingId, state: 'cancelled' }]);
    expect((await admin.rpc('admin_outbox_cancel', { _id: pendingId })).error).toMatchObject({ details: 'state' });

    expect(await newWorker(backend.outbox!.catcher!.smtpUrl).drain()).toMatchObject({ sent: 1 });
    const after = (await admin.rpc('admin_outbox_stats', { _days: 7 })).data as { sent: number; failed: number }[];
    expect(Number(after[0]!.sent)).toBe(Number(before[0]!.sent) + 1);
    expect(Number(after[0]!.failed)).toBe(Number(before[0]!.failed) - 1);
    const [row] = await query<Row>('select * from public.outbox_messages where id = $1', [failedId]);
    expect(row).toMatchObject({ state: 'sent', attempts: 7 });

    const list = await admin.rpc('admin_outbox', { _states: ['cancelled'], _search: 'cancel-' });
    expect(list.error).toBeNull();
    expect((list.data as { id: string; total_count: number }[]).map((item) => item.id)).toContain(pendingId);
    expect((await admin.rpc('admin_outbox', { _states: ['lost'] })).error).toMatchObject({ details: 'states' });
  });

  it('the hosted path: the Data API gives the worker functions to the service role only, and the edge function sends', async () => {
    const visitor = makeClient(backend);
    expect((await visitor.rpc('outbox_claim', {})).status).toBe(401);
    const user = await signUp(backend, 'Curious User');
    expect((await user.client.rpc('outbox_claim', {})).status).toBe(403);
    expect(
      (await user.client.rpc('outbox_record_sent', { _id: crypto.randomUUID(), _claim_id: crypto.randomUUID() }))
        .status,
    ).toBe(403);

    const id = await enqueue(`hosted-${Date.now()}@example.com`);
    const claimed = await service.rpc('outbox_claim', { _limit: 5, _lease_seconds: 60 });
    expect(claimed.error).toBeNull();
    const row = (claimed.data as { id: string; claim_id: string; state: string }[]).find((item) => item.id === id)!;
    expect(row.state).toBe('sending');
    const failure = await service.rpc('outbox_record_failure', {
      _id: id,
      _claim_id: row.claim_id,
      _error: '421 busy',
    });
    expect(failure.data).toMatchObject([{ id, state: 'pending', attempts: 1, last_error: '421 busy' }]);

    // Due again now, through the function that pg_cron calls on hosted Supabase.
    await query(`update public.outbox_messages set send_after = now() where id = $1`, [id]);
    expect((await visitor.functions.invoke('outbox-worker', { body: {} })).error).toBeTruthy();
    const run = await fetch(`${backend.url}/functions/v1/outbox-worker`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await query('select state, attempts from public.outbox_messages where id = $1', [id])).toEqual([
      { state: 'sent', attempts: 2 },
    ]);
  });
});
