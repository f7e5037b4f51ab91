import { ImageIcon, InboxItem, InboxList, Link, Text } from '@sparkle/ui';
import type { UploadedPhoto } from './adminData';
import { fileSize, timestamp } from './format';
import { PanelToolbar, RemoteState } from './RemoteState';
import { adminTexts } from './texts';
import type { RemoteData } from './useRemoteData';

const t = adminTexts.photos;

/**
 * DECISIONS §3.3: the photos visitors shared on the gallery page. The bucket is private; each image is shown
 * through a signed URL that only an admin's session can obtain.
 */
export function PhotosPanel({ state, reload }: { state: RemoteData<UploadedPhoto[]>; reload: () => void }) {
  return (
    <>
      <PanelToolbar onReload={reload} />
      <RemoteState state={state} what="photos" loadingText={t.loading} onRetry={reload}>
        <InboxList aria-label={adminTexts.tabs.photos} emptyText={t.empty} layout="grid">
          {(state.data ?? []).map((photo) => (
            <InboxItem
              key={photo.id}
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
            />
          ))}
        </InboxList>
      </RemoteState>
    </>
  );
}
