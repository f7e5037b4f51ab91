-- Who the admins are is nobody else's business.
--
-- site_content.updated_by held an admin's user id readable by anyone, and has_role() answered "is this user an
-- admin?" for any user id to any signed-in caller. Both told a stranger exactly whose account to attack.

-- site_content: visitors and users read the content, never who wrote it. Column privileges, because the site reads
-- the table with a plain `select=key,value,image_path` and RLS cannot hide a column. The service role keeps
-- everything; admins write as before (the trigger stamps updated_by, no one needs to read it back).
-- updated_at and updated_by are the database's to write (trigger stamp_site_content), so no client may send them
-- either: an upsert naming updated_by would also have to read it (ON CONFLICT ... SET updated_by = excluded...).
revoke select, insert, update on public.site_content from anon, authenticated;
grant select (key, value, image_path, updated_at) on public.site_content to anon, authenticated;
grant insert (key, value, image_path), update (key, value, image_path) on public.site_content to authenticated;

-- has_role: the same yes/no the policies rely on, but only about the caller itself (auth.uid()), unless the caller
-- is an admin, or is not a client of the API at all (the service role, or a database session without JWT claims:
-- migrations, the auth service's triggers). About anyone else a non-admin gets false, as if there were no record.
-- Policies call it as has_role(auth.uid(), ...), so they behave exactly as before.
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
    _user_id = (select auth.uid())
    or coalesce((select auth.role()), '') not in ('anon', 'authenticated')
    or exists (select 1 from public.user_roles where user_id = (select auth.uid()) and role = 'admin')
  )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when _user_id has _role; clients learn it only about themselves (auth.uid()) unless they are admins.';

-- get_user_role already runs with the caller's rights, so RLS on user_roles limits it to the caller's own row (or
-- every row for an admin); a visitor or another user gets 'user'. Said here so nobody "fixes" it into a definer.
comment on function public.get_user_role(uuid) is
  'The role of _user_id as the caller may see it (security invoker: RLS on user_roles); ''user'' when unseen.';
