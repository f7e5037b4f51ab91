import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresInsertPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBackend } from '../src/index.ts';
import { freeSlot, HUMAN_FILL_MS } from './helpers.ts';

/**
 * Realtime through the running backend: the Phoenix protocol frame by frame with a raw socket, and the real
 * supabase-js channels for what the admin dashboard does (new bookings appear live for admins, never for
 * visitors, because delivery goes through the bookings table's SELECT policies).
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;
type Frame = [string | null, string | null, string, string, Record<string, unknown>];

let backend: Backend;
let visitor: SupabaseClient;
let admin: SupabaseClient;
let adminToken: string;
const sockets: RawSocket[] = [];

const client = () =>
  createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

/** A booking as the site's form makes it, at a slot of its own (the database refuses a full one): the stored fields. */
function newBooking(fields: Partial<Record<string, string>> = {}) {
  return {
    service: 'residential',
    ...freeSlot(),
    name: `Realtime Tester ${Math.random().toString(36).slice(2, 8)}`,
    phone: '+971501234567',
    email: 'tester@example.com',
    address: 'Marina Walk, Dubai',
    community: 'Dubai Marina',
    building: 'Marina Gate 1',
    property: fields.service === 'office' ? 'office-s' : '1br',
    fill_ms: HUMAN_FILL_MS,
    ...fields,
  };
}

/** Books through the visitors' door (request_booking) and answers with the fields the stored row has. */
async function insertBooking(booking = newBooking(), honeypot = '') {
  const args = Object.fromEntries(Object.entries(booking).map(([key, value]) => [`_${key}`, value]));
  const { error } = await visitor.rpc('request_booking', { ...args, _honeypot: honeypot });
  if (error) throw new Error(`request_booking failed: ${error.message}`);
  return booking;
}

