-- The platform that a hosted Supabase project provides before any migration runs (docs/supabase-contract.md §9):
-- the API roles, the grants migrations silently rely on, the parts of the `auth` and `storage` schemas that
-- apps touch, the `supabase_realtime` publication and the CLI's migration history table.
-- Idempotent: it runs on every start, before the migrations. Nothing app-specific belongs here; that is
-- what supabase/migrations is for.

-- Roles --------------------------------------------------------------------------------------------------
-- Roles belong to the whole cluster: on a PostgreSQL server several databases (the test suite's, one per test
-- file) may bootstrap at the same moment, so each role and membership is created only when missing, and one that
-- another session created meanwhile is taken as it is.
do $$
declare
  v_role record;
begin
  for v_role in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'noinherit login'),
      -- The role the auth service works as; GoTrue calls Postgres hooks (auth.hook.*) as it.
      ('supabase_auth_admin', 'nologin noinherit')
    ) as wanted (name, options)
  loop
    if not exists (select 1 from pg_roles where rolname = v_role.name) then
      begin
        execute format('create role %I %s', v_role.name, v_role.options);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- The roles a request may switch to are exactly those `authenticator` is a member of, as with PostgREST.
  for v_role in select unnest(array['anon', 'authenticated', 'service_role']) as name loop
    if not exists (
      select 1 from pg_auth_members m
      join pg_roles r on r.oid = m.roleid join pg_roles a on a.oid = m.member
      where r.rolname = v_role.name and a.rolname = 'authenticator'
    ) then
      begin
        execute format('grant %I to authenticator', v_role.name);
      exception when unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- Hosted grants: RLS, not table privileges, is what limits the API roles.
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- auth ------------------------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id, revoked);

-- Wrong e-mail codes per user (the local auth service's own: five void the code, so it cannot be guessed).
create table if not exists auth.otp_failures (
  user_id uuid primary key references auth.users (id) on delete cascade,
  failures integer not null default 0,
  updated_at timestamptz
);

-- Supabase's definitions: the per-claim GUCs first (legacy), then the claims JSON.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- storage ---------------------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  avif_autodetection boolean default false,
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant all on all tables in schema storage to anon, authenticated, service_role;
grant all on all functions in schema storage to anon, authenticated, service_role;

-- realtime --------------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- The Supabase CLI's migration history.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
