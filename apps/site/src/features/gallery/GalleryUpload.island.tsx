import { t } from '@lingui/core/macro';
import { messages } from '@sparkle/machines';
import {
  Button,
  Dropzone,
  formatFileSize,
  UploadArea,
  UploadItemList,
  type UploadListItem,
  VisuallyHidden,
} from '@sparkle/ui';
import { numberFormat } from '@sparkle/ui/intl';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { uploadSection } from '../../content/gallery';
import { currentLocale, intlLocale } from '../../i18n/i18n';
import { machineText } from '../../i18n/machineMessages';
import * as styles from './GalleryPage.css';
import { siteUploadMachine } from './siteUploadMachine';

/** Each photo's status, in the page's language ('Upload failed' is the machine's text). */
const statusLabels = () => ({
  selected: t`Ready to upload`,
  uploading: t`Uploading...`,
  uploaded: t`Uploaded`,
  error: machineText(messages.upload.failed),
});

/** A photo's size: the ui's own ('820 KB', '1.5 MB') in English, the page's language's units otherwise. */
function fileSize(bytes: number): string {
  if (currentLocale() === 'en') return formatFileSize(bytes);
  const [value, unit, digits] =
    bytes < 1024
      ? [bytes, 'byte', 0]
      : bytes < 1024 * 1024
        ? [Math.round(bytes / 1024), 'kilobyte', 0]
        : [bytes / (1024 * 1024), 'megabyte', 1];
  return numberFormat(intlLocale(), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * The gallery's upload area, open to every visitor (docs/product.md), driven by the upload statechart. An island that
 * hydrates once used (GalleryPage, src/loading/island.tsx): the page's first load carries neither XState nor the
 * upload code.
 */
export default function GalleryUpload() {
  const [snapshot, send, actor] = useMachine(siteUploadMachine);
  const { items } = snapshot.context;

  // Leaving the page stops the machine; free the previews it still holds.
  useEffect(
    () => () => {
      for (const item of actor.getSnapshot().context.items) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [actor],
  );

  const listItems: UploadListItem[] = items.map((item) => ({
    id: item.id,
    name: item.file.name,
    size: item.file.size,
    previewUrl: item.preview,
    status: item.status,
    error: item.error ? machineText(item.error) : item.error,
  }));
  const upload = uploadSection();
  const uploaded = items.filter((item) => item.status === 'uploaded').length;
  const failed = items.filter((item) => item.status === 'error').length;

  return (
    <UploadArea
      title={upload.title}
      description={upload.text}
      quoteHref={upload.action.href}
      quoteLabel={upload.action.label}
      quotePrompt={upload.quotePrompt}
    >
      <div className={styles.uploadControls}>
        <Dropzone
          title={t`Drag & drop photos here, or click to choose`}
          hint={t`JPG, PNG, WebP or GIF, up to 5MB each, max 10 files`}
          dragActive={snapshot.matches({ dropzone: 'dragOver' })}
          onDragStateChange={(active) => send({ type: active ? 'drag.enter' : 'drag.leave' })}
          onFilesSelected={(files) => {
            // The machine alerts and skips what it refuses; whatever it added starts uploading at once.
            send({ type: 'files.add', files });
            send({ type: 'upload.start' });
          }}
        />
        <UploadItemList
          items={listItems}
          label={t`Selected photos`}
          removeLabel={(name) => t`Remove ${name}`}
          statusLabels={statusLabels()}
          formatSize={fileSize}
          onRemove={(id) => send({ type: 'item.remove', id })}
        />
        {failed > 0 && snapshot.matches({ batch: 'idle' }) ? (
          <div>
            <Button tone="secondary" onClick={() => send({ type: 'upload.start' })}>
              {upload.retry}
            </Button>
          </div>
        ) : null}
        <VisuallyHidden>
          <span role="status">{items.length > 0 ? upload.progress(uploaded, items.length, failed) : ''}</span>
        </VisuallyHidden>
      </div>
    </UploadArea>
  );
}
