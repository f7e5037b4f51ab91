-- Storage buckets and their policies (docs/decisions.md, Security and abuse; docs/product.md, Editing the pages in
-- place).
--
-- The limits live in the buckets themselves: the storage server checks `file_size_limit` and
-- `allowed_mime_types` before it writes anything, so a client that skips the browser's checks is refused.
-- Who may do what is decided by the policies on storage.objects, evaluated as the request's role.
-- Admin checks use public.has_role (security definer, created in 20261122000100).

-- uploads: visitors' project photos. Private: anyone may add a photo, only admins see them (signed URLs).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('uploads', 'uploads', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

-- site-images: images admins place on the pages with the inline editors. Public: served by public URL,
-- which does not consult policies; listing and writing stay with admins.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-images', 'site-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do nothing;

-- uploads ------------------------------------------------------------------------------------------------

-- The site uploads to `uploads/{timestamp}-{random}.{ext}`: exactly one folder level, named `uploads`.
create policy "Anyone can upload a photo to uploads/"
  on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'uploads'
    and (storage.foldername(name))[1] = 'uploads'
    and array_length(storage.foldername(name), 1) = 1
  );

create policy "Admins can list and read uploads"
  on storage.objects for select to authenticated
  using (bucket_id = 'uploads' and public.has_role(auth.uid(), 'admin'));

create policy "Admins can delete uploads"
  on storage.objects for delete to authenticated
  using (bucket_id = 'uploads' and public.has_role(auth.uid(), 'admin'));

-- site-images --------------------------------------------------------------------------------------------

create policy "Admins can list site images"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-images' and public.has_role(auth.uid(), 'admin'));

create policy "Admins can add site images"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'site-images' and public.has_role(auth.uid(), 'admin'));

create policy "Admins can replace site images"
  on storage.objects for update to authenticated
  using (bucket_id = 'site-images' and public.has_role(auth.uid(), 'admin'))
  with check (bucket_id = 'site-images' and public.has_role(auth.uid(), 'admin'));

create policy "Admins can delete site images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'site-images' and public.has_role(auth.uid(), 'admin'));
