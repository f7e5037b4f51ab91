-- Messages that reach people (docs/decisions.md, The business in the database): a transactional outbox. Every message
-- (a booking's confirmation, change notices and reminder, the review request, the answer to a contact message, the
-- company's alerts) is a row of `public.outbox_messages` written by the same transaction as the event that causes it,
-- so there is no event without its message and no message without its event. A worker (the local backend's, or the
-- `outbox-worker` edge function that pg_cron calls on hosted Supabase) takes due rows with `outbox_claim` (FOR UPDATE
-- SKIP LOCKED), sends them and records the outcome with `outbox_record_sent` / `outbox_record_failure`.
--
-- A row's life: pending → sending (claimed: `attempts` + 1, a lease until `locked_until`, a new `claim_id`) → sent; or
-- back to pending with a later `send_after` after a failure (1 min, 5 min, 30 min, 2 h, 12 h, each ±10 %), then
-- failed. Only the claim that holds the lease can record an outcome, so a second worker can neither take a row that is
-- being sent nor overwrite what the first recorded; a row whose worker died mid-send is taken again once its lease
-- has run out, with the same `idempotency_key` (the e-mail's Message-ID), so a provider that honours it keeps one.
-- Admins retry a failed row or cancel a pending one.
--
-- Spam (the `spam_reason` column of bookings and contact messages): the rows of a suspected spam booking or message are
-- written as for any other, but `held` ('spam'), and no worker takes them. Releasing it (an UPDATE setting
-- `spam_reason` to null) frees them, so it sends what the insert would have, manage link included; deleting it
-- deletes them.
--
-- How a refusal reads (PostgREST error body `code` / `details`):
--   42501 HTTP 403 (401 for a visitor): not an admin; the worker's functions are the service role's alone.
--   23514 HTTP 400, details = 'state': retrying a message that has not failed, cancelling one that is not pending;
--         'locale' for a language other than 'en' / 'ar'; 'alertEmail' for a malformed alert address.
--   22023 HTTP 400, details = the argument ('states', 'days', 'channel', 'recipient', 'kind').
--   PT404 HTTP 404, details = 'notFound': no such message.

-- The spam marker of quarantined submissions. Another migration owns its meaning (null = a real submission); it is
-- added here too, if missing, so that the outbox can hold a suspected spammer's messages whatever order they land in.
alter table public.bookings add column if not exists spam_reason text;
alter table public.contact_messages add column if not exists spam_reason text;

-- The customer's language ---------------------------------------------------------------------------------------

-- The language the customer booked or wrote in: their messages are written in it.
alter table public.bookings
  add column locale text not null default 'en' constraint bookings_locale_check check (locale in ('en', 'ar'));
alter table public.contact_messages
  add column locale text not null default 'en' constraint contact_messages_locale_check check (locale in ('en', 'ar'));

comment on column public.bookings.locale is 'The language of the page the booking was made on (en, ar): its messages use it.';
comment on column public.contact_messages.locale is 'The language of the page the message was sent from (en, ar).';

grant insert (locale) on public.bookings to anon, authenticated;
grant insert (locale) on public.contact_messages to anon, authenticated;

-- Settings --------------------------------------------------------------------------------------------------------

-- One row: where the company's alerts go, and whether customers also get their messages on WhatsApp (the worker needs
-- WHATSAPP_TOKEN and WHATSAPP_PHONE_ID for that; without them those rows fail and show so in the back office).
create table public.message_settings (
  id boolean primary key default true constraint message_settings_one_row check (id),
  alert_email text constraint message_settings_alert_email_check
    check (alert_email is null or (length(alert_email) <= 320 and alert_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  whatsapp_enabled boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table public.message_settings is
  'Where the company''s alerts go (alert_email; none = no alerts) and whether customers get WhatsApp messages too. Admins read and change it.';

insert into public.message_settings (id) values (true);

alter table public.message_settings enable row level security;
create policy "Admins read message settings" on public.message_settings for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change message settings" on public.message_settings for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
revoke all on public.message_settings from anon, authenticated;
grant select on public.message_settings to authenticated;
grant update (alert_email, whatsapp_enabled) on public.message_settings to authenticated;

create function private.stamp_message_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.alert_email := nullif(btrim(new.alert_email), '');
  new.updated_at := now();
  return new;
end;
$$;

create trigger message_settings_stamp
  before update on public.message_settings
  for each row execute function private.stamp_message_settings();

-- The outbox ------------------------------------------------------------------------------------------------------

create table public.outbox_messages (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint outbox_messages_kind_check check (kind ~ '^[a-z][a-z0-9_]{0,59}$'),
  channel text not null constraint outbox_messages_channel_check check (channel in ('email', 'whatsapp')),
  recipient text not null constraint outbox_messages_recipient_check check (length(btrim(recipient)) between 3 and 320),
  locale text not null default 'en' constraint outbox_messages_locale_check check (locale in ('en', 'ar')),
  payload jsonb not null default '{}' constraint outbox_messages_payload_check check (jsonb_typeof(payload) = 'object'),
  send_after timestamptz not null default now(),
  state text not null default 'pending'
    constraint outbox_messages_state_check check (state in ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  attempts integer not null default 0 constraint outbox_messages_attempts_check check (attempts >= 0),
  last_error text,
  idempotency_key text not null constraint outbox_messages_idempotency_key_key unique
    constraint outbox_messages_idempotency_key_check check (length(idempotency_key) between 1 and 200),
  booking_id uuid references public.bookings (id) on delete cascade,
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  held text constraint outbox_messages_held_check check (held in ('spam')),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  locked_until timestamptz,
  last_attempt_at timestamptz,
  claim_id uuid,
  provider_message_id text
);

comment on table public.outbox_messages is
  'Every message to a customer or to the company, written with its event and delivered by the outbox worker. Admins read; only the database writes.';
comment on column public.outbox_messages.payload is
  'What the template needs; holds no secret but the single-use or private link the message must carry.';
comment on column public.outbox_messages.idempotency_key is
  'One per message: the e-mail''s Message-ID is made from it, so a provider that honours it sends a message once however often a crashed worker retries it.';
comment on column public.outbox_messages.held is
  '''spam'' while the booking or contact message it belongs to is suspected spam: no worker takes it until it is released.';
comment on column public.outbox_messages.claim_id is
  'The current claim of a row being sent: only the worker holding it may record the outcome.';
comment on column public.outbox_messages.booking_id is 'The booking it is about; deleted with it.';

create index outbox_messages_due_idx on public.outbox_messages (send_after) where state = 'pending' and held is null;
create index outbox_messages_lease_idx on public.outbox_messages (locked_until) where state = 'sending';
create index outbox_messages_created_idx on public.outbox_messages (created_at desc, id);
create index outbox_messages_booking_idx on public.outbox_messages (booking_id);
create index outbox_messages_contact_message_idx on public.outbox_messages (contact_message_id);

alter table public.outbox_messages enable row level security;
create policy "Admins read the outbox" on public.outbox_messages for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
revoke all on public.outbox_messages from anon, authenticated;
grant select on public.outbox_messages to authenticated;

-- How the worker retries: the waits after the 1st … 5th failed attempt, in seconds. After the 6th, a row has failed.
create function private.outbox_retry_delays()
returns integer[]
language sql
immutable
set search_path = ''
as $$ select array[60, 300, 1800, 7200, 43200] $$;

-- Writes a message, in the caller's transaction. A message about a booking or contact message that is suspected spam
-- is held until it is released. An idempotency key already used returns that message: enqueuing is idempotent.
create function private.enqueue_message(
  _kind text,
  _channel text,
  _recipient text,
  _locale text,
  _payload jsonb,
  _send_after timestamptz default now(),
  _booking_id uuid default null,
  _idempotency_key text default null,
  _contact_message_id uuid default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_key text := coalesce(nullif(btrim(_idempotency_key), ''), _kind || ':' || gen_random_uuid());
  v_held text;
begin
  if _kind is null or _kind !~ '^[a-z][a-z0-9_]{0,59}$' then
    raise exception 'Unknown message kind "%"', _kind using errcode = 'invalid_parameter_value', detail = 'kind';
  end if;
  if _channel is null or _channel not in ('email', 'whatsapp') then
    raise exception 'A message goes by email or whatsapp, not "%"', _channel
      using errcode = 'invalid_parameter_value', detail = 'channel';
  end if;
  if nullif(btrim(_recipient), '') is null then
    raise exception 'A message needs a recipient' using errcode = 'invalid_parameter_value', detail = 'recipient';
  end if;
  if coalesce(_locale, 'en') not in ('en', 'ar') then
    raise exception 'Messages are written in en or ar, not "%"', _locale
      using errcode = 'check_violation', detail = 'locale';
  end if;
  if exists (select 1 from public.bookings b where b.id = _booking_id and b.spam_reason is not null)
     or exists (select 1 from public.contact_messages m where m.id = _contact_message_id and m.spam_reason is not null) then
    v_held := 'spam';
  end if;
  insert into public.outbox_messages (
    kind, channel, recipient, locale, payload, send_after, booking_id, contact_message_id, idempotency_key, held
  ) values (
    _kind, _channel, btrim(_recipient), coalesce(_locale, 'en'), coalesce(_payload, '{}'),
    coalesce(_send_after, now()), _booking_id, _contact_message_id, v_key, v_held
  )
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.outbox_messages where idempotency_key = v_key;
    return v_id;
  end if;
  -- Wakes a worker that listens (the local backend's) when the transaction commits.
  perform pg_notify('outbox_messages', v_id::text);
  return v_id;
end;
$$;

comment on function private.enqueue_message(text, text, text, text, jsonb, timestamptz, uuid, text, uuid) is
  'Writes a message to the outbox in the caller''s transaction (held while its booking or contact message is spam); idempotent per key.';

-- The worker's side (the service role's alone) ----------------------------------------------------------------------

-- Takes up to `_limit` due messages for one worker: pending ones whose time has come, and ones whose worker's lease
-- ran out (it died mid-send). Rows another worker is taking right now are skipped, not waited for. Each row taken is
-- 'sending' with `attempts` + 1, a lease of `_lease_seconds` and a new claim id. A row whose worker died on its last
-- attempt is failed instead. `_now` is the worker's clock (tests give their own).
create function public.outbox_claim(_limit integer default 10, _lease_seconds integer default 300, _now timestamptz default null)
returns setof public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(_now, now());
  v_max integer := cardinality(private.outbox_retry_delays()) + 1;
begin
  update public.outbox_messages m
  set state = 'failed', locked_until = null, claim_id = null,
      last_error = coalesce(m.last_error || ' / ', '') || 'The worker stopped while sending it, on its last try.'
  where m.id in (
    select id from public.outbox_messages
    where state = 'sending' and locked_until <= v_now and attempts >= v_max
    for update skip locked
  );
  return query
    update public.outbox_messages m
    set state = 'sending', attempts = m.attempts + 1, locked_until = v_now + make_interval(secs => greatest(_lease_seconds, 10)),
        last_attempt_at = v_now, claim_id = gen_random_uuid()
    where m.id in (
      select id from public.outbox_messages
      where held is null
        and ((state = 'pending' and send_after <= v_now) or (state = 'sending' and locked_until <= v_now))
      order by send_after, id
      limit greatest(least(coalesce(_limit, 10), 100), 1)
      for update skip locked
    )
    returning m.*;
end;
$$;

-- When the next message falls due (a pending one's time, or a lease running out), for a worker that sleeps till then.
create function public.outbox_next_due()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select min(t) from (
    select min(send_after) as t from public.outbox_messages where state = 'pending' and held is null
    union all
    select min(locked_until) from public.outbox_messages where state = 'sending'
  ) due
$$;

-- Records a send. False when the claim is no longer this worker's (its lease ran out and another took the row).
create function public.outbox_record_sent(
  _id uuid,
  _claim_id uuid,
  _provider_message_id text default null,
  _now timestamptz default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.outbox_messages
  set state = 'sent', sent_at = coalesce(_now, now()), locked_until = null, claim_id = null,
      provider_message_id = left(_provider_message_id, 200)
  where id = _id and claim_id = _claim_id and state = 'sending';
  return found;
end;
$$;

-- Records a failed attempt: pending again after the next wait of the schedule (with ±10 % jitter, so that messages
-- that failed together do not retry together), or failed for good after the last one, or at once when `_permanent`
-- (a provider's refusal that no retry can change, e.g. SMTP 5xx). Returns the row as it now is; none when the claim
-- is no longer this worker's.
create function public.outbox_record_failure(
  _id uuid,
  _claim_id uuid,
  _error text,
  _permanent boolean default false,
  _now timestamptz default null
)
returns setof public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(_now, now());
  v_delays integer[] := private.outbox_retry_delays();
begin
  return query
    update public.outbox_messages m
    set state = case when coalesce(_permanent, false) or m.attempts > cardinality(v_delays) then 'failed' else 'pending' end,
        send_after = case
          when coalesce(_permanent, false) or m.attempts > cardinality(v_delays) then m.send_after
          else v_now + make_interval(secs => v_delays[greatest(m.attempts, 1)] * (0.9 + random() * 0.2))
        end,
        last_error = left(coalesce(nullif(btrim(_error), ''), 'Unknown error'), 2000),
        locked_until = null, claim_id = null
    where m.id = _id and m.claim_id = _claim_id and m.state = 'sending'
    returning m.*;
end;
$$;

revoke execute on function public.outbox_claim(integer, integer, timestamptz), public.outbox_next_due(),
  public.outbox_record_sent(uuid, uuid, text, timestamptz),
  public.outbox_record_failure(uuid, uuid, text, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.outbox_claim(integer, integer, timestamptz), public.outbox_next_due(),
  public.outbox_record_sent(uuid, uuid, text, timestamptz),
  public.outbox_record_failure(uuid, uuid, text, boolean, timestamptz) to service_role;

-- Messages of a booking --------------------------------------------------------------------------------------------

-- What a booking's templates need. The manage link goes in only when the transaction knows the token (the customer's
-- own calls set `app.manage_token`; the token itself is stored nowhere but in the message).
create function private.booking_message_payload(_booking public.bookings)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_token text := nullif(current_setting('app.manage_token', true), '');
  v_payload jsonb;
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
    'total_aed', _booking.total_aed
  );
  if v_token is not null and private.manage_token_hash(v_token) = _booking.manage_token_hash then
    v_payload := v_payload || jsonb_build_object('manage_path', private.manage_path(_booking.locale, v_token));
  end if;
  return v_payload;
end;
$$;

-- The manage page in the customer's language.
create function private.manage_path(_locale text, _token text)
returns text
language sql
immutable
set search_path = ''
as $$ select case when _locale = 'ar' then '/ar' else '' end || '/booking/' || _token $$;

-- The review request's payload (its template and page belong to the reviews migration, which replaces this function
-- to make the review link's token): null means no review request is written.
create function private.review_request_payload(_booking public.bookings)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$ select null::jsonb $$;

-- Customers get their messages by e-mail, and by WhatsApp too when the company turned it on.
create function private.enqueue_customer_message(
  _kind text,
  _booking public.bookings,
  _payload jsonb,
  _send_after timestamptz default now(),
  _key text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_message(_kind, 'email', _booking.email, _booking.locale, _payload, _send_after, _booking.id,
    _key);
  if coalesce((select whatsapp_enabled from public.message_settings), false) and _booking.phone ~ '^\+[1-9][0-9]{7,14}$' then
    perform private.enqueue_message(_kind, 'whatsapp', _booking.phone, _booking.locale, _payload, _send_after,
      _booking.id, case when _key is not null then _key || ':whatsapp' end);
  end if;
end;
$$;

-- The reminder 24 hours before the appointment; none when that moment has passed already.
create function private.enqueue_booking_reminder(_booking public.bookings, _payload jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_at timestamptz := private.booking_starts_at(_booking.date, _booking.time_slot) - interval '24 hours';
begin
  if v_at > private.booking_now() then
    perform private.enqueue_customer_message('booking_reminder', _booking, _payload, v_at);
  end if;
end;
$$;

create function private.enqueue_admin_alert(_kind text, _payload jsonb, _booking_id uuid, _contact_message_id uuid)
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
      _kind || ':' || coalesce(_booking_id, _contact_message_id), _contact_message_id);
  end if;
end;
$$;

-- A new booking: its confirmation, its reminder, the company's alert.
create function private.booking_created_messages()
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
  perform private.enqueue_customer_message('booking_confirmation', new, v_payload, now(),
    'booking_confirmation:' || new.id);
  perform private.enqueue_booking_reminder(new, v_payload);
  perform private.enqueue_admin_alert('admin_new_booking', v_payload, new.id, null);
  return null;
end;
$$;

-- A booking changed: moved (a notice; the reminder moves with it, or goes when it would now be past), cancelled (a
-- notice; the reminder goes), done (the review request two hours later), or released from the spam folder (what its
-- insert wrote is sent now).
create function private.booking_changed_messages()
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
    perform private.enqueue_customer_message('booking_cancelled', new, private.booking_message_payload(new));
    return null;
  end if;

  if v_moved and new.status <> 'cancelled' then
    v_payload := private.booking_message_payload(new);
    perform private.enqueue_customer_message('booking_rescheduled', new, v_payload);
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

create trigger bookings_messages_created
  after insert on public.bookings
  for each row execute function private.booking_created_messages();

create trigger bookings_messages_changed
  after update on public.bookings
  for each row execute function private.booking_changed_messages();

-- The customer's language, from their own call (request_booking sets it for the transaction).
create function private.booking_locale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.locale := coalesce(nullif(current_setting('app.booking_locale', true), ''), new.locale, 'en');
  return new;
end;
$$;

create trigger bookings_locale
  before insert on public.bookings
  for each row execute function private.booking_locale();

-- Messages of a contact message ------------------------------------------------------------------------------------

create function private.contact_message_created_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := jsonb_build_object('name', new.name, 'email', new.email, 'message', new.message,
                                        'received_at', new.created_at);
begin
  perform private.enqueue_message('contact_received', 'email', new.email, new.locale, v_payload, now(), null,
    'contact_received:' || new.id, new.id);
  perform private.enqueue_admin_alert('admin_new_message', v_payload, null, new.id);
  return null;
end;
$$;

create function private.contact_message_released_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.spam_reason is not null and new.spam_reason is null then
    update public.outbox_messages set held = null, send_after = greatest(send_after, now())
    where contact_message_id = new.id and held = 'spam';
  end if;
  return null;
end;
$$;

create trigger contact_messages_messages_created
  after insert on public.contact_messages
  for each row execute function private.contact_message_created_messages();

create trigger contact_messages_messages_released
  after update of spam_reason on public.contact_messages
  for each row execute function private.contact_message_released_messages();

-- The customer's own calls carry their language and manage link -------------------------------------------------------

-- request_booking and the manage link's functions keep their rules where they are; the public functions become thin
-- wrappers that tell the message triggers the customer's language and the manage link's token for their transaction.
-- request_booking's token is made inside it, so its confirmation and reminder get the manage link afterwards.
alter function public.request_booking(text, date, text, text, text, text, text, text, text, text, text, integer,
  text[], text, integer) set schema private;
alter function private.request_booking(text, date, text, text, text, text, text, text, text, text, text, integer,
  text[], text, integer) rename to request_booking_unlocalized;
alter function public.manage_booking_reschedule(text, date, text) set schema private;
alter function private.manage_booking_reschedule(text, date, text) rename to manage_booking_reschedule_unmessaged;
alter function public.manage_booking_cancel(text) set schema private;
alter function private.manage_booking_cancel(text) rename to manage_booking_cancel_unmessaged;
revoke execute on all functions in schema private from public, anon, authenticated;

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
  _locale text default 'en'
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
begin
  if coalesce(_locale, 'en') not in ('en', 'ar') then
    raise exception 'The language must be en or ar, not "%"', _locale
      using errcode = 'check_violation', constraint = 'bookings_locale_check', detail = 'locale';
  end if;
  perform set_config('app.booking_locale', coalesce(_locale, 'en'), true);
  v_result := private.request_booking_unlocalized(_service, _date, _time_slot, _name, _phone, _email, _address,
    _community, _building, _apartment, _property, _quantity, _extras, _honeypot, _fill_ms);
  perform set_config('app.booking_locale', '', true);
  -- The row the token opens (none for a submission the spam filter dropped: its answer only looks the same).
  select * into v_booking from public.bookings
  where manage_token_hash = private.manage_token_hash(v_result ->> 'token');
  if found then
    update public.outbox_messages
    set payload = payload || jsonb_build_object('manage_path', private.manage_path(v_booking.locale, v_result ->> 'token'))
    where booking_id = v_booking.id and kind in ('booking_confirmation', 'booking_reminder') and state = 'pending';
  end if;
  return v_result;
end;
$$;

create function public.manage_booking_reschedule(_token text, _date date, _time_slot text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform set_config('app.manage_token', coalesce(_token, ''), true);
  v_result := private.manage_booking_reschedule_unmessaged(_token, _date, _time_slot);
  perform set_config('app.manage_token', '', true);
  return v_result;
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
  v_result jsonb;
begin
  perform set_config('app.manage_token', coalesce(_token, ''), true);
  v_result := private.manage_booking_cancel_unmessaged(_token);
  perform set_config('app.manage_token', '', true);
  return v_result;
end;
$$;

revoke execute on function public.request_booking(text, date, text, text, text, text, text, text, text, text, text,
  integer, text[], text, integer, text), public.manage_booking_reschedule(text, date, text),
  public.manage_booking_cancel(text) from public;
grant execute on function public.request_booking(text, date, text, text, text, text, text, text, text, text, text,
  integer, text[], text, integer, text), public.manage_booking_reschedule(text, date, text),
  public.manage_booking_cancel(text) to anon, authenticated, service_role;

-- The back office's Messages-out section ---------------------------------------------------------------------------

-- Every message, newest first, by state (`_states` null or empty = all) and searched in recipient, kind and the
-- booking's reference; with the booking's reference and the customer's phone (for a 'Send on WhatsApp' link).
create function public.admin_outbox(
  _states text[] default null,
  _search text default null,
  _limit integer default 25,
  _offset integer default 0
)
returns table (
  id uuid,
  kind text,
  channel text,
  recipient text,
  locale text,
  payload jsonb,
  state text,
  held text,
  attempts integer,
  last_error text,
  send_after timestamptz,
  created_at timestamptz,
  sent_at timestamptz,
  last_attempt_at timestamptz,
  booking_id uuid,
  booking_reference text,
  customer_phone text,
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
  v_states text[] := nullif(_states, '{}');
begin
  perform private.require_admin();
  if v_states is not null and not v_states <@ array['pending', 'sending', 'sent', 'failed', 'cancelled'] then
    raise exception 'Unknown message state in %', v_states using errcode = 'invalid_parameter_value', detail = 'states';
  end if;
  return query
    select m.id, m.kind, m.channel, m.recipient, m.locale, m.payload, m.state, m.held, m.attempts, m.last_error,
           m.send_after, m.created_at, m.sent_at, m.last_attempt_at, m.booking_id, b.reference,
           case when m.kind not like 'admin\_%' then b.phone end,
           count(*) over ()
    from public.outbox_messages m
    left join public.bookings b on b.id = m.booking_id
    where (v_states is null or m.state = any (v_states))
      and (v_search is null
           or private.contains_text(m.recipient, v_search)
           or private.contains_text(m.kind, v_search)
           or private.contains_text(b.reference, v_search))
    order by m.created_at desc, m.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

-- A failed message goes out again now, for one more try (its count of tries goes on).
create function public.admin_outbox_retry(_id uuid)
returns table (id uuid, state text, send_after timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_state text;
begin
  perform private.require_admin();
  select m.state into v_state from public.outbox_messages m where m.id = _id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'Message not found', detail = 'notFound';
  end if;
  if v_state <> 'failed' then
    raise exception 'Only a failed message can be sent again; this one is %', v_state
      using errcode = 'check_violation', detail = 'state';
  end if;
  return query
    update public.outbox_messages m set state = 'pending', send_after = now()
    where m.id = _id
    returning m.id, m.state, m.send_after;
  perform pg_notify('outbox_messages', _id::text);
end;
$$;

-- A pending message (held ones too) is not sent.
create function public.admin_outbox_cancel(_id uuid)
returns table (id uuid, state text, send_after timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_state text;
begin
  perform private.require_admin();
  select m.state into v_state from public.outbox_messages m where m.id = _id for update;
  if not found then
    raise sqlstate 'PT404' using message = 'Message not found', detail = 'notFound';
  end if;
  if v_state <> 'pending' then
    raise exception 'Only a message waiting to be sent can be cancelled; this one is %', v_state
      using errcode = 'check_violation', detail = 'state';
  end if;
  return query
    update public.outbox_messages m
    set state = 'cancelled', last_error = 'Cancelled by an admin.'
    where m.id = _id
    returning m.id, m.state, m.send_after;
end;
$$;

-- The dashboard's figures: messages sent and failed in the last `_days` days (1…366), and how many wait now.
create function public.admin_outbox_stats(_days integer default 7)
returns table (sent bigint, failed bigint, waiting bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_since timestamptz;
begin
  perform private.require_admin();
  if _days is null or _days not between 1 and 366 then
    raise exception 'Choose 1 to 366 days' using errcode = 'invalid_parameter_value', detail = 'days';
  end if;
  v_since := now() - make_interval(days => _days);
  return query
    select count(*) filter (where m.state = 'sent' and m.sent_at >= v_since),
           count(*) filter (where m.state = 'failed' and coalesce(m.last_attempt_at, m.created_at) >= v_since),
           count(*) filter (where m.state in ('pending', 'sending'))
    from public.outbox_messages m;
end;
$$;

comment on function public.admin_outbox(text[], text, integer, integer) is
  'Admins: every outgoing message, newest first, by state and searched (recipient, kind, reference), paged with total_count.';
comment on function public.admin_outbox_retry(uuid) is 'Admins: send a failed message again.';
comment on function public.admin_outbox_cancel(uuid) is 'Admins: do not send a pending message.';
comment on function public.admin_outbox_stats(integer) is 'Admins: messages sent and failed in the last days, and waiting now.';

revoke execute on function public.admin_outbox(text[], text, integer, integer), public.admin_outbox_retry(uuid),
  public.admin_outbox_cancel(uuid), public.admin_outbox_stats(integer) from public, anon;
grant execute on function public.admin_outbox(text[], text, integer, integer), public.admin_outbox_retry(uuid),
  public.admin_outbox_cancel(uuid), public.admin_outbox_stats(integer) to authenticated, service_role;

revoke execute on all functions in schema private from public, anon, authenticated;
