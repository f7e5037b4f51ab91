-- Recurring series and customer accounts (20261128…) beside the crews (20261129…): the crews' migration runs later and
-- re-creates objects the series had changed, so this one gives them both sides' columns and rules.
--
--   * booking_events: the crews' kind check ('assigned') dropped the series' kinds (series_*, visit_*); both now.
--   * admin_schedule: the crews' version (team, start, finish, photos) dropped the series' columns (series_id,
--     frequency); both now, the crews' first so that the back office's schedule reads them as before.
--   * Accounts and staff: a customer is a signed-in user who is not staff (neither 'admin' nor 'cleaner'). A booking
--     or series made while signed in belongs to its maker only when the maker is a customer (an admin or a cleaner
--     booking for someone else does not take the booking), and a staff account is never given bookings through its
--     e-mail address. Row level security keeps reading ownership (customer_id), so it agrees: staff own nothing, and
--     a user with a 'customer' row in user_roles is a customer like one without.

-- History: both sides' kinds -------------------------------------------------------------------------------------------

alter table public.booking_events drop constraint booking_events_kind_check;
alter table public.booking_events add constraint booking_events_kind_check check (kind in (
  'created', 'rescheduled', 'cancelled', 'status', 'released', 'assigned',
  'series_created', 'series_changed', 'series_paused', 'series_resumed', 'series_cancelled',
  'visit_flagged', 'visit_placed', 'visit_moved', 'visit_skipped'
));

-- The schedule: teams and progress, and series ---------------------------------------------------------------------

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
  photos integer,
  series_id uuid,
  frequency text
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
           (select count(*)::integer from public.job_photos ph where ph.booking_id = b.id),
           b.series_id, s.frequency
    from public.bookings b
    left join public.job_progress p on p.booking_id = b.id
    left join public.booking_series s on s.id = b.series_id
    where b.date between _from and _to and b.spam_reason is null
    order by b.date, private.slot_hour(b.time_slot),
             array_position(array['residential', 'office', 'deep', 'movein', 'carpet'], b.service), b.created_at, b.id;
end;
$$;

comment on function public.admin_schedule(date, date) is
  'Admins: every booking (cancelled too) of 1 to 14 days, by date, slot and service, with its team, progress, photos, series and frequency.';

-- Customers are the users who are not staff ------------------------------------------------------------------------------

-- Whether `_user_id` is staff (an admin or a cleaner); false for no user.
create function private.is_staff(_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select _user_id is not null and exists (
    select 1 from public.user_roles r where r.user_id = _user_id and r.role in ('admin', 'cleaner')
  )
$$;

revoke all on function private.is_staff(uuid) from public;

-- The account whose proven address `_email` is, if any, and if it is a customer's.
create or replace function private.proven_account(_email text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id
  from private.account_email_proofs p
  join auth.users u on u.id = p.user_id
  where p.confirmed_at is not null and lower(p.email) = lower(btrim(_email)) and lower(u.email) = lower(p.email)
    and not private.is_staff(p.user_id)
  order by p.confirmed_at
  limit 1
$$;

-- A new booking's owner, unless its writer (the service role) named one: the series', the signed-in customer's, or
-- the account that proved the address.
create or replace function private.booking_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.customer_id is null and new.series_id is not null then
    new.customer_id := (select s.customer_id from public.booking_series s where s.id = new.series_id);
  end if;
  if new.customer_id is null and coalesce(auth.role(), '') = 'authenticated' and not private.is_staff(auth.uid()) then
    new.customer_id := auth.uid();
  end if;
  if new.customer_id is null then
    new.customer_id := private.proven_account(new.email);
  end if;
  return new;
end;
$$;

create or replace function private.series_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.customer_id is null and coalesce(auth.role(), '') = 'authenticated' and not private.is_staff(auth.uid()) then
    new.customer_id := auth.uid();
  end if;
  if new.customer_id is null then
    new.customer_id := private.proven_account(new.email);
  end if;
  return new;
end;
$$;

-- Gives a customer's account the bookings and series made with its address that belong to nobody yet; returns how
-- many bookings (none for staff).
create or replace function private.attach_bookings(_user_id uuid, _email text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if private.is_staff(_user_id) then
    return 0;
  end if;
  update public.bookings set customer_id = _user_id
  where customer_id is null and lower(email) = lower(btrim(_email)) and spam_reason is null;
  get diagnostics v_count = row_count;
  update public.booking_series set customer_id = _user_id
  where customer_id is null and lower(email) = lower(btrim(_email)) and status <> 'held';
  return v_count;
end;
$$;
