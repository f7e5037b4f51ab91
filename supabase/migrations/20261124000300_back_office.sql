-- The back office (docs/product.md, The back office): paged, searched and sorted lists for bookings, messages, photos
-- and users, a schedule, figures per day, handled messages, removing admin rights, and validated settings.
--
-- Every list is paged in the database: `_limit` (clamped to 1…100) and `_offset`, and each row carries `total_count`,
-- the number of rows the filters match (a page past the end has no rows, hence no total: go back to the first page).
-- Every function here checks that the caller is an admin (private.require_admin) before it reads anything; a signed-in
-- non-admin gets 42501 (HTTP 403), a visitor cannot execute them at all (42501, HTTP 401). They are security definer
-- so that they can use the helpers in `private`; the service role and database sessions without JWT claims (tests,
-- scripts) may call them too.
--
-- How a refusal reads (PostgREST error body `code` / `details`):
--   42501 insufficient_privilege, HTTP 403 (401 for a visitor): not an admin.
--   22023 invalid_parameter_value, HTTP 400, details = the argument: 'sort', 'statuses', 'services', 'range', 'days',
--         'user', 'id'.
--   23514 check_violation, HTTP 400, details = 'self' (your own admin rights) or 'lastAdmin' (the last admin), and
--         for settings 'past' (a closed day before today) and the table's constraint for prices, crews and reasons.
--   PT404 HTTP 404, details = 'notFound': no such message or user.

-- Helpers ----------------------------------------------------------------------------------------------------------

-- Refuses a client of the API that is not an admin. The service role and sessions without claims pass.
create function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.is_api_client() and not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    raise exception 'Only admins can do this'
      using errcode = 'insufficient_privilege', hint = 'Sign in with an admin account.';
  end if;
end;
$$;

