-- Comparisons with auth.uid() that hold when it is NULL, and upload records that refuse instead of rewriting.
--
-- auth.uid() is NULL for a visitor. `owner = auth.uid()` is then NULL, not false, and `not (NULL or false)` is NULL,
-- which an IF treats as "no": private.check_uploaded_file let a visitor record a signed-in user's upload (and the
-- owner's own record then failed as a duplicate). Every check that compares auth.uid() now says what it means when
-- it is NULL (`coalesce(… = auth.uid(), false)`), so a NULL can only ever refuse. apps/backend/test/lint.test.ts
-- fails on a policy or function of ours that compares auth.uid() without it.
--
-- An upload record now refuses what does not match the stored object (HTTP 400, `details` the field: 'file_size',
-- 'file_type') instead of quietly taking the object's values, and a path with no object answers PT404 (HTTP 404,
-- `details` 'storage_path'), not 23503: there is no foreign key, only nothing uploaded there.

create or replace function private.check_uploaded_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_object record;
  v_uid uuid := auth.uid();
  v_theirs boolean;
begin
  select o.owner, o.created_at, o.metadata into v_object
  from storage.objects o
  where o.bucket_id = 'uploads' and o.name = new.storage_path;
  if not found then
    raise sqlstate 'PT404' using
      message = format('No uploaded photo at %s', new.storage_path),
      detail = 'storage_path',
      hint = 'Upload the photo to the uploads bucket first, then record it.';
  end if;
  if private.is_api_client() then
    -- A signed-in user's upload is theirs alone; a visitor's upload (no owner) belongs to the client it came from.
    -- Both comparisons are false, never NULL, when the caller has no user id or no known address.
    if v_object.owner is not null then
      v_theirs := coalesce(v_object.owner = v_uid, false);
    else
      v_theirs := coalesce((
        select true from private.upload_origins u
        where u.bucket_id = 'uploads' and u.name = new.storage_path and u.client_key = private.client_key()
      ), false);
    end if;
    if not v_theirs or v_object.created_at < now() - interval '1 hour' then
      raise exception 'The photo at % was uploaded in another visit', new.storage_path
        using errcode = 'insufficient_privilege',
              hint = 'A photo can be recorded within an hour of its upload, by whoever uploaded it.';
    end if;
  end if;
  -- The record says what was stored: a different size or type is a mistake (or a lie) the client hears about.
  if (v_object.metadata ->> 'size') is not null and new.file_size is distinct from (v_object.metadata ->> 'size')::bigint then
    raise exception 'The file size % is not the stored photo''s (% bytes)', new.file_size, v_object.metadata ->> 'size'
      using errcode = 'check_violation', constraint = 'uploaded_files_file_size_check', detail = 'file_size',
            hint = 'Send the size of the file as uploaded.';
  end if;
  if (v_object.metadata ->> 'mimetype') is not null and new.file_type is distinct from v_object.metadata ->> 'mimetype' then
    raise exception 'The file type % is not the stored photo''s (%)', new.file_type, v_object.metadata ->> 'mimetype'
      using errcode = 'check_violation', constraint = 'uploaded_files_file_type_check', detail = 'file_type',
            hint = 'Send the type of the file as uploaded.';
  end if;
  return new;
end;
$$;

-- has_role: about anyone else than the caller, a client of the API that is no admin gets false. `_user_id =
-- auth.uid()` was NULL for a visitor, which made the whole answer NULL instead of false.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = _user_id and role = _role
  )
  and (
    coalesce(_user_id = (select auth.uid()), false)
    or coalesce((select auth.role()), '') not in ('anon', 'authenticated')
    or exists (select 1 from public.user_roles where user_id = (select auth.uid()) and role = 'admin')
  )
$$;

-- Never the last admin, never yourself: "yourself" compared NULL-safely (a caller without a user id is nobody).
create or replace function private.keep_an_admin()
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
  if private.is_api_client() and coalesce(old.user_id = auth.uid(), false) then
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

create or replace function public.revoke_admin(_user_id uuid)
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
  if private.is_api_client() and coalesce(_user_id = auth.uid(), false) then
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

revoke execute on all functions in schema private from public, anon, authenticated;
