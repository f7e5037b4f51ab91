import type { TimeSlot } from '@sparkle/company/booking';
import type { BookingStatus } from '@sparkle/machines';
import type { Tables } from '../../lib/database.types';
import { serviceError } from '../../lib/serviceErrors';
import { getSupabase } from '../../lib/supabase';

/**
 * The account pages' calls to the database (supabase/migrations, customer accounts): the signed-in customer's account,
 * visits and saved addresses, the link that proves their e-mail address, a manage link to one of their bookings. The
 * database decides whose rows these are (the functions read `auth.uid()`, the addresses' RLS); a refusal comes back
 * as an `AccountError` naming what went wrong.
 */

/**
 * Why an account call was refused: the link is `notFound` (or used) or `expired`; `signedOut`; `tooSoon` to resend;
 * `tooMany` addresses (20 at most); `refused` by a check of the table (a value too long, or empty).
 */
export type AccountErrorReason = 'notFound' | 'expired' | 'signedOut' | 'tooSoon' | 'tooMany' | 'refused';

export class AccountError extends Error {
  constructor(
    readonly reason: AccountErrorReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AccountError';
  }
}

/** What supabase-js's PostgrestError carries. */
interface DataApiError {
  message: string;
  code?: string;
  details?: string | null;
}

function accountError(error: DataApiError, status: number): unknown {
  if (status === 404 || error.code === 'PT404') {
    return new AccountError(error.details === 'expired' ? 'expired' : 'notFound', error.message, { cause: error });
  }
  if (status === 401 || error.code === '42501') return new AccountError('signedOut', error.message, { cause: error });
  if (status === 429 || error.code === 'PT429') return new AccountError('tooSoon', error.message, { cause: error });
  if (error.code === '23514') {
    return new AccountError(error.details === 'addresses' ? 'tooMany' : 'refused', error.message, { cause: error });
  }
  return serviceError(error, status);
}

export interface AccountSummary {
  email: string;
  fullName: string | null;
  /** E.164, e.g. '+971501234567'. */
  phone: string | null;
  /** Whether the address has been proven through the link sent to it (earlier bookings are then attached). */
  emailProven: boolean;
  confirmationSentAt: string | null;
}

/** One of `account_visits`' rows: a one-off booking, or a visit of one of the account's series. */
export interface AccountVisitRow {
  booking_id: string | null;
  series_id: string | null;
  frequency: 'once' | 'weekly' | 'biweekly' | 'fourweekly';
  occurs_on: string | null;
  /** A series visit's state ('booked', 'flagged', 'skipped', 'paused', 'cancelled'); 'booked' for a one-off. */
  state: string;
  reference: string | null;
  service: string;
  property: string | null;
  quantity: number | null;
  extras: string[] | null;
  community: string | null;
  building: string | null;
  apartment: string | null;
  address: string | null;
  date: string;
  time_slot: TimeSlot;
  status: BookingStatus | null;
  total_aed: number | null;
  upcoming: boolean;
  /** The booking whose manage page manages this visit (for a series' later visits, its first booking's). */
  manage_booking_id: string | null;
}

export type AccountAddressRow = Pick<
  Tables<'customer_addresses'>,
  'id' | 'label' | 'community' | 'building' | 'apartment' | 'address'
>;

export interface Account {
  summary: AccountSummary;
  visits: AccountVisitRow[];
  addresses: AccountAddressRow[];
}

function summaryOf(data: unknown): AccountSummary {
  const row = (data ?? {}) as Record<string, unknown>;
  return {
    email: String(row.email ?? ''),
    fullName: typeof row.full_name === 'string' ? row.full_name : null,
    phone: typeof row.phone === 'string' ? row.phone : null,
    emailProven: row.email_proven === true,
    confirmationSentAt: typeof row.confirmation_sent_at === 'string' ? row.confirmation_sent_at : null,
  };
}

/** The signed-in customer's account, visits and saved addresses, read together. */
export async function loadAccount(): Promise<Account> {
  const supabase = await getSupabase();
  const [summary, visits, addresses] = await Promise.all([
    supabase.rpc('account_summary'),
    supabase.rpc('account_visits'),
    supabase
      .from('customer_addresses')
      .select('id, label, community, building, apartment, address')
      .order('created_at', { ascending: true }),
  ]);
  for (const answer of [summary, visits, addresses]) {
    if (answer.error) throw accountError(answer.error, answer.status);
  }
  return {
    summary: summaryOf(summary.data),
    visits: (visits.data ?? []) as unknown as AccountVisitRow[],
    addresses: addresses.data ?? [],
  };
}

/** Sends the link that proves the account's address again; refused with `tooSoon` within a minute of the last. */
export async function sendAccountConfirmation(): Promise<AccountSummary> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('account_send_confirmation');
  if (error) throw accountError(error, status);
  return summaryOf(data);
}

/** A new manage link's token for one of the account's bookings. */
export async function accountManageToken(bookingId: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('account_manage_link', { _booking_id: bookingId });
  if (error) throw accountError(error, status);
  if (!data) throw new AccountError('notFound', 'Booking not found');
  return data;
}

/** Opens a confirmation link: the address is proven, and how many earlier bookings joined the account. */
export async function confirmAccountEmail(token: string): Promise<{ email: string; attached: number }> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('account_confirm_email', { _token: token });
  if (error) throw accountError(error, status);
  const row = (data ?? {}) as Record<string, unknown>;
  return { email: String(row.email ?? ''), attached: Number(row.attached ?? 0) };
}

/**
 * Saves the account's phone number (E.164, checked by the caller as the booking form does; the table's check refuses
 * anything else) on the caller's profile. RLS lets a user change only their own row: none changed is `notFound`.
 */
export async function saveAccountPhone(userId: string, phone: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.from('profiles').update({ phone }).eq('id', userId).select('id');
  if (error) throw accountError(error, status);
  if (!data || data.length === 0) throw new AccountError('notFound', 'No profile of yours to change');
}

/** A saved address as the account page writes it; empty optional fields are none. */
export interface AddressInput {
  label: string | null;
  community: string;
  building: string;
  apartment: string | null;
  /** Directions for the crew (the table's `address`). */
  address: string | null;
}

const addressColumns = 'id, label, community, building, apartment, address';

/**
 * Adds a saved address (no `id`) or changes one of the caller's. RLS keeps them to their own addresses: another's is
 * `notFound`; the table refuses a 21st address (`tooMany`) and over-long values (`refused`).
 */
export async function saveAddress(id: string | undefined, input: AddressInput): Promise<AccountAddressRow> {
  const supabase = await getSupabase();
  const table = supabase.from('customer_addresses');
  const answer =
    id === undefined
      ? await table.insert(input).select(addressColumns)
      : await table.update(input).eq('id', id).select(addressColumns);
  if (answer.error) throw accountError(answer.error, answer.status);
  const row = answer.data?.[0];
  if (!row) throw new AccountError('notFound', 'No address of yours to change');
  return row;
}

/** Deletes one of the caller's saved addresses (another's is `notFound`: RLS hides it). */
export async function deleteAddress(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.from('customer_addresses').delete().eq('id', id).select('id');
  if (error) throw accountError(error, status);
  if (!data || data.length === 0) throw new AccountError('notFound', 'No address of yours to delete');
}
