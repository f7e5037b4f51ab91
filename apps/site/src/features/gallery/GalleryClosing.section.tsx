import { t } from '@lingui/core/macro';
import { Button, ComingSoonPlaceholder, CtaBand, Grid, ImagePlusIcon, Section, Text } from '@sparkle/ui';
import { useId } from 'react';
import { beforeAfter, galleryCta } from '../../content/gallery';
import { useAuth } from '../../lib/auth';
import * as styles from './GalleryPage.css';

/**
 * The end of the gallery (docs/product.md): the before & after placeholders, the admins' button, and the closing call
 * to action. A static section (src/loading/staticSection.tsx): served as is to visitors and signed-in users, rendered
 * live for an admin, who alone sees the button.
 */
export default function GalleryClosing() {
  const cta = galleryCta();
  return (
    <>
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
          {/* As the product says: admins see the button, but no action is defined for it yet. */}
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
