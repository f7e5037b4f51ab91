import { t } from '@lingui/core/macro';
import { messages } from '@sparkle/machines';
import {
  Button,
  ComingSoonPlaceholder,
  CtaBand,
  Dropzone,
  formatFileSize,
  Grid,
  Hero,
  ImagePlusIcon,
  Section,
  Text,
  UploadArea,
  UploadItemList,
  type UploadListItem,
  VisuallyHidden,
} from '@sparkle/ui';
import { numberFormat } from '@sparkle/ui/intl';
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { beforeAfter, galleryCta, galleryHero, uploadSection } from '../../content/gallery';
import { currentLocale, intlLocale } from '../../i18n/i18n';
import { machineText } from '../../i18n/machineMessages';
import { useAuth } from '../../lib/auth';
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
 * SPEC §2 Gallery: the upload area open to every visitor (the upload statechart: the spec's alerts for too
 * many, wrong or too large files; each valid photo goes selected → uploading → uploaded, or 'Upload failed';
 * any item can be removed at any time), the before & after placeholders, the admins' button and a closing
 * call to action. Uploads start as soon as photos are chosen.
 */
export function GalleryPage() {
  const hero = galleryHero();
  const cta = galleryCta();
  return (
    <>
      <Hero title={hero.title} subtitle={hero.subtitle} ctaLabel={t`Book a Cleaning`} />
      <Section>
        <GalleryUpload />
      </Section>
      <BeforeAfter />
      <CtaBand
        title={cta.title}
        subtitle={cta.subtitle}
        primaryAction={cta.actions[0]}
        secondaryAction={cta.actions[1]}
      />
    </>
  );
}

function GalleryUpload() {
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

function BeforeAfter() {
  const { isAdmin } = useAuth();
  const noteId = `admin-note${useId()}`;
  const section = beforeAfter();
  return (
    <Section id="before-after" tone="subtle" title={section.title} subtitle={section.subtitle}>
      <Grid as="ul" columns={3}>
        {section.placeholders.map((label) => (
          <li key={label}>
            <ComingSoonPlaceholder label={label} comingSoonText={t`Coming Soon`} />
          </li>
        ))}
      </Grid>
      {isAdmin ? (
        <div className={styles.adminAction}>
          {/* SPEC §2: admins see the button, but no action is defined for it yet. */}
          <Button
            tone="secondary"
            icon={<ImagePlusIcon size={20} aria-hidden="true" />}
            disabled
            accessibleWhenDisabled
            aria-describedby={noteId}
          >
            {section.adminAction}
          </Button>
          <Text id={noteId} size="small" tone="secondary">
            {section.adminNote}
          </Text>
        </div>
      ) : null}
    </Section>
  );
}
