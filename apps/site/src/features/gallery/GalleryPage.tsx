import { t } from '@lingui/core/macro';
import { Button, ComingSoonPlaceholder, CtaBand, Grid, Hero, ImagePlusIcon, Section, Text } from '@sparkle/ui';
import { useId } from 'react';
import { beforeAfter, galleryCta, galleryHero } from '../../content/gallery';
import { useAuth } from '../../lib/auth';
import { island } from '../../lib/island';
import * as styles from './GalleryPage.css';

// The upload area hydrates when someone reaches into it (or drags photos over it), not with the page.
const GalleryUpload = island('gallery-upload', () => import('./GalleryUpload.island'), { when: 'used' });

/**
 * SPEC §2 Gallery: the upload area open to every visitor (the upload statechart: the spec's alerts for too
 * many, wrong or too large files; each valid photo goes selected → uploading → uploaded, or 'Upload failed';
 * any item can be removed at any time), the before & after placeholders, the admins' button and a closing
 * call to action. Uploads start as soon as photos are chosen (GalleryUpload.island.tsx).
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
