import { errorMessage } from '@sparkle/machines';
import { ImageIcon, InboxItem, InboxList, Link, Pager, Text, VisuallyHidden } from '@sparkle/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { section } from '../AdminShell.css';
import { loadPhotoPage } from '../adminData';
import { fileSize, timestamp } from '../format';
import { adminKeys } from '../queryClient';
import { adminTexts } from '../texts';
import { QueryState, SectionHeader } from './SectionParts';

const t = adminTexts.photos;
const pageSize = 24;

/**
 * /admin/photos (docs/decisions.md, Security and abuse): the photos visitors shared on the gallery page, newest first,
 * paged in the database. The bucket is private: each image is shown and downloaded through a signed URL that only an
 * admin's session can obtain, valid for an hour.
 */
export function PhotosPage() {
  const [page, setPage] = useState(1);
  const photos = useQuery({
    queryKey: [...adminKeys.photos, page],
    queryFn: () => loadPhotoPage({ page, pageSize }),
    // Signed URLs last an hour; fetch them again well before.
    staleTime: 10 * 60_000,
  });
  return (
    <div className={section}>
      <SectionHeader title={t.title} id="admin-section-title">
        {t.intro}
      </SectionHeader>
      <QueryState query={photos} what="photos" loadingText={t.loading}>
        {photos.isError ? <p role="alert">{adminTexts.loadFailed('photos', errorMessage(photos.error))}</p> : null}
        <InboxList aria-label={t.listLabel} emptyText={t.empty} layout="grid">
          {(photos.data?.rows ?? []).map((photo) => (
            <InboxItem
              key={photo.id}
              headingLevel={2}
              title={photo.file_name}
              time={timestamp(photo.created_at)}
              media={
                photo.url ? (
                  <Link href={photo.url} newTab>
                    <img src={photo.url} alt={photo.file_name} loading="lazy" decoding="async" />
                  </Link>
                ) : (
                  <Text as="span" tone="secondary">
                    <ImageIcon aria-hidden="true" /> {t.unavailable}
                  </Text>
                )
              }
              details={[
                { label: t.size, value: fileSize(photo.file_size) },
                { label: t.type, value: photo.file_type },
              ]}
              actions={
                photo.url ? (
                  <Link
                    href={`${photo.url}${photo.url.includes('?') ? '&' : '?'}download=${encodeURIComponent(photo.file_name)}`}
                  >
                    {t.download}
                    <VisuallyHidden> {photo.file_name}</VisuallyHidden>
                  </Link>
                ) : undefined
              }
            />
          ))}
        </InboxList>
        <Pager
          label={`${t.listLabel}: pages`}
          page={page}
          pageSize={pageSize}
          total={photos.data?.total ?? 0}
          onPageChange={setPage}
          loading={photos.isFetching}
        />
      </QueryState>
    </div>
  );
}
