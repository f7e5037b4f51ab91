import { dubaiDate } from '@sparkle/company/booking';
import type { TeamColour } from '@sparkle/ui';
import { getSupabase } from '../../lib/supabase';

/**
 * The back office's teams: what the Teams section reads and writes. Row level security lets only admins write
 * teams and leave; inviting and removing cleaners go through the database's functions (admin_invite_cleaner,
 * admin_remove_cleaner); the triggers refuse what would break a rule (leave or a change while the team has jobs).
 */

export interface TeamMemberRow {
  /** The cleaner's user id, or the invitation's id. */
  id: string;
  email: string;
  name: string | null;
  state: 'active' | 'invited' | 'expired';
  /** An invitation's expiry (timestamp). */
  expiresAt?: string;
}

export interface TeamRow {
  id: string;
  name: string;
  colour: TeamColour;
  services: string[];
  workingDays: number[];
  active: boolean;
  /** Leave from today on, by day. */
  leave: { date: string; reason: string | null }[];
  members: TeamMemberRow[];
}

export interface TeamsData {
  teams: TeamRow[];
  /** Cleaners whose team was deleted: they see no jobs until they are put in a team. */
  withoutTeam: TeamMemberRow[];
}

export interface TeamChange {
  name: string;
  colour: TeamColour;
  services: string[];
  workingDays: number[];
  active: boolean;
}

/** Teams by name with their leave ahead, their cleaners and the invitations not accepted yet. */
export async function loadTeams(): Promise<TeamsData> {
  const supabase = await getSupabase();
  const today = dubaiDate(Date.now());
  const [teams, leave, cleaners, invitations] = await Promise.all([
    supabase.from('teams').select('id, name, colour, services, working_days, active').order('name'),
    supabase.from('team_leave').select('team_id, day, reason').gte('day', today).order('day'),
    supabase.from('cleaners').select('user_id, team_id, created_at').order('created_at'),
    supabase
      .from('cleaner_invitations')
      .select('id, email, team_id, expires_at, created_at')
      .is('accepted_at', null)
      .order('created_at', { ascending: false })
      .limit(200),
  ]);
  for (const result of [teams, leave, cleaners, invitations]) if (result.error) throw result.error;
  const cleanerRows = cleaners.data ?? [];
  const profiles = new Map<string, { email: string | null; full_name: string | null }>();
  if (cleanerRows.length > 0) {
    const found = await supabase
      .from('profiles')
      .select('id, email, full_name')
      .in(
        'id',
        cleanerRows.map((row) => row.user_id),
      );
    if (found.error) throw found.error;
    for (const profile of found.data ?? []) profiles.set(profile.id, profile);
  }
  const member = (row: { user_id: string }): TeamMemberRow => ({
    id: row.user_id,
    email: profiles.get(row.user_id)?.email ?? '',
    name: profiles.get(row.user_id)?.full_name || null,
    state: 'active',
  });
  const cleanerEmails = new Set(cleanerRows.map((row) => profiles.get(row.user_id)?.email?.toLowerCase()));
  // The newest invitation of each address that has not become a cleaner; an older one was replaced by it.
  const seen = new Set<string>();
  const open = (invitations.data ?? []).filter((row) => {
    const email = row.email.toLowerCase();
    if (seen.has(email) || cleanerEmails.has(email)) return false;
    seen.add(email);
    return true;
  });
  const now = Date.now();
  return {
    teams: (teams.data ?? []).map((team) => ({
      id: team.id,
      name: team.name,
      colour: team.colour as TeamColour,
      services: team.services,
      workingDays: team.working_days,
      active: team.active,
      leave: (leave.data ?? [])
        .filter((day) => day.team_id === team.id)
        .map((day) => ({ date: day.day, reason: day.reason })),
      members: [
        ...cleanerRows.filter((row) => row.team_id === team.id).map(member),
        ...open
          .filter((row) => row.team_id === team.id)
          .map(
            (row): TeamMemberRow => ({
              id: row.id,
              email: row.email,
              name: null,
              state: new Date(row.expires_at).getTime() > now ? 'invited' : 'expired',
              expiresAt: row.expires_at,
            }),
          ),
      ],
    })),
    withoutTeam: cleanerRows.filter((row) => row.team_id === null).map(member),
  };
}