/** A Phoenix socket speaking serializer 2.0.0, keeping every frame it receives. */
class RawSocket {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private ref = 0;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
  }

  static async open(apiKey = backend.anonKey): Promise<RawSocket> {
    const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apiKey)}&vsn=2.0.0`;
    const ws = new WebSocket(url);
    const socket = new RawSocket(ws);
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  push(joinRef: string | null, topic: string, event: string, payload: Record<string, unknown>): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  next(match: (f: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  reply(ref: string) {
    return this.next((f) => f[1] === ref && f[3] === 'phx_reply');
  }

  async join(topic: string, payload: Record<string, unknown>): Promise<{ joinRef: string; reply: Frame }> {
    const joinRef = String(this.ref + 1);
    const ref = this.push(joinRef, topic, 'phx_join', payload);
    return { joinRef, reply: await this.reply(ref) };
  }
}

const bookingInserts = [{ event: 'INSERT', schema: 'public', table: 'bookings' }];

/**
 * Proves that a channel got nothing of a change, without waiting an arbitrary time: an admin's channel joined on the
 * same socket after it receives the change, and the server (realtime.ts, `deliver`) handles a change's subscribers
 * one after another in the order they joined, on one ordered socket, so anything meant for the earlier channel
 * would have arrived first. Returns the frames the earlier channel got.
 */
async function framesBeforeControl(socket: RawSocket, topic: string, change: () => Promise<{ name: string }>) {
  const control = `realtime:control-${socket.frames.length}-${Math.random().toString(36).slice(2)}`;
  expect((await socket.join(control, joinPayload(adminToken))).reply[4].status).toBe('ok');
  const { name } = await change();
  await socket.next(
    (f) =>
      f[2] === control &&
      f[3] === 'postgres_changes' &&
      (f[4] as { data: { record: { name?: string } } }).data.record.name === name,
  );
  return socket.frames.filter((f) => f[2] === topic && f[3] === 'postgres_changes');
}

const joinPayload = (accessToken: string, postgresChanges: Record<string, unknown>[] = bookingInserts) => ({
  config: {
    broadcast: { ack: false, self: false },
    presence: { key: '', enabled: false },
    postgres_changes: postgresChanges,
    private: false,
  },
  access_token: accessToken,
  version: 'realtime-js/2.119.1',
});

/** Resolves once the channel is subscribed; rejects on error or timeout. */
function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

beforeAll(async () => {
  backend = await startBackend({ port: 0 });
  visitor = client();
  admin = client();
  const { email, password } = backend.admin ?? {};
  const { data, error } = await admin.auth.signInWithPassword({ email: email ?? '', password: password ?? '' });
  if (error) throw error;
  adminToken = data.session.access_token;
}, 60_000);

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
  await visitor.removeAllChannels();
  await admin.removeAllChannels();
});

afterAll(async () => {
  await backend?.close();
});

describe('socket', () => {
  it('answers a heartbeat with an ok reply', async () => {
    const socket = await RawSocket.open();
    const ref = socket.push(null, 'phoenix', 'heartbeat', {});
    expect(await socket.reply(ref)).toEqual([null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it("answers supabase-js's heartbeat", async () => {
    const statuses: string[] = [];
    const heartbeating = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never, heartbeatCallback: (status) => statuses.push(status) },
    });
    heartbeating.realtime.connect();
    await expect.poll(() => heartbeating.realtime.isConnected()).toBe(true);
    await heartbeating.realtime.sendHeartbeat();
    await expect.poll(() => statuses).toContain('ok');
    await heartbeating.realtime.disconnect();
  });

  it('refuses a connection without a valid API key', async () => {
    for (const key of ['not-a-jwt', await backend.ctx.signJwt({ role: 'anon' }, -60)]) {
      const ws = new WebSocket(`${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${key}&vsn=2.0.0`);
      const status = await new Promise<number | undefined>((resolve) => {
        ws.once('unexpected-response', (_request, response) => resolve(response.statusCode));
        ws.once('open', () => resolve(undefined));
        ws.once('error', () => {});
      });
      ws.terminate();
      expect(status).toBe(401);
    }
  });

  it('joins echoing the bindings with ids, then says it is subscribed', async () => {
    const socket = await RawSocket.open();
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'bookings' },
      { event: '*', schema: 'public', table: 'bookings', filter: 'service=eq.office' },
    ];
    const { joinRef, reply } = await socket.join('realtime:admin-bookings', joinPayload(backend.anonKey, bindings));
    expect(reply[0]).toBe(joinRef);
    expect(reply[4].status).toBe('ok');
    const echoed = (reply[4].response as { postgres_changes: Record<string, unknown>[] }).postgres_changes;
    expect(echoed).toEqual([
      { ...bindings[0], id: expect.any(Number) },
      { ...bindings[1], id: expect.any(Number) },
    ]);
    expect(echoed[0]?.id).not.toBe(echoed[1]?.id);
    expect(await socket.next((f) => f[3] === 'system')).toEqual([
      joinRef,
      null,
      'realtime:admin-bookings',
      'system',
      { status: 'ok', message: 'Subscribed to PostgreSQL', extension: 'postgres_changes', channel: 'admin-bookings' },
    ]);
  });

  it('joins a channel without postgres_changes with an empty response', async () => {
    const socket = await RawSocket.open();
    const { reply } = await socket.join('realtime:room', joinPayload(backend.anonKey, []));
    expect(reply[4]).toEqual({ status: 'ok', response: {} });
  });

  it('refuses a join with an expired or forged token, and bindings outside the publication', async () => {
    const socket = await RawSocket.open();
    const expired = await backend.ctx.signJwt({ role: 'authenticated', sub: crypto.randomUUID() }, -60);
    expect((await socket.join('realtime:a', joinPayload(expired))).reply[4].status).toBe('error');
    expect((await socket.join('realtime:b', joinPayload('forged.token.here'))).reply[4].status).toBe('error');
    const outside = [{ event: 'INSERT', schema: 'public', table: 'user_roles' }];
    const refused = await socket.join('realtime:c', joinPayload(backend.anonKey, outside));
    expect(refused.reply[4]).toMatchObject({ status: 'error', response: { reason: expect.any(String) } });
    const badFilter = [{ event: 'INSERT', schema: 'public', table: 'bookings', filter: 'nonsense' }];
    expect((await socket.join('realtime:d', joinPayload(backend.anonKey, badFilter))).reply[4].status).toBe('error');
  });

  it('leaves a channel with an ok reply and phx_close, and sends it nothing more', async () => {
    const socket = await RawSocket.open();
    const { joinRef } = await socket.join('realtime:leaving', joinPayload(adminToken));
    const ref = socket.push(joinRef, 'realtime:leaving', 'phx_leave', {});
    expect((await socket.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
    expect(await socket.next((f) => f[3] === 'phx_close')).toEqual([
      joinRef,
      null,
      'realtime:leaving',
      'phx_close',
      {},
    ]);
    expect(await framesBeforeControl(socket, 'realtime:leaving', insertBooking)).toEqual([]);
  });
});

describe('postgres_changes on bookings', () => {
  it('delivers a visitor booking to an admin and not to a visitor (supabase-js)', async () => {
    const adminEvents: RealtimePostgresInsertPayload<Record<string, unknown>>[] = [];
    const visitorEvents: unknown[] = [];
    const adminChannel = admin
      .channel('admin-bookings')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bookings' }, (payload) =>
        adminEvents.push(payload as RealtimePostgresInsertPayload<Record<string, unknown>>),
      );
    const visitorChannel = visitor
      .channel('visitor-bookings')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bookings' }, (payload) =>
        visitorEvents.push(payload),
      );
    await Promise.all([subscribed(adminChannel), subscribed(visitorChannel)]);

    const booking = await insertBooking();

    await expect.poll(() => adminEvents.length, { timeout: 5000 }).toBe(1);
    const [event] = adminEvents;
    expect(event).toMatchObject({
      schema: 'public',
      table: 'bookings',
      eventType: 'INSERT',
      errors: null,
      new: { ...booking, id: expect.any(String) },
      old: {},
    });
    expect(new Date(event?.commit_timestamp ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The change went out to every subscriber at the same moment, so a frame the server sends the visitor now comes
    // after it on the visitor's one socket: once a channel joined now is subscribed, nothing more is on its way.
    await subscribed(visitor.channel('visitor-control'));
    expect(visitorEvents).toEqual([]);
  });

  it('does not deliver suspected spam to an admin: a bot’s booking waits in the Spam folder unannounced', async () => {
    const seen: string[] = [];
    const adminChannel = admin
      .channel('admin-spam')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bookings' }, (payload) =>
        seen.push(String(payload.new.name)),
      );
    await subscribed(adminChannel);
    const bot = await insertBooking(newBooking(), 'https://spam.example');
    const person = await insertBooking();
    await expect.poll(() => seen, { timeout: 5000 }).toContain(person.name);
    expect(seen).not.toContain(bot.name);
  });

  it('sends the row with its columns, to the binding ids that match (raw frames)', async () => {
    const socket = await RawSocket.open();
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'bookings' },
      { event: 'UPDATE', schema: 'public', table: 'bookings' },
      { event: '*', schema: 'public', table: 'bookings', filter: 'service=eq.office' },
    ];
    const { joinRef, reply } = await socket.join('realtime:frames', joinPayload(adminToken, bindings));
    const ids = (reply[4].response as { postgres_changes: { id: number }[] }).postgres_changes.map((b) => b.id);

    const booking = await insertBooking(newBooking({ service: 'office' }));
    const frame = await socket.next((f) => f[3] === 'postgres_changes');
    expect(frame[0]).toBe(joinRef);
    expect(frame[1]).toBeNull();
    expect(frame[2]).toBe('realtime:frames');
    const payload = frame[4] as { ids: number[]; data: Record<string, unknown> };
    expect(payload.ids.sort()).toEqual([ids[0], ids[2]].sort());
    expect(payload.data).toMatchObject({
      schema: 'public',
      table: 'bookings',
      type: 'INSERT',
      commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
      record: { ...booking, id: expect.any(String) },
      errors: null,
    });
    const columns = payload.data.columns as { name: string; type: string }[];
    expect(columns).toEqual(
      expect.arrayContaining([
        { name: 'id', type: 'uuid' },
        { name: 'name', type: 'text' },
        { name: 'date', type: 'date' },
      ]),
    );
    expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining(Object.keys(booking)));

    // Another service does not match the filter: only the plain INSERT binding gets it.
    await insertBooking(newBooking({ service: 'deep' }));
    const second = await socket.next((f) => f[3] === 'postgres_changes' && f !== frame);
    expect((second[4] as { ids: number[] }).ids).toEqual([ids[0]]);

    // An admin confirming the office booking: UPDATE and the filtered `*` binding. With RLS on the table,
    // the old record carries only the primary key, as on hosted Supabase.
    const id = (payload.data.record as { id: string }).id;
    const { error } = await admin.from('bookings').update({ status: 'confirmed' }).eq('id', id);
    expect(error).toBeNull();
    const update = await socket.next(
      (f) => f[3] === 'postgres_changes' && (f[4] as { data: { type: string } }).data.type === 'UPDATE',
    );
    const changed = update[4] as { ids: number[]; data: Record<string, unknown> };
    expect(changed.ids.sort()).toEqual([ids[1], ids[2]].sort());
    expect(changed.data.record).toMatchObject({ id, status: 'confirmed' });
    expect(changed.data.old_record).toEqual({ id });
  });

  it('uses the token of the latest access_token message', async () => {
    const socket = await RawSocket.open();
    const { joinRef } = await socket.join('realtime:upgrade', joinPayload(backend.anonKey));
    expect(await framesBeforeControl(socket, 'realtime:upgrade', insertBooking)).toEqual([]);

    const ref = socket.push(joinRef, 'realtime:upgrade', 'access_token', { access_token: adminToken });
    expect((await socket.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
    const booking = await insertBooking();
    const frame = await socket.next((f) => f[2] === 'realtime:upgrade' && f[3] === 'postgres_changes');
    expect((frame[4] as { data: { record: Record<string, unknown> } }).data.record.name).toBe(booking.name);

    // An invalid token closes the channel.
    const bad = socket.push(joinRef, 'realtime:upgrade', 'access_token', { access_token: 'forged' });
    expect((await socket.reply(bad))[4].status).toBe('error');
    await socket.next((f) => f[3] === 'phx_close');
  });

  it('keeps answering heartbeats while changes flow', async () => {
    const socket = await RawSocket.open();
    await socket.join('realtime:busy', joinPayload(adminToken));
    await Promise.all([insertBooking(), insertBooking()]);
    const ref = socket.push(null, 'phoenix', 'heartbeat', {});
    expect((await socket.reply(ref))[4]).toEqual({ status: 'ok', response: {} });
    await expect.poll(() => socket.frames.filter((f) => f[3] === 'postgres_changes').length).toBe(2);
  });
});
