-- Customer accounts: a signed-in customer sees their own bookings and series, keeps addresses and a phone number, and
-- books again in one tap. The accounts are the same auth users as before; a customer is any user who owns bookings.
--
-- Whose is a booking (bookings.customer_id, booking_series.customer_id): the signed-in user who made it; a series'
-- visits are the series'; a visitor's booking is the account's whose e-mail address has been proven and is the
-- booking's. Bookings made before an account existed (or before its address was proven) are attached once the address
-- is proven through a link: ours (an e-mail with a link to /account/confirm, written to the outbox when an account is
-- made with its address already taken as confirmed, as the local auth service and a hosted project without "Confirm
-- email" do, and bookings with that address wait; or on request from the account page), or the auth service's own
-- confirmation link (email_confirmed_at set later). Typing someone's address into
-- a sign-up form never shows their bookings: the link goes to that address.
--
-- Row level security: a customer reads their own bookings, series and series' visits, and their own addresses (which
-- they add, change and delete); admins read every booking, series and visit as before, and nobody reads another
-- customer's addresses. The account page's lists come from functions that apply the same rule (account_*).
--
-- How a refusal reads (PostgREST error body `code` / `details`):
--   PT404 HTTP 404, details = 'notFound' (no such link or booking of yours), 'expired' (a confirmation link older than
--         7 days).
--   PT429 HTTP 429: another confirmation e-mail less than a minute after the last one.
--   23514 HTTP 400: an address or phone number the table's checks refuse ('phone' in E.164), more than 20 addresses.
--   42501 HTTP 401: a visitor calling what needs an account.

-- Who owns what ---------------------------------------------------------------------------------------------------------

alter table public.bookings add column customer_id uuid references auth.users (id) on delete set null;
alter table public.booking_series add column customer_id uuid references auth.users (id) on delete set null;

comment on column public.bookings.customer_id is
  'The account the booking belongs to: whoever was signed in, the series'', or the account that proved the e-mail address.';
comment on column public.booking_series.customer_id is 'The account the series belongs to (see bookings.customer_id).';

create index bookings_customer_idx on public.bookings (customer_id, date);
create index booking_series_customer_idx on public.booking_series (customer_id);
-- Attaching earlier bookings looks them up by address.
create index bookings_unowned_email_idx on public.bookings (lower(email)) where customer_id is null;

-- The proof that an account's e-mail address is its owner's: a link sent to it and opened.
create table private.account_email_proofs (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  token_hash bytea constraint account_email_proofs_token_hash_key unique,
  sent_at timestamptz,
  confirmed_at timestamptz
);

revoke all on private.account_email_proofs from public;

-- The account whose proven address `_email` is, if any.
create function private.proven_account(_email text)
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
  order by p.confirmed_at
  limit 1
$$;

-- A new booking's owner, unless its writer (the service role) named one.
create function private.booking_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.customer_id is null and new.series_id is not null then
    new.customer_id := (select s.customer_id from public.booking_series s where s.id = new.series_id);
  end if;
  if new.customer_id is null and coalesce(auth.role(), '') = 'authenticated' then
    new.customer_id := auth.uid();
  end if;
  if new.customer_id is null then
    new.customer_id := private.proven_account(new.email);
  end if;
  return new;
end;
$$;

-- Fires by its name after bookings_in_series (a first visit knows its series) and before the price.
create trigger bookings_owner
  before insert on public.bookings
  for each row execute function private.booking_owner();

create function private.series_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.customer_id is null and coalesce(auth.role(), '') = 'authenticated' then
    new.customer_id := auth.uid();
  end if;
  if new.customer_id is null then
    new.customer_id := private.proven_account(new.email);
  end if;
  return new;
end;
$$;

create trigger booking_series_owner
  before insert on public.booking_series
  for each row execute function private.series_owner();

