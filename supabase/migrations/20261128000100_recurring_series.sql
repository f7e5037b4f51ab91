-- Regular cleaning: a booking that comes back every 1, 2 or 4 weeks is a series, with a discount per frequency.
--
-- A series (public.booking_series) keeps what is booked (service, size, extras, address, the customer), its pattern
-- (the weekday and slot of `anchor_date`, every `interval_weeks`) and its state (active, paused until a date,
-- cancelled). Its visits (public.series_visits, one row per date of the pattern) exist for the next 8 weeks:
-- request_booking makes the first and the rest of those 8 weeks, and public.series_keep_ahead() (the outbox worker's
-- loop locally, pg_cron on a hosted project) makes the ones that come into reach. A visit is a booking like any other,
-- inserted into public.bookings through every trigger (slot rules, price, crews under their lock, history, messages).
-- When its slot is full or closed the booking is not made: the visit is kept, flagged with the reason and the nearest
-- free slots, the customer and the office are told, and the customer or the office places it (no visit disappears).
--
-- The price: each visit is priced from the stored list like any booking, less the series' frequency discount
-- (public.frequency_discounts, 15/10/5 % until an admin changes them; a series keeps the percent it was booked with),
-- VAT on what is left. booking.ts `discountedEstimate` computes the same; test/booking-tie.test.ts ties the two.
--
-- The manage link of any visit opens its series: skip or move one visit, change the weekday or time from a date on,
-- pause until a date, resume, cancel the series. The 24-hour rule holds for each visit (a visit 24 hours away or
-- less is left as it is), every change is a row of booking_events, and the customer gets one message per change of
-- the series (not one per visit).
--
-- How a refusal reads (PostgREST error body `code` / `details`), besides the booking rules' own:
--   23514 HTTP 400, details = 'frequency' (unknown), 'late' (24 hours or less before), 'closed' (the visit or the
--         series can no longer be changed), 'until' (a pause's end), 'notPaused' (resuming a series that is not
--         paused), 'date' / 'time_slot' (missing), a slot rule
--         ('closed', 'outsideHours', 'tooSoon', 'past', 'tooFar') for a series' new day and time.
--   PT404 HTTP 404, details = 'notFound' (no such link, series or visit), 'expired'.
--
-- Functions replaced here, each from its latest definition with every rule kept: private.limit_booking (a series'
-- visits count once towards the booking limit), private.booking_by_token (links kept in private.booking_access_tokens
-- too; a series' links live as long as the series), private.manage_view (the series), public.request_booking (the
-- frequency), private.booking_message_payload, private.booking_created_messages, private.booking_changed_messages
-- (messages name the series; one per change of a series), public.admin_bookings (filters by series and frequency),
-- public.admin_schedule (marks a series' visits).

-- Frequencies and their discounts -------------------------------------------------------------------------------

create table public.frequency_discounts (
  frequency text primary key
    constraint frequency_discounts_frequency_check check (frequency in ('weekly', 'biweekly', 'fourweekly')),
  interval_weeks integer not null constraint frequency_discounts_interval_weeks_key unique
    constraint frequency_discounts_interval_weeks_check check (interval_weeks in (1, 2, 4)),
  percent numeric(5, 2) not null constraint frequency_discounts_percent_check check (percent between 0 and 50),
  updated_at timestamptz not null default now()
);

comment on table public.frequency_discounts is
  'The discount (percent of the price before VAT) of each frequency of a series. Public read, admin write (percent).';

-- defaultFrequencyDiscounts of booking.ts.
insert into public.frequency_discounts (frequency, interval_weeks, percent) values
  ('weekly', 1, 15), ('biweekly', 2, 10), ('fourweekly', 4, 5);

alter table public.frequency_discounts enable row level security;
create policy "Anyone reads frequency discounts" on public.frequency_discounts for select to anon, authenticated
  using (true);
create policy "Admins change frequency discounts" on public.frequency_discounts for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
revoke all on public.frequency_discounts from anon, authenticated;
grant select on public.frequency_discounts to anon, authenticated;
grant update (percent) on public.frequency_discounts to authenticated;

create function private.stamp_frequency_discount()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger frequency_discounts_stamp
  before update on public.frequency_discounts
  for each row execute function private.stamp_frequency_discount();

-- seriesLimits of booking.ts.
create function private.series_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('horizonWeeks', 8, 'maxDiscountPercent', 50, 'suggestions', 3, 'suggestionDays', 7)
$$;

-- Today in Dubai, by the booking rules' clock.
create function private.series_today()
returns date
language sql
stable
set search_path = ''
as $$ select (private.booking_now() at time zone 'Asia/Dubai')::date $$;

-- The last day a series has visits for: today plus the horizon (booking.ts `seriesHorizon`).
create function private.series_horizon()
returns date
language sql
stable
set search_path = ''
as $$ select private.series_today() + 7 * (private.series_limits() ->> 'horizonWeeks')::integer $$;

-- The frequency discount of a price before VAT (AED), rounded to the fil once (booking.ts `discountFils`).
create function private.booking_discount(_subtotal numeric, _percent numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$ select (round(round(_subtotal * 100) * coalesce(_percent, 0) / 100) / 100)::numeric(10, 2) $$;

-- Series and their visits ----------------------------------------------------------------------------------------

create table public.booking_series (
  id uuid primary key default gen_random_uuid(),
  reference text not null constraint booking_series_reference_key unique,
  frequency text not null
    constraint booking_series_frequency_check check (frequency in ('weekly', 'biweekly', 'fourweekly')),
  interval_weeks integer not null constraint booking_series_interval_weeks_check check (interval_weeks in (1, 2, 4)),
  discount_percent numeric(5, 2) not null default 0
    constraint booking_series_discount_percent_check check (discount_percent between 0 and 50),
  service text not null
    constraint booking_series_service_check check (service in ('residential', 'office', 'deep', 'movein', 'carpet')),
  property text,
  quantity integer not null default 1,
  extras text[] not null default '{}',
  name text not null,
  phone text not null,
  email text not null,
  address text not null,
  community text,
  building text,
  apartment text,
  locale text not null default 'en' constraint booking_series_locale_check check (locale in ('en', 'ar')),
  anchor_date date not null,
  time_slot text not null
    constraint booking_series_time_slot_check check (time_slot in (
      '08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM',
      '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM', '06:00 PM', '07:00 PM'
    )),
  status text not null default 'active' constraint booking_series_status_check check (status in ('held', 'active', 'cancelled')),
  paused_until date,
  first_booking_id uuid constraint booking_series_first_booking_id_key unique
    references public.bookings (id) on delete cascade,
  extended_through date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  cancelled_at timestamptz
);

comment on table public.booking_series is
  'A booking that comes back every interval_weeks on the weekday and slot of anchor_date, from it on. Made by request_booking; changed by its manage links and the back office. Admins read.';
comment on column public.booking_series.anchor_date is
  'The first visit of the current pattern: its weekday is the series'' day. A change of day or time from a date on moves it.';
comment on column public.booking_series.status is
  '''held'' while its first booking is suspected spam (no further visits until it is released), ''active'', or ''cancelled''.';
comment on column public.booking_series.paused_until is 'No visits before this date (the customer paused the series).';
comment on column public.booking_series.extended_through is 'The last day visits were made for (private.series_extend).';
comment on column public.booking_series.first_booking_id is
  'The booking that made the series (its manage link, its messages); deleting it (Spam) deletes the series.';

create index booking_series_created_idx on public.booking_series (created_at desc);
create index booking_series_due_idx on public.booking_series (extended_through) where status = 'active';

create table public.series_visits (
  series_id uuid not null references public.booking_series (id) on delete cascade,
  occurs_on date not null,
  booking_id uuid constraint series_visits_booking_id_key unique references public.bookings (id) on delete set null,
  state text not null
    constraint series_visits_state_check check (state in ('booked', 'flagged', 'skipped', 'paused', 'cancelled')),
  flag_reason text
    constraint series_visits_flag_reason_check
      check (flag_reason in ('full', 'closed', 'outsideHours', 'tooSoon', 'past', 'tooFar')),
  suggestions jsonb not null default '[]'
    constraint series_visits_suggestions_check check (jsonb_typeof(suggestions) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (series_id, occurs_on)
);

comment on table public.series_visits is
  'One row per date of a series'' pattern that came within reach: ''booked'' (booking_id holds it; moved visits keep their occurs_on), ''flagged'' (its slot was full or closed: no booking, the reason and the nearest free slots), ''skipped'', ''paused'' or ''cancelled''. Admins read.';

create index series_visits_flagged_idx on public.series_visits (occurs_on) where state = 'flagged';

alter table public.bookings
  add column series_id uuid references public.booking_series (id) on delete set null,
  add column discount_percent numeric(5, 2) not null default 0
    constraint bookings_discount_percent_check check (discount_percent between 0 and 50),
  add column discount_aed numeric(10, 2);

comment on column public.bookings.series_id is 'The series this booking is a visit of, if any.';
comment on column public.bookings.discount_percent is 'The series'' frequency discount (0 for a one-off booking).';
comment on column public.bookings.discount_aed is
  'What the discount took off the list price before VAT; subtotal_aed is after it. Null without a discount.';

create index bookings_series_idx on public.bookings (series_id, date);

alter table public.booking_series enable row level security;
alter table public.series_visits enable row level security;
create policy "Admins read series" on public.booking_series for select to authenticated
  using (status <> 'held' and public.has_role((select auth.uid()), 'admin'));
create policy "Admins read series visits" on public.series_visits for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
revoke all on public.booking_series, public.series_visits from anon, authenticated;
grant select on public.booking_series, public.series_visits to authenticated;

-- Admins see a series' changes live, as they see bookings.
alter publication supabase_realtime add table public.booking_series;

-- 'SR-' and 6 characters of the references' alphabet (private.new_booking_reference).
create function private.new_series_reference()
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
    v_reference := 'SR-';
    for i in 0..5 loop
      v_reference := v_reference || substr(v_alphabet, get_byte(v_bytes, i) % length(v_alphabet) + 1, 1);
    end loop;
    exit when not exists (select 1 from public.booking_series where reference = v_reference);
  end loop;
  return v_reference;
end;
$$;

-- History: a series' own events beside its visits' ------------------------------------------------------------------

alter table public.booking_events
  alter column booking_id drop not null,
  add column series_id uuid references public.booking_series (id) on delete cascade,
  add constraint booking_events_subject_check check (booking_id is not null or series_id is not null);

create index booking_events_series_idx on public.booking_events (series_id, at);

alter table public.booking_events drop constraint booking_events_kind_check;
alter table public.booking_events add constraint booking_events_kind_check check (kind in (
  'created', 'rescheduled', 'cancelled', 'status', 'released',
  'series_created', 'series_changed', 'series_paused', 'series_resumed', 'series_cancelled',
  'visit_flagged', 'visit_placed', 'visit_moved', 'visit_skipped'
));

comment on column public.booking_events.series_id is
  'For an event of a series (kinds series_* and visit_*): the series; booking_id names the visit''s booking if it has one.';

-- Who makes a change, as private.record_booking_event decides it.
create function private.event_actor()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  return coalesce(nullif(current_setting('app.booking_actor', true), ''), case
    when coalesce(auth.role(), '') not in ('anon', 'authenticated') then 'system'
    when v_uid is not null and public.has_role(v_uid, 'admin') then 'admin'
    else 'customer'
  end);
end;
$$;

create function private.series_event(_series_id uuid, _kind text, _detail jsonb, _booking_id uuid default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.booking_events (booking_id, series_id, actor, actor_id, kind, detail)
  values (_booking_id, _series_id, private.event_actor(), auth.uid(), _kind, _detail);
end;
$$;

-- Links: more than one per booking ---------------------------------------------------------------------------------

-- The manage link that request_booking hands out is the booking's own (manage_token_hash). A series makes links of its
-- own later: for each visit (in its reminder), and for the messages of a visit that could not keep its time. Each is
-- a token stored only as its hash, like the first.
create table private.booking_access_tokens (
  token_hash bytea primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index booking_access_tokens_booking_idx on private.booking_access_tokens (booking_id);
revoke all on private.booking_access_tokens from public;

-- A new link to a booking; the token is returned once and stored as its hash.
create function private.issue_access_token(_booking_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.new_manage_token();
begin
  insert into private.booking_access_tokens (token_hash, booking_id) values (private.manage_token_hash(v_token), _booking_id);
  return v_token;
end;
$$;

-- The booking a token opens (its own link or one issued later), locked for a change when `_lock`. A one-off
-- booking's links stop working 30 days after it; a series' as long as the series is not cancelled, then 30 days
-- after its last visit. Suspected spam opens nothing.
create or replace function private.booking_by_token(_token text, _lock boolean default false)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.bookings%rowtype;
  v_id uuid;
  v_hash bytea;
  v_last date;
  v_last_slot text;
  v_status text;
begin
  if _token is null or length(_token) not between 16 and 200 then
    raise sqlstate 'PT404' using message = 'Booking not found', detail = 'notFound';
  end if;
  v_hash := private.manage_token_hash(_token);
  select b.id into v_id from public.bookings b where b.manage_token_hash = v_hash and b.spam_reason is null;
  if v_id is null then
    select b.id into v_id
    from private.booking_access_tokens t join public.bookings b on b.id = t.booking_id
    where t.token_hash = v_hash and b.spam_reason is null;
  end if;
  if v_id is null then
    raise sqlstate 'PT404' using message = 'Booking not found', detail = 'notFound';
  end if;
  if _lock then
    select * into v_row from public.bookings where id = v_id for update;
  else
    select * into v_row from public.bookings where id = v_id;
  end if;
  if v_row.series_id is not null then
    select s.status into v_status from public.booking_series s where s.id = v_row.series_id;
    if v_status is distinct from 'cancelled' then
      return v_row;
    end if;
    select b.date, b.time_slot into v_last, v_last_slot from public.bookings b
    where b.series_id = v_row.series_id order by b.date desc, private.slot_hour(b.time_slot) desc limit 1;
  else
    v_last := v_row.date;
    v_last_slot := v_row.time_slot;
  end if;
  if private.booking_starts_at(v_last, v_last_slot)
     < private.booking_now() - make_interval(days => (private.booking_limits() ->> 'manageLinkDaysAfter')::integer) then
    raise sqlstate 'PT404' using message = 'This booking link has expired', detail = 'expired';
  end if;
  return v_row;
end;
$$;

-- A visit's booking ---------------------------------------------------------------------------------------------------

-- The first visit of a series is request_booking's own insert: it belongs to the series request_booking made for it
-- (app.series_id, set for that call only).
create function private.link_booking_series()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.series_id is null then
    new.series_id := nullif(current_setting('app.series_id', true), '')::uuid;
  end if;
  return new;
end;
$$;

-- Fires by its name after the slot rules and before the price.
create trigger bookings_in_series
  before insert on public.bookings
  for each row execute function private.link_booking_series();

-- The frequency discount, after the price (bookings_price_discount fires right after bookings_price): the list price
-- as private.price_booking computes it, less the series' discount, VAT on the rest. What a writer sent is ignored.
create function private.price_booking_discount()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list numeric;
begin
  if tg_op = 'UPDATE'
     and new.series_id is not distinct from old.series_id
     and new.property is not distinct from old.property and new.quantity is not distinct from old.quantity
     and new.extras is not distinct from old.extras and new.service is not distinct from old.service then
    new.discount_percent := old.discount_percent;
    new.discount_aed := old.discount_aed;
    return new;
  end if;
  new.discount_percent := coalesce((select s.discount_percent from public.booking_series s where s.id = new.series_id), 0);
  if new.subtotal_aed is null or new.discount_percent = 0 then
    new.discount_aed := null;
    return new;
  end if;
  v_list := private.booking_estimate(new.service, new.property, new.quantity, new.extras);
  new.discount_aed := private.booking_discount(v_list, new.discount_percent);
  new.subtotal_aed := v_list - new.discount_aed;
  new.vat_aed := private.booking_vat(new.subtotal_aed);
  new.total_aed := new.subtotal_aed + new.vat_aed;
  return new;
end;
$$;

create trigger bookings_price_discount
  before insert or update on public.bookings
  for each row execute function private.price_booking_discount();

-- The booking limit per client address counts what a person asks for: a series' later visits come with the request
-- that made the series (or from the worker), so they are not counted again.
create or replace function private.limit_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('app.series_extending', true), '') = 'on' then
    return new;
  end if;
  perform private.enforce_rate_limit('booking');
  return new;
end;
$$;

-- The nearest free slots for a visit that cannot be at `_date` `_slot`: the bookable slots of the service with a crew
-- free for the whole block, within a week either side, nearest in time first.
create function private.series_nearest_free(_service text, _date date, _slot text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('date', c.day, 'time_slot', c.time_slot) order by c.distance, c.day, c.hour),
                  '[]'::jsonb)
  from (
    select d.day::date as day, s.time_slot, s.hour,
           abs(extract(epoch from private.booking_starts_at(d.day::date, s.time_slot)
                                  - private.booking_starts_at(_date, _slot))) as distance
    from generate_series(_date - (private.series_limits() ->> 'suggestionDays')::integer,
                         _date + (private.series_limits() ->> 'suggestionDays')::integer,
                         interval '1 day') as d (day),
         private.booking_slots() s
    where not (d.day::date = _date and s.time_slot = _slot)
      and private.booking_slot_rule(d.day::date, s.time_slot) is null
      and private.booking_free_crews(_service, d.day::date, s.time_slot) > 0
    order by 4, 1, 3
    limit (private.series_limits() ->> 'suggestions')::integer
  ) c
$$;

-- When a visit of a series starts: its booking's slot, or for a visit without one the pattern's.
create function private.visit_starts_at(_series public.booking_series, _visit public.series_visits)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select private.booking_starts_at(b.date, b.time_slot) from public.bookings b where b.id = _visit.booking_id),
    private.booking_starts_at(_visit.occurs_on, _series.time_slot)
  )
$$;

-- Books the visit of `_occurs_on` at `_date` `_slot`: a new booking of the series through every trigger. Returns null
-- when it is booked; when the slot is full or a rule refuses it, either raises (`_raise`: someone chose that slot and
-- hears why) or keeps the visit flagged with the reason and the nearest free slots, tells the customer and the office,
-- and returns the reason.
create function private.series_place_visit(
  _series_id uuid,
  _occurs_on date,
  _date date,
  _slot text,
  _raise boolean default false
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype;
  v_token text := private.new_manage_token();
  v_id uuid;
  v_reason text;
  v_suggestions jsonb;
  v_was text;
  v_outer_token text := coalesce(current_setting('app.manage_token', true), '');
begin
  select * into v_series from public.booking_series where id = _series_id;
  select v.state into v_was from public.series_visits v where v.series_id = _series_id and v.occurs_on = _occurs_on;
  begin
    -- The new visit's own link goes into its reminder (private.booking_message_payload reads app.manage_token).
    perform set_config('app.manage_token', v_token, true);
    perform set_config('app.series_extending', 'on', true);
    insert into public.bookings (
      service, date, time_slot, name, phone, email, address, community, building, apartment,
      property, quantity, extras, locale, series_id, manage_token_hash
    ) values (
      v_series.service, _date, _slot, v_series.name, v_series.phone, v_series.email, v_series.address,
      v_series.community, v_series.building, v_series.apartment, v_series.property, v_series.quantity,
      v_series.extras, v_series.locale, v_series.id, private.manage_token_hash(v_token)
    )
    returning id into v_id;
    perform set_config('app.series_extending', '', true);
    perform set_config('app.manage_token', v_outer_token, true);
  exception when sqlstate 'PT409' or check_violation then
    -- A slot rule or a full slot; any other refusal (the data itself) is not the visit's time and is raised.
    get stacked diagnostics v_reason = pg_exception_detail;
    if _raise or coalesce(v_reason, '') not in ('full', 'closed', 'outsideHours', 'tooSoon', 'past', 'tooFar') then
      raise;
    end if;
  end;
  if v_id is not null then
    insert into public.series_visits (series_id, occurs_on, booking_id, state)
    values (_series_id, _occurs_on, v_id, 'booked')
    on conflict (series_id, occurs_on) do update
      set booking_id = excluded.booking_id, state = 'booked', flag_reason = null, suggestions = '[]'::jsonb,
          updated_at = now();
    if v_was = 'flagged' then
      perform private.series_event(_series_id, 'visit_placed',
        jsonb_build_object('occurs_on', _occurs_on, 'date', _date, 'time_slot', _slot), v_id);
    end if;
    return null;
  end if;
  v_suggestions := private.series_nearest_free(v_series.service, _date, _slot);
  insert into public.series_visits (series_id, occurs_on, state, flag_reason, suggestions)
  values (_series_id, _occurs_on, 'flagged', v_reason, v_suggestions)
  on conflict (series_id, occurs_on) do update
    set booking_id = null, state = 'flagged', flag_reason = excluded.flag_reason, suggestions = excluded.suggestions,
        updated_at = now();
  perform private.series_event(_series_id, 'visit_flagged', jsonb_build_object(
    'occurs_on', _occurs_on, 'date', _date, 'time_slot', _slot, 'reason', v_reason, 'suggestions', v_suggestions));
  perform private.enqueue_visit_flagged(v_series, _occurs_on, _date, _slot, v_reason, v_suggestions);
  return v_reason;
end;
$$;

-- Makes the visits of a series that are due and not made yet: every date of its pattern from today (or from its first
-- visit) up to the horizon, except before the end of a pause. Returns how many were made (booked or flagged).
create function private.series_extend(_series_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype;
  v_today date := private.series_today();
  v_horizon date := private.series_horizon();
  v_day date;
  v_made integer := 0;
begin
  select * into v_series from public.booking_series where id = _series_id for update;
  if not found or v_series.status <> 'active' then
    return 0;
  end if;
  for v_day in
    select d.day::date
    from generate_series(v_series.anchor_date, v_horizon, make_interval(days => 7 * v_series.interval_weeks)) as d (day)
  loop
    continue when v_day < v_today;
    continue when v_series.paused_until is not null and v_day < v_series.paused_until;
    continue when exists (select 1 from public.series_visits v where v.series_id = _series_id and v.occurs_on = v_day);
    perform private.series_place_visit(_series_id, v_day, v_day, v_series.time_slot);
    v_made := v_made + 1;
  end loop;
  update public.booking_series set extended_through = v_horizon, updated_at = now() where id = _series_id;
  return v_made;
end;
$$;

-- Keeps every active series' visits 8 weeks ahead. The service role's (the outbox worker's loop calls it; pg_cron on
-- a hosted project): returns how many series it extended, the visits it made and how many of those it flagged.
create function public.series_keep_ahead()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_series integer := 0;
  v_visits integer := 0;
  v_flagged integer;
begin
  for v_id in
    select s.id from public.booking_series s
    where s.status = 'active' and (s.extended_through is null or s.extended_through < private.series_horizon())
    order by s.extended_through nulls first, s.id
  loop
    v_visits := v_visits + private.series_extend(v_id);
    v_series := v_series + 1;
  end loop;
  -- Links issued for messages long sent: a quarter of a year is long enough to use one.
  delete from private.booking_access_tokens where created_at < now() - interval '90 days';
  select count(*)::integer into v_flagged from public.series_visits
  where state = 'flagged' and created_at = now() and updated_at = now();
  return jsonb_build_object('series', v_series, 'visits', v_visits, 'flagged', v_flagged);
end;
$$;

comment on function public.series_keep_ahead() is
  'Makes the visits every active series needs for the next 8 weeks (flagging those whose slot is full or closed). Service role only: the outbox worker, pg_cron.';

-- How a series looks to whoever manages it: its pattern, price and state, and its visits from 30 days ago on (all of
-- them for the back office), each with what may still be done with it.
create function private.series_view(_series_id uuid, _all_visits boolean default false)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', s.id,
    'reference', s.reference,
    'frequency', s.frequency,
    'interval_weeks', s.interval_weeks,
    'discount_percent', s.discount_percent,
    'service', s.service,
    'property', s.property,
    'quantity', s.quantity,
    'extras', to_jsonb(s.extras),
    'name', s.name,
    'community', s.community,
    'building', s.building,
    'apartment', s.apartment,
    'address', s.address,
    'weekday', extract(isodow from s.anchor_date)::integer,
    'anchor_date', s.anchor_date,
    'time_slot', s.time_slot,
    'status', s.status,
    'paused_until', case when s.paused_until > private.series_today() then s.paused_until end,
    'created_at', s.created_at,
    'can_change', s.status = 'active',
    'visits', coalesce((
      select jsonb_agg(jsonb_build_object(
        'occurs_on', v.occurs_on,
        'state', v.state,
        'flag_reason', v.flag_reason,
        'suggestions', v.suggestions,
        'booking_id', b.id,
        'reference', b.reference,
        'date', coalesce(b.date, v.occurs_on),
        'time_slot', coalesce(b.time_slot, s.time_slot),
        'status', b.status,
        'subtotal_aed', b.subtotal_aed,
        'vat_aed', b.vat_aed,
        'total_aed', b.total_aed,
        'discount_aed', b.discount_aed,
        'starts_at', private.visit_starts_at(s, v),
        'can_change', s.status = 'active'
          and (v.state = 'flagged' or (v.state = 'booked' and b.status in ('pending', 'confirmed')))
          and private.visit_starts_at(s, v)
              > private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer)
      ) order by coalesce(b.date, v.occurs_on), v.occurs_on)
      from public.series_visits v
      left join public.bookings b on b.id = v.booking_id
      where v.series_id = s.id and (_all_visits or coalesce(b.date, v.occurs_on) >= private.series_today() - 30)
    ), '[]'::jsonb)
  )
  from public.booking_series s
  where s.id = _series_id
$$;

-- The manage link shows a visit with its series ------------------------------------------------------------------------

create or replace function private.manage_view(_row public.bookings)
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
    'discount_aed', _row.discount_aed,
    'discount_percent', _row.discount_percent,
    'starts_at', private.booking_starts_at(_row.date, _row.time_slot),
    'can_change', _row.status in ('pending', 'confirmed')
      and private.booking_starts_at(_row.date, _row.time_slot)
          > private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer),
    'series', case when _row.series_id is not null then private.series_view(_row.series_id) end
  )
$$;

-- Messages ----------------------------------------------------------------------------------------------------------------

-- What a series' messages say of it (its name is made of these: 'Weekly Deep Cleaning, Tuesdays at 10:00 AM').
create function private.series_message_part(_series public.booking_series)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reference', _series.reference,
    'frequency', _series.frequency,
    'interval_weeks', _series.interval_weeks,
    'weekday', extract(isodow from _series.anchor_date)::integer,
    'time_slot', _series.time_slot,
    'discount_percent', _series.discount_percent,
    'status', _series.status,
    'paused_until', _series.paused_until
  )
$$;

-- A booking's payload as before, with its discount and, for a visit of a series, the series.
create or replace function private.booking_message_payload(_booking public.bookings)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_token text := nullif(current_setting('app.manage_token', true), '');
  v_payload jsonb;
  v_series public.booking_series%rowtype;
begin
  v_payload := jsonb_build_object(
    'reference', _booking.reference,
    'service', _booking.service,
    'date', _booking.date,
    'time_slot', _booking.time_slot,
    'starts_at', private.booking_starts_at(_booking.date, _booking.time_slot),
    'status', _booking.status,
    'name', _booking.name,
    'phone', _booking.phone,
    'email', _booking.email,
    'address', _booking.address,
    'community', _booking.community,
    'building', _booking.building,
    'apartment', _booking.apartment,
    'property', _booking.property,
    'quantity', _booking.quantity,
    'extras', to_jsonb(_booking.extras),
    'subtotal_aed', _booking.subtotal_aed,
    'vat_aed', _booking.vat_aed,
    'total_aed', _booking.total_aed,
    'discount_aed', _booking.discount_aed
  );
  if _booking.series_id is not null then
    select * into v_series from public.booking_series where id = _booking.series_id;
    if found then
      v_payload := v_payload || jsonb_build_object('series', private.series_message_part(v_series));
    end if;
  end if;
  if v_token is not null and private.manage_token_hash(v_token) = _booking.manage_token_hash then
    v_payload := v_payload || jsonb_build_object('manage_path', private.manage_path(_booking.locale, v_token));
  end if;
  return v_payload;
end;
$$;

-- A new booking: its confirmation, its reminder, the company's alert. A visit of a series gets its reminder only:
-- the series has one confirmation and one alert, written by request_booking.
create or replace function private.booking_created_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb;
begin
  if new.status = 'cancelled' then
    return null;
  end if;
  v_payload := private.booking_message_payload(new);
  if new.series_id is not null then
    perform private.enqueue_booking_reminder(new, v_payload);
    return null;
  end if;
  perform private.enqueue_customer_message('booking_confirmation', new, v_payload, now(),
    'booking_confirmation:' || new.id);
  perform private.enqueue_booking_reminder(new, v_payload);
  perform private.enqueue_admin_alert('admin_new_booking', v_payload, new.id, null);
  return null;
end;
$$;

-- A booking changed: as before (moved, cancelled, done, released), except that a change of a whole series
-- (app.series_change) moves and drops the reminders of its visits without a notice for each: the series' own message
-- says what changed.
create or replace function private.booking_changed_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb;
  v_moved boolean := new.date is distinct from old.date or new.time_slot is distinct from old.time_slot
                     or new.service is distinct from old.service;
  v_reminder_at timestamptz := private.booking_starts_at(new.date, new.time_slot) - interval '24 hours';
  v_review jsonb;
  v_quiet boolean := coalesce(current_setting('app.series_change', true), '') = 'on';
begin
  if old.spam_reason is not null and new.spam_reason is null then
    update public.outbox_messages
    set held = null,
        state = case when kind = 'booking_reminder' and send_after <= private.booking_now() then 'cancelled' else state end,
        last_error = case when kind = 'booking_reminder' and send_after <= private.booking_now()
                          then 'The appointment was less than 24 hours away when the booking was released.' else last_error end,
        send_after = greatest(send_after, now())
    where booking_id = new.id and held = 'spam';
  end if;

  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    update public.outbox_messages
    set state = 'cancelled', last_error = 'The booking was cancelled.'
    where booking_id = new.id and kind = 'booking_reminder' and state = 'pending';
    if not v_quiet then
      perform private.enqueue_customer_message('booking_cancelled', new, private.booking_message_payload(new));
    end if;
    return null;
  end if;

  if v_moved and new.status <> 'cancelled' then
    v_payload := private.booking_message_payload(new);
    if not v_quiet then
      perform private.enqueue_customer_message('booking_rescheduled', new, v_payload);
    end if;
    -- The pending reminder keeps its own fields (the manage link it was written with) and takes the new slot's.
    update public.outbox_messages
    set payload = payload || (v_payload - 'manage_path'),
        send_after = v_reminder_at,
        state = case when v_reminder_at > private.booking_now() then state else 'cancelled' end,
        last_error = case when v_reminder_at > private.booking_now() then last_error
                          else 'The booking was moved to less than 24 hours away.' end
    where booking_id = new.id and kind = 'booking_reminder' and state = 'pending';
    if not found then
      perform private.enqueue_booking_reminder(new, v_payload);
    end if;
  end if;

  if new.status = 'completed' and old.status is distinct from 'completed' then
    v_review := private.review_request_payload(new);
    if v_review is not null then
      perform private.enqueue_customer_message('review_request', new, v_review,
        private.booking_now() + interval '2 hours', 'review_request:' || new.id);
    end if;
  end if;
  return null;
end;
$$;

-- The visits of a series a message lists: from today on, as they stand.
create function private.series_message_visits(_series_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'date', coalesce(b.date, v.occurs_on),
      'time_slot', coalesce(b.time_slot, s.time_slot),
      'state', v.state,
      'status', b.status,
      'flag_reason', v.flag_reason
    ) order by coalesce(b.date, v.occurs_on)), '[]'::jsonb)
  from public.series_visits v
  join public.booking_series s on s.id = v.series_id
  left join public.bookings b on b.id = v.booking_id
  where v.series_id = _series_id and coalesce(b.date, v.occurs_on) >= private.series_today()
$$;

-- The series' confirmation (with the first visit's manage link, which request_booking adds) and the company's alert.
create function private.enqueue_series_created(_series_id uuid, _first public.bookings)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := private.booking_message_payload(_first)
    || jsonb_build_object('visits', private.series_message_visits(_series_id));
begin
  perform private.enqueue_customer_message('series_confirmation', _first, v_payload, now(),
    'series_confirmation:' || _series_id);
  perform private.enqueue_admin_alert('admin_new_booking', v_payload, _first.id, null);
end;
$$;

-- A change of a series told to its customer once: 'changed', 'paused', 'resumed', 'cancelled'; with a new link.
create function private.enqueue_series_updated(_series_id uuid, _change text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype;
  v_first public.bookings%rowtype;
  v_token text;
begin
  select * into v_series from public.booking_series where id = _series_id;
  select * into v_first from public.bookings where id = v_series.first_booking_id;
  if not found then
    return;
  end if;
  v_token := private.issue_access_token(v_first.id);
  perform private.enqueue_customer_message('series_updated', v_first,
    private.booking_message_payload(v_first) || jsonb_build_object(
      'change', _change,
      'series', private.series_message_part(v_series),
      'visits', private.series_message_visits(_series_id),
      'manage_path', private.manage_path(v_series.locale, v_token)
    ));
end;
$$;

-- A visit that cannot keep its time: the customer (with a link to choose another) and the office are told.
create function private.enqueue_visit_flagged(
  _series public.booking_series,
  _occurs_on date,
  _date date,
  _slot text,
  _reason text,
  _suggestions jsonb
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_first public.bookings%rowtype;
  v_payload jsonb;
  v_key text := 'visit_flagged:' || _series.id || ':' || _occurs_on;
begin
  select * into v_first from public.bookings where id = _series.first_booking_id;
  if not found then
    return;
  end if;
  v_payload := jsonb_build_object(
    'reference', _series.reference,
    'service', _series.service,
    'name', _series.name,
    'phone', _series.phone,
    'email', _series.email,
    'address', _series.address,
    'date', _date,
    'time_slot', _slot,
    'occurs_on', _occurs_on,
    'reason', _reason,
    'suggestions', _suggestions,
    'series', private.series_message_part(_series),
    'series_id', _series.id
  );
  perform private.enqueue_customer_message('series_visit_flagged', v_first,
    v_payload || jsonb_build_object('manage_path',
      private.manage_path(_series.locale, private.issue_access_token(v_first.id))),
    now(), v_key);
  perform private.enqueue_admin_alert('admin_visit_flagged', v_payload, v_first.id, null);
end;
$$;

-- The admin alert of a flagged visit must not be taken for another visit's (enqueue_admin_alert keys it by the
-- booking): its key names the visit.
create or replace function private.enqueue_admin_alert(_kind text, _payload jsonb, _booking_id uuid, _contact_message_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_to text := (select alert_email from public.message_settings);
begin
  if v_to is not null then
    perform private.enqueue_message(_kind, 'email', v_to, 'en', _payload, now(), _booking_id,
      _kind || ':' || coalesce(_booking_id, _contact_message_id)
        || coalesce(':' || (_payload ->> 'occurs_on'), ''),
      _contact_message_id);
  end if;
end;
$$;

-- A visit's booking changed: the visit follows --------------------------------------------------------------------------

-- Cancelling a visit's booking skips the visit (the customer's link) or cancels it (an admin), unless a change of the
-- series said what it is (app.series_visit_state: 'paused', 'cancelled'); moving it is recorded for the series; the
-- release of a series' first booking from Spam starts the series.
create function private.sync_series_visit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state text;
  v_occurs_on date;
begin
  if new.series_id is null then
    return null;
  end if;
  if old.spam_reason is not null and new.spam_reason is null then
    update public.booking_series set status = 'active', updated_at = now()
    where id = new.series_id and status = 'held' and first_booking_id = new.id;
    if found then
      perform private.series_extend(new.series_id);
      update public.outbox_messages
      set payload = payload || jsonb_build_object('visits', private.series_message_visits(new.series_id))
      where booking_id = new.id and kind = 'series_confirmation' and state = 'pending';
    end if;
  end if;
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    v_state := coalesce(nullif(current_setting('app.series_visit_state', true), ''),
                        case when private.event_actor() = 'customer' then 'skipped' else 'cancelled' end);
    update public.series_visits set state = v_state, updated_at = now()
    where booking_id = new.id and state = 'booked'
    returning occurs_on into v_occurs_on;
    if v_occurs_on is not null and v_state = 'skipped' then
      perform private.series_event(new.series_id, 'visit_skipped',
        jsonb_build_object('occurs_on', v_occurs_on, 'date', new.date, 'time_slot', new.time_slot), new.id);
    end if;
  elsif (new.date is distinct from old.date or new.time_slot is distinct from old.time_slot)
        and new.status <> 'cancelled' then
    select v.occurs_on into v_occurs_on from public.series_visits v where v.booking_id = new.id;
    if v_occurs_on is not null then
      perform private.series_event(new.series_id, 'visit_moved', jsonb_build_object(
        'occurs_on', v_occurs_on,
        'from', jsonb_build_object('date', old.date, 'time_slot', old.time_slot),
        'to', jsonb_build_object('date', new.date, 'time_slot', new.time_slot)), new.id);
    end if;
  end if;
  return null;
end;
$$;

-- After bookings_history and bookings_messages_changed (AFTER triggers fire by name too).
create trigger bookings_series_sync
  after update on public.bookings
  for each row execute function private.sync_series_visit();

-- Booking through the API: now with a frequency -------------------------------------------------------------------------

-- The series a new request makes begins with the booking itself: its fields, its first visit, its history, the rest of
-- its visits (unless the booking waits in Spam: then when it is released), its confirmation and the office's alert.
create function private.series_start(_series_id uuid, _first public.bookings)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text := case when _first.spam_reason is null then 'active' else 'held' end;
begin
  update public.booking_series
  set name = _first.name, phone = _first.phone, email = _first.email, address = _first.address,
      community = _first.community, building = _first.building, apartment = _first.apartment,
      property = _first.property, quantity = _first.quantity, extras = _first.extras, locale = _first.locale,
      anchor_date = _first.date, time_slot = _first.time_slot, first_booking_id = _first.id, status = v_status,
      updated_at = now()
  where id = _series_id;
  insert into public.series_visits (series_id, occurs_on, booking_id, state)
  values (_series_id, _first.date, _first.id, 'booked');
  perform private.series_event(_series_id, 'series_created', jsonb_build_object(
    'date', _first.date, 'time_slot', _first.time_slot, 'discount_percent', _first.discount_percent), _first.id);
  if v_status = 'active' then
    perform private.series_extend(_series_id);
  end if;
  perform private.enqueue_series_created(_series_id, _first);
end;
$$;

drop function public.request_booking(text, date, text, text, text, text, text, text, text, text, text, integer, text[],
  text, integer, text);

-- As before, with `_frequency`: 'once' (the default) books one visit; 'weekly', 'biweekly' or 'fourweekly' makes a
-- series whose first visit is this booking, priced with the frequency's discount; the answer then names the series
-- and its visits. Every check of the one-off booking applies to the first visit; a slot that later visits cannot have
-- flags them, it does not refuse the request.
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
  _fill_ms integer default null,
  _locale text default 'en',
  _frequency text default 'once'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
  v_booking public.bookings%rowtype;
  v_frequency public.frequency_discounts%rowtype;
  v_series_id uuid;
begin
  if coalesce(_locale, 'en') not in ('en', 'ar') then
    raise exception 'The language must be en or ar, not "%"', _locale
      using errcode = 'check_violation', constraint = 'bookings_locale_check', detail = 'locale';
  end if;
  if coalesce(_frequency, 'once') <> 'once' then
    select * into v_frequency from public.frequency_discounts where frequency = _frequency;
    if not found then
      raise exception 'Unknown frequency "%"', _frequency
        using errcode = 'check_violation', detail = 'frequency',
              hint = 'Book once, weekly, biweekly or fourweekly.';
    end if;
    -- The series' fields are the first visit's; they are copied from the stored booking once it is made.
    insert into public.booking_series (
      reference, frequency, interval_weeks, discount_percent, service, name, phone, email, address, anchor_date,
      time_slot, locale
    ) values (
      private.new_series_reference(), v_frequency.frequency, v_frequency.interval_weeks, v_frequency.percent,
      _service, coalesce(_name, ''), coalesce(_phone, ''), coalesce(_email, ''), coalesce(_address, ''), _date,
      _time_slot, coalesce(_locale, 'en')
    )
    returning id into v_series_id;
    perform set_config('app.series_id', v_series_id::text, true);
  end if;
  perform set_config('app.booking_locale', coalesce(_locale, 'en'), true);
  v_result := private.request_booking_unlocalized(_service, _date, _time_slot, _name, _phone, _email, _address,
    _community, _building, _apartment, _property, _quantity, _extras, _honeypot, _fill_ms);
  perform set_config('app.booking_locale', '', true);
  perform set_config('app.series_id', '', true);
  -- The row the token opens.
  select * into v_booking from public.bookings
  where manage_token_hash = private.manage_token_hash(v_result ->> 'token');
  if not found then
    return v_result;
  end if;
  if v_series_id is not null then
    perform private.series_start(v_series_id, v_booking);
    v_result := v_result || jsonb_build_object(
      'discount_aed', v_booking.discount_aed,
      'series', private.series_view(v_series_id) - 'name' - 'address' - 'community' - 'building' - 'apartment');
  end if;
  update public.outbox_messages
  set payload = payload || jsonb_build_object('manage_path', private.manage_path(v_booking.locale, v_result ->> 'token'))
  where booking_id = v_booking.id and kind in ('booking_confirmation', 'booking_reminder', 'series_confirmation')
    and state = 'pending';
  return v_result;
end;
$$;

revoke execute on function public.request_booking(text, date, text, text, text, text, text, text, text, text, text,
  integer, text[], text, integer, text, text) from public;
grant execute on function public.request_booking(text, date, text, text, text, text, text, text, text, text, text,
  integer, text[], text, integer, text, text) to anon, authenticated, service_role;

-- Managing a series -----------------------------------------------------------------------------------------------------

-- The series a manage link belongs to, locked for a change. PT404 when the link opens no visit of a series.
create function private.series_by_token(_token text)
returns public.booking_series
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings%rowtype := private.booking_by_token(_token);
  v_series public.booking_series%rowtype;
begin
  select * into v_series from public.booking_series where id = v_booking.series_id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'This link belongs to no series', detail = 'notFound';
  end if;
  return v_series;
end;
$$;

-- The series for a back-office change: PT404 when there is none.
create function private.series_for_admin(_series_id uuid)
returns public.booking_series
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype;
begin
  select * into v_series from public.booking_series where id = _series_id and status <> 'held' for update;
  if not found then
    raise sqlstate 'PT404' using message = 'Series not found', detail = 'notFound';
  end if;
  return v_series;
end;
$$;

-- Refuses a change of a series that is over ('closed').
create function private.check_series_open(_series public.booking_series)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if _series.status <> 'active' then
    raise exception 'This series is % and can no longer be changed', _series.status
      using errcode = 'check_violation', detail = 'closed';
  end if;
end;
$$;

-- The visit of a series on a date of its pattern, locked; PT404 when there is none.
create function private.series_visit(_series_id uuid, _occurs_on date)
returns public.series_visits
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_visit public.series_visits%rowtype;
begin
  select * into v_visit from public.series_visits where series_id = _series_id and occurs_on = _occurs_on for update;
  if not found then
    raise sqlstate 'PT404' using message = format('The series has no visit on %s', _occurs_on), detail = 'notFound';
  end if;
  return v_visit;
end;
$$;

-- Whether a visit may still be changed: booked and active or flagged, and (for the customer) more than 24 hours away.
create function private.check_visit_change(_series public.booking_series, _visit public.series_visits, _customer boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  perform private.check_series_open(_series);
  select b.status into v_status from public.bookings b where b.id = _visit.booking_id;
  if not (_visit.state = 'flagged' or (_visit.state = 'booked' and v_status in ('pending', 'confirmed'))) then
    raise exception 'This visit is % and can no longer be changed', coalesce(v_status, _visit.state)
      using errcode = 'check_violation', detail = 'closed';
  end if;
  if _customer and private.visit_starts_at(_series, _visit)
     <= private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer) then
    raise exception 'Visits can be changed online until % hours before they start', private.booking_limits() ->> 'changeNoticeHours'
      using errcode = 'check_violation', detail = 'late',
            hint = 'Please call us to change or cancel this visit.';
  end if;
end;
$$;

-- The settings a change of a series runs with, for the triggers of the visits it touches; '' clears them.
create function private.series_change_settings(_actor text, _visit_state text, _quiet boolean)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform set_config('app.booking_actor', coalesce(_actor, ''), true);
  perform set_config('app.series_visit_state', coalesce(_visit_state, ''), true);
  perform set_config('app.series_change', case when _quiet then 'on' else '' end, true);
end;
$$;

-- Skips one visit: its booking is cancelled (the customer gets the usual notice), or a flagged visit is let go.
create function private.series_skip_visit(_series public.booking_series, _occurs_on date, _customer boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_visit public.series_visits%rowtype := private.series_visit(_series.id, _occurs_on);
begin
  perform private.check_visit_change(_series, v_visit, _customer);
  if _customer then
    perform private.limit_manage_change(_series.id);
  end if;
  perform private.series_change_settings(case when _customer then 'customer' end, 'skipped', false);
  if v_visit.state = 'booked' then
    update public.bookings set status = 'cancelled' where id = v_visit.booking_id;
  else
    update public.series_visits set state = 'skipped', updated_at = now()
    where series_id = _series.id and occurs_on = _occurs_on;
    perform private.series_event(_series.id, 'visit_skipped',
      jsonb_build_object('occurs_on', _occurs_on, 'date', _occurs_on, 'time_slot', _series.time_slot));
  end if;
  perform private.series_change_settings(null, null, false);
end;
$$;

-- Moves one visit to another date and slot (checked like a new booking), or places a flagged one there.
create function private.series_move_visit(
  _series public.booking_series,
  _occurs_on date,
  _date date,
  _time_slot text,
  _customer boolean
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_visit public.series_visits%rowtype := private.series_visit(_series.id, _occurs_on);
begin
  perform private.check_visit_change(_series, v_visit, _customer);
  if _date is null or _time_slot is null then
    raise exception 'Choose a date and a time slot'
      using errcode = 'check_violation', detail = case when _date is null then 'date' else 'time_slot' end;
  end if;
  if _customer then
    perform private.limit_manage_change(_series.id);
  end if;
  perform private.series_change_settings(case when _customer then 'customer' end, null, false);
  if v_visit.state = 'booked' then
    update public.bookings set date = _date, time_slot = _time_slot where id = v_visit.booking_id;
  else
    perform private.series_place_visit(_series.id, _occurs_on, _date, _time_slot, true);
  end if;
  perform private.series_change_settings(null, null, false);
end;
$$;

-- Lets go of the visits from `_from` on that may still change (more than 24 hours away), as `_state`: 'paused',
-- 'cancelled', or 'replaced' (a new day or time: the rows go, the series makes new ones). Returns how many.
create function private.series_release_visits(_series public.booking_series, _from date, _until date, _state text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_visit public.series_visits%rowtype;
  v_count integer := 0;
  v_limit timestamptz :=
    private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer);
begin
  perform private.series_change_settings(nullif(current_setting('app.booking_actor', true), ''),
    case when _state = 'replaced' then 'cancelled' else _state end, true);
  for v_visit in
    select v.* from public.series_visits v
    where v.series_id = _series.id and v.occurs_on >= _from and (_until is null or v.occurs_on < _until)
      and v.state in ('booked', 'flagged', 'paused')
    order by v.occurs_on
    for update
  loop
    continue when private.visit_starts_at(_series, v_visit) <= v_limit;
    if v_visit.state = 'booked' then
      update public.bookings set status = 'cancelled'
      where id = v_visit.booking_id and status in ('pending', 'confirmed');
    end if;
    if _state = 'replaced' then
      delete from public.series_visits where series_id = _series.id and occurs_on = v_visit.occurs_on;
    else
      update public.series_visits set state = _state, updated_at = now()
      where series_id = _series.id and occurs_on = v_visit.occurs_on;
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- From `_first_date` on, the visits are on its weekday at `_time_slot`: the visits that may still change go, the
-- series makes the new ones (flagging those it cannot book).
create function private.series_change(
  _series public.booking_series,
  _first_date date,
  _time_slot text,
  _customer boolean
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rule text;
begin
  perform private.check_series_open(_series);
  if _first_date is null or _time_slot is null then
    raise exception 'Choose the first date and the time of the new pattern'
      using errcode = 'check_violation', detail = case when _first_date is null then 'date' else 'time_slot' end;
  end if;
  if private.slot_hour(_time_slot) is null then
    raise exception 'Unknown time slot "%"', _time_slot using errcode = 'check_violation', detail = 'time_slot';
  end if;
  v_rule := private.booking_slot_rule(_first_date, _time_slot);
  if v_rule is not null then
    raise exception 'The % slot on % cannot be booked (%)', _time_slot, _first_date, v_rule
      using errcode = 'check_violation', detail = v_rule, hint = 'Choose another day or time.';
  end if;
  if _customer and private.booking_starts_at(_first_date, _time_slot)
     <= private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer) then
    raise exception 'A new day or time can start more than % hours from now', private.booking_limits() ->> 'changeNoticeHours'
      using errcode = 'check_violation', detail = 'late';
  end if;
  if _customer then
    perform private.limit_manage_change(_series.id);
    perform set_config('app.booking_actor', 'customer', true);
  end if;
  perform private.series_release_visits(_series, _first_date, null, 'replaced');
  update public.booking_series
  set anchor_date = _first_date, time_slot = _time_slot, updated_at = now()
  where id = _series.id;
  perform private.series_event(_series.id, 'series_changed', jsonb_build_object(
    'from', jsonb_build_object('weekday', extract(isodow from _series.anchor_date)::integer, 'time_slot', _series.time_slot),
    'to', jsonb_build_object('weekday', extract(isodow from _first_date)::integer, 'time_slot', _time_slot),
    'first_date', _first_date));
  perform private.series_change_settings(null, null, false);
  perform private.series_extend(_series.id);
  perform private.enqueue_series_updated(_series.id, 'changed');
end;
$$;

-- No visits before `_until` (those that may still change are let go); they start again on their own then.
create function private.series_pause(_series public.booking_series, _until date, _customer boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.check_series_open(_series);
  if _until is null or _until <= private.series_today() or _until > private.series_today() + 366 then
    raise exception 'A pause ends on a day from tomorrow to a year from now'
      using errcode = 'check_violation', detail = 'until';
  end if;
  if _customer then
    perform private.limit_manage_change(_series.id);
    perform set_config('app.booking_actor', 'customer', true);
  end if;
  perform private.series_release_visits(_series, private.series_today(), _until, 'paused');
  update public.booking_series set paused_until = _until, updated_at = now() where id = _series.id;
  perform private.series_event(_series.id, 'series_paused', jsonb_build_object('until', _until));
  perform private.series_change_settings(null, null, false);
  perform private.enqueue_series_updated(_series.id, 'paused');
end;
$$;

-- Ends a pause now: the paused visits that are more than 24 hours away are booked again (or flagged).
create function private.series_resume(_series public.booking_series, _customer boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_visit public.series_visits%rowtype;
  v_limit timestamptz :=
    private.booking_now() + make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer);
begin
  perform private.check_series_open(_series);
  if _series.paused_until is null or _series.paused_until <= private.series_today() then
    raise exception 'This series is not paused' using errcode = 'check_violation', detail = 'notPaused';
  end if;
  if _customer then
    perform private.limit_manage_change(_series.id);
    perform set_config('app.booking_actor', 'customer', true);
  end if;
  update public.booking_series set paused_until = null, updated_at = now() where id = _series.id;
  for v_visit in
    select v.* from public.series_visits v where v.series_id = _series.id and v.state = 'paused' order by v.occurs_on
  loop
    continue when private.booking_starts_at(v_visit.occurs_on, _series.time_slot) <= v_limit;
    perform private.series_place_visit(_series.id, v_visit.occurs_on, v_visit.occurs_on, _series.time_slot);
  end loop;
  perform private.series_event(_series.id, 'series_resumed', '{}'::jsonb);
  perform private.series_extend(_series.id);
  perform set_config('app.booking_actor', '', true);
  perform private.enqueue_series_updated(_series.id, 'resumed');
end;
$$;

-- Cancels the series: the visits that may still change go, the rest (24 hours away or less) stay.
create function private.series_cancel(_series public.booking_series, _customer boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.check_series_open(_series);
  if _customer then
    perform private.limit_manage_change(_series.id);
    perform set_config('app.booking_actor', 'customer', true);
  end if;
  perform private.series_release_visits(_series, private.series_today(), null, 'cancelled');
  update public.booking_series set status = 'cancelled', cancelled_at = now(), updated_at = now()
  where id = _series.id;
  perform private.series_event(_series.id, 'series_cancelled', '{}'::jsonb);
  perform private.series_change_settings(null, null, false);
  perform private.enqueue_series_updated(_series.id, 'cancelled');
end;
$$;

-- The manage link's calls. Each answers the series as it now is (private.series_view).

create function public.manage_series_skip(_token text, _occurs_on date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype := private.series_by_token(_token);
begin
  perform private.series_skip_visit(v_series, _occurs_on, true);
  return private.series_view(v_series.id);
end;
$$;

create function public.manage_series_move(_token text, _occurs_on date, _date date, _time_slot text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype := private.series_by_token(_token);
begin
  perform private.series_move_visit(v_series, _occurs_on, _date, _time_slot, true);
  return private.series_view(v_series.id);
end;
$$;

create function public.manage_series_change(_token text, _first_date date, _time_slot text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype := private.series_by_token(_token);
begin
  perform private.series_change(v_series, _first_date, _time_slot, true);
  return private.series_view(v_series.id);
end;
$$;

create function public.manage_series_pause(_token text, _until date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype := private.series_by_token(_token);
begin
  perform private.series_pause(v_series, _until, true);
  return private.series_view(v_series.id);
end;
$$;

create function public.manage_series_resume(_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype := private.series_by_token(_token);
begin
  perform private.series_resume(v_series, true);
  return private.series_view(v_series.id);
end;
$$;

create function public.manage_series_cancel(_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype := private.series_by_token(_token);
begin
  perform private.series_cancel(v_series, true);
  return private.series_view(v_series.id);
end;
$$;

revoke execute on function public.manage_series_skip(text, date), public.manage_series_move(text, date, date, text),
  public.manage_series_change(text, date, text), public.manage_series_pause(text, date),
  public.manage_series_resume(text), public.manage_series_cancel(text) from public;
grant execute on function public.manage_series_skip(text, date), public.manage_series_move(text, date, date, text),
  public.manage_series_change(text, date, text), public.manage_series_pause(text, date),
  public.manage_series_resume(text), public.manage_series_cancel(text) to anon, authenticated, service_role;

revoke execute on function public.series_keep_ahead() from public, anon, authenticated;
grant execute on function public.series_keep_ahead() to service_role;

-- The back office --------------------------------------------------------------------------------------------------------

drop function public.admin_bookings(text, text[], text[], date, date, text, boolean, integer, integer);

-- As before, with `_series_id` (the visits of one series) and `_frequencies` ('once' for one-off bookings, or a
-- series' frequency), and each row's series and frequency.
create function public.admin_bookings(
  _search text default null,
  _statuses text[] default null,
  _services text[] default null,
  _from date default null,
  _to date default null,
  _sort text default 'created_at',
  _descending boolean default true,
  _limit integer default 25,
  _offset integer default 0,
  _series_id uuid default null,
  _frequencies text[] default null
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
  series_id uuid,
  series_reference text,
  frequency text,
  discount_aed numeric,
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
  v_frequencies text[] := nullif(_frequencies, '{}');
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
  if not coalesce(v_frequencies <@ array['once', 'weekly', 'biweekly', 'fourweekly'], true) then
    raise exception 'Unknown frequency in %', v_frequencies
      using errcode = 'invalid_parameter_value', detail = 'frequencies',
            hint = 'Frequencies are once, weekly, biweekly and fourweekly.';
  end if;
  if _from is not null and _to is not null and _from > _to then
    raise exception 'The date range ends (%) before it starts (%)', _to, _from
      using errcode = 'invalid_parameter_value', detail = 'range';
  end if;

  return query execute format($query$
    select b.id, b.reference, b.service, b.date, b.time_slot, b.name, b.phone, b.email, b.community, b.building,
           b.apartment, b.address, b.property, b.quantity, b.extras, b.subtotal_aed, b.vat_aed, b.total_aed,
           b.status, b.created_at, b.updated_at, b.series_id, s.reference, coalesce(s.frequency, 'once'),
           b.discount_aed, count(*) over () as total_count
    from public.bookings b
    left join public.booking_series s on s.id = b.series_id
    where b.spam_reason is null
      and ($1::text is null
           or private.contains_text(b.name, $1)
           or private.contains_text(b.email, $1)
           or private.contains_text(b.reference, $1)
           or private.contains_text(s.reference, $1)
           or ($2::text is not null and strpos(private.phone_digits(b.phone), $2) > 0))
      and ($3::text[] is null or b.status = any ($3))
      and ($4::text[] is null or b.service = any ($4))
      and ($5::date is null or b.date >= $5)
      and ($6::date is null or b.date <= $6)
      and ($9::uuid is null or b.series_id = $9)
      and ($10::text[] is null or coalesce(s.frequency, 'once') = any ($10))
    order by %s, b.created_at desc, b.id
    limit $7 offset $8
  $query$, v_order)
  using v_search, private.phone_search(v_search), v_statuses, v_services, _from, _to,
        private.page_limit(_limit), private.page_offset(_offset), _series_id, v_frequencies;
end;
$$;

comment on function public.admin_bookings(text, text[], text[], date, date, text, boolean, integer, integer, uuid, text[]) is
  'Admins: bookings searched (name, e-mail, reference, series, phone in any form), filtered (status, service, dates, series, frequency), sorted and paged, with total_count.';

drop function public.admin_schedule(date, date);

-- As before, with each booking's series and frequency (a series' visits are marked in the schedule).
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
           b.series_id, s.frequency
    from public.bookings b
    left join public.booking_series s on s.id = b.series_id
    where b.date between _from and _to and b.spam_reason is null
    order by b.date, private.slot_hour(b.time_slot),
             array_position(array['residential', 'office', 'deep', 'movein', 'carpet'], b.service), b.created_at, b.id;
end;
$$;

comment on function public.admin_schedule(date, date) is
  'Admins: every booking (cancelled too) of 1 to 14 days, by date, slot and service, with its series and frequency.';

-- Series, newest first: searched (name, e-mail, phone, reference), by status ('active', 'paused', 'cancelled') and
-- `_attention` (those with a flagged visit), with their next visit and how many upcoming and flagged visits they have.
create function public.admin_series(
  _search text default null,
  _status text default null,
  _attention boolean default null,
  _limit integer default 25,
  _offset integer default 0
)
returns table (
  id uuid,
  reference text,
  frequency text,
  service text,
  name text,
  phone text,
  email text,
  community text,
  building text,
  weekday integer,
  time_slot text,
  status text,
  paused_until date,
  discount_percent numeric,
  next_visit date,
  upcoming integer,
  flagged integer,
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
  v_today date := private.series_today();
begin
  perform private.require_admin();
  if _status is not null and _status not in ('active', 'paused', 'cancelled') then
    raise exception 'Unknown series status "%"', _status
      using errcode = 'invalid_parameter_value', detail = 'status', hint = 'active, paused or cancelled.';
  end if;
  return query
    select s.id, s.reference, s.frequency, s.service, s.name, s.phone, s.email, s.community, s.building,
           extract(isodow from s.anchor_date)::integer, s.time_slot,
           case when s.status = 'active' and s.paused_until > v_today then 'paused' else s.status end,
           case when s.paused_until > v_today then s.paused_until end,
           s.discount_percent, n.next_visit, n.upcoming, n.flagged, s.created_at, count(*) over ()
    from public.booking_series s
    cross join lateral (
      select min(coalesce(b.date, v.occurs_on)) filter (where v.state in ('booked', 'flagged')
               and coalesce(b.status, 'pending') in ('pending', 'confirmed')) as next_visit,
             (count(*) filter (where v.state = 'booked' and b.status in ('pending', 'confirmed')))::integer as upcoming,
             (count(*) filter (where v.state = 'flagged'))::integer as flagged
      from public.series_visits v
      left join public.bookings b on b.id = v.booking_id
      where v.series_id = s.id and coalesce(b.date, v.occurs_on) >= v_today
    ) n
    where s.status <> 'held'
      and (v_search is null
           or private.contains_text(s.name, v_search)
           or private.contains_text(s.email, v_search)
           or private.contains_text(s.reference, v_search)
           or (private.phone_search(v_search) is not null
               and strpos(private.phone_digits(s.phone), private.phone_search(v_search)) > 0))
      and (_status is null
           or (_status = 'paused' and s.status = 'active' and s.paused_until > v_today)
           or (_status = 'active' and s.status = 'active' and not coalesce(s.paused_until > v_today, false))
           or (_status = 'cancelled' and s.status = 'cancelled'))
      and (_attention is null or (n.flagged > 0) = _attention)
    order by n.flagged > 0 desc, s.created_at desc, s.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

comment on function public.admin_series(text, text, boolean, integer, integer) is
  'Admins: series searched (name, e-mail, phone, reference), by status and by a flagged visit, with the next visit and counts, paged with total_count.';

-- One series for the back office: every visit, the customer's contacts, and its history (its own events and its
-- visits' bookings' events), newest first.
create function public.admin_series_get(_series_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_series public.booking_series%rowtype;
begin
  perform private.require_admin();
  select * into v_series from public.booking_series where id = _series_id and status <> 'held';
  if not found then
    raise sqlstate 'PT404' using message = 'Series not found', detail = 'notFound';
  end if;
  return private.series_view(_series_id, true) || jsonb_build_object(
    'phone', v_series.phone,
    'email', v_series.email,
    'history', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', e.id, 'at', e.at, 'actor', e.actor, 'kind', e.kind, 'detail', e.detail,
        'booking_id', e.booking_id, 'reference', b.reference
      ) order by e.at desc, e.id desc)
      from public.booking_events e
      left join public.bookings b on b.id = e.booking_id
      where e.series_id = _series_id
         or e.booking_id in (select x.id from public.bookings x where x.series_id = _series_id)
    ), '[]'::jsonb)
  );
end;
$$;

-- The office places a flagged visit (at one of its suggested slots, or any other), skips it, or cancels the series.
create function public.admin_series_place_visit(_series_id uuid, _occurs_on date, _date date, _time_slot text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.series_move_visit(private.series_for_admin(_series_id), _occurs_on, _date, _time_slot, false);
  return public.admin_series_get(_series_id);
end;
$$;

create function public.admin_series_skip_visit(_series_id uuid, _occurs_on date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.series_skip_visit(private.series_for_admin(_series_id), _occurs_on, false);
  return public.admin_series_get(_series_id);
end;
$$;

create function public.admin_series_cancel(_series_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.series_cancel(private.series_for_admin(_series_id), false);
  return public.admin_series_get(_series_id);
end;
$$;

comment on function public.admin_series_get(uuid) is 'Admins: a series with every visit and its history.';
comment on function public.admin_series_place_visit(uuid, date, date, text) is
  'Admins: book a visit of a series (a flagged one at a free slot, or move a booked one); refused like any booking.';
comment on function public.admin_series_skip_visit(uuid, date) is 'Admins: let a visit of a series go.';
comment on function public.admin_series_cancel(uuid) is 'Admins: cancel a series (its visits from today on).';

revoke execute on function
  public.admin_bookings(text, text[], text[], date, date, text, boolean, integer, integer, uuid, text[]),
  public.admin_schedule(date, date),
  public.admin_series(text, text, boolean, integer, integer),
  public.admin_series_get(uuid),
  public.admin_series_place_visit(uuid, date, date, text),
  public.admin_series_skip_visit(uuid, date),
  public.admin_series_cancel(uuid)
from public, anon;
grant execute on function
  public.admin_bookings(text, text[], text[], date, date, text, boolean, integer, integer, uuid, text[]),
  public.admin_schedule(date, date),
  public.admin_series(text, text, boolean, integer, integer),
  public.admin_series_get(uuid),
  public.admin_series_place_visit(uuid, date, date, text),
  public.admin_series_skip_visit(uuid, date),
  public.admin_series_cancel(uuid)
to authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
