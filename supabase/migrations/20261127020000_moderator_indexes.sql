-- Foreign keys to the admin who last changed a row: an index each, so that deleting a user (which sets these to
-- null) does not scan the whole table, and so the schema keeps its rule that every foreign key is indexed.
create index reviews_moderated_by_idx on public.reviews (moderated_by);
create index account_settings_updated_by_idx on public.account_settings (updated_by);
