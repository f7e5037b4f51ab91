import { randomUUID } from 'node:crypto';
import { isoWeekday, openingHours, slotAt } from '@sparkle/company/booking';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { RunningBackend } from '../src/index.ts';

/**
 * A supabase-js client as the site makes one, with Node 20's missing WebSocket supplied (docs/supabase-contract.md
 * §1.1). `headers` go with every request (e.g. `x-forwarded-for` for a backend started with `trustProxy`).
 */
export function makeClient(
  backend: RunningBackend,
  key = backend.anonKey,
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: { headers },
  });
}

export interface SignedUp {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs a new user up (autoconfirm: the client holds a session afterwards). */
export async function signUp(backend: RunningBackend, fullName = 'Test User', prefix = 'user'): Promise<SignedUp> {
  const client = makeClient(backend);
  const email = uniqueEmail(prefix);
  const password = 'correct horse battery';
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { full_name: fullName } } });
  if (error) throw error;
  if (!data.user || !data.session) throw new Error('sign-up returned no session');
  return { client, user: data.user, session: data.session, email, password };
}

/** A client signed in as the development admin the backend creates. */
export async function signInAdmin(backend: RunningBackend): Promise<SupabaseClient> {
  const client = makeClient(backend);
  const admin = backend.admin;
  if (!admin?.password) throw new Error('the backend has no known admin password');
  const { error } = await client.auth.signInWithPassword({ email: admin.email, password: admin.password });
  if (error) throw error;
  return client;
}

/** Today in Dubai plus `days`, as YYYY-MM-DD. */
export function dubaiDate(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(now);
}

/**
 * How long a person took to fill in a form, as the site reports it with each booking and message (`fill_ms`): well
 * over the minimum below which the database quarantines a submission as a bot's (test/honeypot.test.ts).
 */
export const HUMAN_FILL_MS = 20_000;

let slotsHandedOut = 0;

/**
 * A date and a time slot the database accepts (the booking rules: inside opening hours, 2 to 59 days ahead), different
 * at each call within a test file's module instance, each handed out twice: with every service's 2 crews, the bookings
 * a file makes with them never meet a full slot, whatever their service. Blocks of 2 hours from opening time.
 */
export function freeSlot(): { date: string; time_slot: string } {
  let index = Math.floor(slotsHandedOut++ / 2);
  for (let days = 2; days < 60; days++) {
    const date = dubaiDate(days);
    const { open, close } = openingHours[isoWeekday(date)];
    for (let hour = open; hour + 2 <= close; hour += 2) {
      if (index-- === 0) return { date, time_slot: slotAt(hour)! };
    }
  }
  throw new Error('freeSlot: every slot of the next 60 days has been handed out');
}

/**
 * A row of `bookings` at a slot of its own (freeSlot), as the form inserted it before request_booking became the one
 * door: for the service role, which may still insert directly, and for tests that show a visitor or user cannot.
 */
export function booking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    service: 'deep',
    ...freeSlot(),
    name: 'Aisha Khan',
    phone: '+971 50 123 4567',
    email: 'aisha@example.com',
    address: 'Villa 12, Jumeirah 1, Dubai',
    honeypot: '',
    fill_ms: HUMAN_FILL_MS,
    ...overrides,
  };
}

/**
 * The arguments of `request_booking` as the site's booking form sends them (an empty honeypot, a person's fill time),
 * at a slot of its own (freeSlot).
 */
export function bookingRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { date, time_slot } = freeSlot();
  return {
    _service: 'deep',
    _date: date,
    _time_slot: time_slot,
    _name: 'Aisha Khan',
    _phone: '+971501234567',
    _email: 'aisha@example.com',
    _community: 'Jumeirah 1',
    _building: 'Villa 12',
    _property: '2br',
    _extras: [],
    _honeypot: '',
    _fill_ms: HUMAN_FILL_MS,
    ...overrides,
  };
}

/** What `request_booking` answers: the reference, the manage link's token and the price. */
export interface BookingAnswer {
  reference: string;
  token: string;
  service: string;
  date: string;
  time_slot: string;
  subtotal_aed: number;
  vat_aed: number;
  total_aed: number;
}

/** A booking through the one door visitors and users have (`request_booking`), as the site's form makes it. */
export function requestBooking(client: SupabaseClient, overrides: Record<string, unknown> = {}) {
  return client.rpc('request_booking', bookingRequest(overrides)) as unknown as Promise<{
    data: BookingAnswer | null;
    error: { code: string; message: string; details: string | null; hint: string | null } | null;
    status: number;
  }>;
}

/** Raw fetch against the backend with the anon key, for what supabase-js cannot send. */
export function rawFetch(backend: RunningBackend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${backend.anonKey}`);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}
