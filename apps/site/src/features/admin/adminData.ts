import type { UserDirectory } from '@sparkle/machines';
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { Tables } from '../../lib/database.types';
import { getSupabase } from '../../lib/supabase';

/**
 * What the admin dashboard reads and writes (SPEC §6, §7; DECISIONS §3.1, §3.3). Row level security does the
 * gatekeeping: these calls only succeed for an admin's session. Rows are typed by the generated database types.
 */

/** The statuses the table's check constraint `bookings_status_check` allows (a check is not part of the types). */
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The spam filter's columns (honeypot, fill time): the database's business, not the dashboard's. */
type SpamFilterColumns = 'honeypot' | 'fill_ms';

/** The hash of the manage link's token: only the database compares it, nobody reads it. */
type PrivateBookingColumns = SpamFilterColumns | 'manage_token_hash';

/** A row of `bookings` as the dashboard reads it, its status narrowed to the allowed ones. */
export type BookingRow = Omit<Tables<'bookings'>, 'status' | PrivateBookingColumns> & { status: BookingStatus };

export type ContactMessageRow = Omit<Tables<'contact_messages'>, SpamFilterColumns>;

export type UploadedPhoto = Tables<'uploaded_files'> & {
  /** A short-lived signed URL of the private object, or null when it could not be signed (e.g. it is gone). */
  url: string | null;
};

const isBookingStatus = (status: string): status is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(status);

/** The row with its status narrowed; a status the dashboard does not know fails loudly rather than shows blank. */
function bookingRow(row: Omit<Tables<'bookings'>, PrivateBookingColumns>): BookingRow {
  if (!isBookingStatus(row.status)) throw new Error(`Booking ${row.id} has an unknown status: ${row.status}`);
  return { ...row, status: row.status };
}

const bookingColumns =
  'id, reference, service, date, time_slot, name, phone, email, community, building, apartment, address, property, quantity, extras, subtotal_aed, vat_aed, total_aed, status, created_at, updated_at';

/** How long a signed photo URL stays valid: the dashboard reloads long before. */
const signedUrlSeconds = 60 * 60;

export async function loadUsers(): Promise<UserDirectory> {
  const supabase = await getSupabase();
  const [profiles, roles] = await Promise.all([
    supabase.from('profiles').select('id, email, full_name'),
    supabase.from('user_roles').select('user_id, role'),
  ]);
  if (profiles.error) throw profiles.error;
  if (roles.error) throw roles.error;
  return { profiles: profiles.data ?? [], roles: roles.data ?? [] };
}

export async function grantAdmin(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('user_roles')
    .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id' });
  if (error) throw error;
}

export async function loadBookings(): Promise<BookingRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(bookingColumns)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []).map(bookingRow);
}

export async function setBookingStatus(id: string, status: BookingStatus): Promise<void> {
  const supabase = await getSupabase();
  // `select` makes a refused update visible: RLS filters the row out instead of raising an error.
  const { data, error } = await supabase.from('bookings').update({ status }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('The booking was not found or you may not change it.');
}

export async function loadMessages(): Promise<ContactMessageRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .select('id, name, email, message, created_at, handled_at, handled_by')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export async function loadPhotos(): Promise<UploadedPhoto[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('uploaded_files')
    .select('id, file_name, file_size, file_type, storage_path, created_at')
    .order('created_at', { ascending: false });
  if (error) throw error;
  const rows = data ?? [];
  if (rows.length === 0) return [];
  // storage_path is the object's path inside the private 'uploads' bucket; only admins may sign it.
  const signed = await supabase.storage.from('uploads').createSignedUrls(
    rows.map((row) => row.storage_path),
    signedUrlSeconds,
  );
  if (signed.error) throw signed.error;
  const urls = new Map(signed.data.map((entry) => [entry.path, entry.error ? null : entry.signedUrl]));
  return rows.map((row) => ({ ...row, url: urls.get(row.storage_path) ?? null }));
}

const bookingsTopic = 'admin-bookings';
/** realtime-js hands out the channel of a topic while it is still leaving: a new one waits for that. */
let leaving: Promise<unknown> = Promise.resolve();

/**
 * Calls `onInsert` for every booking inserted from now on (realtime `postgres_changes`; the server only sends
 * rows the admin may read). Returns the function that stops listening.
 */
export function subscribeToNewBookings(onInsert: (booking: BookingRow) => void): () => void {
  let stopped = false;
  let channel: RealtimeChannel | undefined;
  void (async () => {
    const supabase = await getSupabase();
    await leaving;
    if (stopped) return;
    channel = supabase
      .channel(bookingsTopic)
      .on<Tables<'bookings'>>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bookings' }, (payload) =>
        onInsert(bookingRow(payload.new)),
      )
      .subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          console.error(`Live bookings unavailable (${status})`, error);
        }
      });
  })();
  return () => {
    stopped = true;
    const current = channel;
    if (!current) return;
    leaving = getSupabase().then((supabase) => supabase.removeChannel(current));
  };
}

/** One change in a booking's life (issue 10), as `booking_events` records it; admins only (RLS). */
export type BookingEvent = Pick<Tables<'booking_events'>, 'id' | 'at' | 'actor' | 'kind' | 'detail'>;

export async function loadBookingHistory(bookingId: string): Promise<BookingEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_events')
    .select('id, at, actor, kind, detail')
    .eq('booking_id', bookingId)
    .order('id', { ascending: true });
  if (error) throw error;
  return data ?? [];
}
