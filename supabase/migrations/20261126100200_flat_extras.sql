-- A booking's extras are a flat list of extras' codes.
--
-- `extras text[]` also holds a two-dimensional array ('{{oven}}'), and the price trigger's FOREACH walks every element
-- of any shape, so `[["oven"]]` was stored in that shape and priced, through request_booking as through an insert.
-- Refused now on every write, whoever writes, with the answer any other wrong extra gets (23514, HTTP 400, `details`
-- 'extras'). The trigger fires by its name after the slot rules and before the price (bookings_extras_flat sorts
-- between bookings_date_not_past and bookings_price), so a bot is refused exactly like a person.

create function private.check_booking_extras_flat()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(array_ndims(new.extras), 1) <> 1 then
    raise exception 'Extras are a list of codes, not a list of lists'
      using errcode = 'check_violation', constraint = 'bookings_extras_check', detail = 'extras',
            hint = 'Send extras as ["fridge", "oven"], codes of public.price_extras.';
  end if;
  return new;
end;
$$;

create trigger bookings_extras_flat
  before insert or update of extras on public.bookings
  for each row execute function private.check_booking_extras_flat();

-- The same rule as a constraint, for writes that run without triggers (seeding with session_replication_role =
-- replica). NOT VALID: a database that stored a nested list before keeps that row; every new write is checked.
alter table public.bookings
  add constraint bookings_extras_flat check (coalesce(array_ndims(extras), 1) = 1) not valid;

revoke execute on function private.check_booking_extras_flat() from public, anon, authenticated;
