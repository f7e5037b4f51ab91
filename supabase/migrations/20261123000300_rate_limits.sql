-- Abuse limits (docs/decisions.md, Security and abuse): a public form on the internet is abused, so the database itself
-- caps bookings, contact messages, uploads and sign-ups per client address and hour. In the database, so the limits
-- hold on hosted Supabase exactly as locally, whatever client sends the request. No real customer meets them.
--
-- The client address is the one the API gateway reports (private.client_address(), see rate_limit_settings), kept
-- only as a salted hash. A refusal is `raise sqlstate 'PT429'`, which PostgREST answers with HTTP 429 and the
-- message; the local backend's data API, storage and auth map it the same way.

-- What counts, how much, and what a refused person reads. Admins (and the service role) change them.
create table public.rate_limits (
  action text primary key
    constraint rate_limits_action_check check (action in ('booking', 'contact_message', 'upload', 'signup')),
  max_count integer not null constraint rate_limits_max_count_check check (max_count >= 0),
  max_bytes bigint constraint rate_limits_max_bytes_check check (max_bytes >= 0),
  window_seconds integer not null default 3600
    constraint rate_limits_window_seconds_check check (window_seconds between 1 and 86400),
  message text not null constraint rate_limits_message_check check (length(btrim(message)) between 1 and 500),
  updated_at timestamptz not null default now()
);

comment on table public.rate_limits is 'Per client address and window: at most max_count actions (and max_bytes for uploads).';

insert into public.rate_limits (action, max_count, max_bytes, window_seconds, message) values
  ('booking', 5, null, 3600,
   'Too many booking requests from your connection. Please try again in an hour, or call us to book.'),
  ('contact_message', 5, null, 3600,
   'Too many messages from your connection. Please try again later, or contact us directly.'),
  ('upload', 30, 62914560, 3600,
   'Too many photos uploaded from your connection. Please try again in an hour.'),
  ('signup', 5, null, 3600,
   'Too many accounts created from your connection. Please try again later.');

-- Networks that are never limited. Loopback: the machine itself, i.e. local development and the site's e2e
-- tests, which book many times from 127.0.0.1. On hosted Supabase no client arrives from loopback.
create table public.rate_limit_exemptions (
  network cidr primary key,
  note text
);

insert into public.rate_limit_exemptions (network, note) values
  ('127.0.0.0/8', 'this machine: local development and end-to-end tests'),
  ('::1/128', 'this machine: local development and end-to-end tests');

-- Where the client address comes from. The local backend, like Supabase's gateway, appends the address it saw to
-- x-forwarded-for, so the last entry is the trustworthy one. A deployment behind another proxy sets what its
-- proxy sends, e.g. address_header = 'cf-connecting-ip' (see apps/backend/README.md, Security).
create table public.rate_limit_settings (
  id boolean primary key default true constraint rate_limit_settings_single_row check (id),
  address_header text not null default 'x-forwarded-for'
    constraint rate_limit_settings_address_header_check check (address_header ~ '^[a-z0-9-]{1,64}$'),
  address_entry text not null default 'last'
    constraint rate_limit_settings_address_entry_check check (address_entry in ('first', 'last'))
);

insert into public.rate_limit_settings default values;

alter table public.rate_limits enable row level security;
alter table public.rate_limit_exemptions enable row level security;
alter table public.rate_limit_settings enable row level security;

create policy "Admins read rate limits" on public.rate_limits for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change rate limits" on public.rate_limits for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins manage exemptions" on public.rate_limit_exemptions for all to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins read the address setting" on public.rate_limit_settings for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change the address setting" on public.rate_limit_settings for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));

revoke all on public.rate_limits, public.rate_limit_exemptions, public.rate_limit_settings from anon;
revoke insert, delete, truncate on public.rate_limits from authenticated;
revoke update on public.rate_limits from authenticated;
grant update (max_count, max_bytes, window_seconds, message) on public.rate_limits to authenticated;
revoke insert, delete, truncate on public.rate_limit_settings from authenticated;
revoke truncate on public.rate_limit_exemptions from authenticated;

create function private.touch_rate_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger rate_limits_touch before update on public.rate_limits
  for each row execute function private.touch_rate_limit();

