-- What Supabase's database linter (splinter) warned about in our schema, cleared; apps/backend/test/lint.test.ts
-- asserts the same from the catalog so that it stays so.

-- Unindexed foreign keys: deleting a user (on delete set null) scanned these tables whole.
create index contact_messages_handled_by_idx on public.contact_messages (handled_by);
create index site_content_updated_by_idx on public.site_content (updated_by);

-- A table without a primary key. The events are only ever counted and deleted by age; a surrogate key is enough.
alter table private.rate_limit_events add column id bigint generated always as identity primary key;

-- Several permissive SELECT policies for `authenticated` on one table: Postgres evaluates every one of them for every
-- row. One policy each, with the same meaning (own row OR admin; or anyone reads, admins write).

drop policy "Users read their own profile" on public.profiles;
drop policy "Admins read all profiles" on public.profiles;
create policy "Users read their own profile, admins every profile"
  on public.profiles for select to authenticated
  using (coalesce(id = (select auth.uid()), false) or public.has_role((select auth.uid()), 'admin'));

drop policy "Users read their own role" on public.user_roles;
drop policy "Admins read all roles" on public.user_roles;
create policy "Users read their own role, admins every role"
  on public.user_roles for select to authenticated
  using (coalesce(user_id = (select auth.uid()), false) or public.has_role((select auth.uid()), 'admin'));

-- closed_days, price_options and price_extras: "Anyone reads" already lets admins read; "Admins manage" (FOR ALL)
-- becomes the three writes it was for.
drop policy "Admins manage closed days" on public.closed_days;
create policy "Admins add closed days" on public.closed_days for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change closed days" on public.closed_days for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins remove closed days" on public.closed_days for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

drop policy "Admins manage price options" on public.price_options;
create policy "Admins add price options" on public.price_options for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change price options" on public.price_options for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins remove price options" on public.price_options for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

drop policy "Admins manage price extras" on public.price_extras;
create policy "Admins add price extras" on public.price_extras for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins change price extras" on public.price_extras for update to authenticated
  using (public.has_role((select auth.uid()), 'admin')) with check (public.has_role((select auth.uid()), 'admin'));
create policy "Admins remove price extras" on public.price_extras for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- has_role's own lookup of the caller, NULL-safe like every other comparison with auth.uid().
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
    or exists (
      select 1 from public.user_roles where coalesce(user_id = (select auth.uid()), false) and role = 'admin'
    )
  )
$$;