-- Gives an account the bookings and series made with its address that belong to nobody yet; returns how many bookings.
create function private.attach_bookings(_user_id uuid, _email text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.bookings set customer_id = _user_id
  where customer_id is null and lower(email) = lower(btrim(_email)) and spam_reason is null;
  get diagnostics v_count = row_count;
  update public.booking_series set customer_id = _user_id
  where customer_id is null and lower(email) = lower(btrim(_email)) and status <> 'held';
  return v_count;
end;
$$;

-- How long a confirmation link works.
create function private.account_link_days()
returns integer
language sql
immutable
set search_path = ''
as $$ select 7 $$;

-- Sends an account the link that proves its address (a new one each time: the last one sent is the one that works).
create function private.send_account_confirmation(_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_meta jsonb;
  v_full_name text;
  v_locale text;
  v_token text := private.new_manage_token();
  v_hash bytea := private.manage_token_hash(v_token);
begin
  select u.email, coalesce(u.raw_user_meta_data, '{}'::jsonb) into v_email, v_meta from auth.users u where u.id = _user_id;
  if nullif(btrim(v_email), '') is null then
    return;
  end if;
  v_locale := case when v_meta ->> 'locale' = 'ar' then 'ar' else 'en' end;
  v_full_name := nullif(btrim(v_meta ->> 'full_name'), '');
  insert into private.account_email_proofs (user_id, email, token_hash, sent_at)
  values (_user_id, v_email, v_hash, now())
  on conflict (user_id) do update
    set token_hash = excluded.token_hash, sent_at = excluded.sent_at,
        confirmed_at = case when lower(private.account_email_proofs.email) = lower(excluded.email)
                            then private.account_email_proofs.confirmed_at end,
        email = excluded.email;
  perform private.enqueue_message('account_confirm_email', 'email', v_email, v_locale,
    jsonb_build_object(
      'email', v_email,
      'name', v_full_name,
      'confirm_path', case when v_locale = 'ar' then '/ar' else '' end || '/account/confirm?token=' || v_token,
      'expires_in_days', private.account_link_days()
    ),
    now(), null, 'account_confirm_email:' || encode(v_hash, 'hex'));
end;
$$;

-- Marks an account's address proven and attaches its earlier bookings.
create function private.prove_account_email(_user_id uuid, _email text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into private.account_email_proofs (user_id, email, confirmed_at) values (_user_id, _email, now())
  on conflict (user_id) do update set email = excluded.email, confirmed_at = now(), token_hash = null;
  return private.attach_bookings(_user_id, _email);
end;
$$;

-- A new account: one still to be confirmed waits for the auth service's link; one whose address is taken as confirmed
-- gets our link when bookings made with that address wait to be attached (the account page sends one on request).
create function private.account_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if nullif(btrim(new.email), '') is null then
    return null;
  end if;
  if new.email_confirmed_at is not null then
    if exists (select 1 from public.bookings b
               where b.customer_id is null and lower(b.email) = lower(btrim(new.email)) and b.spam_reason is null) then
      perform private.send_account_confirmation(new.id);
    end if;
  else
    insert into private.account_email_proofs (user_id, email) values (new.id, new.email)
    on conflict (user_id) do nothing;
  end if;
  return null;
end;
$$;

-- The auth service confirmed the address through its own link: proven. A changed address is proven again.
create function private.account_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if nullif(btrim(new.email), '') is null then
    return null;
  end if;
  if old.email_confirmed_at is null and new.email_confirmed_at is not null then
    perform private.prove_account_email(new.id, new.email);
  elsif lower(new.email) is distinct from lower(old.email) then
    perform private.send_account_confirmation(new.id);
  end if;
  return null;
end;
$$;

create trigger on_auth_user_account_created
  after insert on auth.users
  for each row execute function private.account_created();

create trigger on_auth_user_account_changed
  after update of email, email_confirmed_at on auth.users
  for each row
  when (old.email is distinct from new.email or old.email_confirmed_at is distinct from new.email_confirmed_at)
  execute function private.account_changed();

-- Row level security: own rows for customers, every row for admins ------------------------------------------------------

drop policy "Admins read bookings" on public.bookings;
create policy "Customers read their own bookings, admins every booking" on public.bookings for select to authenticated
  using (spam_reason is null
         and (coalesce(customer_id = (select auth.uid()), false) or public.has_role((select auth.uid()), 'admin')));

drop policy "Admins read series" on public.booking_series;
create policy "Customers read their own series, admins every series" on public.booking_series for select
  to authenticated
  using (status <> 'held'
         and (coalesce(customer_id = (select auth.uid()), false) or public.has_role((select auth.uid()), 'admin')));

drop policy "Admins read series visits" on public.series_visits;
create policy "Customers read their series' visits, admins every visit" on public.series_visits for select
  to authenticated
  using (exists (select 1 from public.booking_series s
                 where s.id = series_id and coalesce(s.customer_id = (select auth.uid()), false))
         or public.has_role((select auth.uid()), 'admin'));

-- Saved addresses -------------------------------------------------------------------------------------------------------

create table public.customer_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  label text constraint customer_addresses_label_check check (length(btrim(label)) between 1 and 60),
  community text not null
    constraint customer_addresses_community_check check (length(btrim(community)) between 1 and 100),
  building text not null constraint customer_addresses_building_check check (length(btrim(building)) between 1 and 200),
  apartment text constraint customer_addresses_apartment_check check (length(btrim(apartment)) between 1 and 50),
  address text constraint customer_addresses_address_check check (length(btrim(address)) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.customer_addresses is
  'A customer''s saved addresses (community, building, apartment, directions). Only their owner reads and writes them.';

create index customer_addresses_user_idx on public.customer_addresses (user_id, created_at);

alter table public.customer_addresses enable row level security;
create policy "Customers read their own addresses" on public.customer_addresses for select to authenticated
  using (coalesce(user_id = (select auth.uid()), false));
create policy "Customers add their own addresses" on public.customer_addresses for insert to authenticated
  with check (coalesce(user_id = (select auth.uid()), false));
create policy "Customers change their own addresses" on public.customer_addresses for update to authenticated
  using (coalesce(user_id = (select auth.uid()), false)) with check (coalesce(user_id = (select auth.uid()), false));
create policy "Customers remove their own addresses" on public.customer_addresses for delete to authenticated
  using (coalesce(user_id = (select auth.uid()), false));

revoke all on public.customer_addresses from anon, authenticated;
grant select, delete on public.customer_addresses to authenticated;
grant insert (label, community, building, apartment, address) on public.customer_addresses to authenticated;
grant update (label, community, building, apartment, address) on public.customer_addresses to authenticated;

-- Empty fields are none; at most 20 addresses an account.
create function private.stamp_customer_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.label := nullif(btrim(new.label), '');
  new.apartment := nullif(btrim(new.apartment), '');
  new.address := nullif(btrim(new.address), '');
  new.community := btrim(new.community);
  new.building := btrim(new.building);
  new.updated_at := now();
  if tg_op = 'INSERT'
     and (select count(*) from public.customer_addresses a where a.user_id = new.user_id) >= 20 then
    raise exception 'An account keeps at most 20 addresses'
      using errcode = 'check_violation', detail = 'addresses', hint = 'Delete one you no longer use.';
  end if;
  return new;
end;
$$;

create trigger customer_addresses_stamp
  before insert or update on public.customer_addresses
  for each row execute function private.stamp_customer_address();

-- The phone number on the profile ---------------------------------------------------------------------------------------

alter table public.profiles
  add column phone text constraint profiles_phone_check check (phone ~ '^\+[1-9][0-9]{7,14}$');

comment on column public.profiles.phone is 'The customer''s phone number (E.164), offered on their bookings. They change it.';

create policy "Users change their own profile's phone" on public.profiles for update to authenticated
  using (coalesce(id = (select auth.uid()), false)) with check (coalesce(id = (select auth.uid()), false));
grant update (phone) on public.profiles to authenticated;

-- The account page's calls ---------------------------------------------------------------------------------------------

-- Refuses a visitor (42501, HTTP 401): these calls are about the caller's own account.
create function private.require_account()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to see your account' using errcode = 'insufficient_privilege';
  end if;
  return v_uid;
end;
$$;

-- The account: e-mail, name, phone, whether its address is proven (and when the last link went), how many bookings.
create function public.account_summary()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_account();
  v_result jsonb;
begin
  select jsonb_build_object(
    'email', u.email,
    'full_name', p.full_name,
    'phone', p.phone,
    'email_proven', coalesce(e.confirmed_at is not null and lower(e.email) = lower(u.email), false),
    'confirmation_sent_at', e.sent_at,
    'bookings', (select count(*) from public.bookings b where b.customer_id = v_uid and b.spam_reason is null)
  )
  into v_result
  from auth.users u
  left join public.profiles p on p.id = u.id
  left join private.account_email_proofs e on e.user_id = u.id
  where u.id = v_uid;
  return v_result;
end;
$$;

-- Sends the link that proves the account's address again (at most one a minute).
create function public.account_send_confirmation()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_account();
  v_sent timestamptz;
begin
  select e.sent_at into v_sent from private.account_email_proofs e where e.user_id = v_uid for update;
  if v_sent is not null and v_sent > now() - interval '1 minute' then
    raise sqlstate 'PT429' using
      message = 'We have just sent you a link. Please wait a minute before asking for another.',
      hint = 'Try again in 1 minute.';
  end if;
  perform private.send_account_confirmation(v_uid);
  return public.account_summary();
end;
$$;

-- Opens a confirmation link: the address is proven, and the bookings and series made with it are the account's.
-- Anyone holding the link may open it (a signed-in session is not needed: the link itself came to that address).
create function public.account_confirm_email(_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_proof private.account_email_proofs%rowtype;
  v_email text;
  v_attached integer;
begin
  if _token is null or length(_token) not between 16 and 200 then
    raise sqlstate 'PT404' using message = 'This link is not valid', detail = 'notFound';
  end if;
  select * into v_proof from private.account_email_proofs
  where token_hash = private.manage_token_hash(_token) for update;
  if not found then
    raise sqlstate 'PT404' using message = 'This link is not valid, or it was used already', detail = 'notFound';
  end if;
  select u.email into v_email from auth.users u where u.id = v_proof.user_id;
  if v_proof.sent_at < now() - make_interval(days => private.account_link_days())
     or lower(v_email) is distinct from lower(v_proof.email) then
    raise sqlstate 'PT404' using message = 'This link has expired', detail = 'expired',
      hint = 'Sign in and ask for a new link on your account page.';
  end if;
  v_attached := private.prove_account_email(v_proof.user_id, v_proof.email);
  return jsonb_build_object('email', v_proof.email, 'attached', v_attached);
end;
$$;

-- The account's visits, upcoming first (soonest first), then past ones (latest first, the last 50): one-off bookings
-- and every visit of its series (a flagged one too), with what may be done with each and what 'Book again' fills in.
create function public.account_visits()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_account();
  v_now timestamptz := private.booking_now();
  v_notice interval := make_interval(hours => (private.booking_limits() ->> 'changeNoticeHours')::integer);
  v_visits jsonb;
begin
  with visits as (
    select b.id as booking_id, b.series_id, s.reference as series_reference, s.frequency, v.occurs_on,
           coalesce(v.state, 'booked') as state, null::text as flag_reason, '[]'::jsonb as suggestions,
           b.reference, b.service, b.property, b.quantity, b.extras, b.community, b.building, b.apartment, b.address,
           b.date, b.time_slot, b.status, b.subtotal_aed, b.vat_aed, b.total_aed, b.discount_aed,
           private.booking_starts_at(b.date, b.time_slot) as starts_at,
           b.id as manage_booking_id, coalesce(s.status, 'active') as series_status
    from public.bookings b
    left join public.booking_series s on s.id = b.series_id
    left join public.series_visits v on v.booking_id = b.id
    where coalesce(b.customer_id = v_uid, false) and b.spam_reason is null
      and (v.state is null or v.state = 'booked' or b.status = 'cancelled')
    union all
    select null, s.id, s.reference, s.frequency, v.occurs_on, v.state, v.flag_reason, v.suggestions,
           null, s.service, s.property, s.quantity, s.extras, s.community, s.building, s.apartment, s.address,
           v.occurs_on, s.time_slot, null, null, null, null, null,
           private.booking_starts_at(v.occurs_on, s.time_slot), s.first_booking_id, s.status
    from public.series_visits v
    join public.booking_series s on s.id = v.series_id
    where coalesce(s.customer_id = v_uid, false) and s.status <> 'held' and v.booking_id is null
  ),
  rated as (
    select visits.*, starts_at >= v_now and coalesce(status, 'pending') <> 'cancelled'
                     and state in ('booked', 'flagged') as upcoming
    from visits
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'booking_id', booking_id,
      'series_id', series_id,
      'series_reference', series_reference,
      'frequency', coalesce(frequency, 'once'),
      'occurs_on', occurs_on,
      'state', state,
      'flag_reason', flag_reason,
      'suggestions', suggestions,
      'reference', reference,
      'service', service,
      'property', property,
      'quantity', quantity,
      'extras', to_jsonb(extras),
      'community', community,
      'building', building,
      'apartment', apartment,
      'address', address,
      'date', date,
      'time_slot', time_slot,
      'status', status,
      'subtotal_aed', subtotal_aed,
      'vat_aed', vat_aed,
      'total_aed', total_aed,
      'discount_aed', discount_aed,
      'starts_at', starts_at,
      'upcoming', upcoming,
      'manage_booking_id', manage_booking_id,
      'can_change', upcoming and series_status = 'active'
        and (state = 'flagged' or status in ('pending', 'confirmed')) and starts_at > v_now + v_notice
    ) order by upcoming desc, case when upcoming then starts_at end asc, starts_at desc), '[]'::jsonb)
  into v_visits
  from (
    select * from rated where upcoming
    union all
    (select * from rated where not upcoming order by starts_at desc limit 50)
  ) as listed;
  return v_visits;
end;
$$;

-- A manage link to one of the account's bookings (a new one each time), for the account page's manage actions.
create function public.account_manage_link(_booking_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_account();
begin
  if not exists (
    select 1 from public.bookings b
    where b.id = _booking_id and coalesce(b.customer_id = v_uid, false) and b.spam_reason is null
  ) then
    raise sqlstate 'PT404' using message = 'Booking not found', detail = 'notFound';
  end if;
  return private.issue_access_token(_booking_id);
end;
$$;

comment on function public.account_summary() is 'The caller''s account: e-mail, name, phone, whether the address is proven.';
comment on function public.account_send_confirmation() is 'Sends the caller''s address the link that proves it (one a minute).';
comment on function public.account_confirm_email(text) is
  'Proves an address with the link sent to it and attaches the bookings made with it to its account.';
comment on function public.account_visits() is 'The caller''s visits: upcoming, then the last 50 past ones.';
comment on function public.account_manage_link(uuid) is 'A manage link (token) to one of the caller''s bookings.';

revoke execute on function public.account_summary(), public.account_send_confirmation(), public.account_visits(),
  public.account_manage_link(uuid) from public, anon;
grant execute on function public.account_summary(), public.account_send_confirmation(), public.account_visits(),
  public.account_manage_link(uuid) to authenticated, service_role;
revoke execute on function public.account_confirm_email(text) from public;
grant execute on function public.account_confirm_email(text) to anon, authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
