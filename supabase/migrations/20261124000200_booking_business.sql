-- Booking that runs the business: crews per service and closed days, the price list, a price computed by
-- the database, availability that cannot be double-booked, a private link to manage a booking, and its history.
--
-- The rules mirror `@sparkle/company/booking` (supabase/functions/_shared/booking.ts) number for number and reason
-- for reason; apps/backend/test/booking-tie.test.ts fails when the two disagree.
--
-- How a refusal reads (PostgREST error body `code` / `details`):
--   23514 check_violation, HTTP 400, details = the slot rule: 'past', 'tooFar', 'closed', 'outsideHours', 'tooSoon';
--         or the field that is wrong ('property', 'quantity', 'extras', 'phone', 'community', 'building', …);
--         or, for the manage link, 'late' (24 hours or less before the appointment) or 'closed' (cancelled/completed).
--   PT409 HTTP 409, details = 'full': no crew is free for the whole 2-hour block.
--   PT404 HTTP 404, details = 'notFound' or 'expired': the manage link names no booking, or one long past.
-- 409 and 404 are PostgREST's custom statuses (`raise sqlstate 'PTxxx'`, as the rate limit's PT429): the standard
-- codes a hosted PostgREST would answer with 400 (23P01) and 500 (P0002), so they are not used here.
--
-- BEFORE triggers on bookings fire in the order of their names:
--   bookings_date_not_past  the slot rules (day, opening hours, lead time), first, so a bot is refused like a person
--   bookings_price          the price, from the stored price list
--   bookings_rate_limit     (20261123000300) 5 an hour per client address
--   bookings_spam_filter    (20261124000100) drops a bot's row (returns NULL): nothing below runs for it
--   bookings_stamp          the reference on insert, updated_at on update
--   bookings_take_crew      a crew for the whole block, under an advisory lock per service and day (race-proof)

-- Settings: crews, closed days, prices. Anyone reads them; admins change them. ----------------------------------------

create table public.service_capacity (
  service text primary key
    constraint service_capacity_service_check check (service in ('residential', 'office', 'deep', 'movein', 'carpet')),
  crews integer not null default 2 constraint service_capacity_crews_check check (crews between 0 and 50)
);

comment on table public.service_capacity is
  'Crews per service: how many bookings of a service can overlap. Public read, admin write.';

insert into public.service_capacity (service, crews) values
  ('residential', 2), ('office', 2), ('deep', 2), ('movein', 2), ('carpet', 2);

create table public.closed_days (
  day date primary key,
  reason text constraint closed_days_reason_check check (length(reason) <= 200)
);

comment on table public.closed_days is 'Days nothing can be booked (public holidays, …). Public read, admin write.';

create table public.price_options (
  service text not null
    constraint price_options_service_check check (service in ('residential', 'office', 'deep', 'movein', 'carpet')),
  code text not null constraint price_options_code_check check (code ~ '^[a-z0-9-]{1,40}$'),
  label text not null constraint price_options_label_check check (length(btrim(label)) between 1 and 200),
  price numeric(10, 2) not null constraint price_options_price_check check (price >= 0),
  sort integer not null default 0,
  primary key (service, code)
);

comment on table public.price_options is
  'AED before VAT per property size of a service (per item for carpet). Public read, admin write.';

create table public.price_extras (
  code text primary key constraint price_extras_code_check check (code ~ '^[a-z0-9-]{1,40}$'),
  label text not null constraint price_extras_label_check check (length(btrim(label)) between 1 and 200),
  price numeric(10, 2) not null constraint price_extras_price_check check (price >= 0),
  services text[] not null
    constraint price_extras_services_check
      check (services <@ array['residential', 'office', 'deep', 'movein', 'carpet']::text[]),
  sort integer not null default 0
);

comment on table public.price_extras is 'Optional extras, AED before VAT, and the services they apply to. Public read, admin write.';

