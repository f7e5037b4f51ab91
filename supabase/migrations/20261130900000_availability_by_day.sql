-- Availability computed a day at a time.
--
-- A day's availability asked for every slot's rule and, per slot and service, the crews free: some seventy calls of
-- small functions, each planned and run on its own (functions with a `set search_path` are never inlined), which made
-- the assistant's answers about free times its slowest. Now each rule and each count is computed for the whole day
-- in one statement, and the one-slot functions the booking triggers call read their row from it: still one
-- definition of each rule, answering exactly as before (test/booking-tie.test.ts and test/crews-tie.test.ts hold
-- both against the TypeScript rules).

-- PostgreSQL compiles a statement it judges costly to machine code (JIT, on by default from version 12; PGlite has
-- none), and it guesses a set-returning function's rows at 1,000 unless told: a day's twelve slots and seven opening
-- days, crossed, looked costly enough, and each call then spent most of its time compiling (the tie test's grid took
-- 12 s instead of 0.5). The estimates are told, and the day's functions, which are never costly, never compile.
alter function private.booking_slots() rows 12;
alter function private.booking_opening_hours() rows 7;

-- The rule of each slot of a day (null where it can be booked): booking_slot_rule's checks, with what they read
-- (the clock, the limits, the closed days, the opening hours) read once for the day; and a last row, of no slot, with
-- the rule of any other text given as a slot (the day's own rules first, then outside the hours). `_slot` narrows it
-- to that slot's row (the other text's row when it is none of the day's slots).
create function private.booking_day_rules(_date date, _slot text default null)
returns table (time_slot text, rule text)
language sql
stable
rows 13
security definer
set search_path = ''
set jit = off
as $$
  with day as (
    select
      private.booking_now() as now,
      (private.booking_now() at time zone 'Asia/Dubai')::date as today,
      private.booking_limits() as limits,
      exists (select 1 from public.closed_days c where c.day = _date) as closed,
      (select h.open from private.booking_opening_hours() h where h.isodow = extract(isodow from _date)::integer) as open,
      (select h.close from private.booking_opening_hours() h where h.isodow = extract(isodow from _date)::integer)
        as close
  ),
  slots as (
    select s.time_slot, s.hour from private.booking_slots() s where _slot is null or s.time_slot = _slot
    union all
    select null, null where _slot is null or not exists (select 1 from private.booking_slots() s where s.time_slot = _slot)
  )
  select s.time_slot,
    case
      when _date < d.today then 'past'
      when _date > d.today + (d.limits ->> 'horizonDays')::integer then 'tooFar'
      when d.closed then 'closed'
      when s.hour is null or s.hour < d.open or s.hour + (d.limits ->> 'blockHours')::integer > d.close then 'outsideHours'
      when (_date + make_interval(hours => s.hour)) at time zone 'Asia/Dubai'
           < d.now + make_interval(hours => (d.limits ->> 'leadHours')::integer) then 'tooSoon'
    end
  from slots s cross join day d
$$;

create or replace function private.booking_slot_rule(_date date, _slot text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.rule from private.booking_day_rules(_date, _slot) r
$$;

-- The crews (or teams) free for each slot's whole block, per service, on a day (`_except` left out): freeCrews and
-- freeTeams of the TypeScript rules, as booking_free_crews answered them one slot at a time. `_service` and `_slot`
-- narrow it to one service or one slot (what the booking triggers ask), so that they cost no more than before.
create function private.booking_day_free_crews(
  _date date,
  _except uuid default null,
  _service text default null,
  _slot text default null
)
returns table (service text, time_slot text, free integer)
language sql
stable
rows 60
security definer
set search_path = ''
set jit = off
as $$
  with block as (select (private.booking_limits() ->> 'blockHours')::integer as hours),
  teams_named as (select exists (select 1 from public.teams where active) as yes),
  -- The day's bookings that hold a crew (suspected spam keeps none), with their starting hour.
  day as (
    select b.service, b.team_id, s.hour
    from public.bookings b join private.booking_slots() s on s.time_slot = b.time_slot
    where b.date = _date and b.status <> 'cancelled' and b.spam_reason is null
      and (_except is null or b.id <> _except)
  ),
  services as (
    select c.service, c.crews from public.service_capacity c where _service is null or c.service = _service
  ),
  -- Each hour of each slot's block.
  hours as (
    select s.time_slot, h
    from private.booking_slots() s cross join block
    cross join lateral generate_series(s.hour, s.hour + block.hours - 1) as h
    where _slot is null or s.time_slot = _slot
  ),
  -- Without teams: the crews per service less the bookings of the service under way at that hour.
  by_crews as (
    select c.service, x.time_slot,
      c.crews - (select count(*) from day d, block
                 where d.service = c.service and d.hour between x.h - block.hours + 1 and x.h)::integer as free
    from services c cross join hours x
  ),
  -- With teams: the teams working that day that do the service, less those busy at that hour, less the bookings
  -- under way with no (active) team that such a team could be sent to.
  eligible as (
    select c.service, t.id, t.services
    from services c join public.teams t on t.active and c.service = any (t.services)
    where extract(isodow from _date)::integer = any (t.working_days)
      and not exists (select 1 from public.team_leave l where l.team_id = t.id and l.day = _date)
  ),
  by_teams as (
    select c.service, x.time_slot,
      ((select count(*) from eligible e where e.service = c.service)
       - (select count(distinct d.team_id) from day d, block
          where d.hour between x.h - block.hours + 1 and x.h
            and d.team_id in (select e.id from eligible e where e.service = c.service))
       - (select count(*) from day d, block
          where d.hour between x.h - block.hours + 1 and x.h
            and (d.team_id is null or d.team_id not in (select t.id from public.teams t where t.active))
            and exists (select 1 from eligible e where e.service = c.service and d.service = any (e.services)))
      )::integer as free
    from services c cross join hours x
  )
  select f.service, f.time_slot, greatest(0, coalesce(min(f.free), 0))::integer
  from (
    select * from by_crews where not (select yes from teams_named)
    union all
    select * from by_teams where (select yes from teams_named)
  ) f
  group by f.service, f.time_slot
$$;

create or replace function private.booking_free_crews(_service text, _date date, _slot text, _except uuid default null)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select f.free from private.booking_day_free_crews(_date, _except, _service, _slot) f
     where f.service = _service and f.time_slot = _slot),
    0
  )
$$;

create or replace function public.booking_availability(_date date, _service text default null)
returns table (time_slot text, free integer, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if _date is null then
    raise exception 'Choose a date'
      using errcode = 'invalid_parameter_value', detail = 'date';
  end if;
  if _service is not null and not exists (select 1 from public.service_capacity c where c.service = _service) then
    raise exception 'Unknown service "%"', _service
      using errcode = 'invalid_parameter_value', detail = 'service',
            hint = 'One of residential, office, deep, movein, carpet.';
  end if;
  -- Without a service, a slot's `free` is the most any service has free.
  return query
  with free as (
    select f.time_slot, max(f.free)::integer as free
    from private.booking_day_free_crews(_date, null, _service) f
    group by f.time_slot
  )
  select s.time_slot,
    case when r.rule is null then coalesce(f.free, 0) else 0 end,
    coalesce(r.rule, case when coalesce(f.free, 0) > 0 then null else 'full' end)
  from private.booking_slots() s
  join private.booking_day_rules(_date) r on r.time_slot = s.time_slot
  left join free f on f.time_slot = s.time_slot
  order by s.hour;
end;
$$;

revoke execute on function private.booking_day_rules(date, text) from public;
revoke execute on function private.booking_day_free_crews(date, uuid, text, text) from public;
