import { type BookingStatus, bookingStatuses, dubaiDate, type PriceList } from '@sparkle/company/booking';
import { bookingServices, type ManagedUser } from '@sparkle/machines';
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { Database, Tables } from '../../lib/database.types';
import { getSupabase } from '../../lib/supabase';
import { loadPriceList } from '../booking/bookingApi';
import { refusal } from './teamsData';

/**
 * What the admin dashboard reads and writes (docs/product.md, Roles and permissions). Row level security does the
 * gatekeeping: these calls only succeed for an admin's session. Rows are typed by the generated database types.
 */

/** The spam filter's columns (honeypot, fill time, the rule): the Spam folder's business, not the inbox's. */
type SpamFilterColumns = 'honeypot' | 'fill_ms' | 'spam_reason';

/** The columns of `bookings` the back office reads: those admin_bookings returns. */
type Returns<F extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][F]['Returns'] extends (infer Row)[] ? Row : never;
// The table's own columns only: admin_bookings also names a visit's series (series_reference, frequency).
type BookingColumns = Extract<Exclude<keyof Returns<'admin_bookings'>, 'total_count'>, keyof Tables<'bookings'>>;

/**
 * A row of `bookings` as the back office reads it (the table's types, which know what may be null), its status narrowed
 * to the booking rules' `bookingStatuses` (the check constraint `bookings_status_check`, which the types do not carry).
 */
export type BookingRow = Omit<Pick<Tables<'bookings'>, BookingColumns>, 'status'> & { status: BookingStatus };

export type UploadedPhoto = Tables<'uploaded_files'> & {
  /** A short-lived signed URL of the private object, or null when it could not be signed (e.g. it is gone). */
  url: string | null;
};

const isBookingStatus = (status: string): status is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(status);

/** The row with its status narrowed; a status the dashboard does not know fails loudly rather than shows blank. */
function bookingRow(row: { id: string; status: string }): BookingRow {
  if (!isBookingStatus(row.status)) throw new Error(`Booking ${row.id} has an unknown status: ${row.status}`);
  return row as BookingRow;
}

const bookingColumns =
  'id, reference, service, date, time_slot, name, phone, email, community, building, apartment, address, property, quantity, extras, subtotal_aed, vat_aed, total_aed, status, created_at, updated_at, series_id';

/** How long a signed photo URL stays valid: the dashboard reloads long before. */
const signedUrlSeconds = 60 * 60;

/** One page of accounts, newest first, searched by e-mail and name, with their roles (admin_users). */
export async function loadUserPage(query: {
  search: string;
  page: number;
  pageSize: number;
}): Promise<Page<ManagedUser>> {
  const supabase = await getSupabase();
  return paged<Returns<'admin_users'>, ManagedUser>(
    async (limit, offset) =>
      await supabase.rpc('admin_users', { _search: query.search.trim() || undefined, _limit: limit, _offset: offset }),
    query.pageSize,
    query.page,
    (row) => ({ id: row.id, email: row.email ?? '', fullName: row.full_name, role: row.role }),
  );
}

/** The account with exactly this e-mail (case ignored), or null: what "Make User Admin" promotes. */
export async function findUserByEmail(email: string): Promise<ManagedUser | null> {
  const wanted = email.trim().toLowerCase();
  // admin_users searches "contains": ask for the few accounts containing it and keep the exact match.
  const { rows } = await loadUserPage({ search: wanted, page: 1, pageSize: 100 });
  return rows.find((user) => user.email.toLowerCase() === wanted) ?? null;
}

/** Takes admin rights from another admin; the database refuses yourself and the last admin (revoke_admin). */
export async function revokeAdmin(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('revoke_admin', { _user_id: userId });
  if (error) throw error;
}

export async function grantAdmin(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('user_roles')
    .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id' });
  if (error) throw error;
}

