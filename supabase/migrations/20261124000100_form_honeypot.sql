-- Spam from bots (docs/decisions.md, Security and abuse): the booking and contact forms carry a honeypot (a field
-- people never meet, hidden from sight, from assistive technology and from the keyboard, that bots filling every input
-- do) and report how long the form took to fill in. A submission with something in the honeypot, or reported faster
-- than a person can fill the form in (or not reported at all, as from a bot posting to the API directly), is
-- dropped here, in the database, so that it holds whatever client sends the request: the BEFORE INSERT trigger
-- returns NULL, nothing is stored, and the API answers exactly as for a stored row (PostgREST: 201 with
-- `return=minimal`, what the forms ask for). The bot learns nothing; the site shows its usual success toast.
--
-- BEFORE triggers fire in the order of their names: the date check and the rate limit (`bookings_date_not_past`,
-- `…_rate_limit`) come first, so a bot gets what a person sending the same would get, 429 included, and its attempts
-- count towards its connection's limit.

-- The minimum fill time in milliseconds. The site's MIN_FORM_FILL_MS (apps/site/src/lib/formTiming.ts) is the same
-- number; apps/site/src/lib/formTiming.test.ts keeps the two equal.
create function private.min_form_fill_ms()
returns integer
language sql
immutable
set search_path = ''
as $$ select 3000 $$;

alter table public.bookings
  add column honeypot text,
  add column fill_ms integer;
alter table public.contact_messages
  add column honeypot text,
  add column fill_ms integer;

comment on column public.bookings.honeypot is
  'The form''s honeypot as sent. A booking that has one is never stored (private.drop_form_spam), so stored rows hold NULL.';
comment on column public.bookings.fill_ms is
  'How long the form took to fill in, as the browser reported it (milliseconds); at least private.min_form_fill_ms() for a stored row.';
comment on column public.contact_messages.honeypot is
  'The form''s honeypot as sent. A message that has one is never stored (private.drop_form_spam), so stored rows hold NULL.';
comment on column public.contact_messages.fill_ms is
  'How long the form took to fill in, as the browser reported it (milliseconds); at least private.min_form_fill_ms() for a stored row.';

-- Drops a form submission that looks like a bot's. Only for the API roles of the public (anon, authenticated): the
-- service role and the database's own sessions (migrations, scripts) fill in no forms.
create function private.drop_form_spam()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  if coalesce(btrim(new.honeypot), '') <> ''
     or new.fill_ms is null
     or new.fill_ms < private.min_form_fill_ms() then
    return null; -- not stored; the statement succeeds all the same
  end if;
  new.honeypot := null;
  return new;
end;
$$;

create trigger bookings_spam_filter before insert on public.bookings
  for each row execute function private.drop_form_spam();
create trigger contact_messages_spam_filter before insert on public.contact_messages
  for each row execute function private.drop_form_spam();

-- The forms send the two columns; nobody else writes them.
grant insert (honeypot, fill_ms) on public.bookings to anon, authenticated;
grant insert (honeypot, fill_ms) on public.contact_messages to anon, authenticated;

revoke execute on function private.min_form_fill_ms(), private.drop_form_spam() from public, anon, authenticated;
