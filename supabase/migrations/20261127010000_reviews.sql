-- Reviews from real customers. When an admin marks a booking done, the database makes a private review link (a random
-- token, stored only as its SHA-256, expiring, as the manage link) and a review request goes into the outbox, to go
-- out two hours later, in the same transaction as the status change. The customer opens /review/<token>, gives 1 to 5
-- stars, a comment and, if they like, a photo; one review per booking, only for a booking that is done. A new review
-- waits for an admin, who approves or rejects it; approved reviews are public with the customer's first name and
-- community only, and their average rating goes into the site's structured data. (The outbox and the trigger that
-- writes a booking's messages are the outbox migration's; this one gives it the review request's link.)
--
-- The numbers mirror `@sparkle/company/reviews` (supabase/functions/_shared/reviews.ts); apps/backend/test/reviews.test.ts
-- fails when the two disagree.
--
-- Photos: a private bucket, `review-photos`, with the gallery's limits (5 MB; JPEG, PNG, WebP, GIF). A link may put at
-- most three photos in its own folder (named by the request's id, which only the token reveals). A photo is seen by
-- admins only, through signed URLs, approved or not: a photo of someone's home is not published. Approved reviews show
-- their text and stars.
--
-- How a refusal reads (PostgREST error body `code` / `details`):
--   PT404 HTTP 404, details = 'notFound' (no such link) or 'expired' (the link is more than 30 days old).
--   PT409 HTTP 409, details = 'reviewed': this booking has a review already.
--   23514 check_violation, HTTP 400, details = 'rating', 'comment', 'photo', 'locale' (the value that is wrong), or
--         'notDone' (the booking is no longer marked done).
--   22023 invalid_parameter_value, HTTP 400, details = 'status' (admins: an unknown review status).
--   42501 HTTP 403 (401 for a visitor): not an admin.

-- The rules --------------------------------------------------------------------------------------------------------

create function private.review_rules()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'minRating', 1,
    'maxRating', 5,
    'commentMaxLength', 1000,
    'requestDelayHours', 2,
    'linkDays', 30,
    'photosPerLink', 3,
    'shownOnHome', 3,
    'shownOnTestimonials', 24
  )
$$;

-- reviewFirstName of reviews.ts: the first word of the name the customer booked with.
create function private.review_first_name(_name text)
returns text
language sql
immutable
set search_path = ''
as $$ select (regexp_split_to_array(btrim(coalesce(_name, '')), '\s+'))[1] $$;

-- Review links ------------------------------------------------------------------------------------------------------

create table public.review_requests (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  -- Names the folder of the link's photos; revealed only to whoever holds the token.
  id uuid not null default gen_random_uuid() constraint review_requests_id_key unique,
  token_hash bytea not null constraint review_requests_token_hash_key unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  reviewed_at timestamptz
);

comment on table public.review_requests is
  'One review link per booking marked done: the token is stored only as its sha256. Written by the database only.';

alter table public.review_requests enable row level security;
revoke all on public.review_requests from anon, authenticated;

-- Reviews -----------------------------------------------------------------------------------------------------------

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade
    constraint reviews_booking_id_key unique,
  rating smallint not null constraint reviews_rating_check check (rating between 1 and 5),
  comment text not null constraint reviews_comment_check check (length(btrim(comment)) between 1 and 1000),
  -- In the private review-photos bucket, inside the link's folder.
  photo_path text,
  -- What the public sees of the customer, taken from the booking when the review is sent.
  first_name text not null constraint reviews_first_name_check check (length(first_name) between 1 and 100),
  community text,
  locale text not null default 'en' constraint reviews_locale_check check (locale in ('en', 'ar')),
  status text not null default 'pending'
    constraint reviews_status_check check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  moderated_at timestamptz,
  moderated_by uuid references auth.users (id) on delete set null
);

create index reviews_status_idx on public.reviews (status, created_at desc);

comment on table public.reviews is
  'Reviews sent through a review link (submit_review). Admins read them and approve or reject them '
  '(admin_moderate_review); the public sees approved ones through published_reviews and review_summary.';

alter table public.reviews enable row level security;
create policy "Admins read reviews" on public.reviews for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));
revoke all on public.reviews from anon, authenticated;
grant select on public.reviews to authenticated;

-- The request: made when a booking is marked done -------------------------------------------------------------------

-- The outbox migration's booking trigger writes the review request when a booking becomes 'completed' (two hours
-- later, in the customer's language, by e-mail and, when the company uses it, WhatsApp) with this payload. This makes
-- the booking's review link the first time, and answers null afterwards: marking a job done again sends nothing more.
create or replace function private.review_request_payload(_booking public.bookings)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text;
  v_expires timestamptz := private.booking_now() + make_interval(days => (private.review_rules() ->> 'linkDays')::integer);
