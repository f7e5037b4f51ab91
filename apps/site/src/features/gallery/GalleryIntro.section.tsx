import { t } from '@lingui/core/macro';
import { Hero } from '@sparkle/ui';
import { galleryHero } from '../../content/gallery';

/**
 * The gallery's hero (docs/product.md). Text and a link: a static section (src/loading/staticSection.tsx), never hydrated.
 */
export default function GalleryIntro() {
  const hero = galleryHero();
  return <Hero title={hero.title} subtitle={hero.subtitle} ctaLabel={t`Book a Cleaning`} />;
}