/** What the bookings list asks for: the filter bar's value, the sort and the page. */
export interface BookingFilters {
  search: string;
  statuses: readonly BookingStatus[];
  service: string;
  from: string | null;
  to: string | null;
  /** One of `bookingFrequencies`, or '' for all. */
  frequency?: string;
  /** The visits of one series only. */
  seriesId?: string;
}

/** How often a booking comes back (admin_bookings' `_frequencies`): once, or a series' frequency. */
export const bookingFrequencies = ['once', 'weekly', 'biweekly', 'fourweekly'] as const;
export type BookingFrequency = (typeof bookingFrequencies)[number];

export const bookingSorts = ['created_at', 'date', 'name', 'status', 'total_aed'] as const;
export type BookingSort = (typeof bookingSorts)[number];

export interface BookingListQuery extends BookingFilters {
  sort: BookingSort;
  descending: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface Page<Row> {
  rows: Row[];
  /** Rows across all pages: the database's count of what the filters match. */
  total: number;
}

/** Splits each row's `total_count` off; a page past the end has no rows, so no count: it asks for the first row. */
async function paged<Row extends { total_count: number }, Out>(
  fetchPage: (limit: number, offset: number) => Promise<{ data: Row[] | null; error: unknown }>,
  pageSize: number,
  page: number,
  toRow: (row: Omit<Row, 'total_count'>) => Out,
): Promise<Page<Out>> {
  const offset = (Math.max(page, 1) - 1) * pageSize;
  const { data, error } = await fetchPage(pageSize, offset);
  if (error) throw error;
  const rows = data ?? [];
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && offset > 0) {
    const first = await fetchPage(1, 0);
    if (first.error) throw first.error;
    total = first.data?.[0]?.total_count ?? 0;
  }
  return { rows: rows.map(({ total_count: _count, ...row }) => toRow(row)), total: Number(total) };
}

/** The database function's arguments for a filter (empty parts left out: all statuses, every service, any day). */
function bookingArgs(query: Omit<BookingListQuery, 'page' | 'pageSize'>) {
  return {
    _search: query.search.trim() || undefined,
    _statuses: query.statuses.length > 0 ? [...query.statuses] : undefined,
    _services: query.service ? [query.service] : undefined,
    _from: query.from ?? undefined,
    _to: query.to ?? undefined,
    _frequencies: query.frequency ? [query.frequency] : undefined,
    _series_id: query.seriesId || undefined,
    _sort: query.sort,
    _descending: query.descending,
  };
}

/** One page of bookings, searched, filtered and sorted in the database (admin_bookings). */
export async function loadBookingPage(query: BookingListQuery): Promise<Page<BookingRow>> {
  const supabase = await getSupabase();
  return paged<Returns<'admin_bookings'>, BookingRow>(
    async (limit, offset) =>
      await supabase.rpc('admin_bookings', { ...bookingArgs(query), _limit: limit, _offset: offset }),
    query.pageSize,
    query.page,
    bookingRow,
  );
}

/** The largest page the database hands out (private.page_limit). */
const maxPage = 100;

/**
 * Every booking the filter matches, page by page (for the CSV export), at most `cap` of them.
 */
export async function loadAllBookings(
  filter: Omit<BookingListQuery, 'page' | 'pageSize'>,
  cap = 20_000,
): Promise<BookingRow[]> {
  const all: BookingRow[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await loadBookingPage({ ...filter, page, pageSize: maxPage });
    all.push(...rows);
    if (rows.length < maxPage || all.length >= Math.min(total, cap)) return all.slice(0, cap);
  }
}

/** How many bookings wait for a confirmation (the navigation's badge). */
export async function countPendingBookings(): Promise<number> {
  const { total } = await loadBookingPage({
    search: '',
    statuses: ['pending'],
    service: '',
    from: null,
    to: null,
    sort: 'created_at',
    descending: true,
    page: 1,
    pageSize: 1,
  });
  return total;
}

