-- booking_availability in one query: the same answer as before (booking.ts `availability()`, which
-- apps/backend/test/booking-tie.test.ts holds it to), computed for every slot and service at once instead of calling
-- private.booking_slot_rule twelve times and private.booking_free_crews sixty. The chat assistant reads it for each
-- question about free times, and each call took 60–80 ms on the local backend; the booking form reads it on every
-- change of date or service.

-- slotRuleBreak of booking.ts for every slot of a day at once: the day's rules (past, too far, closed) and each slot's
-- (outside the opening hours, too soon). The one definition of the rules: private.booking_slot_rule reads it.
create function private.booking_slot_rules(_date date)
returns table (time_slot text, rule text)
language sql
stable
security definer
set search_path = ''
as $$
  with day as (
    select n.at, n.limits, (n.at at time zone 'Asia/Dubai')::date as today,
           exists (select 1 from public.closed_days c where c.day = _date) as closed,
           o.open, o.close
    from (select private.booking_now() as at, private.booking_limits() as limits) as n
    join private.booking_opening_hours() o on o.isodow = extract(isodow from _date)::integer
  )
  select s.time_slot,
         case
           when _date < d.today then 'past'
           when _date > d.today + (d.limits ->> 'horizonDays')::integer then 'tooFar'
           when d.closed then 'closed'
           when s.hour < d.open or s.hour + (d.limits ->> 'blockHours')::integer > d.close then 'outsideHours'
           when (_date + make_interval(hours => s.hour)) at time zone 'Asia/Dubai'
                < d.at + make_interval(hours => (d.limits ->> 'leadHours')::integer) then 'tooSoon'
         end
  from private.booking_slots() s
  cross join day d
  order by s.hour
$$;

revoke execute on function private.booking_slot_rules(date) from public, anon, authenticated;

-- One slot's rule, from the day's: a time that starts no slot is refused by the day's own rule first (past, too far,
-- closed), else as outside the opening hours, as before.
create or replace function private.booking_slot_rule(_date date, _slot text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from private.booking_slots() s where s.time_slot = _slot)
      then (select r.rule from private.booking_slot_rules(_date) r where r.time_slot = _slot)
    else (select case when r.rule in ('past', 'tooFar', 'closed') then r.rule else 'outsideHours' end
          from private.booking_slot_rules(_date) r limit 1)
  end
$$;

create or replace function public.booking_availability(_date date, _service text default null)
returns table (time_slot text, free integer, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_block integer := (private.booking_limits() ->> 'blockHours')::integer;
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
  return query
  with slots as (
    select s.time_slot, s.hour, r.rule
    from private.booking_slots() s
    join private.booking_slot_rules(_date) r on r.time_slot = s.time_slot
  ),
  capacity as (
    select c.service, c.crews from public.service_capacity c where _service is null or c.service = _service
  ),
  starts as (
    select b.service, private.slot_hour(b.time_slot) as hour, count(*)::integer as n
    from public.bookings b
    where b.date = _date and b.status <> 'cancelled' and b.spam_reason is null
      and (_service is null or b.service = _service)
    group by b.service, b.time_slot
  ),
  -- Crews busy at each hour of each slot's block, per service: a booking at hour h keeps one for h … h + block − 1;
  -- suspected spam keeps none, as in private.booking_free_crews.
  busy as (
    select c.service, c.crews, sl.time_slot,
           coalesce((select sum(st.n) from starts st
                     where st.service = c.service and st.hour between h.hour - v_block + 1 and h.hour), 0) as n
    from capacity c
    cross join slots sl
    cross join lateral generate_series(sl.hour, sl.hour + v_block - 1) as h (hour)
  ),
  free_crews as (
    select per_service.time_slot, max(per_service.free)::integer as free
    from (
      select b.service, b.time_slot, greatest(0, max(b.crews) - max(b.n)) as free
      from busy b
      group by b.service, b.time_slot
    ) as per_service
    group by per_service.time_slot
  )
  select sl.time_slot,
         case when sl.rule is null then coalesce(f.free, 0) else 0 end,
         case when sl.rule is not null then sl.rule when coalesce(f.free, 0) > 0 then null else 'full' end
  from slots sl
  left join free_crews f on f.time_slot = sl.time_slot
  order by sl.hour;
end;
$$;
