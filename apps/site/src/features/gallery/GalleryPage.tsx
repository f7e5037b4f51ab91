import { messages } from '@sparkle/machines';
import {
  Button,
  ComingSoonPlaceholder,
  CtaBand,
  Dropzone,
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
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { beforeAfter, galleryCta, galleryHero, uploadSection } from '../../content/gallery';
import { useAuth } from '../../lib/auth';
import * as styles from './GalleryPage.css';
import { siteUploadMachine } from './siteUploadMachine';

const statusLabels = {
  selected: 'Ready to upload',
  uploading: 'Uploading...',
  uploaded: 'Uploaded',
  error: messages.upload.failed,
} as const;

/**
 * SPEC §2 Gallery: the upload area open to every visitor (the upload statechart: the spec's alerts for too
 * many, wrong or too large files; each valid photo goes selected → uploading → uploaded, or 'Upload failed';
 * any item can be removed at any time), the before & after placeholders, the admins' button and a closing
 * call to action. Uploads start as soon as photos are chosen.
 */
export function GalleryPage() {
  return (
    <>
      <Hero title={galleryHero.title} subtitle={galleryHero.subtitle} />
      <Section>
        <GalleryUpload />
      </Section>
      <BeforeAfter />
      <CtaBand
        title={galleryCta.title}
        subtitle={galleryCta.subtitle}
        primaryAction={galleryCta.actions[0]}
        secondaryAction={galleryCta.actions[1]}
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
    error: item.error,
  }));
  const uploaded = items.filter((item) => item.status === 'uploaded').length;
  const failed = items.filter((item) => item.status === 'error').length;

  return (
    <UploadArea
      title={uploadSection.title}
      description={uploadSection.text}
      quoteHref={uploadSection.action.href}
      quoteLabel={uploadSection.action.label}
      quotePrompt={uploadSection.quotePrompt}
    >
      <div className={styles.uploadControls}>
        <Dropzone
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
          statusLabels={statusLabels}
          onRemove={(id) => send({ type: 'item.remove', id })}
        />
        {failed > 0 && snapshot.matches({ batch: 'idle' }) ? (
          <div>
            <Button tone="secondary" onClick={() => send({ type: 'upload.start' })}>
              {uploadSection.retry}
            </Button>
          </div>
        ) : null}
        <VisuallyHidden>
          <span role="status">{items.length > 0 ? uploadSection.progress(uploaded, items.length, failed) : ''}</span>
        </VisuallyHidden>
      </div>
    </UploadArea>
  );
}

function BeforeAfter() {
  const { isAdmin } = useAuth();
  const noteId = `admin-note${useId()}`;
  return (
    <Section id="before-after" tone="subtle" title={beforeAfter.title} subtitle={beforeAfter.subtitle}>
      <Grid as="ul" columns={3}>
        {beforeAfter.placeholders.map((label) => (
          <li key={label}>
            <ComingSoonPlaceholder label={label} />
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
            {beforeAfter.adminAction}
          </Button>
          <Text id={noteId} size="small" tone="secondary">
            {beforeAfter.adminNote}
          </Text>
        </div>
      ) : null}
    </Section>
  );
}