/** One booking by its id; null when there is none (or it may not be read). */
export async function loadBooking(id: string): Promise<BookingRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select(bookingColumns).eq('id', id).maybeSingle();
  if (error) throw error;
  return data ? bookingRow(data) : null;
}

/** A visit of a series as admin_series_get answers it (private.series_view). */
export interface SeriesVisit {
  occurs_on: string;
  state: 'booked' | 'flagged' | 'skipped' | 'paused' | 'cancelled';
  flag_reason: string | null;
  suggestions: { date: string; time_slot: string }[] | null;
  booking_id: string | null;
  reference: string | null;
  date: string;
  time_slot: string;
  status: string | null;
  can_change: boolean;
}

/** A series of regular cleaning as the back office reads it (admin_series_get). */
export interface SeriesDetail {
  id: string;
  reference: string;
  frequency: Exclude<BookingFrequency, 'once'>;
  discount_percent: number;
  status: 'active' | 'cancelled';
  paused_until: string | null;
  can_change: boolean;
  visits: SeriesVisit[];
}

export async function loadSeries(seriesId: string): Promise<SeriesDetail> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_series_get', { _series_id: seriesId });
  if (error) throw error;
  return data as unknown as SeriesDetail;
}

/** Lets a visit of a series go; the database refuses one too close or no longer open. */
export async function skipSeriesVisit(seriesId: string, occursOn: string): Promise<SeriesDetail> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_series_skip_visit', { _series_id: seriesId, _occurs_on: occursOn });
  if (error) throw error;
  return data as unknown as SeriesDetail;
}

/** Books a (flagged) visit of a series at a slot, through the same rules as any booking. */
export async function placeSeriesVisit(
  seriesId: string,
  occursOn: string,
  slot: { date: string; time_slot: string },
): Promise<SeriesDetail> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_series_place_visit', {
    _series_id: seriesId,
    _occurs_on: occursOn,
    _date: slot.date,
    _time_slot: slot.time_slot,
  });
  if (error) throw error;
  return data as unknown as SeriesDetail;
}

/** Cancels a series: its visits from today on. */
export async function cancelSeries(seriesId: string): Promise<SeriesDetail> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_series_cancel', { _series_id: seriesId });
  if (error) throw error;
  return data as unknown as SeriesDetail;
}

