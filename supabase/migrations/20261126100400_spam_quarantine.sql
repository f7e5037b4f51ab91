-- Quarantine, never drop: what the spam rules catch is stored and marked, for an admin to release
-- or delete.
--
-- Until now a booking or message with something in the honeypot, a fill time under the minimum, or no fill time at all
-- was dropped by its BEFORE INSERT trigger (RETURN NULL): any client but our form (an integration, a future app, an
-- admin's script) got a 201 and lost the row, and a person who autofilled the contact form within 3 s was thanked and
-- dropped. Now:
--   * `spam_reason` says why a row is suspected spam: 'honeypot' or 'too_fast' (NULL: a real booking or message). Only
--     the database writes it for visitors and users (no column grant); the service role may set it (seeds, tests).
--   * A missing fill time is not spam by that fact alone: only the honeypot, a fill time under the minimum, or the rate
--     limits decide. The caller is answered exactly as before (the same 201, the same-looking request_booking answer).
--   * Suspected spam is kept out of everything the business runs on: admins' reads of the tables (RLS), so also the
--     live "new booking" alerts (realtime sends only rows an admin may read), the bookings and messages lists, the
--     schedule, the figures, and the crews (a quarantined booking takes none; availability does not count it). Its
--     manage link opens nothing until it is released.
--   * Admins see it in the Spam folder (admin_spam), release it (admin_release_spam: an UPDATE that sets spam_reason to
--     NULL, after which it is a booking or message like any other; a booking must then find its slot free and within
--     the booking rules, else the release is refused and it stays in Spam) or delete it (admin_delete_spam).
--   * purge_spam() deletes suspected spam older than 30 days. Only the service role may call it: the local backend
--     does every hour (apps/backend/src/maintenance.ts), a hosted project schedules it with pg_cron
--     (apps/backend/README.md, "Spam").
-- Other features that act on a stored booking or message (messages to the customer, alerts) leave a row with
-- spam_reason set alone and treat its release like its arrival.

alter table public.bookings
  add column spam_reason text constraint bookings_spam_reason_check check (spam_reason in ('honeypot', 'too_fast'));
alter table public.contact_messages
  add column spam_reason text constraint contact_messages_spam_reason_check check (spam_reason in ('honeypot', 'too_fast'));

comment on column public.bookings.spam_reason is
  'Why the booking is suspected spam (''honeypot'', ''too_fast''), or NULL for a real one. Releasing sets it to NULL.';
comment on column public.contact_messages.spam_reason is
  'Why the message is suspected spam (''honeypot'', ''too_fast''), or NULL for a real one. Releasing sets it to NULL.';
comment on column public.bookings.honeypot is
  'The form''s honeypot as sent, kept on suspected spam (spam_reason ''honeypot''); NULL on a real booking.';
comment on column public.contact_messages.honeypot is
  'The form''s honeypot as sent, kept on suspected spam (spam_reason ''honeypot''); NULL on a real message.';
comment on column public.bookings.fill_ms is
  'How long the form took to fill in, as the client reported it (milliseconds); NULL when it reported none.';
comment on column public.contact_messages.fill_ms is
  'How long the form took to fill in, as the client reported it (milliseconds); NULL when it reported none.';

create index bookings_spam_idx on public.bookings (created_at desc) where spam_reason is not null;
create index contact_messages_spam_idx on public.contact_messages (created_at desc) where spam_reason is not null;

-- Marks a submission of the public API roles (anon, authenticated) that looks like a bot's. The service role and the
-- database's own sessions fill in no forms: what they write stands as written.
create function private.mark_form_spam()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  if coalesce(btrim(new.honeypot), '') <> '' then
    new.spam_reason := 'honeypot';
  elsif new.fill_ms is not null and new.fill_ms < private.min_form_fill_ms() then
    new.spam_reason := 'too_fast';
    new.honeypot := null;
  else
    new.spam_reason := null;
    new.honeypot := null;
  end if;
  return new;
end;
$$;

-- Same trigger names, so they still fire after the slot rules and the rate limit: a bot is refused what a person is.
drop trigger bookings_spam_filter on public.bookings;
drop trigger contact_messages_spam_filter on public.contact_messages;
drop function private.drop_form_spam();
create trigger bookings_spam_filter before insert on public.bookings
  for each row execute function private.mark_form_spam();
create trigger contact_messages_spam_filter before insert on public.contact_messages
  for each row execute function private.mark_form_spam();

-- Admins read (and change the status of) real bookings and messages only; suspected spam reaches them through the
-- Spam folder's functions. Realtime applies the same SELECT policy, so spam raises no live alert.
drop policy "Admins read bookings" on public.bookings;
create policy "Admins read bookings" on public.bookings for select to authenticated
  using (spam_reason is null and public.has_role((select auth.uid()), 'admin'));
drop policy "Admins update bookings" on public.bookings;
create policy "Admins update bookings" on public.bookings for update to authenticated
  using (spam_reason is null and public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));