-- defaultPriceList of @sparkle/company/booking.
insert into public.price_options (service, code, label, price, sort)
select s.service, o.code, o.label, o.prices[s.n], o.sort
from (values ('residential', 1), ('deep', 2), ('movein', 3)) as s (service, n),
     (values
       ('studio', 'Studio', array[120, 250, 350], 1),
       ('1br', '1 bedroom', array[150, 300, 450], 2),
       ('2br', '2 bedrooms', array[200, 400, 550], 3),
       ('3br', '3 bedrooms', array[260, 500, 650], 4),
       ('4br', '4 bedrooms', array[320, 600, 750], 5),
       ('5br', '5 bedrooms', array[380, 700, 850], 6),
       ('villa-3', 'Villa, 3 bedrooms', array[350, 650, 800], 7),
       ('villa-4', 'Villa, 4 bedrooms', array[450, 800, 950], 8),
       ('villa-5', 'Villa, 5+ bedrooms', array[550, 950, 1100], 9)
     ) as o (code, label, prices, sort);

insert into public.price_options (service, code, label, price, sort) values
  ('office', 'office-s', 'Up to 1,000 sq ft', 200, 1),
  ('office', 'office-m', '1,000–2,500 sq ft', 350, 2),
  ('office', 'office-l', '2,500–5,000 sq ft', 600, 3),
  ('office', 'office-xl', '5,000–10,000 sq ft', 1000, 4),
  ('carpet', 'item', 'Per item (rug, sofa seat, mattress)', 60, 1);

insert into public.price_extras (code, label, price, services, sort) values
  ('fridge', 'Inside the fridge', 50, array['residential', 'deep', 'movein'], 1),
  ('oven', 'Inside the oven', 60, array['residential', 'deep', 'movein'], 2),
  ('balcony', 'Balcony', 50, array['residential', 'deep', 'movein'], 3),
  ('ironing', 'Ironing (1 hour)', 40, array['residential', 'deep', 'movein'], 4),
  ('materials', 'We bring the cleaning materials', 30, array['residential', 'office', 'deep', 'movein', 'carpet'], 5);

alter table public.service_capacity enable row level security;
alter table public.closed_days enable row level security;
alter table public.price_options enable row level security;
alter table public.price_extras enable row level security;

create policy "Anyone reads crews" on public.service_capacity for select to anon, authenticated using (true);
create policy "Admins change crews" on public.service_capacity for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));

create policy "Anyone reads closed days" on public.closed_days for select to anon, authenticated using (true);
create policy "Admins manage closed days" on public.closed_days for all to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));

create policy "Anyone reads price options" on public.price_options for select to anon, authenticated using (true);
create policy "Admins manage price options" on public.price_options for all to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));

create policy "Anyone reads price extras" on public.price_extras for select to anon, authenticated using (true);
create policy "Admins manage price extras" on public.price_extras for all to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));

revoke all on public.service_capacity, public.closed_days, public.price_options, public.price_extras from anon, authenticated;
grant select on public.service_capacity, public.closed_days, public.price_options, public.price_extras to anon, authenticated;
-- The five services are fixed: admins change their crews, never the list.
grant update (crews) on public.service_capacity to authenticated;
grant insert, update, delete on public.closed_days, public.price_options, public.price_extras to authenticated;

-- The rules, as booking.ts has them -----------------------------------------------------------------------------

-- bookingLimits of booking.ts.
create function private.booking_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'leadHours', 2,
    'horizonDays', 60,
    'blockHours', 2,
    'changeNoticeHours', 24,
    'defaultCrews', 2,
    'maxCrews', 50,
    'manageLinkDaysAfter', 30,
    'itemsMin', 1,
    'itemsMax', 20
  )
$$;

-- openingHours of booking.ts, by ISO weekday (1 Monday … 7 Sunday), whole hours in Dubai.
create function private.booking_opening_hours()
returns table (isodow integer, open integer, close integer)
language sql
immutable
set search_path = ''
as $$
  select d, case when d = 7 then 9 else 8 end, case when d = 7 then 17 else 20 end
  from generate_series(1, 7) as d
