-- One door for bookings: visitors and users book through request_booking, and only through it.
--
-- A direct insert into public.bookings skipped what request_booking checks before it inserts (a phone in E.164, a
-- community, a building, a property), got no manage token (so the customer had no link to see, move or cancel the
-- booking), and without a property it was stored without a price. Two ways to make the doors equal were possible:
-- move every check of request_booking into the table's triggers, or close the table to visitors and users. Closed,
-- because a trigger cannot hand the token back: a visitor may not read the row it inserted (return=minimal, no SELECT
-- policy), so a booking made through the table would always be a booking without its link. request_booking is
-- security definer and inserts as the table's owner, so it needs no grant; every trigger (slot rules, price, rate
-- limit, spam, crews, history) still runs for it. A direct insert by a visitor or a user now answers 42501
-- ('permission denied for table bookings', HTTP 401 for a visitor, 403 for a user) and stores nothing. The service
-- role (admin tools, seeds, tests) still inserts directly, and the triggers apply to it as before.
--
-- Contact messages have one door already, the table insert, and one set of checks on it: the constraints (name,
-- e-mail, message), the rate limit and the spam trigger, whoever sends it. A client can fill only the form's columns
-- (name, email, message, honeypot, fill_ms); what the database decides (spam_reason, handled_at, handled_by,
-- created_at) it cannot send.

drop policy "Anyone can request a booking" on public.bookings;
-- Revoking INSERT on the table takes the column grants of the earlier migrations with it.
revoke insert on public.bookings from anon, authenticated;

comment on table public.bookings is
  'Bookings. Visitors and users book through request_booking (the only door for them); admins read and set the status.';