/** What a refusal of the database says: its message and what to do ('… on leave on Mon 7 Dec. Choose another day.'). */
export function refusal(error: unknown): string {
  const failure = error as { message?: unknown; hint?: unknown } | null;
  const message = typeof failure?.message === 'string' ? failure.message.trim() : String(error);
  const hint = typeof failure?.hint === 'string' ? failure.hint.trim() : '';
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  return hint ? `${sentence(message)} ${sentence(hint)}` : sentence(message);
}

/** Whether the error is the teams' unique name. */
export const isNameTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** A change RLS filters out comes back as no row rather than an error: that is a refusal too. */
async function one(request: PromiseLike<{ data: unknown[] | null; error: unknown }>, what: string) {
  const { data, error } = await request;
  if (error) throw error;
  if (!data?.length) throw new Error(`${what} was not saved: it is gone, or you may no longer be an admin.`);
}

const columns = (team: TeamChange) => ({
  name: team.name,
  colour: team.colour,
  services: team.services,
  working_days: team.workingDays,
  active: team.active,
});

export async function createTeam(team: TeamChange): Promise<void> {
  const supabase = await getSupabase();
  await one(supabase.from('teams').insert(columns(team)).select('id'), team.name);
}

export async function updateTeam(id: string, team: TeamChange): Promise<void> {
  const supabase = await getSupabase();
  await one(supabase.from('teams').update(columns(team)).eq('id', id).select('id'), team.name);
}

/** Deletes a team; its bookings become unassigned and its cleaners wait for a team (the foreign keys). */
export async function deleteTeam(id: string): Promise<void> {
  const supabase = await getSupabase();
  await one(supabase.from('teams').delete().eq('id', id).select('id'), 'The team');
}

export async function addLeave(teamId: string, day: { date: string; reason: string }): Promise<void> {
  const supabase = await getSupabase();
  await one(
    supabase
      .from('team_leave')
      .insert({ team_id: teamId, day: day.date, reason: day.reason || null })
      .select('day'),
    day.date,
  );
}

export async function removeLeave(teamId: string, date: string): Promise<void> {
  const supabase = await getSupabase();
  await one(supabase.from('team_leave').delete().eq('team_id', teamId).eq('day', date).select('day'), date);
}

/** Puts a cleaner in another team (or a cleaner without one into a team). */
export async function moveCleaner(userId: string, teamId: string): Promise<void> {
  const supabase = await getSupabase();
  await one(supabase.from('cleaners').update({ team_id: teamId }).eq('user_id', userId).select('user_id'), 'The move');
}

/** Invites a cleaner into a team: the database writes the invitation and its e-mail (the outbox), in English or Arabic. */
export async function inviteCleaner(invitation: { email: string; teamId: string; locale?: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_invite_cleaner', {
    _email: invitation.email,
    _team_id: invitation.teamId,
    // The e-mail's language, and that of the crew's page its link opens ('/ar/crew/join/…').
    _locale: invitation.locale === 'ar' ? 'ar' : 'en',
  });
  if (error) throw error;
}

/** Takes a cleaner off the crews: their account stays, as a user's. */
export async function removeCleaner(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('admin_remove_cleaner', { _user_id: userId });
  if (error) throw error;
}

/** A booking's team (null: unassigned). */
export async function loadBookingTeam(bookingId: string): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select('team_id').eq('id', bookingId).maybeSingle();
  if (error) throw error;
  return data?.team_id ?? null;
}

/** Every team by name, whether it takes jobs: what a booking may be assigned to. */
export async function loadTeamOptions(): Promise<{ id: string; name: string; active: boolean }[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('teams').select('id, name, active').order('name');
  if (error) throw error;
  return data ?? [];
}
