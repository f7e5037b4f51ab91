-- Rate limits behind a reverse proxy, and for changes through a manage link.
--
-- Loopback is exempt (rate_limit_exemptions: local development and the site's e2e tests book many times from
-- 127.0.0.1). Behind nginx or Caddy on the same machine, though, every request comes from loopback, so every visitor
-- was exempt. The local backend now names its proxies (TRUST_PROXY, apps/backend/README.md), believes the address
-- they forward, and says that a proxy is configured in the header `x-sparkle-trusted-proxies` (its gateway sets it
-- and drops one a client sends). With it, loopback is no longer exempt: a proxy that forwards no address makes
-- everyone one client, limited, never everyone unlimited. On hosted Supabase no client arrives from loopback, and a
-- client writing the header only takes an exemption from itself.
--
-- A manage link's reschedule and cancel were not limited at all (30 moves in a row from one address, 31 history
-- rows). Now 5 changes per link and 10 per client address an hour (rate_limits 'manage_change_link' and
-- 'manage_change', admins change them), refused with PT429 (HTTP 429) like every other limit. Only changes that
-- happen are counted: a refused one rolls its count back with it.

alter table public.rate_limits drop constraint rate_limits_action_check;
alter table public.rate_limits add constraint rate_limits_action_check
  check (action in ('booking', 'contact_message', 'upload', 'signup', 'manage_change', 'manage_change_link'));

insert into public.rate_limits (action, max_count, max_bytes, window_seconds, message) values
  ('manage_change', 10, null, 3600,
   'Too many booking changes from your connection. Please try again in an hour, or call us.'),
  ('manage_change_link', 5, null, 3600,
   'This booking has been changed too many times in a short while. Please try again later, or call us.')
on conflict (action) do nothing;

-- True when the gateway in front of the database says a trusted proxy is configured (see above).
create function private.behind_trusted_proxy()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-sparkle-trusted-proxies', '') = 'on'
$$;

-- Whether the calling client is left alone by the limits: no address (not an API request), or an address in
-- rate_limit_exemptions, except loopback behind a trusted proxy.
create function private.rate_limit_exempt()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_address text := private.client_address();
  v_network inet;
begin
  if v_address is null then
    return true;
  end if;
  begin
    v_network := v_address::inet;
  exception when others then
    return false; -- not an address: limited, by the text
  end;
  if private.behind_trusted_proxy() and (v_network <<= '127.0.0.0/8'::inet or v_network <<= '::1/128'::inet) then
    return false;
  end if;
  return exists (select 1 from public.rate_limit_exemptions e where v_network <<= e.network);
end;
$$;

-- Counts one `p_action` (of `p_bytes`) for `p_key`, or refuses it with PT429 when the key's window is full. Counting
-- happens in the caller's transaction: a write that fails later is not counted either.
create function private.count_rate_limited(p_action text, p_key text, p_bytes bigint default 0)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit public.rate_limits%rowtype;
  v_count bigint;
  v_bytes bigint;
  v_oldest timestamptz;
  v_minutes integer;
begin
  select * into v_limit from public.rate_limits where action = p_action;
  if not found or p_key is null then
    return;
  end if;
  -- One key's concurrent requests are counted one after another.
  perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || p_action || ':' || p_key, 0));
  select count(*), coalesce(sum(bytes), 0), min(created_at) into v_count, v_bytes, v_oldest
  from private.rate_limit_events
  where action = p_action and client_key = p_key
    and created_at > now() - make_interval(secs => v_limit.window_seconds);
  if v_count + 1 > v_limit.max_count
     or (v_limit.max_bytes is not null and v_bytes + coalesce(p_bytes, 0) > v_limit.max_bytes) then
    v_minutes := greatest(1, ceil(extract(epoch from
      coalesce(v_oldest, now()) + make_interval(secs => v_limit.window_seconds) - now()) / 60)::integer);
    raise sqlstate 'PT429' using
      message = v_limit.message,
      detail = format('At most %s per %s minutes%s.', v_limit.max_count, v_limit.window_seconds / 60,
                      case when v_limit.max_bytes is not null then format(' and %s bytes', v_limit.max_bytes) else '' end),
      hint = format('Try again in %s %s.', v_minutes, case when v_minutes = 1 then 'minute' else 'minutes' end);
  end if;
  insert into private.rate_limit_events (action, client_key, bytes) values (p_action, p_key, coalesce(p_bytes, 0));
  if random() < 0.02 then
    delete from private.rate_limit_events where created_at < now() - interval '1 day';
  end if;
end;
$$;

-- Per client address, as before; the exemption now knows about trusted proxies.
create or replace function private.enforce_rate_limit(p_action text, p_bytes bigint default 0)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') = 'service_role' or private.rate_limit_exempt() then
    return;
  end if;
  perform private.count_rate_limited(p_action, private.client_key(), p_bytes);
end;
$$;

-- A change through a manage link: per client address and per booking (the link), salted like the addresses.
create function private.limit_manage_change(_booking_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') = 'service_role' or private.rate_limit_exempt() then
    return;
  end if;
  perform private.count_rate_limited('manage_change', private.client_key());
  perform private.count_rate_limited('manage_change_link', (
    select encode(sha256(convert_to(s.value || '|booking|' || _booking_id::text, 'UTF8')), 'hex')
    from private.secrets s where s.name = 'client_key_salt'
  ));
end;
$$;

create or replace function public.manage_booking_reschedule(_token text, _date date, _time_slot text)
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
  perform private.limit_manage_change(v_row.id);
  perform set_config('app.booking_actor', 'customer', true);
  update public.bookings set date = _date, time_slot = _time_slot where id = v_row.id returning * into v_row;
  perform set_config('app.booking_actor', '', true);
  return private.manage_view(v_row);
end;
$$;

create or replace function public.manage_booking_cancel(_token text)
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
  perform private.limit_manage_change(v_row.id);
  perform set_config('app.booking_actor', 'customer', true);
  update public.bookings set status = 'cancelled' where id = v_row.id returning * into v_row;
  perform set_config('app.booking_actor', '', true);
  return private.manage_view(v_row);
end;
$$;

revoke execute on all functions in schema private from public, anon, authenticated;
