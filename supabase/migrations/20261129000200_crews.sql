-- Crews: named cleaners in named teams, the office assigning bookings to teams, and the cleaner's day on a phone.
--
--   * Teams (`teams`) serve some services, work some weekdays and have leave days (`team_leave`). Cleaners
--     (`cleaners`, role 'cleaner') belong to a team; an admin invites one by e-mail (`admin_invite_cleaner`, a
--     `cleaner_invitation` message through the outbox) and the person accepts it signed in with that address
--     (`accept_cleaner_invitation`).
--   * Capacity: with any active team, a booking needs a team free for its whole block — one that does the service,
--     works that weekday, is not on leave and is not busy with a booking assigned to it, after the unassigned bookings
--     that such a team could do (each will need one). A team on leave frees no slot. A company without teams keeps
--     the crews per service of `service_capacity`. The rule is `freeTeams` of `@sparkle/company/crew` in TypeScript;
--     apps/backend/test/crews-tie.test.ts holds the two together. Still race-proof: one advisory lock per day.
--   * Assignment: `bookings.team_id`, set by `admin_assign_booking` (a team and, if it moves, a day and a time);
--     the trigger `bookings_team_fits` refuses what breaks a rule, whoever writes.
--   * The cleaner's day: a cleaner reads only their team's jobs of today and tomorrow, and of each only what the job
--     needs (`crew_jobs`: no price, no e-mail, the first name only); RLS gives cleaners nothing of `bookings` itself.
--     Start, the checklist's ticks and Finish with its after photos (`crew_job_start`, `crew_job_tick`,
--     `crew_job_finish`; photos in the private `job-photos` bucket) are idempotent — a phone that sends the same
--     change twice (a lost answer, a resend after being offline) changes nothing the second time — and each keeps
--     the time the cleaner pressed it. Finish marks the booking completed, which writes the review request (outbox).
--
-- How a refusal reads (PostgREST error body `code` / `details`):
--   23514 HTTP 400, details = 'teamInactive', 'teamService' (the team does not do the service), 'teamDayOff' (not a
--         working day), 'teamLeave', 'teamNeeded' (an unassigned booking would be left without a team),
--         'teamHasJobs' (leave or a change of the team while it has jobs then), 'closed' (a cancelled or completed
--         booking), 'email', 'admin' (an admin cannot be invited as a cleaner), 'already' (already a cleaner),
--         'otherEmail' (signed in with another address than the invitation's), 'used', 'expired', 'item' (not an item of
--         the service's checklist), 'photos' (a finish needs 1 to 10 photos of the job, uploaded by the team).
--   PT409 HTTP 409, details = 'teamBusy': the team has another job in that block.
--   PT404 HTTP 404, details = 'notFound' (no such booking, invitation or job of the caller's team), 'team'.
--   42501 HTTP 401/403: not an admin; not a cleaner of a team; not signed in.

-- The rules, as crew.ts has them ---------------------------------------------------------------------------------

-- crewLimits of crew.ts.
create function private.crew_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$ select jsonb_build_object('daysAhead', 1, 'daysBack', 1, 'invitationDays', 7) $$;

-- The ids of crewChecklists of crew.ts, per service, in order.
create function private.crew_checklist(_service text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case _service
    when 'residential' then array['dust', 'kitchen', 'bathrooms', 'floors', 'bins']
    when 'office' then array['desks', 'pantry', 'washrooms', 'floors', 'bins']
    when 'deep' then array['high', 'kitchen', 'bathrooms', 'windows', 'floors', 'extras']
    when 'movein' then array['cupboards', 'kitchen', 'bathrooms', 'windows', 'floors']
    when 'carpet' then array['inspect', 'vacuum', 'treat', 'extract', 'dry']
  end
$$;

-- Today in Dubai, on the booking rules' clock.
create function private.dubai_today()
returns date
language sql
stable
set search_path = ''
as $$ select (private.booking_now() at time zone 'Asia/Dubai')::date $$;

-- Teams, their leave, their cleaners ------------------------------------------------------------------------------

create table public.teams (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint teams_name_check check (length(btrim(name)) between 1 and 60),
  colour text not null default 'teal'
    constraint teams_colour_check check (colour in ('teal', 'amber', 'blue', 'violet', 'red', 'slate')),
  services text[] not null default array['residential', 'office', 'deep', 'movein', 'carpet']
    constraint teams_services_check
      check (cardinality(services) between 1 and 5
             and services <@ array['residential', 'office', 'deep', 'movein', 'carpet']::text[]),
  working_days integer[] not null default array[1, 2, 3, 4, 5, 6, 7]
    constraint teams_working_days_check
      check (cardinality(working_days) between 1 and 7 and working_days <@ array[1, 2, 3, 4, 5, 6, 7]),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint teams_name_key unique (name)
);

comment on table public.teams is
  'Named teams of cleaners: the services they do, the ISO weekdays they work (1 Monday … 7 Sunday). Admins manage them; a cleaner reads their own.';

create table public.team_leave (
  team_id uuid not null references public.teams (id) on delete cascade,
  day date not null,
  reason text constraint team_leave_reason_check check (length(reason) <= 200),
  primary key (team_id, day)
);

comment on table public.team_leave is 'Days a team does not work (leave, training). Admins manage them.';

create table public.cleaners (
  user_id uuid primary key references auth.users (id) on delete cascade,
  team_id uuid references public.teams (id) on delete set null,
  created_at timestamptz not null default now()
);

create index cleaners_team_idx on public.cleaners (team_id);

comment on table public.cleaners is
  'Accounts with the cleaner role and their team. Written by accept_cleaner_invitation; admins move them between teams.';

create table public.cleaner_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint cleaner_invitations_email_check
    check (length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  team_id uuid references public.teams (id) on delete set null,
  token_hash bytea not null constraint cleaner_invitations_token_hash_key unique,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null
);

create index cleaner_invitations_team_idx on public.cleaner_invitations (team_id);
create index cleaner_invitations_invited_by_idx on public.cleaner_invitations (invited_by);
create index cleaner_invitations_accepted_by_idx on public.cleaner_invitations (accepted_by);
create index cleaner_invitations_created_idx on public.cleaner_invitations (created_at desc);

comment on table public.cleaner_invitations is
  'Invitations to join as a cleaner, sent by e-mail; the token is stored only as its SHA-256. Admins read them.';

-- The caller's team when the caller is a cleaner (null otherwise). In `public`, like has_role, because policies call
-- it as the request's role (the private schema is not theirs); it tells the caller only their own team.
create function public.crew_team()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.team_id from public.cleaners c
  join public.user_roles r on r.user_id = c.user_id and r.role = 'cleaner'
  where c.user_id is not distinct from auth.uid()
$$;

alter table public.teams enable row level security;
alter table public.team_leave enable row level security;
alter table public.cleaners enable row level security;
alter table public.cleaner_invitations enable row level security;

create policy "Admins read every team, cleaners their own" on public.teams for select to authenticated
  using (public.has_role((select auth.uid()), 'admin') or id is not distinct from (select public.crew_team()));
create policy "Admins add teams" on public.teams for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change teams" on public.teams for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins remove teams" on public.teams for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins manage leave" on public.team_leave for all to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins read every cleaner, cleaners themselves" on public.cleaners for select to authenticated
  using (public.has_role((select auth.uid()), 'admin') or user_id is not distinct from (select auth.uid()));
create policy "Admins move cleaners between teams" on public.cleaners for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins read invitations" on public.cleaner_invitations for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

revoke all on public.teams, public.team_leave, public.cleaners, public.cleaner_invitations from anon, authenticated;
grant select, insert, delete on public.teams to authenticated;
grant update (name, colour, services, working_days, active) on public.teams to authenticated;
grant select, insert, update, delete on public.team_leave to authenticated;
grant select on public.cleaners to authenticated;
grant update (team_id) on public.cleaners to authenticated;
grant select on public.cleaner_invitations to authenticated;

-- Bookings get a team and the office's notes for the crew ---------------------------------------------------------

alter table public.bookings
  add column team_id uuid references public.teams (id) on delete set null,
  add column crew_notes text constraint bookings_crew_notes_check check (length(crew_notes) <= 1000);

create index bookings_team_date_idx on public.bookings (team_id, date);

comment on column public.bookings.team_id is 'The team that does the job (admin_assign_booking); null: not assigned yet.';
comment on column public.bookings.crew_notes is
  'The office''s notes for the crew (gate code, parking, what to bring): shown on the crew''s page.';

-- Admins write the notes as they set the status (the "Admins update bookings" policy).
grant update (crew_notes) on public.bookings to authenticated;

-- A job's progress and photos ----------------------------------------------------------------------------------------

create table public.job_progress (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  started_at timestamptz,
  started_by uuid references auth.users (id) on delete set null,
  finished_at timestamptz,
  finished_by uuid references auth.users (id) on delete set null,
  -- {"floors": {"done": true, "at": "…"}}: each item with the time it was last ticked or unticked on the phone.
  checklist jsonb not null default '{}' constraint job_progress_checklist_check check (jsonb_typeof(checklist) = 'object'),
  updated_at timestamptz not null default now()
);

create index job_progress_started_by_idx on public.job_progress (started_by);
create index job_progress_finished_by_idx on public.job_progress (finished_by);

comment on table public.job_progress is
  'When a job was started and finished (the times pressed on the phone) and its checklist. Written by the crew''s functions; admins read.';

create table public.job_photos (
  id uuid primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  storage_path text not null constraint job_photos_storage_path_key unique,
  uploaded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index job_photos_booking_idx on public.job_photos (booking_id, created_at);
create index job_photos_uploaded_by_idx on public.job_photos (uploaded_by);

comment on table public.job_photos is
  'The after photos of a finished job (objects of the private job-photos bucket), one row per photo however often it was sent. Admins read.';

alter table public.job_progress enable row level security;
alter table public.job_photos enable row level security;
create policy "Admins read job progress" on public.job_progress for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins read job photos" on public.job_photos for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
revoke all on public.job_progress, public.job_photos from anon, authenticated;
grant select on public.job_progress, public.job_photos to authenticated;

-- The office's schedule sees a job start and finish as it happens (realtime sends only rows an admin may read).
alter publication supabase_realtime add table public.job_progress;
alter publication supabase_realtime add table public.job_photos;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('job-photos', 'job-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

-- The job a cleaner may act on, locked for the change: their team's, not spam, of yesterday to tomorrow (a change
-- made offline before midnight may arrive after it). PT404 for any other, so a cleaner learns nothing of it.
create function private.crew_job(_booking_id uuid, _lock boolean default true)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_team uuid := public.crew_team();
  v_today date := private.dubai_today();
  v_row public.bookings%rowtype;
begin
  if v_team is null then
    raise exception 'Only cleaners of a team can do this'
      using errcode = 'insufficient_privilege', hint = 'Ask the office to add you to a team.';
  end if;
  if _lock then
    select * into v_row from public.bookings where id = _booking_id for update;
  else
    select * into v_row from public.bookings where id = _booking_id;
  end if;
  if not found or v_row.spam_reason is not null or v_row.team_id is distinct from v_team
     or v_row.date < v_today - (private.crew_limits() ->> 'daysBack')::integer
     or v_row.date > v_today + (private.crew_limits() ->> 'daysAhead')::integer then
    raise sqlstate 'PT404' using message = 'No such job of your team', detail = 'notFound';
  end if;
  if v_row.status = 'cancelled' then
    raise exception 'This job was cancelled' using errcode = 'check_violation', detail = 'closed';
  end if;
  return v_row;
end;
$$;

-- May the caller upload `_name` to job-photos: '<booking id>/<photo id>.<ext>' of a job of their team. In `public`
-- for the storage policy (as crew_team); it answers only about the caller's own team's jobs.
create function public.crew_may_add_photo(_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_team uuid := public.crew_team();
  v_today date := private.dubai_today();
begin
  if v_team is null or _name !~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|jpeg|png|webp|gif)$' then
    return false;
  end if;
  return exists (
    select 1 from public.bookings b
    where b.id = split_part(_name, '/', 1)::uuid and b.team_id = v_team and b.spam_reason is null
      and b.status <> 'cancelled'
      and b.date between v_today - (private.crew_limits() ->> 'daysBack')::integer
                     and v_today + (private.crew_limits() ->> 'daysAhead')::integer
  );
end;
$$;

create policy "Cleaners add photos of their team's jobs" on storage.objects for insert to authenticated
  with check (bucket_id = 'job-photos' and public.crew_may_add_photo(name));
create policy "Admins read job photos" on storage.objects for select to authenticated
  using (bucket_id = 'job-photos' and public.has_role(auth.uid(), 'admin'));
create policy "Admins remove job photos" on storage.objects for delete to authenticated
  using (bucket_id = 'job-photos' and public.has_role(auth.uid(), 'admin'));

-- Capacity ------------------------------------------------------------------------------------------------------------

-- Free for a slot's whole block: with active teams, freeTeams of crew.ts (see the header); without, the crews per
-- service, as before (suspected spam keeps none; `_except` is left out).
create or replace function private.booking_free_crews(_service text, _date date, _slot text, _except uuid default null)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_block integer := (private.booking_limits() ->> 'blockHours')::integer;
  v_start integer := private.slot_hour(_slot);
  v_least integer;
begin
  if not exists (select 1 from public.teams where active) then
    return (
      with starts as (
        select private.slot_hour(b.time_slot) as hour, count(*)::integer as n
        from public.bookings b
        where b.service = _service and b.date = _date and b.status <> 'cancelled' and b.spam_reason is null
          and (_except is null or b.id <> _except)
        group by b.time_slot
      ),
      busy as (
        select h, coalesce((select sum(s.n) from starts s where s.hour between h - v_block + 1 and h), 0) as n
        from generate_series(v_start, v_start + v_block - 1) as h
      )
      select greatest(0, coalesce((select crews from public.service_capacity where service = _service), 0)
                         - (select max(n) from busy))::integer
    );
  end if;
  with active_teams as (
    select t.id, t.services from public.teams t where t.active
  ),
  eligible as (
    select t.id, t.services from public.teams t
    where t.active and _service = any (t.services)
      and extract(isodow from _date)::integer = any (t.working_days)
      and not exists (select 1 from public.team_leave l where l.team_id = t.id and l.day = _date)
  ),
  day as (
    select b.service, b.team_id, private.slot_hour(b.time_slot) as hour
    from public.bookings b
    where b.date = _date and b.status <> 'cancelled' and b.spam_reason is null
      and (_except is null or b.id <> _except)
  )
  select min(
    (select count(*) from eligible)
    - (select count(distinct d.team_id) from day d
       where d.hour between h - v_block + 1 and h and d.team_id in (select e.id from eligible e))
    - (select count(*) from day d
       where d.hour between h - v_block + 1 and h
         and (d.team_id is null or d.team_id not in (select a.id from active_teams a))
         and exists (select 1 from eligible e where d.service = any (e.services)))
  )::integer into v_least
  from generate_series(v_start, v_start + v_block - 1) as h;
  return greatest(0, coalesce(v_least, 0));
end;
$$;

-- A crew (or a team) for the whole block, as before, under one lock per day rather than per service and day: a team
-- does several services, so bookings of different services compete for it.
create or replace function private.take_booking_crew()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.spam_reason is not null or not private.booking_takes_slot(tg_op, old, new) then
    return new;
  end if;
  -- A row the table's constraints refuse anyway (unknown service or slot, no date) takes no crew.
  if new.date is null or private.slot_hour(new.time_slot) is null
     or not exists (select 1 from public.service_capacity where service = new.service) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking-day:' || new.date::text, 0));
  if private.booking_free_crews(new.service, new.date, new.time_slot, new.id) < 1 then
    raise sqlstate 'PT409' using
      message = format('The %s slot on %s is fully booked', new.time_slot, new.date),
      detail = 'full',
      hint = 'Choose another slot.';
  end if;
  return new;
end;
$$;

-- Assignment ----------------------------------------------------------------------------------------------------------

-- Whether two slots' blocks overlap.
create function private.blocks_overlap(_a text, _b text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select abs(private.slot_hour(_a) - private.slot_hour(_b)) < (private.booking_limits() ->> 'blockHours')::integer
$$;

-- After a booking is written with a team, or moved: the team fits (active, does the service, works that day, not on
-- leave, no other job in the block), and every unassigned booking around it still finds a team. After the write, so
-- that the check sees the table as it now is; under the day's lock, so two writes are checked one after the other.
create function private.check_booking_team()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_team public.teams%rowtype;
  v_leave text;
  v_other public.bookings%rowtype;
  v_day text := to_char(new.date, 'Dy FMDD Mon');
begin
  if new.spam_reason is not null or new.status in ('cancelled', 'completed') then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.team_id is not distinct from old.team_id and new.date = old.date
     and new.time_slot = old.time_slot and new.service = old.service and old.status <> 'cancelled'
     and old.spam_reason is null then
    return null;
  end if;
  if not exists (select 1 from public.teams where active) then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking-day:' || new.date::text, 0));
  if new.team_id is not null then
    select * into v_team from public.teams where id = new.team_id;
    if not v_team.active then
      raise exception '% is not working at the moment', v_team.name
        using errcode = 'check_violation', detail = 'teamInactive', hint = 'Choose an active team.';
    end if;
    if not (new.service = any (v_team.services)) then
      raise exception '% does not do %', v_team.name,
        (select s.label from (values ('residential', 'residential cleaning'), ('office', 'office cleaning'),
          ('deep', 'deep cleaning'), ('movein', 'move-in/out cleaning'), ('carpet', 'carpet and upholstery cleaning'))
          as s (service, label) where s.service = new.service)
        using errcode = 'check_violation', detail = 'teamService', hint = 'Choose a team that does the service.';
    end if;
    if not (extract(isodow from new.date)::integer = any (v_team.working_days)) then
      raise exception '% does not work on %s', v_team.name, to_char(new.date, 'FMDay')
        using errcode = 'check_violation', detail = 'teamDayOff', hint = 'Choose another team or day.';
    end if;
    select coalesce(' (' || nullif(btrim(reason), '') || ')', '') into v_leave
    from public.team_leave where team_id = new.team_id and day = new.date;
    if found then
      raise exception '% is on leave on %', v_team.name, v_day || v_leave
        using errcode = 'check_violation', detail = 'teamLeave', hint = 'Choose another team or day.';
    end if;
    select * into v_other from public.bookings b
    where b.team_id = new.team_id and b.date = new.date and b.id <> new.id and b.status <> 'cancelled'
      and b.spam_reason is null and private.blocks_overlap(b.time_slot, new.time_slot)
    order by private.slot_hour(b.time_slot) limit 1;
    if found then
      raise sqlstate 'PT409' using
        message = format('%s already has the %s job at %s', v_team.name, v_other.reference,
                         ltrim(v_other.time_slot, '0')),
        detail = 'teamBusy', hint = 'Choose another team or time.';
    end if;
  end if;
  -- A team taken by this booking may have been the one an unassigned booking around it needed. (A new or moved
  -- unassigned booking was counted against every team it could take when its capacity was checked.)
  if new.team_id is null then
    return null;
  end if;
  for v_other in
    select b.* from public.bookings b
    where b.date = new.date and b.id <> new.id and b.status <> 'cancelled' and b.spam_reason is null
      and (b.team_id is null or not exists (select 1 from public.teams t where t.id = b.team_id and t.active))
      and private.blocks_overlap(b.time_slot, new.time_slot)
  loop
    if private.booking_free_crews(v_other.service, v_other.date, v_other.time_slot, v_other.id) < 1 then
      raise exception 'The unassigned job % at % would be left without a team', v_other.reference,
        ltrim(v_other.time_slot, '0')
        using errcode = 'check_violation', detail = 'teamNeeded', hint = 'Assign that job first, or choose another team.';
    end if;
  end loop;
  return null;
end;
$$;

create trigger bookings_team_fits
  after insert or update on public.bookings
  for each row execute function private.check_booking_team();

-- Leave, or a change of a team's services, days or activity, is refused while the team has jobs it would then not do.
create function private.check_team_leave()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reference text;
begin
  select b.reference into v_reference from public.bookings b
  where b.team_id = new.team_id and b.date = new.day and b.status not in ('cancelled', 'completed')
    and b.spam_reason is null
  limit 1;
  if found then
    raise exception 'The team has the job % that day', v_reference
      using errcode = 'check_violation', detail = 'teamHasJobs', hint = 'Move its jobs to another team first.';
  end if;
  return new;
end;
$$;

create trigger team_leave_free_day
  before insert or update on public.team_leave
  for each row execute function private.check_team_leave();

create function private.check_team_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reference text;
begin
  select b.reference into v_reference from public.bookings b
  where b.team_id = new.id and b.date >= private.dubai_today() and b.status not in ('cancelled', 'completed')
    and b.spam_reason is null
    and (not new.active or not (b.service = any (new.services))
         or not (extract(isodow from b.date)::integer = any (new.working_days)))
  order by b.date
  limit 1;
  if found then
    raise exception 'The team has the job % that this change would leave without a team', v_reference
      using errcode = 'check_violation', detail = 'teamHasJobs', hint = 'Move its jobs to another team first.';
  end if;
  return new;
end;
$$;

create trigger teams_keep_their_jobs
  before update of services, working_days, active on public.teams
  for each row execute function private.check_team_change();

-- History: who assigned which team ('assigned'), and the crew among who changes a booking (a finish).
alter table public.booking_events drop constraint booking_events_kind_check;
alter table public.booking_events add constraint booking_events_kind_check
  check (kind in ('created', 'rescheduled', 'cancelled', 'status', 'released', 'assigned'));
alter table public.booking_events drop constraint booking_events_actor_check;
alter table public.booking_events add constraint booking_events_actor_check
  check (actor in ('customer', 'admin', 'system', 'crew'));

create function private.record_booking_team()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor text := nullif(current_setting('app.booking_actor', true), '');
  v_uid uuid := auth.uid();
begin
  if v_actor is null then
    v_actor := case
      when coalesce(auth.role(), '') not in ('anon', 'authenticated') then 'system'
      when v_uid is not null and public.has_role(v_uid, 'admin') then 'admin'
      else 'customer'
    end;
  end if;
  insert into public.booking_events (booking_id, actor, actor_id, kind, detail)
  values (new.id, v_actor, v_uid, 'assigned', jsonb_build_object(
    'from', (select jsonb_build_object('id', t.id, 'name', t.name) from public.teams t where t.id = old.team_id),
    'to', (select jsonb_build_object('id', t.id, 'name', t.name) from public.teams t where t.id = new.team_id)));
  return null;
end;
$$;

create trigger bookings_history_team
  after update of team_id on public.bookings
  for each row when (old.team_id is distinct from new.team_id)
  execute function private.record_booking_team();

-- The office assigns a booking to a team (or none), and may move it to another day and time in the same write: the
-- slot rules, capacity and the team's rules apply as to any write.
create function public.admin_assign_booking(
  _booking_id uuid,
  _team_id uuid,
  _date date default null,
  _time_slot text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype;
begin
  perform private.require_admin();
  select * into v_row from public.bookings where id = _booking_id and spam_reason is null for update;
  if not found then
    raise sqlstate 'PT404' using message = 'Booking not found', detail = 'notFound';
  end if;
  if v_row.status in ('cancelled', 'completed') then
    raise exception 'This booking is % and is not moved', v_row.status
      using errcode = 'check_violation', detail = 'closed';
  end if;
  if _team_id is not null and not exists (select 1 from public.teams where id = _team_id) then
    raise sqlstate 'PT404' using message = 'No such team', detail = 'team';
  end if;
  perform set_config('app.booking_actor', 'admin', true);
  update public.bookings
  set team_id = _team_id, date = coalesce(_date, date), time_slot = coalesce(_time_slot, time_slot)
  where id = _booking_id
  returning * into v_row;
  perform set_config('app.booking_actor', '', true);
  return jsonb_build_object('id', v_row.id, 'team_id', v_row.team_id, 'date', v_row.date, 'time_slot', v_row.time_slot);
end;
$$;

-- The schedule, with each booking's team and progress (replaces the back office's admin_schedule, whose columns
-- grow: dropped and made again).
drop function public.admin_schedule(date, date);

create function public.admin_schedule(_from date, _to date)
returns table (
  id uuid,
  reference text,
  service text,
  date date,
  time_slot text,
  status text,
  name text,
  phone text,
  community text,
  building text,
  team_id uuid,
  started_at timestamptz,
  finished_at timestamptz,
  photos integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if _from is null or _to is null or _to < _from or _to - _from > 13 then
    raise exception 'The schedule shows 1 to 14 days: from a date to the same or a later date'
      using errcode = 'invalid_parameter_value', detail = 'range';
  end if;
  return query
    select b.id, b.reference, b.service, b.date, b.time_slot, b.status, b.name, b.phone, b.community, b.building,
           b.team_id, p.started_at, p.finished_at,
           (select count(*)::integer from public.job_photos ph where ph.booking_id = b.id)
    from public.bookings b
    left join public.job_progress p on p.booking_id = b.id
    where b.date between _from and _to and b.spam_reason is null
    order by b.date, private.slot_hour(b.time_slot),
             array_position(array['residential', 'office', 'deep', 'movein', 'carpet'], b.service), b.created_at, b.id;
end;
$$;

-- Cleaners: invitation, acceptance, removal ----------------------------------------------------------------------

create function private.invitation_path(_locale text, _token text)
returns text
language sql
immutable
set search_path = ''
as $$ select case when _locale = 'ar' then '/ar' else '' end || '/crew/join/' || _token $$;

-- An admin invites someone by e-mail to join as a cleaner (of a team, or of none yet): the invitation and its e-mail
-- are written together; the link is valid for crewLimits.invitationDays.
create function public.admin_invite_cleaner(_email text, _team_id uuid default null, _locale text default 'en')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(_email, '')));
  v_token text := private.new_manage_token();
  v_row public.cleaner_invitations%rowtype;
  v_team text;
begin
  perform private.require_admin();
  if length(v_email) > 320 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Enter the cleaner''s e-mail address' using errcode = 'check_violation', detail = 'email';
  end if;
  if coalesce(_locale, 'en') not in ('en', 'ar') then
    raise exception 'The language must be en or ar, not "%"', _locale using errcode = 'check_violation', detail = 'locale';
  end if;
  if _team_id is not null then
    select name into v_team from public.teams where id = _team_id;
    if not found then
      raise sqlstate 'PT404' using message = 'No such team', detail = 'team';
    end if;
  end if;
  if exists (select 1 from auth.users u join public.user_roles r on r.user_id = u.id
             where lower(u.email) = v_email and r.role = 'admin') then
    raise exception '% is an admin''s address', v_email
      using errcode = 'check_violation', detail = 'admin', hint = 'Admins cannot also be cleaners.';
  end if;
  if exists (select 1 from auth.users u join public.cleaners c on c.user_id = u.id where lower(u.email) = v_email) then
    raise exception '% is a cleaner already', v_email
      using errcode = 'check_violation', detail = 'already', hint = 'Move them to another team instead.';
  end if;
  insert into public.cleaner_invitations (email, team_id, token_hash, invited_by, expires_at)
  values (v_email, _team_id, private.manage_token_hash(v_token), auth.uid(),
          now() + make_interval(days => (private.crew_limits() ->> 'invitationDays')::integer))
  returning * into v_row;
  perform private.enqueue_message('cleaner_invitation', 'email', v_email, coalesce(_locale, 'en'),
    jsonb_build_object('join_path', private.invitation_path(coalesce(_locale, 'en'), v_token), 'team', v_team,
                       'expires_at', v_row.expires_at),
    now(), null, 'cleaner_invitation:' || v_row.id);
  return jsonb_build_object('id', v_row.id, 'email', v_row.email, 'team_id', v_row.team_id,
                            'expires_at', v_row.expires_at);
end;
$$;

create function private.invitation_by_token(_token text, _lock boolean default false)
returns public.cleaner_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.cleaner_invitations%rowtype;
begin
  if _token is null or length(_token) not between 16 and 200 then
    raise sqlstate 'PT404' using message = 'Invitation not found', detail = 'notFound';
  end if;
  if _lock then
    select * into v_row from public.cleaner_invitations where token_hash = private.manage_token_hash(_token) for update;
  else
    select * into v_row from public.cleaner_invitations where token_hash = private.manage_token_hash(_token);
  end if;
  if not found then
    raise sqlstate 'PT404' using message = 'Invitation not found', detail = 'notFound';
  end if;
  return v_row;
end;
$$;

-- What the invitation's page shows: for whom, which team, until when, and whether it can still be accepted.
create function public.cleaner_invitation_get(_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.cleaner_invitations%rowtype := private.invitation_by_token(_token);
begin
  return jsonb_build_object(
    'email', v_row.email,
    'team', (select name from public.teams where id = v_row.team_id),
    'expires_at', v_row.expires_at,
    'state', case when v_row.accepted_at is not null then 'accepted'
                  when v_row.expires_at <= now() then 'expired' else 'open' end);
end;
$$;

-- The signed-in person accepts: with the invitation's address, they become a cleaner of its team.
create function public.accept_cleaner_invitation(_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_row public.cleaner_invitations%rowtype;
  v_email text;
begin
  if v_uid is null then
    raise exception 'Sign in to accept the invitation' using errcode = 'insufficient_privilege';
  end if;
  v_row := private.invitation_by_token(_token, true);
  if v_row.accepted_at is not null then
    if v_row.accepted_by is not distinct from v_uid then
      return jsonb_build_object('team_id', v_row.team_id, 'team', (select name from public.teams where id = v_row.team_id));
    end if;
    raise exception 'This invitation has been used' using errcode = 'check_violation', detail = 'used';
  end if;
  if v_row.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = 'check_violation', detail = 'expired',
      hint = 'Ask the office for a new one.';
  end if;
  select lower(email) into v_email from auth.users where id = v_uid;
  if v_email is distinct from v_row.email then
    raise exception 'This invitation is for %', v_row.email
      using errcode = 'check_violation', detail = 'otherEmail', hint = 'Sign in with that address.';
  end if;
  if public.has_role(v_uid, 'admin') then
    raise exception 'Admins cannot also be cleaners' using errcode = 'check_violation', detail = 'admin';
  end if;
  insert into public.user_roles (user_id, role) values (v_uid, 'cleaner')
  on conflict (user_id) do update set role = 'cleaner';
  insert into public.cleaners (user_id, team_id) values (v_uid, v_row.team_id)
  on conflict (user_id) do update set team_id = excluded.team_id;
  update public.cleaner_invitations set accepted_at = now(), accepted_by = v_uid where id = v_row.id;
  return jsonb_build_object('team_id', v_row.team_id, 'team', (select name from public.teams where id = v_row.team_id));
end;
$$;

-- An admin takes someone off the crews: they are a 'user' again and see no jobs.
create function public.admin_remove_cleaner(_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  delete from public.cleaners where user_id = _user_id;
  if not found then
    raise sqlstate 'PT404' using message = 'No such cleaner', detail = 'notFound';
  end if;
  update public.user_roles set role = 'user' where user_id = _user_id and role = 'cleaner';
end;
$$;

-- The cleaner's day ------------------------------------------------------------------------------------------------

-- The caller's team's jobs of today and tomorrow (Dubai), in order, with only what the job needs: no price, no
-- e-mail, the customer's first name. Cleaners of a team only.
create function public.crew_jobs()
returns table (
  id uuid,
  reference text,
  date date,
  time_slot text,
  starts_at timestamptz,
  service text,
  property text,
  quantity integer,
  extras text[],
  crew_notes text,
  first_name text,
  phone text,
  address text,
  community text,
  building text,
  apartment text,
  status text,
  team text,
  started_at timestamptz,
  finished_at timestamptz,
  checklist jsonb,
  photos integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_team uuid := public.crew_team();
  v_today date := private.dubai_today();
begin
  if v_team is null then
    raise exception 'Only cleaners of a team see jobs'
      using errcode = 'insufficient_privilege', hint = 'Ask the office to add you to a team.';
  end if;
  return query
    select b.id, b.reference, b.date, b.time_slot, private.booking_starts_at(b.date, b.time_slot), b.service,
           b.property, b.quantity, b.extras, b.crew_notes, split_part(btrim(b.name), ' ', 1), b.phone, b.address,
           b.community, b.building, b.apartment, b.status, t.name, p.started_at, p.finished_at,
           coalesce((select jsonb_object_agg(item.key, coalesce((item.value ->> 'done')::boolean, false))
                     from jsonb_each(p.checklist) as item), '{}'::jsonb),
           (select count(*)::integer from public.job_photos ph where ph.booking_id = b.id)
    from public.bookings b
    join public.teams t on t.id = b.team_id
    left join public.job_progress p on p.booking_id = b.id
    where b.team_id = v_team and b.spam_reason is null and b.status <> 'cancelled'
      and b.date between v_today and v_today + (private.crew_limits() ->> 'daysAhead')::integer
    order by b.date, private.slot_hour(b.time_slot), b.id;
end;
$$;

-- The time a change was made on the phone: what it says, but never in the future nor before the job's window.
create function private.crew_time(_at timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select least(greatest(coalesce(_at, now()),
                        now() - make_interval(days => (private.crew_limits() ->> 'daysBack')::integer + 1)),
               now())
$$;

create function private.crew_progress(_booking_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('started_at', p.started_at, 'finished_at', p.finished_at,
    'checklist', coalesce((select jsonb_object_agg(item.key, coalesce((item.value ->> 'done')::boolean, false))
                           from jsonb_each(p.checklist) as item), '{}'::jsonb),
    'photos', (select count(*) from public.job_photos ph where ph.booking_id = _booking_id))
  from (select _booking_id as booking_id) j
  left join public.job_progress p on p.booking_id = j.booking_id
$$;

-- Start: the first start stands (a resend changes nothing).
create function public.crew_job_start(_booking_id uuid, _at timestamptz default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype := private.crew_job(_booking_id);
begin
  if v_row.status = 'completed' then
    return private.crew_progress(_booking_id);
  end if;
  insert into public.job_progress (booking_id, started_at, started_by)
  values (_booking_id, private.crew_time(_at), auth.uid())
  on conflict (booking_id) do update
  set started_at = coalesce(public.job_progress.started_at, excluded.started_at),
      started_by = coalesce(public.job_progress.started_by, excluded.started_by),
      updated_at = now();
  return private.crew_progress(_booking_id);
end;
$$;

-- A tick (or untick) of an item of the service's checklist; a change older than the one stored is left out, so
-- changes arriving late or twice end as the phone last left them.
create function public.crew_job_tick(_booking_id uuid, _item text, _done boolean, _at timestamptz default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype := private.crew_job(_booking_id);
  v_at timestamptz := private.crew_time(_at);
begin
  if _item is null or not (_item = any (private.crew_checklist(v_row.service))) or _done is null then
    raise exception 'No item "%" on the checklist of this job', _item using errcode = 'check_violation', detail = 'item';
  end if;
  insert into public.job_progress (booking_id, checklist)
  values (_booking_id, jsonb_build_object(_item, jsonb_build_object('done', _done, 'at', v_at)))
  on conflict (booking_id) do update
  set checklist = case
        when (public.job_progress.checklist -> _item ->> 'at')::timestamptz > v_at then public.job_progress.checklist
        else public.job_progress.checklist || jsonb_build_object(_item, jsonb_build_object('done', _done, 'at', v_at))
      end,
      updated_at = now();
  return private.crew_progress(_booking_id);
end;
$$;

-- Finish, with the after photos already uploaded to job-photos ('<booking id>/<photo id>.<ext>'): each photo is
-- recorded once, the first finish stands (started then too if it was not), and the booking is completed — which
-- writes the customer's review request. A resend records nothing twice.
create function public.crew_job_finish(_booking_id uuid, _photos text[], _at timestamptz default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype := private.crew_job(_booking_id);
  v_team uuid := public.crew_team();
  v_at timestamptz := private.crew_time(_at);
  v_path text;
begin
  if _photos is null or cardinality(_photos) not between 1 and 10 then
    raise exception 'A finished job needs 1 to 10 after photos' using errcode = 'check_violation', detail = 'photos';
  end if;
  foreach v_path in array _photos loop
    if v_path !~ ('^' || _booking_id::text || '/[0-9a-f-]{36}\.(jpg|jpeg|png|webp|gif)$')
       or not exists (
         select 1 from storage.objects o
         join public.cleaners c on c.user_id = o.owner and c.team_id = v_team
         where o.bucket_id = 'job-photos' and o.name = v_path) then
      raise exception 'The photo % is not one of this job''s uploads', v_path
        using errcode = 'check_violation', detail = 'photos', hint = 'Upload each photo to job-photos first.';
    end if;
  end loop;
  insert into public.job_photos (id, booking_id, storage_path, uploaded_by)
  select split_part(split_part(p, '/', 2), '.', 1)::uuid, _booking_id, p, auth.uid()
  from unnest(_photos) as p
  on conflict do nothing;
  insert into public.job_progress (booking_id, started_at, started_by, finished_at, finished_by)
  values (_booking_id, v_at, auth.uid(), v_at, auth.uid())
  on conflict (booking_id) do update
  set started_at = coalesce(public.job_progress.started_at, excluded.started_at),
      started_by = coalesce(public.job_progress.started_by, excluded.started_by),
      finished_at = coalesce(public.job_progress.finished_at, excluded.finished_at),
      finished_by = coalesce(public.job_progress.finished_by, excluded.finished_by),
      updated_at = now();
  if v_row.status in ('pending', 'confirmed') then
    perform set_config('app.booking_actor', 'crew', true);
    update public.bookings set status = 'completed' where id = _booking_id;
    perform set_config('app.booking_actor', '', true);
  end if;
  return private.crew_progress(_booking_id);
end;
$$;

-- Who may call what -------------------------------------------------------------------------------------------------

revoke execute on all functions in schema private from public, anon, authenticated;
revoke execute on function public.admin_assign_booking(uuid, uuid, date, text), public.admin_schedule(date, date),
  public.admin_invite_cleaner(text, uuid, text), public.admin_remove_cleaner(uuid), public.cleaner_invitation_get(text),
  public.accept_cleaner_invitation(text), public.crew_jobs(), public.crew_job_start(uuid, timestamptz),
  public.crew_job_tick(uuid, text, boolean, timestamptz), public.crew_job_finish(uuid, text[], timestamptz)
  from public, anon;
grant execute on function public.admin_assign_booking(uuid, uuid, date, text), public.admin_schedule(date, date),
  public.admin_invite_cleaner(text, uuid, text), public.admin_remove_cleaner(uuid),
  public.accept_cleaner_invitation(text), public.crew_jobs(), public.crew_job_start(uuid, timestamptz),
  public.crew_job_tick(uuid, text, boolean, timestamptz), public.crew_job_finish(uuid, text[], timestamptz)
  to authenticated, service_role;
revoke execute on function public.crew_team(), public.crew_may_add_photo(text) from public, anon;
grant execute on function public.crew_team(), public.crew_may_add_photo(text) to authenticated, service_role;
-- The invitation's page is opened before its reader has an account.
grant execute on function public.cleaner_invitation_get(text) to anon, authenticated, service_role;
