-- The auth service's e-mails (password reset, sign-up confirmation) go through the outbox, like every other message.
--
-- GoTrue sends its own e-mails unless a "Send Email" hook is configured. This migration is that hook, as a Postgres
-- function: GoTrue calls `public.auth_send_email_hook(event)` as `supabase_auth_admin` inside the transaction in which
-- it stores the new token, and the function writes the message into the outbox there. So on hosted Supabase
-- (supabase/config.toml `[auth.hook.send_email]`, or Dashboard → Authentication → Hooks) and on the local backend,
-- which calls the same function the same way, one message goes through one pipeline: the outbox's worker renders and
-- sends it. The event is GoTrue's: `{user, email_data: {token, token_hash, redirect_to, email_action_type, site_url,
-- token_new, token_hash_new}}`; the answer is `{}` or `{error: {http_code, message}}`.
--
-- The link in the e-mail goes to the site, which finishes the flow with supabase-js `verifyOtp({token_hash, type})`:
-- a reset at /auth/reset-password, a confirmation at /auth/confirm. Its origin is the `redirect_to` GoTrue passes
-- (which it has already checked against the allowed redirect URLs), else the site URL. The token itself never
-- leaves the e-mail: the outbox keeps the link for the worker, and only admins read the outbox.
--
-- Sign-up confirmation is a setting (account_settings.confirm_email, off by default, changed in the back office). The
-- local backend reads it on every sign-up; a hosted project reads its own "Confirm email" switch (config.toml
-- `[auth.email] enable_confirmations`), which must be set to match (README).

create table public.account_settings (
  id boolean primary key default true constraint account_settings_single check (id),
  confirm_email boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.account_settings is
  'One row: whether new accounts confirm their e-mail address before they can sign in. Admins read and change it.';

insert into public.account_settings default values;

alter table public.account_settings enable row level security;
create policy "Admins read account settings" on public.account_settings for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change account settings" on public.account_settings for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));
revoke all on public.account_settings from anon, authenticated;
grant select, update (confirm_email) on public.account_settings to authenticated;

create function private.stamp_account_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.id := true;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;

create trigger account_settings_stamp
  before update on public.account_settings
  for each row execute function private.stamp_account_settings();

-- The hook ------------------------------------------------------------------------------------------------------------

-- The origin a link goes to: `redirect_to`'s when it is an absolute http(s) URL, else the site URL's.
create function private.auth_link_origin(_redirect_to text, _site_url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    substring(_redirect_to from '^(https?://[^/?#]+)'),
    substring(_site_url from '^(https?://[^/?#]+)'),
    ''
  )
$$;

-- How long the links live, in minutes: GoTrue's e-mail OTP lifetime (config.toml `[auth.email] otp_expiry`, 3600 s;
-- the local backend's `otpExpiry`), for the e-mail to say.
create function private.auth_link_minutes()
returns integer
language sql
immutable
set search_path = ''
as $$ select 60 $$;

create function public.auth_send_email_hook(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user jsonb := coalesce(event -> 'user', '{}'::jsonb);
  v_data jsonb := coalesce(event -> 'email_data', '{}'::jsonb);
  v_action text := v_data ->> 'email_action_type';
  v_token_hash text := v_data ->> 'token_hash';
  v_email text := nullif(btrim(coalesce(v_user ->> 'email', '')), '');
  v_kind text;
  v_path text;
  v_locale text;
begin
  case v_action
    when 'recovery' then v_kind := 'password_reset'; v_path := '/auth/reset-password';
    when 'signup' then v_kind := 'signup_confirmation'; v_path := '/auth/confirm';
    else
      return jsonb_build_object('error', jsonb_build_object(
        'http_code', 422, 'message', format('This site does not send %s e-mails', coalesce(v_action, 'such'))));
  end case;
  if v_email is null or coalesce(v_token_hash, '') !~ '^[0-9a-f]{16,128}$' then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 400, 'message', 'The e-mail has no recipient or no token'));
  end if;
  -- The customer's language: what they chose, else the language of the page the link returns to, else English.
  v_locale := coalesce(
    case when v_user -> 'user_metadata' ->> 'locale' in ('en', 'ar') then v_user -> 'user_metadata' ->> 'locale' end,
    case when v_data ->> 'redirect_to' ~ '^https?://[^/?#]+/ar(/|$|\?|#)' then 'ar' end,
    'en'
  );
  perform private.enqueue_message(
    v_kind,
    'email',
    v_email,
    v_locale,
    jsonb_build_object(
      'link', private.auth_link_origin(v_data ->> 'redirect_to', v_data ->> 'site_url') || v_path
        || '?token_hash=' || v_token_hash || '&type=' || v_action,
      'email', v_email,
      'expires_in_minutes', private.auth_link_minutes()
    ),
    now(),
    null,
    v_kind || ':' || v_token_hash
  );
  return '{}'::jsonb;
end;
$$;

comment on function public.auth_send_email_hook(jsonb) is
  'GoTrue''s Send Email hook: puts the password reset or sign-up confirmation e-mail into the outbox.';

-- Only the auth service calls it: never the Data API's roles (it would let anyone send e-mails).
revoke execute on function public.auth_send_email_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.auth_send_email_hook(jsonb) to supabase_auth_admin;

revoke execute on all functions in schema private from public, anon, authenticated;