export async function setBookingStatus(id: string, status: BookingStatus): Promise<void> {
  const supabase = await getSupabase();
  // `select` makes a refused update visible: RLS filters the row out instead of raising an error.
  const { data, error } = await supabase.from('bookings').update({ status }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('The booking was not found or you may not change it.');
}

/** A contact message as the back office lists it, with who marked it handled and when. */
export type MessageRow = Omit<Tables<'contact_messages'>, SpamFilterColumns> & { handled_by_email: string | null };

/** One page of messages, newest first, searched in name, e-mail and text; `handled` keeps those (not) handled. */
export async function loadMessagePage(query: {
  search: string;
  handled: boolean | null;
  page: number;
  pageSize: number;
}): Promise<Page<MessageRow>> {
  const supabase = await getSupabase();
  return paged<Returns<'admin_messages'>, MessageRow>(
    async (limit, offset) =>
      await supabase.rpc('admin_messages', {
        _search: query.search.trim() || undefined,
        _handled: query.handled ?? undefined,
        _limit: limit,
        _offset: offset,
      }),
    query.pageSize,
    query.page,
    (row) => row as MessageRow,
  );
}

/** Marks a message handled (now, by the caller) or not handled again. */
export async function setMessageHandled(id: string, handled: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_set_message_handled', { _id: id, _handled: handled });
  if (error) throw error;
}

/** The rules that catch spam, as the database records them (`spam_reason`). */
export const spamReasons = ['honeypot', 'too_fast'] as const;
export type SpamReason = (typeof spamReasons)[number];
export type SpamKind = 'booking' | 'message';

/** A booking or message the spam filter held back (admin_spam): who sent it, what, and which rule caught it. */
export type SpamRow = Omit<Returns<'admin_spam'>, 'total_count' | 'kind' | 'spam_reason'> & {
  kind: SpamKind;
  spam_reason: SpamReason;
};

function spamRow(row: Omit<Returns<'admin_spam'>, 'total_count'>): SpamRow {
  if (row.kind !== 'booking' && row.kind !== 'message') throw new Error(`Unknown kind of spam: ${row.kind}`);
  if (!(spamReasons as readonly string[]).includes(row.spam_reason)) {
    throw new Error(`Unknown spam rule: ${row.spam_reason}`);
  }
  return row as SpamRow;
}

/** One page of the Spam folder, newest first; `kind` keeps bookings or messages only. */
export async function loadSpamPage(query: {
  kind: SpamKind | null;
  page: number;
  pageSize: number;
}): Promise<Page<SpamRow>> {
  const supabase = await getSupabase();
  return paged<Returns<'admin_spam'>, SpamRow>(
    async (limit, offset) =>
      await supabase.rpc('admin_spam', { _kind: query.kind ?? undefined, _limit: limit, _offset: offset }),
    query.pageSize,
    query.page,
    spamRow,
  );
}

/**
 * Releases an item from the Spam folder: it becomes a normal booking or message. The database refuses a booking
 * whose slot is full or no longer bookable (PT409 / 23514, with the reason): it then stays in Spam.
 */
export async function releaseSpam(kind: SpamKind, id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_release_spam', { _kind: kind, _id: id });
  if (error) throw error;
}

/** Deletes an item of the Spam folder for good. */
export async function deleteSpam(kind: SpamKind, id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_delete_spam', { _kind: kind, _id: id });
  if (error) throw error;
}

/** How many items wait in the Spam folder (the navigation's count). */
export async function countSpam(): Promise<number> {
  return (await loadSpamPage({ kind: null, page: 1, pageSize: 1 })).total;
}

/** One page of the visitors' uploads, newest first, each with a short-lived signed URL of the private object. */
export async function loadPhotoPage(query: { page: number; pageSize: number }): Promise<Page<UploadedPhoto>> {
  const supabase = await getSupabase();
  const page = await paged<Returns<'admin_uploads'>, Tables<'uploaded_files'>>(
    async (limit, offset) => await supabase.rpc('admin_uploads', { _limit: limit, _offset: offset }),
    query.pageSize,
    query.page,
    (row) => row,
  );
  if (page.rows.length === 0) return { rows: [], total: page.total };
  // storage_path is the object's path inside the private 'uploads' bucket; only admins may sign it.
  const signed = await supabase.storage.from('uploads').createSignedUrls(
    page.rows.map((row) => row.storage_path),
    signedUrlSeconds,
  );
  if (signed.error) throw signed.error;
  const urls = new Map(signed.data.map((entry) => [entry.path, entry.error ? null : entry.signedUrl]));
  return { rows: page.rows.map((row) => ({ ...row, url: urls.get(row.storage_path) ?? null })), total: page.total };
}

const bookingsTopic = 'admin-bookings';
/** realtime-js hands out the channel of a topic while it is still leaving: a new one waits for that. */
let leaving: Promise<unknown> = Promise.resolve();

/**
 * Calls `onInsert` for every booking inserted from now on (realtime `postgres_changes`; the server only sends
 * rows the admin may read). Returns the function that stops listening.
 */
export function subscribeToNewBookings(
  onInsert: (booking: BookingRow) => void,
  /** A crew started, ticked or finished a job, or sent its photo: the schedule shows it as it happens. */
  onJobChange?: () => void,
): () => void {
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
      .on('postgres_changes', { event: '*', schema: 'public', table: 'job_progress' }, () => onJobChange?.())
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'job_photos' }, () => onJobChange?.())
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

