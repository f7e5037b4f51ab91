-- A record in uploaded_files must name a photo its sender uploaded.
--
-- Anyone may record an upload, and the record used to be able to name any path at all: a visitor could fill the
-- admins' photo list with paths to nothing, or to someone else's photos. Now the database checks, when a record is
-- inserted, that the path is an object in the private `uploads` bucket, uploaded within the last hour by the same
-- signed-in user (storage.objects.owner), or for a visitor's upload, from the same client (the hashed address the
-- upload came from, as the API gateway reports it), and not recorded before. Size and type are taken from the
-- stored object. All of it runs in the database, so it holds on hosted Supabase as well.

-- Helpers that are nobody's API: a schema the Data API does not expose and clients cannot use.
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Internal tables and functions for checks and limits. Not exposed by the Data API.';

-- A salt for hashing client addresses, made once per database, so stored keys do not give the address back.
create table private.secrets (
  name text primary key,
  value text not null
);
revoke all on private.secrets from public;
insert into private.secrets (name, value)
values ('client_key_salt', encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex'))
on conflict (name) do nothing;

-- The client's address as the API gateway reports it: the last entry of x-forwarded-for in the request headers
-- PostgREST and Storage expose (`request.headers`). The gateway appends the address it saw, so earlier entries
-- are only what the client claims. Null outside an API request (migrations, the service's own work).
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(split_part(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', -1
  )), '')
$$;

-- The client's address, salted and hashed: what is stored and compared, never the address itself.
create function private.client_key()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to(s.value || '|' || a.address, 'UTF8')), 'hex')
  from private.secrets s, (select private.client_address() as address) a
  where s.name = 'client_key_salt' and a.address is not null
$$;

-- True for a client of the API (a visitor or a signed-in user); false for the service role and for database
-- sessions without JWT claims, which the checks and limits leave alone.
create function private.is_api_client()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated')
$$;

-- Where each visitor's upload came from, kept a day (long enough to record it, short enough to hold little).
create table private.upload_origins (
  bucket_id text not null,
  name text not null,
  client_key text not null,
  created_at timestamptz not null default now(),
  primary key (bucket_id, name)
);
revoke all on private.upload_origins from public;

create function private.record_upload_origin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := private.client_key();
begin
  delete from private.upload_origins where created_at < now() - interval '1 day';
  if v_key is not null then
    insert into private.upload_origins (bucket_id, name, client_key)
    values (new.bucket_id, new.name, v_key)
    on conflict (bucket_id, name) do update set client_key = excluded.client_key, created_at = now();
  end if;
  return new;
end;
$$;

create trigger uploads_record_origin
  after insert on storage.objects
  for each row
  when (new.bucket_id = 'uploads')
  execute function private.record_upload_origin();

-- One record per photo.
create unique index uploaded_files_storage_path_key on public.uploaded_files (storage_path);

create function private.check_uploaded_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_object record;
begin
  select o.owner, o.created_at, o.metadata into v_object
  from storage.objects o
  where o.bucket_id = 'uploads' and o.name = new.storage_path;
  if not found then
    raise exception 'No uploaded photo at %', new.storage_path
      using errcode = 'foreign_key_violation',
            hint = 'Upload the photo to the uploads bucket first, then record it.';
  end if;
  if private.is_api_client() then
    if v_object.created_at < now() - interval '1 hour'
       or not (
         (v_object.owner is not null and v_object.owner = auth.uid())
         or (v_object.owner is null and exists (
           select 1 from private.upload_origins u
           where u.bucket_id = 'uploads' and u.name = new.storage_path and u.client_key = private.client_key()
         ))
       ) then
      raise exception 'The photo at % was uploaded in another visit', new.storage_path
        using errcode = 'insufficient_privilege',
              hint = 'A photo can be recorded within an hour of its upload, by whoever uploaded it.';
    end if;
  end if;
  -- The record says what was stored.
  new.file_size := coalesce((v_object.metadata ->> 'size')::bigint, new.file_size);
  new.file_type := coalesce(v_object.metadata ->> 'mimetype', new.file_type);
  return new;
end;
$$;

create trigger uploaded_files_check_object
  before insert on public.uploaded_files
  for each row execute function private.check_uploaded_file();

revoke execute on all functions in schema private from public, anon, authenticated;