drop policy "Admins read messages" on public.contact_messages;
create policy "Admins read messages" on public.contact_messages for select to authenticated
  using (spam_reason is null and public.has_role((select auth.uid()), 'admin'));

-- Capacity ---------------------------------------------------------------------------------------------------------

-- A release is a booking taking its slot, like an insert or a move: the slot rules and the crews apply to it.
create or replace function private.booking_takes_slot(_op text, _old public.bookings, _new public.bookings)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select _new.status <> 'cancelled' and (
    _op = 'INSERT'
    or _new.date is distinct from _old.date
    or _new.time_slot is distinct from _old.time_slot
    or _new.service is distinct from _old.service
    or _old.status = 'cancelled'
    or (_old.spam_reason is not null and _new.spam_reason is null)
  )
$$;

-- Crews free for a slot's whole block: suspected spam keeps none.
create or replace function private.booking_free_crews(_service text, _date date, _slot text, _except uuid default null)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  with block as (select (private.booking_limits() ->> 'blockHours')::integer as hours),
  starts as (
    select private.slot_hour(b.time_slot) as hour, count(*)::integer as n
    from public.bookings b
    where b.service = _service and b.date = _date and b.status <> 'cancelled' and b.spam_reason is null
      and (_except is null or b.id <> _except)
    group by b.time_slot
  ),
  busy as (
    select h, coalesce((select sum(s.n) from starts s where s.hour between h - block.hours + 1 and h), 0) as n
    from block, generate_series(private.slot_hour(_slot), private.slot_hour(_slot) + block.hours - 1) as h
  )
  select greatest(0, coalesce((select crews from public.service_capacity where service = _service), 0)
                     - (select max(n) from busy))::integer
$$;

-- A quarantined booking takes no crew (so a bot on a full slot is answered as before, and its row waits in Spam);
-- released, it takes one like any booking, or is refused.
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
  perform pg_advisory_xact_lock(hashtextextended('booking:' || new.service || ':' || new.date::text, 0));
  if private.booking_free_crews(new.service, new.date, new.time_slot, new.id) < 1 then
    raise sqlstate 'PT409' using
      message = format('The %s slot on %s is fully booked', new.time_slot, new.date),
      detail = 'full',
      hint = 'Choose another slot.';
  end if;
  return new;
end;
$$;

-- The manage link of a quarantined booking opens nothing until it is released.
create or replace function private.booking_by_token(_token text, _lock boolean default false)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype;
begin
  if _token is null or length(_token) not between 16 and 200 then
    raise sqlstate 'PT404' using message = 'Booking not found', detail = 'notFound';
  end if;
  if _lock then
    select * into v_row from public.bookings
    where manage_token_hash = private.manage_token_hash(_token) and spam_reason is null
    for update;
  else
    select * into v_row from public.bookings
    where manage_token_hash = private.manage_token_hash(_token) and spam_reason is null;
  end if;
  if not found then
    raise sqlstate 'PT404' using message = 'Booking not found', detail = 'notFound';
  end if;
  if private.booking_starts_at(v_row.date, v_row.time_slot)
     < private.booking_now() - make_interval(days => (private.booking_limits() ->> 'manageLinkDaysAfter')::integer) then
    raise sqlstate 'PT404' using message = 'This booking link has expired', detail = 'expired';
  end if;
  return v_row;
end;
$$;

-- History: a release is recorded ('released', with the rule that had caught it). -----------------------------------

alter table public.booking_events drop constraint booking_events_kind_check;
alter table public.booking_events add constraint booking_events_kind_check
  check (kind in ('created', 'rescheduled', 'cancelled', 'status', 'released'));