/** One change in a booking's life, as `booking_events` records it, with the e-mail of the admin who made it. */
export type BookingEvent = Pick<Tables<'booking_events'>, 'id' | 'at' | 'actor' | 'kind' | 'detail'> & {
  /** The admin's e-mail for a change an admin made (null for the customer, the system or a deleted account). */
  actorEmail: string | null;
};

/** A booking's history, oldest first (admins only: RLS), naming the admins who changed it. */
export async function loadBookingHistory(bookingId: string): Promise<BookingEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_events')
    .select('id, at, actor, actor_id, kind, detail')
    .eq('booking_id', bookingId)
    .order('id', { ascending: true });
  if (error) throw error;
  const rows = data ?? [];
  const adminIds = [
    ...new Set(rows.filter((row) => row.actor === 'admin' && row.actor_id).map((row) => row.actor_id as string)),
  ];
  const emails = new Map<string, string>();
  if (adminIds.length > 0) {
    const profiles = await supabase.from('profiles').select('id, email').in('id', adminIds);
    if (profiles.error) throw profiles.error;
    for (const profile of profiles.data ?? []) if (profile.email) emails.set(profile.id, profile.email);
  }
  return rows.map(({ actor_id, ...row }) => ({ ...row, actorEmail: actor_id ? (emails.get(actor_id) ?? null) : null }));
}

/** A booking on the schedule (admin_schedule): cancelled ones too, for the coordinator to see what fell away. */
export type ScheduleRow = Omit<Awaited<ReturnType<typeof loadScheduleRows>>[number], 'status'> & {
  status: BookingStatus;
};

async function loadScheduleRows(from: string, to: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_schedule', { _from: from, _to: to });
  if (error) throw error;
  return data ?? [];
}

/** A team as the schedule shows it: its colour, the ISO weekdays it works, its leave between `from` and `to`. */
export interface ScheduleTeamRow {
  id: string;
  name: string;
  colour: string;
  workingDays: number[];
  leave: Record<string, string | null>;
}

export interface ScheduleData {
  bookings: ScheduleRow[];
  /** Crews per service (service_capacity): the capacity when the company names no teams. */
  crews: Record<string, number>;
  /** Closed days between `from` and `to`, with their reasons. */
  closed: Record<string, string | null>;
  /** The active teams, by name. */
  teams: ScheduleTeamRow[];
  /** The finished jobs' after photos, by booking id, through short-lived signed URLs. */
  photos: Record<string, string[]>;
}

/** What the schedule of the days `from`…`to` (at most 14) needs: the bookings, the crews and the closed days. */
export async function loadSchedule(from: string, to: string): Promise<ScheduleData> {
  const supabase = await getSupabase();
  const [rows, capacity, closed, teams, leave] = await Promise.all([
    loadScheduleRows(from, to),
    supabase.from('service_capacity').select('service, crews'),
    supabase.from('closed_days').select('day, reason').gte('day', from).lte('day', to),
    supabase.from('teams').select('id, name, colour, working_days').eq('active', true).order('name'),
    supabase.from('team_leave').select('team_id, day, reason').gte('day', from).lte('day', to),
  ]);
  if (capacity.error) throw capacity.error;
  if (closed.error) throw closed.error;
  if (teams.error) throw teams.error;
  if (leave.error) throw leave.error;
  return {
    bookings: rows.map((row) => {
      if (!isBookingStatus(row.status)) throw new Error(`Booking ${row.id} has an unknown status: ${row.status}`);
      return { ...row, status: row.status };
    }),
    crews: Object.fromEntries((capacity.data ?? []).map((row) => [row.service, row.crews])),
    closed: Object.fromEntries((closed.data ?? []).map((row) => [row.day, row.reason])),
    teams: (teams.data ?? []).map((team) => ({
      id: team.id,
      name: team.name,
      colour: team.colour,
      workingDays: team.working_days,
      leave: Object.fromEntries(
        (leave.data ?? []).filter((day) => day.team_id === team.id).map((day) => [day.day, day.reason]),
      ),
    })),
    photos: await loadJobPhotos(rows.filter((row) => row.photos > 0).map((row) => row.id)),
  };
}

