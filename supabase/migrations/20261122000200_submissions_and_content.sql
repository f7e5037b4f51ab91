-- What visitors send (bookings, contact messages, records of gallery uploads) and what admins edit (site
-- content). Visitors may only insert submissions, and only the columns a form fills; the database checks
-- the values, so a client that skips the form's checks is refused all the same. Admins read everything.

-- Bookings ---------------------------------------------------------------------------------------------------
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  service text not null
    constraint bookings_service_check check (service in ('residential', 'office', 'deep', 'movein', 'carpet')),
  date date not null,
  time_slot text not null
    constraint bookings_time_slot_check check (time_slot in (
      '08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM',
      '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM', '06:00 PM', '07:00 PM'
    )),
  name text not null constraint bookings_name_check check (length(btrim(name)) between 1 and 200),
  phone text not null constraint bookings_phone_check check (length(btrim(phone)) between 3 and 40 and phone ~ '[0-9]'),
  email text not null
    constraint bookings_email_check check (length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  address text not null constraint bookings_address_check check (length(btrim(address)) between 1 and 2000),
  status text not null default 'pending'
    constraint bookings_status_check check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
  created_at timestamptz not null default now()
);

create index bookings_created_at_idx on public.bookings (created_at desc);

comment on table public.bookings is 'Booking requests from the book-now form. Anyone inserts; admins read and set the status.';

-- "Not before today" depends on the day, so it cannot be a CHECK constraint (it would also refuse status
-- changes on last week's bookings). Checked when a booking is made or its date changes, in Dubai time.
create function public.check_booking_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.date < (now() at time zone 'Asia/Dubai')::date then
    raise exception 'Booking date % is in the past', new.date
      using errcode = 'check_violation',
            constraint = 'bookings_date_check',
            hint = 'Choose today or a later date (Asia/Dubai).';
  end if;
  return new;
end;
$$;

create trigger bookings_date_not_past
  before insert or update of date on public.bookings
  for each row execute function public.check_booking_date();

-- Contact messages -------------------------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contact_messages_name_check check (length(btrim(name)) between 1 and 200),
  email text not null
    constraint contact_messages_email_check check (length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  message text not null constraint contact_messages_message_check check (length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

comment on table public.contact_messages is 'Messages from the contact form. Anyone inserts; admins read.';

-- Uploaded files ---------------------------------------------------------------------------------------------
-- A record per gallery photo stored in the private `uploads` bucket; `storage_path` is the object's path in
-- that bucket ('uploads/{timestamp}-{random}.{ext}'). The bucket enforces type and size on the bytes; these
-- checks keep the records honest.
create table public.uploaded_files (
  id uuid primary key default gen_random_uuid(),
  file_name text not null constraint uploaded_files_file_name_check check (length(file_name) between 1 and 255),
  file_size bigint not null constraint uploaded_files_file_size_check check (file_size between 0 and 5242880),
  file_type text not null
    constraint uploaded_files_file_type_check check (file_type in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  storage_path text not null
    constraint uploaded_files_storage_path_check check (storage_path ~ '^uploads/[^[:space:]]+$' and length(storage_path) <= 512),
  created_at timestamptz not null default now()
);

create index uploaded_files_created_at_idx on public.uploaded_files (created_at desc);

comment on table public.uploaded_files is 'Gallery uploads (path inside the uploads bucket). Anyone inserts; admins read.';

-- Site content -----------------------------------------------------------------------------------------------
-- Inline edits by admins: a text value or a reference to an image in the public `site-images` bucket, per key
-- (e.g. 'services.heroTitle', 'services.residential.image').
create table public.site_content (
  key text primary key constraint site_content_key_check check (key ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$'),
  value text constraint site_content_value_check check (length(value) <= 20000),
  image_path text constraint site_content_image_path_check check (length(image_path) <= 512),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint site_content_has_content check (value is not null or image_path is not null)
);

comment on table public.site_content is 'Admin-edited text and image references. Public read, admin write.';

-- Who changed what and when is recorded by the database, not taken from the client.
create function public.stamp_site_content()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;

create trigger site_content_stamp
  before insert or update on public.site_content
  for each row execute function public.stamp_site_content();

-- Row level security -----------------------------------------------------------------------------------------
alter table public.bookings enable row level security;
alter table public.contact_messages enable row level security;
alter table public.uploaded_files enable row level security;
alter table public.site_content enable row level security;

create policy "Anyone can request a booking"
  on public.bookings for insert to anon, authenticated
  with check (status = 'pending');

create policy "Admins read bookings"
  on public.bookings for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins update bookings"
  on public.bookings for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Anyone can send a message"
  on public.contact_messages for insert to anon, authenticated
  with check (true);

create policy "Admins read messages"
  on public.contact_messages for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Anyone can record an upload"
  on public.uploaded_files for insert to anon, authenticated
  with check (true);

create policy "Admins read uploads"
  on public.uploaded_files for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Anyone reads site content"
  on public.site_content for select to anon, authenticated
  using (true);

create policy "Admins add site content"
  on public.site_content for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins change site content"
  on public.site_content for update to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins remove site content"
  on public.site_content for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- Column privileges: a form can only fill the columns it shows (no choosing an id, a status or a date of
-- creation), and an admin changes only a booking's status.
revoke insert, update, delete, truncate on public.bookings from anon, authenticated;
grant insert (service, date, time_slot, name, phone, email, address) on public.bookings to anon, authenticated;
grant update (status) on public.bookings to authenticated;

revoke insert, update, delete, truncate on public.contact_messages from anon, authenticated;
grant insert (name, email, message) on public.contact_messages to anon, authenticated;

revoke insert, update, delete, truncate on public.uploaded_files from anon, authenticated;
grant insert (file_name, file_size, file_type, storage_path) on public.uploaded_files to anon, authenticated;

revoke truncate on public.site_content from anon, authenticated;
revoke insert, update, delete on public.site_content from anon;

-- Admins see new bookings arrive live.
alter publication supabase_realtime add table public.bookings;
