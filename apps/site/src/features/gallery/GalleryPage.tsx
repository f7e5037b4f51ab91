import { Section } from '@sparkle/ui';
import { island } from '../../loading/island';
import { staticSection } from '../../loading/staticSection';

// Text, pictures and links: prerendered, never hydrated (src/loading/staticSection.tsx); live for an admin.
const GalleryIntro = staticSection('gallery-intro', () => import('./GalleryIntro.section'));
const GalleryClosing = staticSection('gallery-closing', () => import('./GalleryClosing.section'));
// The upload area hydrates when someone reaches into it (or drags photos over it), not with the page.
const GalleryUpload = island('gallery-upload', () => import('./GalleryUpload.island'), { when: 'used' });

/**
 * The gallery page (docs/product.md, Gallery): the upload area open to every visitor (the upload statechart: the spec's
 * alerts for too many, wrong or too large files; each valid photo goes selected → uploading → uploaded, or 'Upload
 * failed'; any item can be removed at any time), the before & after placeholders, the admins' button and a closing
 * call to action. Uploads start as soon as photos are chosen (GalleryUpload.island.tsx).
 */
export function GalleryPage() {
  return (
    <>
      <GalleryIntro />
      <Section>
        <GalleryUpload />
      </Section>
      <GalleryClosing />
    </>
  );
}