/** The after photos of these bookings, oldest first, each through a signed URL of the private job-photos bucket. */
async function loadJobPhotos(bookingIds: string[]): Promise<Record<string, string[]>> {
  if (bookingIds.length === 0) return {};
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_photos')
    .select('booking_id, storage_path')
    .in('booking_id', bookingIds)
    .order('created_at');
  if (error) throw error;
  if (data.length === 0) return {};
  const signed = await supabase.storage.from('job-photos').createSignedUrls(
    data.map((row) => row.storage_path),
    signedUrlSeconds,
  );
  if (signed.error) throw signed.error;
  const urls = new Map(signed.data.map((entry) => [entry.path, entry.error ? null : entry.signedUrl]));
  const photos: Record<string, string[]> = {};
  for (const row of data) {
    const url = urls.get(row.storage_path);
    if (url) photos[row.booking_id] = [...(photos[row.booking_id] ?? []), url];
  }
  return photos;
}

/**
 * Assigns a booking to a team (or none) and moves it to a day and slot in one write; the database's rules decide,
 * and a refusal rejects with their reason and what to do as the message.
 */
export async function assignBooking(move: { bookingId: string; teamId: string | null; date: string; slot: string }) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_assign_booking', {
    _booking_id: move.bookingId,
    // The generated types say uuid; null unassigns (the function takes it).
    _team_id: move.teamId as string,
    _date: move.date,
    _time_slot: move.slot,
  });
  if (error) throw new Error(refusal(error));
}

/** Per appointment day and service over the last `days` days: bookings not cancelled, revenue of confirmed and completed. */
export interface StatsRow {
  day: string;
  service: string;
  bookings: number;
  revenueAed: number;
}

export async function loadBookingStats(days = 30): Promise<StatsRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_booking_stats', { _days: days });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    day: row.day,
    service: row.service,
    bookings: Number(row.bookings),
    revenueAed: Number(row.revenue_aed),
  }));
}

/** The settings: crews per service, the price list, the closed days from today on, and each frequency's discount. */
export interface Settings {
  crews: { service: string; crews: number }[];
  prices: PriceList;
  closedDays: { date: string; reason: string | null }[];
  /** In the order of the booking form's frequencies; percent of the price before VAT. */
  discounts: { frequency: string; percent: number }[];
}

export async function loadSettings(): Promise<Settings> {
  const supabase = await getSupabase();
  const [crews, prices, closed] = await Promise.all([
    supabase.from('service_capacity').select('service, crews'),
    loadPriceList(),
    supabase.from('closed_days').select('day, reason').gte('day', dubaiDate(Date.now())).order('day'),
  ]);
  if (crews.error) throw crews.error;
  if (closed.error) throw closed.error;
  const order = bookingServices.map((s) => s.value as string);
  return {
    crews: [...crews.data].sort((a, b) => order.indexOf(a.service) - order.indexOf(b.service)),
    prices,
    closedDays: closed.data.map((row) => ({ date: row.day, reason: row.reason })),
    // The price list carries the stored discounts (frequency_discounts), as the booking form reads them.
    discounts: bookingFrequencies
      .filter((frequency): frequency is Exclude<BookingFrequency, 'once'> => frequency !== 'once')
      .flatMap((frequency) => {
        const percent = prices.frequencyDiscounts?.[frequency];
        return percent === undefined ? [] : [{ frequency, percent }];
      }),
  };
}

/**
 * Stores what changed, one row per request; a row RLS would not let through comes back empty, which is a
 * refusal too (an update that matches nothing is not an error in PostgREST).
 */
async function updated(request: PromiseLike<{ data: unknown[] | null; error: unknown }>, what: string) {
  const { data, error } = await request;
  if (error) throw error;
  if (!data?.length) throw new Error(`${what} was not saved: you may no longer be an admin.`);
}