begin
  if exists (select 1 from public.review_requests where booking_id = _booking.id) then
    return null;
  end if;
  v_token := private.new_manage_token();
  insert into public.review_requests (booking_id, token_hash, expires_at)
  values (_booking.id, private.manage_token_hash(v_token), v_expires);
  return jsonb_build_object(
    'review_path', case when coalesce(to_jsonb(_booking) ->> 'locale', 'en') = 'ar' then '/ar' else '' end
      || '/review/' || v_token,
    'first_name', private.review_first_name(_booking.name),
    'reference', _booking.reference,
    'service', _booking.service,
    'date', _booking.date,
    'time_slot', _booking.time_slot,
    'expires_at', v_expires
  );
end;
$$;

-- The link: what the review page reads, and the review it sends ------------------------------------------------------

-- The request a token opens; PT404 for a wrong token or an expired one.
create function private.review_request_by_token(_token text)
returns public.review_requests
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_request public.review_requests%rowtype;
begin
  if _token is null or length(_token) not between 16 and 200 then
    raise sqlstate 'PT404' using message = 'Review link not found', detail = 'notFound';
  end if;
  select * into v_request from public.review_requests where token_hash = private.manage_token_hash(_token);
  if not found then
    raise sqlstate 'PT404' using message = 'Review link not found', detail = 'notFound';
  end if;
  if v_request.expires_at <= private.booking_now() then
    raise sqlstate 'PT404' using message = 'This review link has expired', detail = 'expired';
  end if;
  return v_request;
end;
$$;