create or replace function private.record_booking_event()
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
  if tg_op = 'INSERT' then
    insert into public.booking_events (booking_id, actor, actor_id, kind, detail)
    values (new.id, v_actor, v_uid, 'created', jsonb_build_object(
      'service', new.service, 'date', new.date, 'time_slot', new.time_slot, 'status', new.status,
      'total_aed', new.total_aed));
    return null;
  end if;
  if old.spam_reason is not null and new.spam_reason is null then
    insert into public.booking_events (booking_id, actor, actor_id, kind, detail)
    values (new.id, v_actor, v_uid, 'released', jsonb_build_object('reason', old.spam_reason));
  end if;
  if new.date is distinct from old.date or new.time_slot is distinct from old.time_slot
     or new.service is distinct from old.service then
    insert into public.booking_events (booking_id, actor, actor_id, kind, detail)
    values (new.id, v_actor, v_uid, 'rescheduled', jsonb_build_object(
      'from', jsonb_build_object('service', old.service, 'date', old.date, 'time_slot', old.time_slot),
      'to', jsonb_build_object('service', new.service, 'date', new.date, 'time_slot', new.time_slot)));
  end if;
  if new.status is distinct from old.status then
    insert into public.booking_events (booking_id, actor, actor_id, kind, detail)
    values (new.id, v_actor, v_uid, case when new.status = 'cancelled' then 'cancelled' else 'status' end,
            jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end;
$$;

-- The back office's lists, schedule and figures: real bookings and messages only. ---------------------------------

create or replace function public.admin_bookings(
  _search text default null,
  _statuses text[] default null,
  _services text[] default null,
  _from date default null,
  _to date default null,
  _sort text default 'created_at',
  _descending boolean default true,
  _limit integer default 25,
  _offset integer default 0
)
returns table (
  id uuid,
  reference text,
  service text,
  date date,
  time_slot text,
  name text,
  phone text,
  email text,
  community text,
  building text,
  apartment text,
  address text,
  property text,
  quantity integer,
  extras text[],
  subtotal_aed numeric,
  vat_aed numeric,
  total_aed numeric,
  status text,
  created_at timestamptz,
  updated_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_direction text := case when coalesce(_descending, true) then 'desc' else 'asc' end;
  v_order text;
  v_search text := nullif(btrim(_search), '');
  v_statuses text[] := nullif(_statuses, '{}');
  v_services text[] := nullif(_services, '{}');
begin
  perform private.require_admin();
  v_order := case coalesce(_sort, 'created_at')
    when 'created_at' then format('b.created_at %s', v_direction)
    when 'date' then format('b.date %1$s, private.slot_hour(b.time_slot) %1$s', v_direction)
    when 'name' then format('lower(b.name) %s', v_direction)
    when 'status' then format(
      'array_position(array[''pending'', ''confirmed'', ''completed'', ''cancelled''], b.status) %s', v_direction)
    when 'total_aed' then format('b.total_aed %s nulls last', v_direction)
  end;
  if v_order is null then
    raise exception 'Cannot sort bookings by "%"', _sort
      using errcode = 'invalid_parameter_value', detail = 'sort',
            hint = 'Sort by created_at, date, name, status or total_aed.';
  end if;
  if not coalesce(v_statuses <@ array['pending', 'confirmed', 'completed', 'cancelled'], true) then
    raise exception 'Unknown status in %', v_statuses
      using errcode = 'invalid_parameter_value', detail = 'statuses',
            hint = 'Statuses are pending, confirmed, completed and cancelled.';
  end if;
  if not coalesce(v_services <@ array['residential', 'office', 'deep', 'movein', 'carpet'], true) then
    raise exception 'Unknown service in %', v_services
      using errcode = 'invalid_parameter_value', detail = 'services',
            hint = 'Services are residential, office, deep, movein and carpet.';
  end if;
  if _from is not null and _to is not null and _from > _to then
    raise exception 'The date range ends (%) before it starts (%)', _to, _from
      using errcode = 'invalid_parameter_value', detail = 'range';
  end if;

  return query execute format($query$
    select b.id, b.reference, b.service, b.date, b.time_slot, b.name, b.phone, b.email, b.community, b.building,
           b.apartment, b.address, b.property, b.quantity, b.extras, b.subtotal_aed, b.vat_aed, b.total_aed,
           b.status, b.created_at, b.updated_at, count(*) over () as total_count
    from public.bookings b
    where b.spam_reason is null
      and ($1::text is null
           or private.contains_text(b.name, $1)
           or private.contains_text(b.email, $1)
           or private.contains_text(b.reference, $1)
           or ($2::text is not null and strpos(private.phone_digits(b.phone), $2) > 0))
      and ($3::text[] is null or b.status = any ($3))
      and ($4::text[] is null or b.service = any ($4))
      and ($5::date is null or b.date >= $5)
      and ($6::date is null or b.date <= $6)
    order by %s, b.created_at desc, b.id
    limit $7 offset $8
  $query$, v_order)
  using v_search, private.phone_search(v_search), v_statuses, v_services, _from, _to,
        private.page_limit(_limit), private.page_offset(_offset);
end;
$$;

create or replace function public.admin_booking_stats(_days integer default 30)
returns table (day date, service text, bookings integer, revenue_aed numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_today date := (private.booking_now() at time zone 'Asia/Dubai')::date;
begin
  perform private.require_admin();
  if _days is null or _days not between 1 and 366 then
    raise exception 'Figures cover 1 to 366 days, not %', _days
      using errcode = 'invalid_parameter_value', detail = 'days';
  end if;
  return query
    select d.day::date, s.service,
           (count(b.id) filter (where b.status <> 'cancelled'))::integer,
           coalesce(sum(b.total_aed) filter (where b.status in ('confirmed', 'completed')), 0)::numeric
    from generate_series(v_today - (_days - 1), v_today, interval '1 day') as d (day)
    cross join unnest(array['residential', 'office', 'deep', 'movein', 'carpet']) with ordinality as s (service, n)
    left join public.bookings b on b.date = d.day::date and b.service = s.service and b.spam_reason is null
    group by d.day, s.service, s.n
    order by d.day, s.n;
end;
$$;

create or replace function public.admin_schedule(_from date, _to date)
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
  building text
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
    select b.id, b.reference, b.service, b.date, b.time_slot, b.status, b.name, b.phone, b.community, b.building
    from public.bookings b
    where b.date between _from and _to and b.spam_reason is null
    order by b.date, private.slot_hour(b.time_slot),
             array_position(array['residential', 'office', 'deep', 'movein', 'carpet'], b.service), b.created_at, b.id;
end;
$$;

create or replace function public.admin_messages(
  _search text default null,
  _handled boolean default null,
  _limit integer default 25,
  _offset integer default 0
)
returns table (
  id uuid,
  name text,
  email text,
  message text,
  created_at timestamptz,
  handled_at timestamptz,
  handled_by uuid,
  handled_by_email text,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_search text := nullif(btrim(_search), '');
begin
  perform private.require_admin();
  return query
    select m.id, m.name, m.email, m.message, m.created_at, m.handled_at, m.handled_by, p.email,
           count(*) over ()
    from public.contact_messages m
    left join public.profiles p on p.id = m.handled_by
    where m.spam_reason is null
      and (v_search is null
           or private.contains_text(m.name, v_search)
           or private.contains_text(m.email, v_search)
           or private.contains_text(m.message, v_search))
      and (_handled is null or (m.handled_at is not null) = _handled)
    order by m.created_at desc, m.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

-- A message in Spam is not handled from the inbox: it is released first.
create or replace function public.admin_set_message_handled(_id uuid, _handled boolean)
returns table (id uuid, handled_at timestamptz, handled_by uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if _handled is null then
    raise exception 'Say whether the message is handled'
      using errcode = 'invalid_parameter_value', detail = 'handled';
  end if;
  return query
    update public.contact_messages m
    set handled_at = case when _handled then coalesce(m.handled_at, now()) end,
        handled_by = case when _handled then case when m.handled_at is null then auth.uid() else m.handled_by end end
    where m.id = _id and m.spam_reason is null
    returning m.id, m.handled_at, m.handled_by;
  if not found then
    raise sqlstate 'PT404' using message = 'Message not found', detail = 'notFound';
  end if;
end;
$$;

-- The Spam folder -------------------------------------------------------------------------------------------------

-- The kinds the folder holds: 'booking' (public.bookings) and 'message' (public.contact_messages).
create function private.spam_kind(_kind text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if _kind is null or _kind not in ('booking', 'message') then
    raise exception 'Unknown kind "%"', _kind
      using errcode = 'invalid_parameter_value', detail = 'kind', hint = 'The Spam folder holds a booking or a message.';
  end if;
  return _kind;
end;
$$;

-- Suspected spam of both kinds (or of `_kind`), newest first, paged with total_count. `summary` is the message's text,
-- or the booking's service, day and slot; the booking's own fields are there too for its details.
create function public.admin_spam(_kind text default null, _limit integer default 25, _offset integer default 0)
returns table (
  kind text,
  id uuid,
  spam_reason text,
  created_at timestamptz,
  name text,
  email text,
  phone text,
  message text,
  reference text,
  service text,
  date date,
  time_slot text,
  community text,
  building text,
  total_aed numeric,
  honeypot text,
  fill_ms integer,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if _kind is not null then
    perform private.spam_kind(_kind);
  end if;
  return query
    select s.kind, s.id, s.spam_reason, s.created_at, s.name, s.email, s.phone, s.message, s.reference, s.service,
           s.date, s.time_slot, s.community, s.building, s.total_aed, s.honeypot, s.fill_ms, count(*) over ()
    from (
      select 'booking'::text as kind, b.id, b.spam_reason, b.created_at, b.name, b.email, b.phone, null::text as message,
             b.reference, b.service, b.date, b.time_slot, b.community, b.building, b.total_aed, b.honeypot, b.fill_ms
      from public.bookings b
      where b.spam_reason is not null and (_kind is null or _kind = 'booking')
      union all
      select 'message', m.id, m.spam_reason, m.created_at, m.name, m.email, null, m.message,
             null, null, null, null, null, null, null, m.honeypot, m.fill_ms
      from public.contact_messages m
      where m.spam_reason is not null and (_kind is null or _kind = 'message')
    ) as s
    order by s.created_at desc, s.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

comment on function public.admin_spam(text, integer, integer) is
  'Admins: suspected spam (bookings and messages), newest first, with the rule that caught it, paged with total_count.';

-- Releases an item: it becomes a normal booking or message (spam_reason NULL). A booking takes its slot as any booking
-- does: a full slot (PT409 'full') or a broken slot rule (23514 with the rule) refuses the release, and it stays in
-- Spam. What is not in Spam (real, gone, or never there): PT404 'notFound'.
create function public.admin_release_spam(_kind text, _id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message text;
  v_detail text;
  v_state text;
begin
  perform private.require_admin();
  if private.spam_kind(_kind) = 'message' then
    update public.contact_messages set spam_reason = null where id = _id and spam_reason is not null;
    if not found then
      raise sqlstate 'PT404' using message = 'Not in the Spam folder', detail = 'notFound';
    end if;
    return;
  end if;
  begin
    update public.bookings set spam_reason = null where id = _id and spam_reason is not null;
    if not found then
      raise sqlstate 'PT404' using message = 'Not in the Spam folder', detail = 'notFound';
    end if;
  exception when sqlstate 'PT409' or check_violation then
    get stacked diagnostics v_state = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail;
    raise exception using
      errcode = v_state,
      message = v_message || '. The booking stays in Spam.',
      detail = v_detail,
      hint = 'Delete it, or ask the customer for another time.';
  end;
end;
$$;

comment on function public.admin_release_spam(text, uuid) is
  'Admins: release a suspected spam booking or message; a booking whose slot is full or no longer bookable stays.';

create function public.admin_delete_spam(_kind text, _id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if private.spam_kind(_kind) = 'message' then
    delete from public.contact_messages where id = _id and spam_reason is not null;
  else
    delete from public.bookings where id = _id and spam_reason is not null;
  end if;
  if not found then
    raise sqlstate 'PT404' using message = 'Not in the Spam folder', detail = 'notFound';
  end if;
end;
$$;

comment on function public.admin_delete_spam(text, uuid) is 'Admins: delete a suspected spam booking or message for good.';

-- Suspected spam older than 30 days goes. For the service role (and the database's own sessions: pg_cron) only.
create function public.purge_spam()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_bookings integer;
  v_messages integer;
begin
  delete from public.bookings where spam_reason is not null and created_at < now() - interval '30 days';
  get diagnostics v_bookings = row_count;
  delete from public.contact_messages where spam_reason is not null and created_at < now() - interval '30 days';
  get diagnostics v_messages = row_count;
  return jsonb_build_object('bookings', v_bookings, 'contact_messages', v_messages);
end;
$$;

comment on function public.purge_spam() is
  'Deletes suspected spam older than 30 days; returns how many bookings and messages. Service role only (timer, pg_cron).';

revoke execute on function public.admin_spam(text, integer, integer), public.admin_release_spam(text, uuid),
  public.admin_delete_spam(text, uuid) from public, anon;
grant execute on function public.admin_spam(text, integer, integer), public.admin_release_spam(text, uuid),
  public.admin_delete_spam(text, uuid) to authenticated, service_role;
revoke execute on function public.purge_spam() from public, anon, authenticated;
grant execute on function public.purge_spam() to service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