export async function saveCrews(changed: Record<string, number>): Promise<void> {
  const supabase = await getSupabase();
  await Promise.all(
    Object.entries(changed).map(([service, crews]) =>
      updated(supabase.from('service_capacity').update({ crews }).eq('service', service).select('service'), service),
    ),
  );
}

/** Each changed frequency's discount (RLS lets only admins write it; the table keeps it within 0–50 %). */
export async function saveFrequencyDiscounts(changed: Record<string, number>): Promise<void> {
  const supabase = await getSupabase();
  await Promise.all(
    Object.entries(changed).map(([frequency, percent]) =>
      updated(
        supabase.from('frequency_discounts').update({ percent }).eq('frequency', frequency).select('frequency'),
        frequency,
      ),
    ),
  );
}

/** Option ids are 'service/code' (as the price form names them), extras their code. */
export async function savePrices(changed: {
  options: Record<string, number>;
  extras: Record<string, number>;
}): Promise<void> {
  const supabase = await getSupabase();
  await Promise.all([
    ...Object.entries(changed.options).map(([id, price]) => {
      const [service = '', code = ''] = id.split('/');
      return updated(
        supabase.from('price_options').update({ price }).eq('service', service).eq('code', code).select('code'),
        id,
      );
    }),
    ...Object.entries(changed.extras).map(([code, price]) =>
      updated(supabase.from('price_extras').update({ price }).eq('code', code).select('code'), code),
    ),
  ]);
}

export async function addClosedDay(day: { date: string; reason: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('closed_days').insert({ day: day.date, reason: day.reason });
  if (error) throw error;
}

export async function removeClosedDay(date: string): Promise<void> {
  const supabase = await getSupabase();
  await updated(supabase.from('closed_days').delete().eq('day', date).select('day'), date);
}

// The outbox (Messages out) ------------------------------------------------------------------------------------------

/** The states of `outbox_messages` (its check constraint): waiting, being sent, sent, failed for good, not sent. */
export const outboxStates = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxState = (typeof outboxStates)[number];

/** A row of admin_outbox: a message with its state, tries, last error and times, the booking's reference and phone. */
export type OutboxRow = Omit<Returns<'admin_outbox'>, 'total_count' | 'state'> & { state: OutboxState };

const isOutboxState = (state: string): state is OutboxState => (outboxStates as readonly string[]).includes(state);

/** One page of messages, newest first, by state and searched in recipient, kind and reference. */
export async function loadOutboxPage(query: {
  search: string;
  states: readonly OutboxState[];
  page: number;
  pageSize: number;
}): Promise<Page<OutboxRow>> {
  const supabase = await getSupabase();
  return paged<Returns<'admin_outbox'>, OutboxRow>(
    async (limit, offset) =>
      await supabase.rpc('admin_outbox', {
        _search: query.search.trim() || undefined,
        _states: query.states.length > 0 ? [...query.states] : undefined,
        _limit: limit,
        _offset: offset,
      }),
    query.pageSize,
    query.page,
    (row) => {
      if (!isOutboxState(row.state)) throw new Error(`Message ${row.id} has an unknown state: ${row.state}`);
      return row as OutboxRow;
    },
  );
}

/** A failed message goes out again (admin_outbox_retry; the database refuses any other state). */
export async function retryOutboxMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_outbox_retry', { _id: id });
  if (error) throw error;
}

/** A waiting message is not sent (admin_outbox_cancel). */
export async function cancelOutboxMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_outbox_cancel', { _id: id });
  if (error) throw error;
}

export interface OutboxStats {
  sent: number;
  failed: number;
  waiting: number;
}

/** Messages sent and failed over the last `days` days, and those waiting now (admin_outbox_stats). */
export async function loadOutboxStats(days = 7): Promise<OutboxStats> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_outbox_stats', { _days: days });
  if (error) throw error;
  const row = data?.[0];
  return { sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0), waiting: Number(row?.waiting ?? 0) };
}

