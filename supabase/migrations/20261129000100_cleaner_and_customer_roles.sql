-- Roles grow from admin and user to admin, cleaner and customer (besides the default 'user'): a cleaner works the
-- jobs of their team on the crew's page; a customer has an account for their own bookings. get_user_role answers
-- them as it answers admin and user (the role of the user's row, 'user' without one), so nothing changes for those.
--
-- A migration of its own: a new enum value cannot be used in the transaction that adds it, and each migration is
-- applied in one transaction. `if not exists`: the customer accounts' migration may add 'customer' too.
alter type public.app_role add value if not exists 'cleaner';
alter type public.app_role add value if not exists 'customer';