-- What the review page shows: whom it greets, which job, and whether the review was sent already.
create function public.review_request_get(_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_request public.review_requests%rowtype := private.review_request_by_token(_token);
  v_booking public.bookings%rowtype;
begin
  select * into v_booking from public.bookings where id = v_request.booking_id;
  return jsonb_build_object(
    'request_id', v_request.id,
    'first_name', private.review_first_name(v_booking.name),
    'service', v_booking.service,
    'date', v_booking.date,
    'reviewed', exists (select 1 from public.reviews where booking_id = v_request.booking_id),
    'photo_folder', v_request.id::text
  );
end;
$$;

create function public.submit_review(
  _token text,
  _rating integer,
  _comment text,
  _photo_path text default null,
  _locale text default 'en'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_request public.review_requests%rowtype := private.review_request_by_token(_token);
  v_booking public.bookings%rowtype;
  v_rules jsonb := private.review_rules();
  v_comment text := btrim(coalesce(_comment, ''));
  v_photo text := nullif(btrim(coalesce(_photo_path, '')), '');
  v_review public.reviews%rowtype;
begin
  -- One at a time per booking: two tabs sending at once give one review and a 409.
  select * into v_booking from public.bookings where id = v_request.booking_id for update;
  if exists (select 1 from public.reviews where booking_id = v_booking.id) then
    raise sqlstate 'PT409' using message = 'This booking has been reviewed already', detail = 'reviewed';
  end if;
  if v_booking.status <> 'completed' then
    raise exception 'Only a finished job can be reviewed'
      using errcode = 'check_violation', detail = 'notDone';
  end if;
  if _rating is null or _rating not between (v_rules ->> 'minRating')::integer and (v_rules ->> 'maxRating')::integer then
    raise exception 'Give a rating from % to % stars', v_rules ->> 'minRating', v_rules ->> 'maxRating'
      using errcode = 'check_violation', constraint = 'reviews_rating_check', detail = 'rating';
  end if;
  if length(v_comment) not between 1 and (v_rules ->> 'commentMaxLength')::integer then
    raise exception 'Write a comment of at most % characters', v_rules ->> 'commentMaxLength'
      using errcode = 'check_violation', constraint = 'reviews_comment_check', detail = 'comment';
  end if;
  if coalesce(_locale, '') not in ('en', 'ar') then
    raise exception 'Unknown language %', _locale
      using errcode = 'check_violation', constraint = 'reviews_locale_check', detail = 'locale';
  end if;
  if v_photo is not null and not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'review-photos' and o.name = v_photo
      and (storage.foldername(o.name))[1] = v_request.id::text
      and array_length(storage.foldername(o.name), 1) = 1
  ) then
    raise exception 'The photo was not uploaded with this review link'
      using errcode = 'check_violation', detail = 'photo';
  end if;

  insert into public.reviews (booking_id, rating, comment, photo_path, first_name, community, locale)
  values (v_booking.id, _rating, v_comment, v_photo, private.review_first_name(v_booking.name),
          nullif(btrim(v_booking.community), ''), _locale)
  returning * into v_review;
  update public.review_requests set reviewed_at = now() where booking_id = v_booking.id;
  return jsonb_build_object('status', v_review.status);
end;
$$;

revoke execute on function public.review_request_get(text),
  public.submit_review(text, integer, text, text, text) from public;
grant execute on function public.review_request_get(text),
  public.submit_review(text, integer, text, text, text) to anon, authenticated, service_role;

-- What the public sees ----------------------------------------------------------------------------------------------

-- The newest approved reviews, with the customer's first name and community only.
create function public.published_reviews(_limit integer default 24)
returns table (
  id uuid,
  first_name text,
  community text,
  rating smallint,
  comment text,
  locale text,
  published_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.first_name, r.community, r.rating, r.comment, r.locale, r.moderated_at
  from public.reviews r
  where r.status = 'approved'
  order by r.moderated_at desc, r.id
  limit least(greatest(coalesce(_limit, 24), 1), 100)
$$;

-- How many approved reviews there are and their average rating (one decimal; null without reviews), and when an admin
-- last approved or rejected one (null when none is): a server that shows the reviews polls this one row and reads the
-- reviews again only when it changed (an approval or a rejection moves `changed_at`, putting one back changes the count).
create function public.review_summary()
returns table (review_count integer, average_rating numeric, changed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) filter (where r.status = 'approved')::integer,
         round(avg(r.rating) filter (where r.status = 'approved'), 1),
         max(r.moderated_at)
  from public.reviews r
$$;

revoke execute on function public.published_reviews(integer), public.review_summary() from public;
grant execute on function public.published_reviews(integer), public.review_summary()
  to anon, authenticated, service_role;

-- The back office ---------------------------------------------------------------------------------------------------

create function public.admin_reviews(
  _status text default null,
  _limit integer default 25,
  _offset integer default 0
)
returns table (
  id uuid,
  booking_id uuid,
  reference text,
  service text,
  date date,
  customer_name text,
  email text,
  first_name text,
  community text,
  rating smallint,
  comment text,
  photo_path text,
  locale text,
  status text,
  created_at timestamptz,
  moderated_at timestamptz,
  moderated_by_email text,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if _status is not null and _status not in ('pending', 'approved', 'rejected') then
    raise exception 'Unknown review status %', _status
      using errcode = 'invalid_parameter_value', detail = 'status';
  end if;
  return query
    select r.id, r.booking_id, b.reference, b.service, b.date, b.name, b.email, r.first_name, r.community,
           r.rating, r.comment, r.photo_path, r.locale, r.status, r.created_at, r.moderated_at, p.email,
           count(*) over ()
    from public.reviews r
    join public.bookings b on b.id = r.booking_id
    left join public.profiles p on p.id = r.moderated_by
    where _status is null or r.status = _status
    order by r.created_at desc, r.id
    limit private.page_limit(_limit) offset private.page_offset(_offset);
end;
$$;

comment on function public.admin_reviews(text, integer, integer) is
  'Admins: reviews, newest first, by status (pending, approved, rejected; null = all), paged with total_count.';

-- Approves or rejects a review (or puts it back to pending); records who and when.
create function public.admin_moderate_review(_id uuid, _status text)
returns table (id uuid, status text, moderated_at timestamptz, moderated_by uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if _status is null or _status not in ('pending', 'approved', 'rejected') then
    raise exception 'A review is pending, approved or rejected'
      using errcode = 'invalid_parameter_value', detail = 'status';
  end if;
  return query
    update public.reviews r
    set status = _status,
        moderated_at = case when _status = 'pending' then null else now() end,
        moderated_by = case when _status = 'pending' then null else auth.uid() end
    where r.id = _id
    returning r.id, r.status, r.moderated_at, r.moderated_by;
  if not found then
    raise sqlstate 'PT404' using message = 'Review not found', detail = 'notFound';
  end if;
end;
$$;

comment on function public.admin_moderate_review(uuid, text) is
  'Admins: approve or reject a review (or set it back to pending).';

revoke execute on function public.admin_reviews(text, integer, integer), public.admin_moderate_review(uuid, text)
  from public, anon;
grant execute on function public.admin_reviews(text, integer, integer), public.admin_moderate_review(uuid, text)
  to authenticated, service_role;

-- Photos ------------------------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('review-photos', 'review-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

-- A photo may go into `<request id>/<file>` while that link is open and has sent no review, three per link.
create function public.review_photo_allowed(_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select array_length(storage.foldername(_name), 1) = 1
    and exists (
      select 1 from public.review_requests r
      where r.id::text = (storage.foldername(_name))[1]
        and r.reviewed_at is null
        and r.expires_at > private.booking_now()
    )
    and (
      select count(*) from storage.objects o
      where o.bucket_id = 'review-photos' and (storage.foldername(o.name))[1] = (storage.foldername(_name))[1]
    ) < (private.review_rules() ->> 'photosPerLink')::integer
$$;

revoke execute on function public.review_photo_allowed(text) from public;
grant execute on function public.review_photo_allowed(text) to anon, authenticated, service_role;

create policy "A review link may add its photos"
  on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'review-photos' and public.review_photo_allowed(name));

create policy "Admins can read review photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'review-photos' and public.has_role(auth.uid(), 'admin'));

create policy "Admins can delete review photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'review-photos' and public.has_role(auth.uid(), 'admin'));

revoke execute on all functions in schema private from public, anon, authenticated;