export interface MessageSettings {
  /** Where the company's alerts (new booking, new message) go; null = none. */
  alertEmail: string | null;
  /** Customers get their messages on WhatsApp too (the worker needs the Cloud API's settings). */
  whatsappEnabled: boolean;
}

export async function loadMessageSettings(): Promise<MessageSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('message_settings').select('alert_email, whatsapp_enabled').single();
  if (error) throw error;
  return { alertEmail: data.alert_email, whatsappEnabled: data.whatsapp_enabled };
}

export async function saveMessageSettings(settings: MessageSettings): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('message_settings')
    .update({ alert_email: settings.alertEmail?.trim() || null, whatsapp_enabled: settings.whatsappEnabled })
    .eq('id', true);
  if (error) throw error;
}

// Reviews ---------------------------------------------------------------------------------------------------------

/** The statuses of `reviews` (its check constraint): waiting for an admin, on the site, kept off it. */
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** A row of admin_reviews, its status narrowed, with a signed link to its photo (private bucket) when it has one. */
export type ReviewRow = Omit<Returns<'admin_reviews'>, 'total_count' | 'status'> & {
  status: ReviewStatus;
  photoUrl: string | null;
};

const isReviewStatus = (status: string): status is ReviewStatus =>
  (reviewStatuses as readonly string[]).includes(status);

/** One page of reviews, newest first, of one status (or all) (admin_reviews), their photos signed for an hour. */
export async function loadReviewPage(query: {
  status: ReviewStatus | null;
  page: number;
  pageSize: number;
}): Promise<Page<ReviewRow>> {
  const supabase = await getSupabase();
  const page = await paged<Returns<'admin_reviews'>, Omit<ReviewRow, 'photoUrl'>>(
    async (limit, offset) =>
      await supabase.rpc('admin_reviews', { _status: query.status ?? undefined, _limit: limit, _offset: offset }),
    query.pageSize,
    query.page,
    (row) => {
      if (!isReviewStatus(row.status)) throw new Error(`Review ${row.id} has an unknown status: ${row.status}`);
      return row as Omit<ReviewRow, 'photoUrl'>;
    },
  );
  const paths = page.rows.map((row) => row.photo_path).filter((path): path is string => Boolean(path));
  if (paths.length === 0) return { rows: page.rows.map((row) => ({ ...row, photoUrl: null })), total: page.total };
  // The photos are in the private 'review-photos' bucket; only admins may sign them.
  const signed = await supabase.storage.from('review-photos').createSignedUrls(paths, signedUrlSeconds);
  if (signed.error) throw signed.error;
  const urls = new Map(signed.data.map((entry) => [entry.path, entry.error ? null : entry.signedUrl]));
  return {
    rows: page.rows.map((row) => ({ ...row, photoUrl: row.photo_path ? (urls.get(row.photo_path) ?? null) : null })),
    total: page.total,
  };
}

/** Approves or rejects a review, or puts it back to waiting (admin_moderate_review records who and when). */
export async function moderateReview(id: string, status: ReviewStatus): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_moderate_review', { _id: id, _status: status });
  if (error) throw error;
}

/** How many reviews wait for an admin (the navigation's badge). */
export async function countPendingReviews(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_reviews', { _status: 'pending', _limit: 1 });
  if (error) throw error;
  return Number(data?.[0]?.total_count ?? 0);
}

/** Whether new accounts must confirm their e-mail address before signing in (account_settings). */
export async function loadAccountSettings(): Promise<{ confirmEmail: boolean }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('account_settings').select('confirm_email').single();
  if (error) throw error;
  return { confirmEmail: data.confirm_email };
}

export async function saveAccountSettings(settings: { confirmEmail: boolean }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('account_settings')
    .update({ confirm_email: settings.confirmEmail })
    .eq('id', true);
  if (error) throw error;
}
