import type { AuthSession } from '@sparkle/machines';
import type { AuthHandle } from '../../lib/auth';
import { getSupabase } from '../../lib/supabase';

/**
 * The crew pages' calls. The database decides everything (who is a cleaner of which team, which jobs they see, what a
 * change may do); its refusals come back as `CrewApiError` with PostgREST's code and detail ('notFound', 'expired',
 * 'used', 'otherEmail', …), so the pages can say what went wrong in their own words.
 */
export class CrewApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly detail: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CrewApiError';
  }
}

interface DataApiError {
  message: string;
  code?: string;
  details?: string | null;
}

function apiError(error: DataApiError, status: number): CrewApiError {
  return new CrewApiError(error.message, error.code, error.details ?? undefined, status);
}

/** True when the call never reached the server (offline, a dropped connection): worth sending again later. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof CrewApiError) return error.status === 0;
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

export interface CrewInvitation {
  email: string;
  team: string | null;
  expiresAt: string;
  state: 'open' | 'expired' | 'accepted';
}

/** What an invitation's link opens (`cleaner_invitation_get`); anyone holding the token may read it. */
export async function loadInvitation(token: string): Promise<CrewInvitation> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('cleaner_invitation_get', { _token: token });
  if (error) throw apiError(error, status);
  const row = data as { email: string; team: string | null; expires_at: string; state: CrewInvitation['state'] };
  return { email: row.email, team: row.team, expiresAt: row.expires_at, state: row.state };
}

/** The signed-in person becomes a cleaner of the invitation's team (`accept_cleaner_invitation`). */
export async function acceptInvitation(token: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('accept_cleaner_invitation', { _token: token });
  if (error) throw apiError(error, status);
}

/** A GoTrue refusal or a failed request of the sign-in or sign-up. */
export class CrewAuthError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'CrewAuthError';
  }
}

/** Creates the account with the invited address and signs it in (no confirmation: the invitation proved it). */
export async function signUpCleaner(email: string, password: string, fullName: string): Promise<AuthSession> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName.trim() }, emailRedirectTo: window.location.href },
  });
  if (error) throw new CrewAuthError(error.message, error.code);
  // The project asks new accounts to confirm their address first: the invitation waits until they have.
  if (!data.session) throw new CrewAuthError('Confirm your e-mail address first', 'confirm_email');
  return data.session;
}

export async function signInCleaner(email: string, password: string): Promise<AuthSession> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new CrewAuthError(error.message, error.code);
  return data.session;
}

/**
 * Tells the page's session (the auth statechart behind `useAuth()`, the header) of a sign-in made here: its own
 * subscription to the auth service starts only with a session it restored or a sign-in of its own.
 */
export async function adoptSession(auth: AuthHandle, session: AuthSession): Promise<void> {
  const connection = await auth.connect?.();
  connection?.actor.send({ type: 'auth.change', event: 'SIGNED_IN', session });
}

/** What failed, as the pages name it: 'network', the auth service's code, or the database's detail. */
export function failureDetail(error: unknown): string | undefined {
  if (isNetworkFailure(error)) return 'network';
  if (error instanceof CrewAuthError) return error.code;
  if (error instanceof CrewApiError) return error.detail;
  return undefined;
}

/** One job of the team's day as `crew_jobs` gives it: no price, no e-mail, the customer's first name only. */
export interface CrewJobRow {
  id: string;
  reference: string;
  date: string;
  time_slot: string;
  starts_at: string;
  service: string;
  property: string;
  quantity: number;
  extras: string[] | null;
  crew_notes: string | null;
  first_name: string;
  phone: string;
  address: string;
  community: string | null;
  building: string | null;
  apartment: string | null;
  status: string;
  team: string;
  started_at: string | null;
  finished_at: string | null;
  checklist: Record<string, boolean>;
  photos: number;
}

/** The caller's team's jobs of today and tomorrow, in order (`crew_jobs`). */
export async function loadCrewJobs(): Promise<CrewJobRow[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('crew_jobs');
  if (error) throw apiError(error, status);
  return (data ?? []) as CrewJobRow[];
}

export async function recordStart(bookingId: string, at: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('crew_job_start', { _booking_id: bookingId, _at: at });
  if (error) throw apiError(error, status);
}

export async function recordTick(bookingId: string, item: string, done: boolean, at: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('crew_job_tick', {
    _booking_id: bookingId,
    _item: item,
    _done: done,
    _at: at,
  });
  if (error) throw apiError(error, status);
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Where a photo of a job goes in the private job-photos bucket: '<booking id>/<photo id>.<ext>'. */
export function photoPath(bookingId: string, photo: { id: string; type: string }): string {
  return `${bookingId}/${photo.id}.${extensions[photo.type] ?? 'jpg'}`;
}

/**
 * Uploads one after photo. The path is the photo's own id, so sending it again (its answer was lost) finds it there
 * already: that is a success, not a second photo.
 */
export async function uploadJobPhoto(path: string, file: Blob): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from('job-photos').upload(path, file, { upsert: false });
  if (!error) return;
  const statusCode = String((error as { statusCode?: unknown }).statusCode ?? '');
  if (statusCode === '409' || /already exists|duplicate/i.test(error.message)) return;
  throw new CrewApiError(error.message, statusCode || undefined, undefined, statusCode ? Number(statusCode) : 0);
}

export async function recordFinish(bookingId: string, paths: readonly string[], at: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('crew_job_finish', {
    _booking_id: bookingId,
    _photos: [...paths],
    _at: at,
  });
  if (error) throw apiError(error, status);
}
