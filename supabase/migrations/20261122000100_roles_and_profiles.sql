-- Accounts: a profile per auth user, filled by a trigger at sign-up, and a role per user ('user' unless a
-- record says otherwise). Only admins grant roles; nobody can make themselves admin.

create type public.app_role as enum ('admin', 'user');

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text,
  created_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per auth user, created by handle_new_user(). Readable by the user and by admins.';

-- One role per user: `user_id` is the primary key, so the site's promotion
-- `upsert({ user_id, role: 'admin' }, { onConflict: 'user_id' })` works with or without `onConflict`.
create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.app_role not null default 'user',
  created_at timestamptz not null default now()
);

comment on table public.user_roles is 'A user without a row has the role ''user''. Only admins insert or change rows.';

-- Used by policies. `security definer` so that a policy on user_roles can read user_roles without
-- recursing into its own policies; it answers one yes/no question and nothing else.
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = _user_id and role = _role
  )
$$;

-- Policies only call it for signed-in users; visitors have no business asking who is an admin.
revoke execute on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

-- The role the site shows for a user. Runs with the caller's rights, so RLS decides what it may see:
-- a user learns its own role, an admin anyone's; no record (or none visible) means 'user'.
create function public.get_user_role(_user_id uuid)
returns public.app_role
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select role from public.user_roles where user_id = _user_id),
    'user'::public.app_role
  )
$$;

grant execute on function public.get_user_role(uuid) to anon, authenticated, service_role;

-- Sign-up: copy the e-mail and the full name from the sign-up metadata into a profile. Runs as the auth
-- service inside the sign-up transaction, hence `security definer` with a fixed search_path.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name)
  values (new.id, new.email, nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''))
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep the profile's e-mail and full name in step with later changes to the auth user.
create function public.sync_profile_from_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
  set email = new.email,
      full_name = coalesce(nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''), full_name)
  where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_updated
  after update of email, raw_user_meta_data on auth.users
  for each row
  when (old.email is distinct from new.email or old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function public.sync_profile_from_auth_user();

revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.sync_profile_from_auth_user() from public, anon, authenticated;

-- Row level security -----------------------------------------------------------------------------------------
alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;

create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Admins read all profiles"
  on public.profiles for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Users read their own role"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins read all roles"
  on public.user_roles for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins grant roles"
  on public.user_roles for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins change roles"
  on public.user_roles for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

-- Profiles are written by the triggers only.
revoke insert, update, delete, truncate on public.profiles from anon, authenticated;
revoke insert, update, delete, truncate on public.user_roles from anon;
revoke delete, truncate on public.user_roles from authenticated;