$$;

-- The twelve slots in order, with the hour each starts.
create function private.booking_slots()
returns table (time_slot text, hour integer)
language sql
immutable
set search_path = ''
as $$
  select s, (substr(s, 1, 2)::integer % 12) + case when right(s, 2) = 'PM' then 12 else 0 end
  from unnest(array[
    '08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM',
    '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM', '06:00 PM', '07:00 PM'
  ]) with ordinality as t (s, n)
  order by n
$$;

create function private.slot_hour(_slot text)
returns integer
language sql
immutable
set search_path = ''
as $$ select hour from private.booking_slots() where time_slot = _slot $$;

-- "Now" for every booking rule. Only ever now(); a function so that tests can look at the rules from another day.
create function private.booking_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$ select now() $$;

-- The instant a slot of a Dubai date starts.
create function private.booking_starts_at(_date date, _slot text)
returns timestamptz
language sql
immutable
set search_path = ''
as $$ select (_date + make_interval(hours => private.slot_hour(_slot))) at time zone 'Asia/Dubai' $$;

-- slotRuleBreak of booking.ts: why a slot cannot be booked whatever the other bookings, or null.
create function private.booking_slot_rule(_date date, _slot text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := private.booking_now();
  v_today date := (v_now at time zone 'Asia/Dubai')::date;
  v_limits jsonb := private.booking_limits();
  v_hours record;
  v_start integer := private.slot_hour(_slot);
begin
  if _date < v_today then
    return 'past';
  end if;
  if _date > v_today + (v_limits ->> 'horizonDays')::integer then
    return 'tooFar';
  end if;
  if exists (select 1 from public.closed_days where day = _date) then
    return 'closed';
  end if;
  select * into v_hours from private.booking_opening_hours() where isodow = extract(isodow from _date)::integer;
  if v_start is null or v_start < v_hours.open or v_start + (v_limits ->> 'blockHours')::integer > v_hours.close then
    return 'outsideHours';
  end if;
  if private.booking_starts_at(_date, _slot) < v_now + make_interval(hours => (v_limits ->> 'leadHours')::integer) then
    return 'tooSoon';
  end if;
  return null;
end;
$$;

-- freeCrews of booking.ts for one slot: crews free for the slot's whole block, counting the active bookings of the
-- service that day (a booking at hour h keeps a crew for h … h + blockHours − 1), leaving out `_except`.
create function private.booking_free_crews(_service text, _date date, _slot text, _except uuid default null)
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
    where b.service = _service and b.date = _date and b.status <> 'cancelled'
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

-- The price ------------------------------------------------------------------------------------------------------

-- estimate() of booking.ts, the subtotal in AED before VAT; null when the request names no priced option of its
-- service, the quantity is out of range, or an extra is unknown, does not apply or is named twice.
create function private.booking_estimate(_service text, _property text, _quantity integer, _extras text[])
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_price numeric;
  v_per_item boolean := _service = 'carpet'; -- propertyKindOf: carpet is priced by the item
  v_limits jsonb := private.booking_limits();
  v_extra public.price_extras%rowtype;
  v_code text;
  v_seen text[] := '{}';
  v_subtotal numeric;
begin
  select price into v_price from public.price_options where service = _service and code = _property;
  if not found or _quantity is null then
    return null;
  end if;
  if not v_per_item and _quantity <> 1 then
    return null;
  end if;
  if _quantity < (v_limits ->> 'itemsMin')::integer or _quantity > (v_limits ->> 'itemsMax')::integer then
    return null;
  end if;
  v_subtotal := v_price * _quantity;
  foreach v_code in array coalesce(_extras, '{}') loop
    select * into v_extra from public.price_extras where code = v_code;
    if not found or not (_service = any (v_extra.services)) or v_code = any (v_seen) then
      return null;
    end if;
    v_seen := v_seen || v_code;
    v_subtotal := v_subtotal + v_extra.price;
  end loop;
  return round(v_subtotal, 2);
end;
$$;

-- 5 % VAT of a subtotal, rounded to the fil once (estimate(): Math.round(subtotalFils * 5 / 100)).
create function private.booking_vat(_subtotal numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$ select (round(round(_subtotal * 100) * 5 / 100) / 100)::numeric(10, 2) $$;

-- Bookings gain the job's size, the Dubai address, the price, a reference and a manage link ---------------------

alter table public.bookings
  add column property text constraint bookings_property_check check (length(property) between 1 and 40),
  add column quantity integer not null default 1 constraint bookings_quantity_check check (quantity between 1 and 20),
  add column extras text[] not null default '{}' constraint bookings_extras_check check (cardinality(extras) <= 10),
  add column community text
    constraint bookings_community_check check (length(btrim(community)) between 1 and 100),
  add column building text constraint bookings_building_check check (length(btrim(building)) between 1 and 200),
  add column apartment text constraint bookings_apartment_check check (length(btrim(apartment)) between 1 and 50),
  add column subtotal_aed numeric(10, 2),
  add column vat_aed numeric(10, 2),
  add column total_aed numeric(10, 2),
  add column reference text constraint bookings_reference_key unique,
  add column manage_token_hash bytea constraint bookings_manage_token_hash_key unique,
  add column updated_at timestamptz not null default now();

comment on column public.bookings.property is
  'The priced option of the service (price_options.code): home size, office band, or ''item'' for carpet.';
comment on column public.bookings.quantity is 'Items for carpet & upholstery (1–20); 1 for every other service.';
comment on column public.bookings.extras is 'price_extras codes.';
comment on column public.bookings.subtotal_aed is
  'Computed by the database from the stored price list (trigger bookings_price), never sent by a client.';
comment on column public.bookings.reference is 'Short reference for people, e.g. SC-7K3M9Q. Set by the database.';
comment on column public.bookings.manage_token_hash is
  'sha256 of the manage link''s token (request_booking). The token itself is stored nowhere.';

create index bookings_service_date_idx on public.bookings (service, date) where status <> 'cancelled';

-- The form's new columns; the price, reference, token and timestamps stay the database's.
grant insert (property, quantity, extras, community, building, apartment) on public.bookings to anon, authenticated;

-- Whether a write makes the row take a slot: an active booking inserted, moved or brought back from cancelled.
create function private.booking_takes_slot(_op text, _old public.bookings, _new public.bookings)
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
  )
$$;

-- The slot rules, for a booking that takes a slot. Replaces check_booking_date (past dates only) under its trigger's
-- name, so it still fires before the rate limit and the spam filter.
create function private.check_booking_slot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rule text;
  v_limits jsonb := private.booking_limits();
  v_closed text;
  v_hours record;
begin
  if not private.booking_takes_slot(tg_op, old, new) then
    return new;
  end if;
  -- An unknown slot or no date: the table's constraints answer (bookings_time_slot_check, not null).
  if new.date is null or private.slot_hour(new.time_slot) is null then
    return new;
  end if;
  v_rule := private.booking_slot_rule(new.date, new.time_slot);
  if v_rule is null then
    return new;
  end if;
  if v_rule = 'past' then
    raise exception 'Booking date % is in the past', new.date
      using errcode = 'check_violation', constraint = 'bookings_date_check', detail = v_rule,
            hint = 'Choose today or a later date (Asia/Dubai).';
  elsif v_rule = 'tooFar' then
    raise exception 'Bookings open % days ahead: % is too far away', v_limits ->> 'horizonDays', new.date
      using errcode = 'check_violation', constraint = 'bookings_date_check', detail = v_rule,
            hint = 'Choose an earlier date, or call us.';
  elsif v_rule = 'closed' then
    select reason into v_closed from public.closed_days where day = new.date;
    raise exception using
            message = format('We are closed on %s%s', new.date, coalesce(' (' || nullif(btrim(v_closed), '') || ')', '')),
            errcode = 'check_violation', constraint = 'bookings_date_check', detail = v_rule,
            hint = 'Choose another date.';
  elsif v_rule = 'outsideHours' then
    select * into v_hours from private.booking_opening_hours() where isodow = extract(isodow from new.date)::integer;
    raise exception 'The % slot on % is outside our opening hours', new.time_slot, new.date
      using errcode = 'check_violation', constraint = 'bookings_time_slot_check', detail = v_rule,
            hint = format('That day a %s-hour cleaning can start from %s:00 and must end by %s:00.',
                          v_limits ->> 'blockHours', v_hours.open, v_hours.close);
  else
    raise exception 'The % slot on % starts in less than % hours', new.time_slot, new.date, v_limits ->> 'leadHours'
      using errcode = 'check_violation', constraint = 'bookings_time_slot_check', detail = v_rule,
            hint = 'Choose a later slot, or call us for an urgent booking.';
  end if;
end;
$$;

drop trigger bookings_date_not_past on public.bookings;
drop function public.check_booking_date();

create trigger bookings_date_not_past
  before insert or update on public.bookings
  for each row execute function private.check_booking_slot();

-- The price, from the stored list, whenever what is priced changes; what a writer put in the price columns is
-- ignored. A booking without a property (as the form sent it before it asked for one) has no price.
create function private.price_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limits jsonb := private.booking_limits();
  v_code text;
  v_extra public.price_extras%rowtype;
  v_seen text[] := '{}';
begin
  if tg_op = 'UPDATE'
     and new.property is not distinct from old.property and new.quantity is not distinct from old.quantity
     and new.extras is not distinct from old.extras and new.service is not distinct from old.service then
    new.subtotal_aed := old.subtotal_aed;
    new.vat_aed := old.vat_aed;
    new.total_aed := old.total_aed;
    return new;
  end if;
  new.extras := coalesce(new.extras, '{}');
  if new.property is null then
    if cardinality(new.extras) > 0 or new.quantity is distinct from 1 then
      raise exception 'Choose the size of the property before extras or a number of items'
        using errcode = 'check_violation', constraint = 'bookings_property_check', detail = 'property';
    end if;
    new.subtotal_aed := null;
    new.vat_aed := null;
    new.total_aed := null;
    return new;
  end if;
  if not exists (select 1 from public.price_options where service = new.service and code = new.property) then
    raise exception 'Unknown property "%" for the % service', new.property, new.service
      using errcode = 'check_violation', constraint = 'bookings_property_check', detail = 'property',
            hint = 'Choose one of public.price_options for the service.';
  end if;
  if new.service = 'carpet' then
    if new.quantity is null or new.quantity < (v_limits ->> 'itemsMin')::integer
       or new.quantity > (v_limits ->> 'itemsMax')::integer then
      raise exception 'Carpet & upholstery cleaning takes % to % items', v_limits ->> 'itemsMin', v_limits ->> 'itemsMax'
        using errcode = 'check_violation', constraint = 'bookings_quantity_check', detail = 'quantity';
    end if;
  elsif new.quantity is distinct from 1 then
    raise exception 'The % service is priced by size, so its quantity is 1', new.service
      using errcode = 'check_violation', constraint = 'bookings_quantity_check', detail = 'quantity';
  end if;
  foreach v_code in array new.extras loop
    select * into v_extra from public.price_extras where code = v_code;
    if not found then
      raise exception 'Unknown extra "%"', v_code
        using errcode = 'check_violation', constraint = 'bookings_extras_check', detail = 'extras',
              hint = 'Choose extras from public.price_extras.';
    elsif not (new.service = any (v_extra.services)) then
      raise exception 'The extra "%" cannot be added to the % service', v_code, new.service
        using errcode = 'check_violation', constraint = 'bookings_extras_check', detail = 'extras';
    elsif v_code = any (v_seen) then
      raise exception 'The extra "%" is named twice', v_code
        using errcode = 'check_violation', constraint = 'bookings_extras_check', detail = 'extras';
    end if;
    v_seen := v_seen || v_code;
  end loop;
  new.subtotal_aed := private.booking_estimate(new.service, new.property, new.quantity, new.extras);
  new.vat_aed := private.booking_vat(new.subtotal_aed);
  new.total_aed := new.subtotal_aed + new.vat_aed;
  return new;
end;
$$;

create trigger bookings_price
  before insert or update on public.bookings
  for each row execute function private.price_booking();

-- 'SC-' and 6 characters of an alphabet without 0/O, 1/I/L: read out on the phone without doubt.
create function private.new_booking_reference()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  v_bytes bytea;
  v_reference text;
begin
  loop
    v_bytes := uuid_send(gen_random_uuid());
    v_reference := 'SC-';
    for i in 0..5 loop
      v_reference := v_reference || substr(v_alphabet, get_byte(v_bytes, i) % length(v_alphabet) + 1, 1);
    end loop;
    exit when not exists (select 1 from public.bookings where reference = v_reference);
  end loop;
  return v_reference;
end;
$$;

-- A manage link's token: 32 bytes of two random UUIDs (244 random bits), base64url without padding.
create function private.new_manage_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')
$$;

create function private.manage_token_hash(_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$ select sha256(convert_to(_token, 'UTF8')) $$;

create function private.stamp_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.reference := coalesce(new.reference, private.new_booking_reference());
    new.updated_at := now();
  else
    new.reference := old.reference;
    new.manage_token_hash := coalesce(new.manage_token_hash, old.manage_token_hash);
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- Bookings made before this migration get a reference too; from now on every booking has one.
update public.bookings set reference = private.new_booking_reference() where reference is null;
alter table public.bookings alter column reference set not null;

create trigger bookings_stamp
  before insert or update on public.bookings
  for each row execute function private.stamp_booking();

-- A crew for the whole block. Bookings of one service and day are checked one at a time (an advisory lock held to
-- the end of the transaction), so concurrent requests for the last crew give one booking and refusals.
create function private.take_booking_crew()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.booking_takes_slot(tg_op, old, new) then
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

create trigger bookings_take_crew
  before insert or update on public.bookings
  for each row execute function private.take_booking_crew();

-- Availability ---------------------------------------------------------------------------------------------------

-- availability() of booking.ts: the twelve slots of a day with the crews free for each slot's whole block and why a
-- slot cannot be booked (null when it can). Without a service, a slot's `free` is the most any service has free.
-- No personal data: counts only.
create function public.booking_availability(_date date, _service text default null)
returns table (time_slot text, free integer, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_slot record;
  v_rule text;
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
  for v_slot in select s.time_slot from private.booking_slots() s loop
    time_slot := v_slot.time_slot;
    v_rule := private.booking_slot_rule(_date, v_slot.time_slot);
    if v_rule is not null then
      free := 0;
      reason := v_rule;
    else
      select coalesce(max(private.booking_free_crews(c.service, _date, v_slot.time_slot)), 0) into free
      from public.service_capacity c
      where _service is null or c.service = _service;
      reason := case when free > 0 then null else 'full' end;
    end if;
    return next;
  end loop;
end;
$$;

revoke execute on function public.booking_availability(date, text) from public;
grant execute on function public.booking_availability(date, text) to anon, authenticated, service_role;

-- Booking through the API: the form's call ------------------------------------------------------------------------

-- Inserts the booking as the form would (so every trigger applies: slot rules, price, rate limit, spam filter, crew)
-- and answers with the reference, the manage link's token (stored only as its hash) and the price. A booking the
-- spam filter drops gets an answer that looks the same, with a reference and a token that open nothing.
create function public.request_booking(
  _service text,
  _date date,
  _time_slot text,
  _name text,
  _phone text,
  _email text,
  _address text default null,
  _community text default null,
  _building text default null,
  _apartment text default null,
  _property text default null,
  _quantity integer default 1,
  _extras text[] default '{}',
  _honeypot text default null,
  _fill_ms integer default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.new_manage_token();
  v_row public.bookings%rowtype;
  v_subtotal numeric;
begin
  if _phone is null or _phone !~ '^\+[1-9][0-9]{7,14}$' then
    raise exception 'Enter the phone number in international form, for example +971501234567'
      using errcode = 'check_violation', constraint = 'bookings_phone_check', detail = 'phone';
  end if;
  if length(btrim(coalesce(_community, ''))) not between 1 and 100 then
    raise exception 'Choose the community or area'
      using errcode = 'check_violation', constraint = 'bookings_community_check', detail = 'community';
  end if;
  if length(btrim(coalesce(_building, ''))) not between 1 and 200 then
    raise exception 'Enter the building or villa'
      using errcode = 'check_violation', constraint = 'bookings_building_check', detail = 'building';
  end if;
  if nullif(btrim(_apartment), '') is not null and length(btrim(_apartment)) > 50 then
    raise exception 'The apartment number is too long'
      using errcode = 'check_violation', constraint = 'bookings_apartment_check', detail = 'apartment';
  end if;
  if nullif(btrim(_property), '') is null then
    raise exception 'Choose the size of the property'
      using errcode = 'check_violation', constraint = 'bookings_property_check', detail = 'property';
  end if;

  perform set_config('app.booking_actor', 'customer', true);
  insert into public.bookings (
    service, date, time_slot, name, phone, email, address, community, building, apartment,
    property, quantity, extras, honeypot, fill_ms, manage_token_hash
  ) values (
    _service, _date, _time_slot, btrim(_name), _phone, btrim(_email),
    coalesce(nullif(btrim(_address), ''),
             concat_ws(', ', nullif(btrim(_apartment), ''), btrim(_building), btrim(_community), 'Dubai')),
    btrim(_community), btrim(_building), nullif(btrim(_apartment), ''),
    btrim(_property), coalesce(_quantity, 1), coalesce(_extras, '{}'), _honeypot, _fill_ms,
    private.manage_token_hash(v_token)
  )
  returning * into v_row;
  perform set_config('app.booking_actor', '', true);

  if v_row.id is null then
    -- Dropped by the spam filter: the same answer as for a stored booking.
    v_subtotal := private.booking_estimate(_service, btrim(_property), coalesce(_quantity, 1), coalesce(_extras, '{}'));
    return jsonb_build_object(
      'reference', private.new_booking_reference(), 'token', private.new_manage_token(),
      'service', _service, 'date', _date, 'time_slot', _time_slot,
      'subtotal_aed', v_subtotal, 'vat_aed', private.booking_vat(v_subtotal),
      'total_aed', v_subtotal + private.booking_vat(v_subtotal)
    );
  end if;
  return jsonb_build_object(
    'reference', v_row.reference, 'token', v_token,
    'service', v_row.service, 'date', v_row.date, 'time_slot', v_row.time_slot,
    'subtotal_aed', v_row.subtotal_aed, 'vat_aed', v_row.vat_aed, 'total_aed', v_row.total_aed
  );
end;
$$;

revoke execute on function public.request_booking(text, date, text, text, text, text, text, text, text, text, text,
  integer, text[], text, integer) from public;
grant execute on function public.request_booking(text, date, text, text, text, text, text, text, text, text, text,
  integer, text[], text, integer) to anon, authenticated, service_role;

-- The manage link ----------------------------------------------------------------------------------------------

-- The booking a token opens, locked for a change when `_lock`; PT404 for a wrong token or one long past.
create function private.booking_by_token(_token text, _lock boolean default false)
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
    select * into v_row from public.bookings where manage_token_hash = private.manage_token_hash(_token) for update;
  else
    select * into v_row from public.bookings where manage_token_hash = private.manage_token_hash(_token);
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

create function private.manage_view(_row public.bookings)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reference', _row.reference,
    'service', _row.service,
    'date', _row.date,
    'time_slot', _row.time_slot,
    'status', _row.status,
    'name', _row.name,
    'community', _row.community,
    'building', _row.building,
    'apartment', _row.apartment,
    'address', _row.address,
    'property', _row.property,
    'quantity', _row.quantity,
    'extras', to_jsonb(_row.extras),
    'subtotal_aed', _row.subtotal_aed,
    'vat_aed', _row.vat_aed,
    'total_aed', _row.total_aed,
    'starts_at', private.booking_starts_at(_row.date, _row.time_slot),
    'can_change', _row.status in ('pending', 'confirmed')
      and private.booking_starts_at(_row.date, _row.time_slot)
          > private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer)
  )
$$;

-- Refuses a change by the customer: a cancelled or completed booking ('closed'), or 24 hours or less before ('late').
create function private.check_customer_change(_row public.bookings)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if _row.status not in ('pending', 'confirmed') then
    raise exception 'This booking is % and can no longer be changed', _row.status
      using errcode = 'check_violation', detail = 'closed';
  end if;
  if private.booking_starts_at(_row.date, _row.time_slot)
     <= private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer) then
    raise exception 'Bookings can be changed online until % hours before the appointment', private.booking_limits() ->> 'changeNoticeHours'
      using errcode = 'check_violation', detail = 'late',
            hint = 'Please call us to change or cancel this booking.';
  end if;
end;
$$;

create function public.manage_booking_get(_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$ select private.manage_view(private.booking_by_token(_token)) $$;

create function public.manage_booking_reschedule(_token text, _date date, _time_slot text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype := private.booking_by_token(_token, true);
begin
  perform private.check_customer_change(v_row);
  if _date is null or _time_slot is null then
    raise exception 'Choose a date and a time slot'
      using errcode = 'check_violation', detail = case when _date is null then 'date' else 'time_slot' end;
  end if;
  perform set_config('app.booking_actor', 'customer', true);
  update public.bookings set date = _date, time_slot = _time_slot where id = v_row.id returning * into v_row;
  perform set_config('app.booking_actor', '', true);
  return private.manage_view(v_row);
end;
$$;

create function public.manage_booking_cancel(_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype := private.booking_by_token(_token, true);
begin
  perform private.check_customer_change(v_row);
  perform set_config('app.booking_actor', 'customer', true);
  update public.bookings set status = 'cancelled' where id = v_row.id returning * into v_row;
  perform set_config('app.booking_actor', '', true);
  return private.manage_view(v_row);
end;
$$;

revoke execute on function public.manage_booking_get(text), public.manage_booking_reschedule(text, date, text),
  public.manage_booking_cancel(text) from public;
grant execute on function public.manage_booking_get(text), public.manage_booking_reschedule(text, date, text),
  public.manage_booking_cancel(text) to anon, authenticated, service_role;

-- History ----------------------------------------------------------------------------------------------------------

create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  at timestamptz not null default now(),
  actor text not null constraint booking_events_actor_check check (actor in ('customer', 'admin', 'system')),
  actor_id uuid,
  kind text not null
    constraint booking_events_kind_check check (kind in ('created', 'rescheduled', 'cancelled', 'status')),
  detail jsonb
);

create index booking_events_booking_idx on public.booking_events (booking_id, at);

comment on table public.booking_events is
  'What happened to a booking, when and by whom; written by the trigger bookings_history only. Admins read.';

alter table public.booking_events enable row level security;
create policy "Admins read booking history" on public.booking_events for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
revoke all on public.booking_events from anon, authenticated;
grant select on public.booking_events to authenticated;

-- Who made the change: the manage link and request_booking say 'customer' (app.booking_actor); otherwise an admin,
-- a visitor or signed-in user booking through the API ('customer'), or the service role and the database ('system').
create function private.record_booking_event()
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

create trigger bookings_history
  after insert or update on public.bookings
  for each row execute function private.record_booking_event();

revoke execute on all functions in schema private from public, anon, authenticated;