-- The digits of a phone number as people write it, without the UAE's prefixes: '050 123 4567', '0501234567',
-- '+971 50 123 4567', '00971501234567' and '501234567' all give '501234567'. Used on both sides of a search, so a
-- stored '+971501234567' and an old '050-123 4567' compare alike.
create function private.phone_digits(_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when d like '00971%' then substr(d, 6)
    when d like '971%' then substr(d, 4)
    when d like '00%' then substr(d, 3)
    when d like '0%' then substr(d, 2)
    else d
  end
  from (select regexp_replace(coalesce(_phone, ''), '[^0-9]', '', 'g') as d) as t
$$;

-- A search text that looks like a phone number (digits with + ( ) - . / and spaces, at least 4 digits once the
-- prefixes are gone) as phone_digits; null for anything else, so a reference or a name never matches by its digits.
create function private.phone_search(_search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when btrim(_search) ~ '^[0-9+()./[:space:]-]+$' and length(private.phone_digits(_search)) >= 4
      then private.phone_digits(_search)
  end
$$;

create function private.page_limit(_limit integer)
returns integer
language sql
immutable
set search_path = ''
as $$ select least(greatest(coalesce(_limit, 25), 1), 100) $$;

create function private.page_offset(_offset integer)
returns integer
language sql
immutable
set search_path = ''
as $$ select greatest(coalesce(_offset, 0), 0) $$;

-- Case-insensitive "contains" without LIKE's wildcards: a search for '50%' means the text '50%'.
create function private.contains_text(_haystack text, _needle text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select strpos(lower(coalesce(_haystack, '')), lower(_needle)) > 0 $$;

-- Bookings -------------------------------------------------------------------------------------------------------

create index bookings_date_idx on public.bookings (date);

-- The bookings list. `_search` finds a name or an e-mail containing it, a reference containing it (any case), or a
-- phone number containing its digits in any common form (see private.phone_digits). `_statuses` and `_services`
-- keep those (null or empty: all), `_from`/`_to` the appointment dates between them (inclusive). Sorted by
-- created_at, date (then slot), name, status (pending, confirmed, completed, cancelled) or total_aed (no price
-- last), then newest first, so pages never overlap.
create function public.admin_bookings(
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
    where ($1::text is null
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

comment on function public.admin_bookings(text, text[], text[], date, date, text, boolean, integer, integer) is
  'Admins: bookings searched (name, e-mail, reference, phone in any form), filtered, sorted and paged, with total_count.';

-- Bookings per appointment day and service over the last `_days` days up to today (Dubai), every day and service
-- present (zero when nothing was booked): `bookings` counts those not cancelled, `revenue_aed` sums total_aed of the
-- confirmed and completed ones.
create function public.admin_booking_stats(_days integer default 30)
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
    left join public.bookings b on b.date = d.day::date and b.service = s.service
    group by d.day, s.service, s.n
    order by d.day, s.n;
end;
$$;

comment on function public.admin_booking_stats(integer) is
  'Admins: per day (appointment date, last _days days) and service, bookings not cancelled and revenue of confirmed and completed ones.';

-- The bookings of a day or a week (at most 14 days, both ends included), cancelled ones too, by date, slot and
-- service. Crews are in service_capacity and closed days in closed_days, which anyone reads.
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
    where b.date between _from and _to
    order by b.date, private.slot_hour(b.time_slot),
             array_position(array['residential', 'office', 'deep', 'movein', 'carpet'], b.service), b.created_at, b.id;
end;
$$;

comment on function public.admin_schedule(date, date) is
  'Admins: every booking (cancelled too) of 1 to 14 days, by date, slot and service.';

-- Contact messages ---------------------------------------------------------------------------------------------------

alter table public.contact_messages
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null;

comment on column public.contact_messages.handled_at is 'When an admin marked the message handled (admin_set_message_handled).';
comment on column public.contact_messages.handled_by is 'The admin who marked it handled.';

-- Messages, newest first, searched in name, e-mail and text, `_handled` true/false keeping those handled or not.
create function public.admin_messages(
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
    where (v_search is null
           or private.contains_text(m.name, v_search)
           or private.contains_text(m.email, v_search)
           or private.contains_text(m.message, v_search))
      and (_handled is null or (m.handled_at is not null) = _handled)
    order by m.created_at desc, m.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

comment on function public.admin_messages(text, boolean, integer, integer) is
  'Admins: contact messages, newest first, searched (name, e-mail, text), by handled or not, paged with total_count.';

-- Marks a message handled (by the caller, now; a message already handled keeps when and by whom) or not handled.
create function public.admin_set_message_handled(_id uuid, _handled boolean)
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
    where m.id = _id
    returning m.id, m.handled_at, m.handled_by;
  if not found then
    raise sqlstate 'PT404' using message = 'Message not found', detail = 'notFound';
  end if;
end;
$$;

comment on function public.admin_set_message_handled(uuid, boolean) is
  'Admins: mark a contact message handled (now, by the caller) or not handled.';

-- Photos -------------------------------------------------------------------------------------------------------------

-- Records of visitors' photos, newest first; the page signs URLs for `storage_path` in the private `uploads` bucket.
create function public.admin_uploads(_limit integer default 25, _offset integer default 0)
returns table (
  id uuid,
  file_name text,
  file_size bigint,
  file_type text,
  storage_path text,
  created_at timestamptz,
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
  return query
    select f.id, f.file_name, f.file_size, f.file_type, f.storage_path, f.created_at, count(*) over ()
    from public.uploaded_files f
    order by f.created_at desc, f.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

comment on function public.admin_uploads(integer, integer) is 'Admins: records of uploaded photos, newest first, paged with total_count.';

-- Users ----------------------------------------------------------------------------------------------------------------

-- Accounts, newest first, searched in e-mail and full name, with their role ('user' without a record).
create function public.admin_users(_search text default null, _limit integer default 25, _offset integer default 0)
returns table (
  id uuid,
  email text,
  full_name text,
  role public.app_role,
  created_at timestamptz,
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
    select p.id, p.email, p.full_name, coalesce(r.role, 'user'::public.app_role), p.created_at, count(*) over ()
    from public.profiles p
    left join public.user_roles r on r.user_id = p.id
    where v_search is null or private.contains_text(p.email, v_search) or private.contains_text(p.full_name, v_search)
    order by p.created_at desc, p.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

comment on function public.admin_users(text, integer, integer) is
  'Admins: accounts searched by e-mail and name, newest first, with their role, paged with total_count.';

-- Never the last admin, never yourself: held by a trigger on user_roles, so neither revoke_admin, nor an upsert or
-- update through the API, nor a delete (a cascade from auth.users included) can get round it. Changes that take an
-- admin away are made one at a time (an advisory lock held to the end of the transaction), so two admins removing
-- each other at the same moment leave one admin. "Yourself" is an API client's own account; the service role and the
-- database (the CLI, migrations) have none, but they cannot remove the last admin either.
create function private.keep_an_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.role = 'admin' and new.user_id = old.user_id then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('user_roles:admins', 0));
  if private.is_api_client() and old.user_id = auth.uid() then
    raise exception 'You cannot remove your own admin rights'
      using errcode = 'check_violation', detail = 'self',
            hint = 'Another admin can remove them.';
  end if;
  if not exists (select 1 from public.user_roles r where r.role = 'admin' and r.user_id <> old.user_id) then
    raise exception 'The last admin keeps admin rights'
      using errcode = 'check_violation', detail = 'lastAdmin',
            hint = 'Make another user admin first.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger user_roles_keep_an_admin
  before update or delete on public.user_roles
  for each row
  when (old.role = 'admin')
  execute function private.keep_an_admin();

-- Removes admin rights from another admin (the role becomes 'user'). Nothing happens for a user who is no admin.
create function public.revoke_admin(_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if _user_id is null then
    raise exception 'Choose a user' using errcode = 'invalid_parameter_value', detail = 'user';
  end if;
  -- The trigger says the same; saying it first spares the lock and a useless update.
  if private.is_api_client() and _user_id = auth.uid() then
    raise exception 'You cannot remove your own admin rights'
      using errcode = 'check_violation', detail = 'self',
            hint = 'Another admin can remove them.';
  end if;
  if not exists (select 1 from auth.users u where u.id = _user_id) then
    raise sqlstate 'PT404' using message = 'User not found', detail = 'notFound';
  end if;
  update public.user_roles set role = 'user' where user_id = _user_id and role = 'admin';
end;
$$;

comment on function public.revoke_admin(uuid) is
  'Admins: make another admin a user; refused for yourself (details self) and for the last admin (details lastAdmin).';

-- Settings -------------------------------------------------------------------------------------------------------

-- Prices stay between 0 and 100,000 AED; a new closed day says why (rows from before keep theirs, hence NOT VALID).
alter table public.price_options
  add constraint price_options_price_max check (price <= 100000);
alter table public.price_extras
  add constraint price_extras_price_max check (price <= 100000);
alter table public.closed_days
  add constraint closed_days_reason_required check (reason is not null and length(btrim(reason)) between 1 and 200)
  not valid;

-- A day closed from now on, not one gone by (Dubai time; private.booking_now(), as the booking rules). Only checked for
-- writers RLS lets through, so a non-admin still reads 42501, not a hint about dates.
create function private.check_closed_day()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_api_client() and not coalesce(public.has_role(auth.uid(), 'admin'), false) then
    return new;
  end if;
  if new.day < (private.booking_now() at time zone 'Asia/Dubai')::date then
    raise exception '% is over and cannot be closed', new.day
      using errcode = 'check_violation', constraint = 'closed_days_day_check', detail = 'past',
            hint = 'Choose today or a later date.';
  end if;
  return new;
end;
$$;

create trigger closed_days_not_past
  before insert or update of day on public.closed_days
  for each row execute function private.check_closed_day();

-- Grants -------------------------------------------------------------------------------------------------------

revoke execute on function
  public.admin_bookings(text, text[], text[], date, date, text, boolean, integer, integer),
  public.admin_booking_stats(integer),
  public.admin_schedule(date, date),
  public.admin_messages(text, boolean, integer, integer),
  public.admin_set_message_handled(uuid, boolean),
  public.admin_uploads(integer, integer),
  public.admin_users(text, integer, integer),
  public.revoke_admin(uuid)
from public, anon;

grant execute on function
  public.admin_bookings(text, text[], text[], date, date, text, boolean, integer, integer),
  public.admin_booking_stats(integer),
  public.admin_schedule(date, date),
  public.admin_messages(text, boolean, integer, integer),
  public.admin_set_message_handled(uuid, boolean),
  public.admin_uploads(integer, integer),
  public.admin_users(text, integer, integer),
  public.revoke_admin(uuid)
to authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