-- The client address, now from the configured header and entry.
create or replace function private.client_address()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(case s.address_entry
           when 'first' then split_part(h.value, ',', 1)
           else split_part(h.value, ',', -1)
         end), '')
  from public.rate_limit_settings s,
       lateral (select nullif(current_setting('request.headers', true), '')::json ->> s.address_header as value) h
  where s.id
$$;

-- What was counted: one row per action, kept a day at most.
create table private.rate_limit_events (
  action text not null,
  client_key text not null,
  bytes bigint not null default 0,
  created_at timestamptz not null default now()
);
create index rate_limit_events_lookup on private.rate_limit_events (action, client_key, created_at);
revoke all on private.rate_limit_events from public;

-- Counts one `p_action` (of `p_bytes`) for the calling client, or refuses it with PT429 when the client's window is
-- full. Nothing is counted for the service role, outside API requests (no address) or from an exempt network.
-- Counting happens in the caller's transaction: a write that fails later is not counted either.
create function private.enforce_rate_limit(p_action text, p_bytes bigint default 0)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit public.rate_limits%rowtype;
  v_address text;
  v_network inet;
  v_key text;
  v_count bigint;
  v_bytes bigint;
  v_oldest timestamptz;
  v_minutes integer;
begin
  if coalesce(auth.role(), '') = 'service_role' then
    return;
  end if;
  v_address := private.client_address();
  if v_address is null then
    return;
  end if;
  begin
    v_network := v_address::inet;
  exception when others then
    v_network := null; -- not an address: still limited, by the text
  end;
  if v_network is not null and exists (
    select 1 from public.rate_limit_exemptions e where v_network <<= e.network
  ) then
    return;
  end if;
  select * into v_limit from public.rate_limits where action = p_action;
  if not found then
    return;
  end if;
  v_key := private.client_key();
  -- One client's concurrent requests are counted one after another.
  perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || p_action || ':' || v_key, 0));
  select count(*), coalesce(sum(bytes), 0), min(created_at) into v_count, v_bytes, v_oldest
  from private.rate_limit_events
  where action = p_action and client_key = v_key
    and created_at > now() - make_interval(secs => v_limit.window_seconds);
  if v_count + 1 > v_limit.max_count
     or (v_limit.max_bytes is not null and v_bytes + coalesce(p_bytes, 0) > v_limit.max_bytes) then
    v_minutes := greatest(1, ceil(extract(epoch from
      coalesce(v_oldest, now()) + make_interval(secs => v_limit.window_seconds) - now()) / 60)::integer);
    raise sqlstate 'PT429' using
      message = v_limit.message,
      detail = format('At most %s per %s minutes from one connection%s.', v_limit.max_count,
                      v_limit.window_seconds / 60,
                      case when v_limit.max_bytes is not null then format(' and %s bytes', v_limit.max_bytes) else '' end),
      hint = format('Try again in %s %s.', v_minutes, case when v_minutes = 1 then 'minute' else 'minutes' end);
  end if;
  insert into private.rate_limit_events (action, client_key, bytes) values (p_action, v_key, coalesce(p_bytes, 0));
  if random() < 0.02 then
    delete from private.rate_limit_events where created_at < now() - interval '1 day';
  end if;
end;
$$;

create function private.limit_booking()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('booking');
  return new;
end;
$$;

create function private.limit_contact_message()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('contact_message');
  return new;
end;
$$;

create function private.limit_upload()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('upload', coalesce((new.metadata ->> 'size')::bigint, 0));
  return new;
end;
$$;

create function private.limit_signup()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('signup');
  return new;
end;
$$;

create trigger bookings_rate_limit before insert on public.bookings
  for each row execute function private.limit_booking();
create trigger contact_messages_rate_limit before insert on public.contact_messages
  for each row execute function private.limit_contact_message();
create trigger uploads_rate_limit before insert on storage.objects
  for each row when (new.bucket_id = 'uploads') execute function private.limit_upload();
-- Runs in the auth service's transaction. Locally the auth service passes the request headers; hosted GoTrue does
-- not, so there this trigger counts nothing and GoTrue's own limit applies (see README, Security).
create trigger users_rate_limit before insert on auth.users
  for each row execute function private.limit_signup();

revoke execute on all functions in schema private from public, anon, authenticated;
